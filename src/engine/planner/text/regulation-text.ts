import type { Bilingual } from './format';

export type RegulationKey =
  | 'balady'
  | 'temporaryStructures'
  | 'civilDefense'
  | 'foodSafety'
  | 'geaPermit'
  | 'geaSuppliers'
  | 'performingArts'
  | 'scega'
  | 'alulaHeritage'
  | 'hajjClosure'
  | 'meccaEntry'
  | 'security'
  | 'pdpl'
  | 'publicDecency';

type Rule = { title: Bilingual; authority: Bilingual; description: Bilingual };

/** Wording of each rule, with its source (the R-numbers of docs/sources.md). */
export const REGULATIONS: Record<RegulationKey, Rule> = {
  balady: {
    // R45, R46
    title: { en: 'Municipal venue licence', ar: 'ترخيص البلدية للمكان' },
    authority: { en: 'Municipality (Balady)', ar: 'البلدية (بلدي)' },
    description: {
      en: 'The venue must hold a valid municipal licence (CCTV, accessibility, Civil Defense approval). Temporary tents and stages need municipal approval.',
      ar: 'يجب أن يحمل المكان ترخيصًا بلديًا ساريًا (كاميرات مراقبة وسهولة وصول وموافقة الدفاع المدني). الخيام والمسارح المؤقتة تحتاج موافقة البلدية.',
    },
  },
  temporaryStructures: {
    // R45, R48
    title: { en: 'Municipal approval for temporary structures', ar: 'موافقة البلدية على المنشآت المؤقتة' },
    authority: { en: 'Municipality (Balady)', ar: 'البلدية (بلدي)' },
    description: {
      en: 'An outdoor site has no hall licence to lean on: the tents, stages and other structures put up for the event need municipal approval.',
      ar: 'الموقع الخارجي ليس له ترخيص قاعة يُعتمد عليه: الخيام والمسارح وسائر المنشآت المقامة للفعالية تحتاج موافقة البلدية.',
    },
  },
  civilDefense: {
    // R48
    title: { en: 'Fire and safety licence', ar: 'ترخيص السلامة والوقاية من الحريق' },
    authority: { en: 'Civil Defense (Salama platform)', ar: 'الدفاع المدني (منصة سلامة)' },
    description: {
      en: 'Safety licence for the venue and any temporary structures, applied for on the Salama portal; capacity limits and emergency exits are checked.',
      ar: 'ترخيص سلامة للمكان وأي منشآت مؤقتة عبر منصة سلامة، مع التحقق من الطاقة الاستيعابية ومخارج الطوارئ.',
    },
  },
  foodSafety: {
    // R46, R47, R57
    title: { en: 'Food safety for catering', ar: 'سلامة الغذاء في الضيافة' },
    authority: { en: 'SFDA and municipality', ar: 'الهيئة العامة للغذاء والدواء والبلدية' },
    description: {
      en: 'Caterers must be SFDA-registered food establishments and every food worker needs a municipal health certificate. All food halal, no alcohol.',
      ar: 'يجب أن يكون مقدم الضيافة منشأة غذائية مسجلة لدى الهيئة العامة للغذاء والدواء، وأن يحمل كل عامل شهادة صحية من البلدية. جميع الأطعمة حلال ولا كحول.',
    },
  },
  geaPermit: {
    // R38, R39, R40
    title: { en: 'Event permit', ar: 'تصريح الفعالية' },
    authority: { en: 'General Entertainment Authority (GEA)', ar: 'الهيئة العامة للترفيه' },
    description: {
      en: 'Public events need a GEA event permit: preliminary approval at least 60 days ahead, civil-liability insurance and an operational plan. Fines reach SAR 1 million.',
      ar: 'الفعاليات العامة تحتاج تصريحًا من الهيئة العامة للترفيه: موافقة مبدئية قبل 60 يومًا على الأقل وتأمين مسؤولية مدنية وخطة تشغيلية. تصل الغرامات إلى مليون ريال.',
    },
  },
  geaSuppliers: {
    // R38, R39
    title: { en: 'Licensed entertainment suppliers', ar: 'موردو ترفيه مرخّصون' },
    authority: { en: 'General Entertainment Authority (GEA)', ar: 'الهيئة العامة للترفيه' },
    description: {
      en: 'A private event not open to the public needs no GEA event permit, but hired performers and entertainment suppliers should hold their GEA licences.',
      ar: 'الفعالية الخاصة غير المفتوحة للجمهور لا تحتاج تصريح فعالية، لكن يجب أن يحمل الفنانون وموردو الترفيه تراخيص الهيئة.',
    },
  },
  performingArts: {
    // R41, R42
    title: { en: 'Performing-arts licence', ar: 'ترخيص الفنون الأدائية' },
    authority: { en: 'Theater & Performing Arts Commission', ar: 'هيئة المسرح والفنون الأدائية' },
    description: {
      en: 'Live stage performances are licensed by the Theater & Performing Arts Commission; cultural practitioners can be licensed through the Ebdae platform.',
      ar: 'العروض الحية تُرخّص من هيئة المسرح والفنون الأدائية، ويمكن ترخيص الممارسين الثقافيين عبر منصة إبداع.',
    },
  },
  scega: {
    // R43, R44
    title: { en: 'Conference licence', ar: 'ترخيص المؤتمر' },
    authority: {
      en: 'Saudi Conventions & Exhibitions General Authority (SCEGA)',
      ar: 'الهيئة العامة للمعارض والمؤتمرات',
    },
    description: {
      en: 'Conferences, workshops and exhibitions of 50+ attendees lasting 4 hours to 7 days need a SCEGA licence (SAR 1,000 fee), with Arabic as the official language.',
      ar: 'المؤتمرات وورش العمل والمعارض التي يحضرها 50 شخصًا فأكثر وتستمر من 4 ساعات إلى 7 أيام تحتاج ترخيص الهيئة (رسوم 1,000 ريال)، وتكون العربية لغتها الرسمية.',
    },
  },
  alulaHeritage: {
    // [EST] no R-number: the notes do not cover RCU rules
    title: { en: 'Heritage-site rules', ar: 'أنظمة المواقع التراثية' },
    authority: { en: 'Royal Commission for AlUla (RCU)', ar: 'الهيئة الملكية لمحافظة العلا' },
    description: {
      en: 'Events at or near AlUla heritage sites need RCU approval; access, lighting, vehicles and structures are restricted to protect the sites.',
      ar: 'الفعاليات في المواقع التراثية بالعلا أو قربها تحتاج موافقة الهيئة الملكية، مع قيود على الدخول والإضاءة والمركبات والمنشآت لحماية المواقع.',
    },
  },
  hajjClosure: {
    // R32
    title: { en: 'Hajj period restrictions', ar: 'قيود موسم الحج' },
    authority: { en: 'Ministry of Hajj and Umrah', ar: 'وزارة الحج والعمرة' },
    description: {
      en: 'Your date falls in the Hajj period: Makkah is closed to anyone without a Hajj permit for weeks before Hajj. Plan another date or city.',
      ar: 'تاريخك يقع في موسم الحج: تُغلق مكة المكرمة أمام من لا يحمل تصريح حج لأسابيع قبل الحج. اختر تاريخًا أو مدينة أخرى.',
    },
  },
  meccaEntry: {
    // R32 (the Hajj closure); Makkah's entry for Muslims only is stated by the domain notes (seasonality) without a source
    title: { en: 'Makkah entry rules', ar: 'أنظمة دخول مكة المكرمة' },
    authority: { en: 'Ministry of Interior', ar: 'وزارة الداخلية' },
    description: {
      en: 'Non-Muslims may not enter Makkah; check every guest and supplier, and avoid the Hajj closure weeks.',
      ar: 'لا يُسمح لغير المسلمين بدخول مكة المكرمة؛ تحقق من جميع الضيوف والموردين وتجنب أسابيع إغلاق الحج.',
    },
  },
  security: {
    // R21, R22
    title: { en: 'Licensed private security', ar: 'حراسة أمنية مرخّصة' },
    authority: { en: 'Ministry of Interior', ar: 'وزارة الداخلية' },
    description: {
      en: 'Guards must come from a licensed security company and be Saudi nationals.',
      ar: 'يجب أن يكون الحراس من شركة حراسة مرخّصة ومن المواطنين السعوديين.',
    },
  },
  pdpl: {
    // R49
    title: { en: 'Personal data protection (PDPL)', ar: 'نظام حماية البيانات الشخصية' },
    authority: { en: 'SDAIA', ar: 'الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا)' },
    description: {
      en: 'Guest lists, registrations and photos are personal data: collect consent, keep only what you need, and get separate consent for marketing. Fines reach SAR 5 million.',
      ar: 'قوائم الضيوف والتسجيل والصور بيانات شخصية: احصل على الموافقة واحتفظ بالضروري فقط، ومع موافقة مستقلة للتسويق. تصل الغرامات إلى 5 ملايين ريال.',
    },
  },
  publicDecency: {
    // R51
    title: { en: 'Public decency rules', ar: 'لائحة الذوق العام' },
    authority: { en: 'Ministry of Interior', ar: 'وزارة الداخلية' },
    description: {
      en: 'Dress and conduct rules apply in public spaces, including pausing music at prayer times; fines run SAR 50–6,000.',
      ar: 'تنطبق قواعد اللباس والسلوك في الأماكن العامة، ومنها إيقاف الموسيقى وقت الصلاة؛ الغرامات من 50 إلى 6,000 ريال.',
    },
  },
};
