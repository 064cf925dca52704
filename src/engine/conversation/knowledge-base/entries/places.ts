import type { KnowledgeEntry } from '../../../../contracts/knowledge-entry';

/** GROUP_DOC */
export const ENTRIES_PLACES: KnowledgeEntry[] = [
  {
    id: 'istiraha',
    group: 'places',
    kind: 'text',
    topic: 'An evening at an istiraha (rest house)',
    label: {
      en: 'an evening at an istiraha',
      ar: 'سهرة في استراحة',
    },
    answer: {
      en: "An istiraha (rest house) for {guests} guests costs about {price} a night to hire before VAT and food; it suits family and friends' gatherings, with a majlis, a yard and a kitchen for the caterer.",
      ar: 'الاستراحة لـ{guests} ضيف إيجارها تقريباً {price} لليلة قبل الضريبة والأكل، وتناسب جمعات الأهل والربع، فيها مجلس وحوش ومطبخ للطباخ.',
    },
    phrasings: {
      en: [
        'How much is an istiraha for the night?',
        'rent a rest house for a gathering',
        'istiraha evening price',
        'book an istiraha for friends',
      ],
      ar: ['بكم الاستراحة لليلة؟', 'ابي استراحة لجمعة', 'سعر استراحة لسهرة', 'احجز استراحة للربع'],
    },
    item: 'istiraha',
  },
  {
    id: 'desert-camp',
    group: 'places',
    kind: 'text',
    topic: 'A desert camp evening',
    label: {
      en: 'a desert camp',
      ar: 'مخيم في البر',
    },
    answer: {
      en: 'A desert camp evening (tents, majlis seating, lighting and a fire) for {guests} guests costs about {price} to hire before VAT and food; it is at its best from November to February, and we arrange the 4x4 transfers.',
      ar: 'سهرة المخيم في البر (خيام وجلسات عربية وإضاءة وشبة نار) لـ{guests} ضيف تكلف تقريباً {price} قبل الضريبة والأكل، وأحلى وقت لها من نوفمبر إلى فبراير، ونرتب لكم سيارات الدفع الرباعي.',
    },
    phrasings: {
      en: [
        'Can you do a desert camp night?',
        'price of a camp in the desert',
        'evening in tents with a bonfire',
        'winter camp for the family',
      ],
      ar: ['تسوون مخيم في البر؟', 'سعر مخيم بري', 'سهرة خيام وشبة نار', 'كشتة شتوية للعايلة'],
    },
    source: 'docs/sources.md#R9',
    item: 'desert-camp',
  },
  {
    id: 'farm-evening',
    group: 'places',
    kind: 'text',
    topic: 'An evening at a farm',
    label: {
      en: 'an evening at a farm',
      ar: 'سهرة في مزرعة',
    },
    answer: {
      en: "Yes: a farm (mazra'a) evening with majlis seating under the palms, lighting, a grill or a whole-lamb dinner and games for the children; we find a farm that fits your guests and is licensed for events.",
      ar: 'إيه، نسوي سهرة في مزرعة بجلسات عربية تحت النخيل وإضاءة وشواء أو ذبايح وألعاب للبزارين، ونلقى لكم مزرعة تكفي ضيوفكم ومرخصة للمناسبات.',
    },
    phrasings: {
      en: [
        'Can we have the party at a farm?',
        'farm gathering with the family',
        'evening among the palm trees',
        'rent a farm for an occasion',
      ],
      ar: ['نقدر نسويها في مزرعة؟', 'جمعة في مزرعة', 'سهرة بين النخل', 'استئجار مزرعة لمناسبة'],
    },
  },
  {
    id: 'at-home',
    group: 'places',
    kind: 'text',
    topic: 'An event at home',
    label: {
      en: 'an event at home',
      ar: 'مناسبة في البيت',
    },
    answer: {
      en: "Yes, we set up events at home: majlis and garden seating, a tent in the yard if needed, lighting, catering and service, and we leave the house as we found it. The neighbours' parking and the municipality's rules for a tent are part of the plan.",
      ar: 'إيه، نجهز المناسبات في البيت: جلسات المجلس والحديقة، وخيمة في الحوش إذا احتجتوا، وإضاءة وضيافة وخدمة، ونرجع البيت مثل ما كان. ومواقف الجيران واشتراطات البلدية للخيمة نحسبها في الخطة.',
    },
    phrasings: {
      en: [
        'Can you do it at our house?',
        'party in our garden',
        'set up the event at home',
        'home gathering in the majlis',
        'at my house',
        'event in our own house',
        'in our house',
      ],
      ar: ['تقدرون تسوونها في البيت؟', 'حفلة في حديقة البيت', 'تجهيز المناسبة في بيتنا', 'جمعة في المجلس', 'في بيتي'],
    },
  },
  {
    id: 'venues',
    group: 'places',
    kind: 'rule',
    rule: 'venues',
    topic: 'Venues that suit the event',
    label: {
      en: 'venues that suit your event',
      ar: 'الأماكن المناسبة لمناسبتك',
    },
    answer: {
      en: 'The venue depends on the guest count and the city: from a home or a restaurant room for a few, to halls, hotel ballrooms and wedding palaces for hundreds. Tell me how many guests and where.',
      ar: 'المكان يعتمد على عدد الضيوف والمدينة: من البيت أو غرفة في مطعم للعدد القليل، إلى القاعات وقاعات الفنادق وقصور الأفراح للمئات. قل لي كم ضيف ووين.',
    },
    phrasings: {
      en: [
        'which venue suits 300 guests',
        'can you suggest a venue',
        'where can we hold it',
        'venue options in jeddah',
        'a hall for 150 people',
        'hotel ballroom or wedding palace',
        'do you find the venue',
        'best place for a company dinner',
        'venue capacity',
        'we need a place for the party',
      ],
      ar: [
        'وش الاماكن المناسبة لـ٣٠٠ شخص',
        'تقترحون مكان؟',
        'وين نسويها',
        'قاعات في جدة',
        'قاعة لـ١٥٠ شخص',
        'فندق ولا قصر افراح',
        'تدورون لنا مكان؟',
        'افضل مكان لعشاء الشركة',
        'كم يستوعب المكان',
        'نبي مكان للحفلة',
      ],
    },
  },
  {
    id: 'seasons',
    group: 'places',
    kind: 'rule',
    rule: 'season',
    topic: 'Seasons and demand',
    label: {
      en: 'the best season for your event',
      ar: 'أفضل موسم لمناسبتك',
    },
    answer: {
      en: "Winter is the busiest season and the pleasantest outdoors; summer is hot in most cities but quieter and cheaper. Tell me the month and I'll tell you what to expect.",
      ar: 'الشتاء أكثر موسم زحمة وأحلى للجلسات الخارجية، والصيف حار في أغلب المدن لكنه أهدأ وأرخص. قل لي الشهر وأقول لك وش تتوقعون.',
    },
    phrasings: {
      en: [
        'when is the best time of year',
        'is summer cheaper',
        'which months are busiest',
        'is december a good month',
        'best season for an outdoor wedding',
        'is it too hot in august',
        'off season prices',
        'when is peak season',
      ],
      ar: [
        'متى افضل وقت بالسنة',
        'الصيف ارخص؟',
        'وش اكثر الشهور زحمة',
        'ديسمبر زين للزواج؟',
        'افضل موسم للحفلات الخارجية',
        'الحر في اغسطس قوي؟',
        'اسعار خارج الموسم',
        'متى الموسم',
      ],
    },
  },
  {
    id: 'calendar',
    group: 'places',
    kind: 'rule',
    rule: 'calendar',
    topic: 'Ramadan, Eid, Hajj and national days',
    label: {
      en: 'Ramadan, Eid and Hajj dates',
      ar: 'مواعيد رمضان والعيد والحج',
    },
    answer: {
      en: "Ramadan, the two Eids, Hajj and the national days change what is possible and what things cost; tell me your date and I'll tell you whether it falls near one.",
      ar: 'رمضان والعيدين والحج والأيام الوطنية تأثر على المتاح والأسعار، قل لي التاريخ وأقول لك إذا كان قريب منها.',
    },
    phrasings: {
      en: [
        'when is ramadan next year',
        'when is eid al adha',
        'is our date during hajj',
        'when is the national day',
        'dates of eid al fitr',
        'is makkah closed during hajj',
        'when does ramadan start',
        'founding day date',
      ],
      ar: [
        'متى رمضان السنة الجاية',
        'متى عيد الاضحى',
        'تاريخنا في الحج؟',
        'متى اليوم الوطني',
        'متى عيد الفطر',
        'مكة تتسكر وقت الحج؟',
        'متى يبدا رمضان',
        'متى يوم التاسيس',
      ],
    },
  },
];
