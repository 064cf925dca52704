import type { KnowledgeEntry } from '../../../../contracts/knowledge-entry';

/** GROUP_DOC */
export const ENTRIES_OCCASIONS: KnowledgeEntry[] = [
  {
    id: 'henna-night',
    group: 'occasions',
    kind: 'text',
    topic: 'Henna night',
    label: {
      en: 'a henna night',
      ar: 'ليلة الحناء',
    },
    answer: {
      en: "Yes: a henna night with henna artists, traditional dress and décor in green and gold, a folk band or a DJ for the ladies, and the bride's entrance planned with you.",
      ar: 'إيه، نسوي ليلة الحنا بنقاشات حنا، وديكور وأزياء تراثية بالأخضر والذهبي، وفرقة شعبية أو دي جي للنساء، ودخلة العروس نرتبها معك.',
    },
    phrasings: {
      en: [
        'Do you organise a henna night?',
        'henna party before the wedding',
        'henna artist for the bride',
        'traditional henna evening',
      ],
      ar: ['تسوون ليلة حنا؟', 'حفلة الحنا قبل الزواج', 'نقاشة حنا للعروس', 'غمرة'],
    },
  },
  {
    id: 'graduation',
    group: 'occasions',
    kind: 'text',
    topic: 'Graduation parties',
    label: {
      en: 'graduation parties',
      ar: 'حفلات التخرج',
    },
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
  },
  {
    id: 'newborn',
    group: 'occasions',
    kind: 'text',
    topic: 'Welcoming a newborn and aqiqah',
    label: {
      en: 'welcoming a newborn',
      ar: 'استقبال المولود',
    },
    answer: {
      en: "Yes: a newborn welcome for the mother's guests with a themed corner, favours with the baby's name and a sweets table, and the aqiqah dinner, catered in the traditional way.",
      ar: 'إيه، نسوي استقبال المولود لضيفات الأم بركن مزيّن، وتوزيعات باسم المولود، وطاولة حلا، وعشاء العقيقة بالطريقة التقليدية.',
    },
    phrasings: {
      en: ['Do you organise a baby welcome?', 'aqiqah dinner', 'party for a newborn', 'baby shower'],
      ar: ['تسوون استقبال مولود؟', 'عشاء عقيقة', 'حفلة للمولود', 'استقبال مولوده', 'حفلة البيبي'],
    },
  },
  {
    id: 'eid-gathering',
    group: 'occasions',
    kind: 'text',
    topic: 'Eid gatherings',
    label: {
      en: 'Eid gatherings',
      ar: 'تجمعات العيد',
    },
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
];
