import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';

/** Places and occasions beyond the hall: rest houses, camps, farms, homes, and the occasions visitors name. */
export const ENTRIES_PLACES: KnowledgeEntry[] = [
  {
    id: 'istiraha',
    topic: 'An evening at an istiraha (rest house)',
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
    idea: {
      en: 'an istiraha evening with majlis seating, a grill and the family together',
      ar: 'سهرة في استراحة بجلسات عربية وشواء والأهل مجتمعين',
    },
    adviceFor: ['other', 'birthday'],
  },
  {
    id: 'desert-camp',
    topic: 'A desert camp evening',
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
    item: 'desert-camp',
    source: 'docs/sources.md#R9',
    idea: {
      en: 'a desert camp evening with tents, a fire and Arabic coffee under the stars',
      ar: 'سهرة مخيم في البر بخيام وشبة نار وقهوة تحت النجوم',
    },
    adviceFor: ['corporate', 'other', 'cultural'],
  },
  {
    id: 'farm-evening',
    topic: 'An evening at a farm',
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
    idea: {
      en: 'a farm evening under the palms with lights and a traditional dinner',
      ar: 'سهرة في مزرعة تحت النخل بإضاءة وعشاء شعبي',
    },
    adviceFor: ['other', 'birthday'],
  },
  {
    id: 'at-home',
    topic: 'An event at home',
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
    id: 'outdoor-heat',
    topic: 'Outdoor events in the heat',
    answer: {
      en: 'In the hot months we plan outdoor events after sunset, with misting fans, air-cooled tents, shade, and cold water and drinks at hand, or move the main part indoors; from November to March evenings outside are at their best.',
      ar: 'في أشهر الحر نخلي المناسبات اللي برا بعد المغرب، مع مراوح رذاذ وخيام مكيفة وتظليل وماي بارد ومشروبات قريبة، أو نخلي الجزء الرئيسي داخل، ومن نوفمبر لمارس السهرات برا في أحلاها.',
    },
    phrasings: {
      en: [
        'Is it too hot for an outdoor event?',
        'cooling for a garden party in summer',
        'air conditioned tent',
        'misting fans outdoors',
      ],
      ar: ['الجو حار للحفلة برا؟', 'تبريد لحفلة في الحديقة بالصيف', 'خيمة مكيفة', 'مراوح رذاذ برا', 'الحر والحفلة برا'],
    },
  },
  {
    id: 'rain-plan',
    topic: 'A plan for rain, wind or dust',
    answer: {
      en: 'Every outdoor event has a backup: a tent or an indoor space booked as standby, covered walkways, and a decision time agreed with you the day before from the weather forecast, for rain, strong wind or dust.',
      ar: 'كل مناسبة برا لها خطة بديلة: خيمة أو مكان داخلي محجوز احتياط، وممرات مغطاة، ووقت نقرر فيه معك قبلها بيوم حسب توقعات الطقس، للمطر أو الهوا القوي أو الغبار.',
    },
    phrasings: {
      en: ['What if it rains?', 'backup plan for a bad day', 'dust storm on the day', 'strong wind outdoors'],
      ar: ['لو مطرت وش نسوي؟', 'خطة بديلة للجو', 'لو صار غبار يوم المناسبة', 'هوا قوي برا'],
    },
  },
  {
    id: 'graduation',
    topic: 'Graduation parties',
    answer: {
      en: "Yes, we plan graduation parties: a backdrop with the graduate's name and university colours, a gown and cap photo corner, a cake and sweets table, and a short video of messages from the family.",
      ar: 'إيه، نسوي حفلات التخرج: خلفية باسم الخريجة وألوان الجامعة، وركن تصوير بالروب والقبعة، وطاولة كيك وحلا، وفيديو قصير فيه كلمات الأهل.',
    },
    phrasings: {
      en: [
        'Do you do graduation parties?',
        'celebrate my daughter graduating',
        'graduation celebration ideas',
        'party for a graduate',
      ],
      ar: ['تسوون حفلات تخرج؟', 'حفلة تخرج بنتي', 'افكار لحفل تخرج', 'احتفال بالتخرج'],
    },
    idea: {
      en: "a backdrop with the graduate's name and university colours, and a gown-and-cap photo corner",
      ar: 'خلفية باسم الخريجة وألوان جامعتها، وركن تصوير بالروب والقبعة',
    },
    adviceFor: ['other'],
  },
  {
    id: 'newborn',
    topic: 'Welcoming a newborn and aqiqah',
    answer: {
      en: "Yes: a newborn welcome for the mother's guests with a themed corner, favours with the baby's name and a sweets table, and the aqiqah dinner, catered in the traditional way.",
      ar: 'إيه، نسوي استقبال المولود لضيفات الأم بركن مزيّن، وتوزيعات باسم المولود، وطاولة حلا، وعشاء العقيقة بالطريقة التقليدية.',
    },
    phrasings: {
      en: ['Do you organise a baby welcome?', 'aqiqah dinner', 'party for a newborn', 'baby shower'],
      ar: ['تسوون استقبال مولود؟', 'عشاء عقيقة', 'حفلة للمولود', 'استقبال مولوده', 'حفلة البيبي'],
    },
    idea: {
      en: "a themed welcome corner and favours with the baby's name",
      ar: 'ركن استقبال مزيّن وتوزيعات باسم المولود',
    },
    adviceFor: ['other'],
  },
  {
    id: 'eid-gathering',
    topic: 'Eid gatherings',
    answer: {
      en: 'Yes: Eid gatherings for the family or the company, with the morning breakfast, eidiya envelopes and gifts for the children, games and a photo corner; Eid dates book early, so tell us soon.',
      ar: 'إيه، نسوي جمعات العيد للعايلة أو للشركة، مع فطور العيد وظروف العيدية وهدايا للبزارين وألعاب وركن تصوير، وتواريخ العيد تنحجز بدري فقل لنا من الحين.',
    },
    phrasings: {
      en: [
        'Can you organise an Eid gathering?',
        'eid party for the family',
        'eid celebration for employees',
        'eidiya gifts for kids',
      ],
      ar: ['تسوون جمعة العيد؟', 'حفلة عيد للعايلة', 'معايدة الموظفين', 'عيديات للاطفال'],
    },
  },
  {
    id: 'exhibition-booth',
    topic: 'Exhibition booths',
    answer: {
      en: "Yes: we design and build exhibition booths, from shell schemes to custom stands, with screens, lighting, furniture and staff, and handle the organiser's deadlines and approvals for you.",
      ar: 'إيه، نصمم وننفذ أجنحة المعارض، من الجناح الجاهز إلى التصميم الخاص، مع شاشات وإضاءة وأثاث وطاقم، ونتابع مواعيد وموافقات منظم المعرض عنك.',
    },
    phrasings: {
      en: [
        'Can you build our exhibition booth?',
        'stand design for a trade show',
        'booth at an expo',
        'exhibition stand',
      ],
      ar: ['تسوون جناح معرض؟', 'تصميم ستاند في معرض', 'جناح شركتنا في المعرض', 'بوث'],
    },
  },
  {
    id: 'registration',
    topic: 'Guest registration and badges',
    answer: {
      en: 'Yes: online registration, QR tickets, badge printing on site, and check-in desks, with the attendance list sent to you after the event.',
      ar: 'إيه، نسوي تسجيل إلكتروني وتذاكر بباركود وطباعة بطاقات الحضور في الموقع وكاونترات استقبال، ونرسل لك قائمة الحضور بعد الفعالية.',
    },
    phrasings: {
      en: [
        'Do you handle registration?',
        'badges for attendees',
        'check in desk and tickets',
        'online registration for the conference',
      ],
      ar: ['تسوون التسجيل؟', 'بطاقات للحضور', 'كاونتر استقبال وتذاكر', 'تسجيل الكتروني للمؤتمر'],
    },
  },
  {
    id: 'end-time',
    topic: 'How late an event can run',
    answer: {
      en: 'Most halls and hotels set an end time and a limit on loud music late at night, and residential areas expect quiet; we agree the timing with the venue in advance and plan the zaffa and the dinner around it.',
      ar: 'أغلب القاعات والفنادق عندها وقت نهاية وحد للصوت العالي آخر الليل، والأحياء السكنية تحتاج هدوء، فنتفق على التوقيت مع المكان من قبل ونرتب الزفة والعشا على أساسه.',
    },
    phrasings: {
      en: [
        'How late can the party go?',
        'Is there a curfew at the hall?',
        'what time must the event end',
        'loud music late at night',
        'how long can it last',
        'when does it have to finish',
      ],
      ar: ['لين متى تقدر تستمر الحفلة؟', 'القاعة لها وقت تسكير؟', 'متى لازم تخلص المناسبة', 'الصوت العالي اخر الليل'],
    },
  },
];
