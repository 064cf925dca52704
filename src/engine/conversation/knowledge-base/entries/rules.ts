import type { KnowledgeEntry } from '../../../../contracts/knowledge-entry';

/** GROUP_DOC */
export const ENTRIES_RULES: KnowledgeEntry[] = [
  {
    id: 'permits',
    group: 'rules',
    kind: 'rule',
    rule: 'permits',
    topic: 'Permits and licences',
    label: {
      en: 'permits and licences',
      ar: 'التصاريح والتراخيص',
    },
    answer: {
      en: 'Public events need a permit from the General Entertainment Authority; private ones such as weddings need none, and every venue must hold its municipal and Civil Defense licences. We handle the applications.',
      ar: 'الفعاليات العامة تحتاج تصريح من الهيئة العامة للترفيه، والخاصة مثل الأعراس ما تحتاج، وكل مكان لازم يكون عنده ترخيص البلدية والدفاع المدني، واحنا نتولى التقديم.',
    },
    phrasings: {
      en: [
        'do we need a permit',
        'what licences are required',
        'who issues event permits',
        'permit for a public festival',
        'do i need a license for a band',
        'approvals for a conference',
        'is a permit needed for a private party',
        'legal requirements for an event',
      ],
      ar: [
        'نحتاج تصريح؟',
        'وش التراخيص المطلوبة',
        'مين يعطي التصاريح',
        'تصريح لمهرجان عام',
        'لازم رخصة للفرقة؟',
        'موافقات المؤتمر',
        'الحفلة الخاصة تحتاج تصريح؟',
        'وش المتطلبات النظامية',
      ],
    },
  },
  {
    id: 'food-safety',
    group: 'rules',
    kind: 'rule',
    rule: 'food-safety',
    topic: 'Food safety and hygiene',
    label: {
      en: 'food safety and hygiene',
      ar: 'سلامة الغذاء والنظافة',
    },
    answer: {
      en: 'We work only with licensed caterers registered with the SFDA, whose staff hold municipal health certificates.',
      ar: 'نتعامل فقط مع مقدمي ضيافة مرخصين ومسجلين في هيئة الغذاء والدواء، وعمالهم عندهم شهادات صحية من البلدية.',
    },
    phrasings: {
      en: [
        'are your caterers licensed',
        'food hygiene standards',
        'do the cooks have health certificates',
        'is the kitchen inspected',
        'sfda approved caterer',
        'food safety at the event',
        'how do you make sure the food is safe',
        'caterer hygiene certificate',
      ],
      ar: [
        'المطابخ مرخصة؟',
        'اشتراطات النظافة',
        'الطباخين عندهم شهادات صحية؟',
        'المطبخ مفحوص؟',
        'معتمدين من هيئة الغذاء',
        'سلامة الاكل',
        'كيف تضمنون الاكل نظيف',
        'شهادة صحية للعمال',
      ],
    },
  },
];
