import type { CitySeason } from './city-seasons';
import type { SaudiOccasion } from './saudi-calendar';

type Bilingual = { en: string; ar: string };

/** What an occasion means for an event, by who is asking: each sentence a sourced fact (docs/sources.md). */
export interface OccasionNotes {
  name: Bilingual;
  /** For weddings and their family (engagement, milka, henna). */
  wedding?: Bilingual;
  /** For business events. */
  business?: Bilingual;
  /** For family gatherings and private parties. */
  family?: Bilingual;
  /** When the day is, for everyone. */
  timing?: Bilingual;
  /** Crews, suppliers and guests' days off, for everyone. */
  staffing?: Bilingual;
}

/**
 * The Saudi calendar's occasions in words and what each means for demand, venues, timing and
 * staffing. Sources: R25, R29 (Ramadan's halls and iftars), R72 (iftar, ghabga, suhoor), R74 (shorter
 * Ramadan hours), R3, R8 (Eid weddings and booking ahead), R73 (Eid morning), R69, R70, R71 (Eid
 * holidays), R65, R66, R100 (the national days), R39 (GEA permit), R50 (national symbols), R5, R24,
 * R75 (school holidays and weddings).
 */
export const OCCASION_NOTES: Record<SaudiOccasion, OccasionNotes> = {
  ramadan: {
    name: { en: 'Ramadan', ar: 'رمضان' },
    wedding: {
      en: 'Wedding halls sit nearly empty in Ramadan: most families wait until after Eid.',
      ar: 'تكاد قاعات الأفراح تخلو في رمضان، فمعظم العائلات تؤجل الزواج إلى ما بعد العيد.',
    },
    business: {
      en: "Company iftars fill hotels' Ramadan tents, so book early.",
      ar: 'إفطارات الشركات تملأ خيام رمضان في الفنادق، فاحجز مبكرًا.',
    },
    timing: {
      en: 'Gatherings move to the evening: iftar at sunset, the ghabga late at night after Tarawih, suhoor before dawn; no food is served in daylight.',
      ar: 'تنتقل المناسبات إلى المساء: الإفطار عند المغرب، والغبقة في آخر الليل بعد التراويح، والسحور قبل الفجر، ولا يُقدَّم الطعام نهارًا.',
    },
    staffing: {
      en: 'Working days are shorter in Ramadan (six hours for Muslim workers), so crews set up after iftar.',
      ar: 'ساعات العمل في رمضان أقصر (ست ساعات يوميًا للعاملين المسلمين)، فتجهّز فرق العمل بعد الإفطار.',
    },
  },
  eidAlFitr: {
    name: { en: 'Eid al-Fitr', ar: 'عيد الفطر' },
    wedding: {
      en: 'The Eid holiday is the peak for weddings: one count found more than 2,500 weddings in Jeddah over a single Eid al-Fitr, and halls are booked months ahead.',
      ar: 'إجازة العيد ذروة موسم الأعراس: أحد التقديرات أحصى أكثر من 2,500 زواج في جدة خلال عيد فطر واحد، وتُحجز القاعات قبلها بأشهر.',
    },
    business: {
      en: 'Offices close for the Eid holiday: hold a business event the week after.',
      ar: 'تُغلق المكاتب في إجازة العيد، فأقم فعالية العمل في الأسبوع الذي يليها.',
    },
    family: {
      en: "Eid belongs to the family: its first morning starts with the Eid prayer and breakfast at the eldest's house, and visits fill the days after.",
      ar: 'العيد للعائلة: يبدأ صباحه الأول بصلاة العيد والإفطار في بيت كبير العائلة، وتملأ الزيارات الأيام التالية.',
    },
    staffing: {
      en: 'Private-sector staff get four days off for Eid al-Fitr, from the end of work on 29 Ramadan: confirm crews and suppliers early.',
      ar: 'يحصل موظفو القطاع الخاص على أربعة أيام إجازة لعيد الفطر تبدأ بنهاية دوام 29 رمضان، فثبّت فرق العمل والموردين مبكرًا.',
    },
  },
  hajj: {
    name: { en: 'Hajj', ar: 'الحج' },
    timing: {
      en: 'Makkah is closed to anyone without a Hajj permit for weeks before Hajj, and Makkah and Madinah fill with pilgrims.',
      ar: 'تُغلق مكة المكرمة أمام من لا يحمل تصريح حج لأسابيع قبل الحج، وتمتلئ مكة والمدينة بالحجاج.',
    },
  },
  eidAlAdha: {
    name: { en: 'Eid al-Adha', ar: 'عيد الأضحى' },
    wedding: {
      en: 'Both Eid holidays are peak days for weddings: halls are booked months ahead.',
      ar: 'إجازتا العيدين من أيام ذروة الأعراس، وتُحجز القاعات قبلها بأشهر.',
    },
    business: {
      en: 'Offices close for the Eid holiday: hold a business event the week after.',
      ar: 'تُغلق المكاتب في إجازة العيد، فأقم فعالية العمل في الأسبوع الذي يليها.',
    },
    family: {
      en: 'Eid belongs to the family: its first morning starts with the Eid prayer and family visits.',
      ar: 'العيد للعائلة: يبدأ صباحه الأول بصلاة العيد وزيارات الأهل.',
    },
    staffing: {
      en: 'The Eid al-Adha holiday starts on the Day of Arafah: four days for the private sector, longer for the public sector.',
      ar: 'تبدأ إجازة عيد الأضحى يوم عرفة: أربعة أيام للقطاع الخاص، وأطول للقطاع الحكومي.',
    },
  },
  nationalDay: {
    name: { en: 'Saudi National Day', ar: 'اليوم الوطني السعودي' },
    timing: {
      en: 'It is a public holiday: cities celebrate with flags, green and white, fireworks and marches; a public celebration needs a GEA permit at least 60 days ahead, and the flag and emblem may not be printed on décor.',
      ar: 'وهو إجازة رسمية تحتفل فيها المدن بالأعلام والأخضر والأبيض والألعاب النارية والمسيرات؛ ويحتاج الاحتفال العام تصريحًا من هيئة الترفيه قبل 60 يومًا على الأقل، ولا يجوز طباعة العلم أو الشعار على الديكور.',
    },
    business: {
      en: 'Offices close for the day: hold a business event on another day.',
      ar: 'تُغلق المكاتب في ذلك اليوم، فأقم فعالية العمل في يوم آخر.',
    },
  },
  foundingDay: {
    name: { en: 'Founding Day', ar: 'يوم التأسيس' },
    timing: {
      en: 'It has been a public holiday since 2022; a public celebration needs a GEA permit at least 60 days ahead, and the flag and emblem may not be printed on décor.',
      ar: 'وهو إجازة رسمية منذ 2022؛ ويحتاج الاحتفال العام تصريحًا من هيئة الترفيه قبل 60 يومًا على الأقل، ولا يجوز طباعة العلم أو الشعار على الديكور.',
    },
    business: {
      en: 'Offices close for the day: hold a business event on another day.',
      ar: 'تُغلق المكاتب في ذلك اليوم، فأقم فعالية العمل في يوم آخر.',
    },
  },
  schoolSummer: {
    name: { en: 'the summer school holiday', ar: 'إجازة الصيف المدرسية' },
    wedding: {
      en: 'The summer school holiday (from about late June to late August) is, with Eid, the busiest time for wedding halls.',
      ar: 'إجازة الصيف المدرسية (من أواخر يونيو تقريبًا إلى أواخر أغسطس) هي مع العيد أكثر أوقات قاعات الأفراح ازدحامًا.',
    },
  },
  schoolMidYear: {
    name: { en: 'the mid-year school break', ar: 'إجازة منتصف العام الدراسي' },
    wedding: {
      en: "January's nine-day mid-year school break is a growing, cheaper season for weddings; the Ministry sets its dates each year.",
      ar: 'إجازة منتصف العام الدراسي في يناير (تسعة أيام) موسم متنامٍ وأقل تكلفة للأعراس، وتحدد الوزارة مواعيدها كل عام.',
    },
  },
};

/** The cities' own seasons in words (R26, R27, R76–R79), and what they do to venues and crews. */
export const CITY_SEASON_NOTES: Record<CitySeason, Bilingual> = {
  riyadhSeason: {
    en: 'Riyadh Season (October–March) competes for venues and crews.',
    ar: 'موسم الرياض (أكتوبر–مارس) يزيد التنافس على القاعات وفرق العمل.',
  },
  jeddahSeason: {
    en: 'Jeddah Season runs in summer and books up hotels and suppliers.',
    ar: 'موسم جدة في الصيف يرفع الطلب على الفنادق والموردين.',
  },
  mountainSummer: {
    en: "Summer is the mountains' high season: visitors come for the cool air, with Al-Soudah Season in August, so book halls and hotels early.",
    ar: 'الصيف موسم الذروة في المرتفعات: يقصدها الزوار لاعتدال الجو، ومنها موسم السودة في أغسطس، فاحجز القاعات والفنادق مبكرًا.',
  },
  alulaWinter: {
    en: "AlUla's winter season (Winter at Tantora, late December to late January) fills its hotels and camps.",
    ar: 'موسم الشتاء في العلا (شتاء طنطورة، من أواخر ديسمبر إلى أواخر يناير) يملأ فنادقها ومخيماتها.',
  },
  taifRoses: {
    en: "Taif's rose harvest (mid-March to early April) brings visitors and a festival.",
    ar: 'موسم قطف الورد في الطائف (من منتصف مارس إلى أوائل أبريل) يجذب الزوار ويرافقه مهرجان.',
  },
};
