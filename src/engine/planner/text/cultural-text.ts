import type { Bilingual } from './format';

export type CulturalKey =
  | 'prayerTimes'
  | 'ramadan'
  | 'weddingSections'
  | 'weddingTimings'
  | 'familySections'
  | 'femalePhotographers'
  | 'halal'
  | 'halalInternational'
  | 'halalFusion'
  | 'coffeeAndDates'
  | 'weddingMusic'
  | 'nationalSymbols'
  | 'heritageMotifs'
  | 'summerHeat';

/** Wording of each cultural note, with its source (the R-numbers of docs/sources.md). */
export const CULTURAL_NOTES: Record<CulturalKey, { title: Bilingual; description: Bilingual }> = {
  prayerTimes: {
    // R51
    title: { en: 'Prayer times', ar: 'أوقات الصلاة' },
    description: {
      en: "Build the programme around the day's prayer times, pause music during them and offer a prayer area.",
      ar: 'صمّم البرنامج حول أوقات الصلاة، وأوقف الموسيقى خلالها، ووفّر مصلى للضيوف.',
    },
  },
  ramadan: {
    // R25, R29
    title: { en: 'Ramadan', ar: 'شهر رمضان' },
    description: {
      en: 'In Ramadan, events are held after sunset around iftar or suhoor, no food is served in daylight, and weddings usually move to after Eid.',
      ar: 'في رمضان تُقام الفعاليات بعد المغرب حول الإفطار أو السحور، ولا يُقدَّم الطعام نهارًا، وغالبًا تؤجَّل الأعراس إلى ما بعد العيد.',
    },
  },
  weddingSections: {
    // R54, R56
    title: { en: 'Family and gender sections', ar: 'أقسام العائلات والرجال والنساء' },
    description: {
      en: "Weddings are mostly held with separate women's and men's halls by custom, though mixed weddings are growing; we set this up as the families prefer.",
      ar: 'تُقام الأعراس غالبًا بقاعتين منفصلتين للنساء والرجال حسب العرف، مع تزايد الأعراس المختلطة؛ ونرتّب ذلك حسب رغبة العائلتين.',
    },
  },
  weddingTimings: {
    // R5, R55
    title: { en: 'Wedding night timings', ar: 'مواعيد ليلة الزفاف' },
    description: {
      en: "The women's reception usually runs from about 10–11 pm to 3–5 am; the men's dinner is often after midnight.",
      ar: 'يبدأ حفل النساء عادة نحو 10–11 مساءً ويستمر حتى 3–5 فجرًا، وغالبًا يكون عشاء الرجال بعد منتصف الليل.',
    },
  },
  familySections: {
    // R53
    title: { en: 'Family and gender sections', ar: 'أقسام العائلات' },
    description: {
      en: 'Separate seating became optional in 2019; offer a family section where your guests expect one.',
      ar: 'أصبح الفصل في الجلوس اختياريًا منذ 2019؛ وفّر قسمًا للعائلات حيث يتوقعه ضيوفك.',
    },
  },
  femalePhotographers: {
    // R56
    title: { en: "Photography in the women's hall", ar: 'التصوير في قاعة النساء' },
    description: {
      en: "Women's halls restrict phones and cameras; only female photographers and videographers work there.",
      ar: 'تُقيَّد الهواتف والكاميرات في قاعة النساء، ولا يعمل فيها إلا مصورات.',
    },
  },
  halal: {
    // R57
    title: { en: 'Halal catering, no alcohol', ar: 'ضيافة حلال بلا كحول' },
    description: {
      en: 'All food is halal and no alcohol is served; lamb dishes such as kabsa, mandi and ouzi are the centrepiece.',
      ar: 'جميع الأطعمة حلال ولا تُقدَّم الكحول، والأطباق الرئيسية من لحم الضأن مثل الكبسة والمندي والقوزي.',
    },
  },
  halalInternational: {
    // R57
    title: { en: 'Halal catering, no alcohol', ar: 'ضيافة حلال بلا كحول' },
    description: {
      en: 'All food is halal and no alcohol is served, on an international menu too.',
      ar: 'جميع الأطعمة حلال ولا تُقدَّم الكحول، في القائمة العالمية أيضًا.',
    },
  },
  halalFusion: {
    // R57
    title: { en: 'Halal catering, no alcohol', ar: 'ضيافة حلال بلا كحول' },
    description: {
      en: 'All food is halal and no alcohol is served; a fusion menu pairs Saudi dishes with international ones.',
      ar: 'جميع الأطعمة حلال ولا تُقدَّم الكحول؛ وتجمع القائمة المدمجة أطباقًا سعودية وعالمية.',
    },
  },
  coffeeAndDates: {
    // R58
    title: { en: 'Saudi coffee and dates', ar: 'القهوة السعودية والتمر' },
    description: {
      en: 'Welcome guests with Saudi coffee and dates, served with the right hand, starting with the eldest or from the right.',
      ar: 'استقبل الضيوف بالقهوة السعودية والتمر، تُقدَّم باليد اليمنى بدءًا بالأكبر سنًا أو من اليمين.',
    },
  },
  weddingMusic: {
    // R16
    title: { en: 'Wedding music', ar: 'موسيقى الزفاف' },
    description: {
      en: "A women's tagaga band is customary, with a zaffa procession for the entrance.",
      ar: 'فرقة الطقاقة للنساء من العادات، مع زفة لدخول العروسين.',
    },
  },
  nationalSymbols: {
    // R50
    title: { en: 'National symbols on décor', ar: 'الرموز الوطنية في الديكور' },
    description: {
      en: 'The flag, the Shahada, the national emblem and images of the leadership may not be printed on commercial or disposable décor; use the national green instead.',
      ar: 'لا يجوز طباعة العلم أو الشهادة أو الشعار الوطني أو صور القيادة على الديكور التجاري أو المستهلك؛ استخدم اللون الأخضر الوطني بدلًا من ذلك.',
    },
  },
  heritageMotifs: {
    // R59, R60, R61
    title: { en: 'Heritage motifs', ar: 'الزخارف التراثية' },
    description: {
      en: 'Sadu weaving (UNESCO 2020), Najdi mud architecture and Al-Qatt Al-Asiri (UNESCO 2017) give décor a local identity; credit them as Saudi heritage.',
      ar: 'نسيج السدو (يونسكو 2020) والعمارة النجدية والقط العسيري (يونسكو 2017) تمنح الديكور هوية محلية؛ قدّمها بوصفها تراثًا سعوديًا.',
    },
  },
  summerHeat: {
    // R28
    title: { en: 'Summer heat', ar: 'حرارة الصيف' },
    description: {
      en: 'Riyadh reaches 45–46 °C and the Eastern Province up to 50 °C in summer: keep outdoor parts after sunset and air-condition tents.',
      ar: 'تبلغ الحرارة في الرياض 45–46 درجة وفي المنطقة الشرقية حتى 50 درجة صيفًا: اجعل الأجزاء الخارجية بعد الغروب وكيّف الخيام.',
    },
  },
};
