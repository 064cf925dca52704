import type { KnowledgeEntry } from '../../../../contracts/knowledge-entry';

/** GROUP_DOC */
export const ENTRIES_COMPANY: KnowledgeEntry[] = [
  {
    id: 'meeting',
    group: 'company',
    kind: 'text',
    topic: 'Meeting the team or visiting the office',
    label: {
      en: 'meeting our team',
      ar: 'مقابلة فريقنا',
    },
    answer: {
      en: 'Of course: our team will meet you at our office, by video call, or at the venue for a site visit, at a time that suits you. Leave your name and number here, or call us, and they will book it.',
      ar: 'أكيد، فريقنا يقابلك في المكتب أو باتصال مرئي أو في موقع المناسبة لمعاينته، بالوقت اللي يناسبك. اترك اسمك ورقمك هنا أو اتصل علينا ويرتبون الموعد.',
    },
    phrasings: {
      en: [
        'Can we meet in person?',
        'Can I visit your office?',
        'Can your team come to see the venue?',
        'book a meeting appointment site visit',
        'meet your team',
      ],
      ar: [
        'نقدر نجتمع معكم؟',
        'اقدر ازوركم بالمكتب؟',
        'تقدرون تجون تشوفون المكان؟',
        'موعد اجتماع ومعاينة',
        'نقابل فريقكم',
        'تعاينون المكان معنا',
        'مين يعاين الموقع',
      ],
    },
  },
  {
    id: 'portfolio',
    group: 'company',
    kind: 'text',
    topic: 'Previous work and references',
    label: {
      en: 'our previous work',
      ar: 'أعمالنا السابقة',
    },
    answer: {
      en: "Yes, our team can share photos and videos of past events like yours, and references from clients who agreed to be contacted, when they prepare your quote; we never publish guests' photos without consent.",
      ar: 'إيه، فريقنا يرسل لك صور وفيديوهات من مناسبات سويناها تشبه مناسبتك، وتواصل عملاء وافقوا على ذلك، مع عرض السعر، وما ننشر صور الضيوف أبداً بدون إذنهم.',
    },
    phrasings: {
      en: [
        'Can I see your previous work?',
        'Do you have a portfolio?',
        'pictures of past events you organised',
        'Can you give references from clients?',
        'photos of your work',
        'show me what you did',
        'examples of events you did',
      ],
      ar: [
        'اقدر اشوف اعمالكم السابقة؟',
        'اقدر اشوف اعمالكم السابقة؟',
        'عندكم بورتفوليو؟',
        'صور من مناسبات سويتوها',
        'عندكم عملاء اقدر اسالهم؟',
        'نماذج من شغلكم السابق',
      ],
    },
  },
  {
    id: 'small-events',
    group: 'company',
    kind: 'text',
    topic: 'Small and intimate events',
    label: {
      en: 'small events',
      ar: 'المناسبات الصغيرة',
    },
    answer: {
      en: 'Yes, we plan small gatherings too, from a family dinner to a milka at home: the plan, the décor and the service are sized to the party, so you do not pay for a hall you do not need.',
      ar: 'إيه، نسوي المناسبات الصغيرة بعد، من عشاء عائلي إلى ملكة في البيت، والتخطيط والديكور والخدمة على قد المناسبة، فما تدفع على قاعة ما تحتاجها.',
    },
    phrasings: {
      en: [
        'Do you do small events?',
        'Is my gathering too small for you?',
        'intimate family gathering at home',
        'only a few people is that ok',
        'a small group',
      ],
      ar: ['تسوون مناسبات صغيرة؟', 'مناسبتي صغيرة تمشي معكم؟', 'جمعة عائلية بسيطة في البيت', 'عددنا قليل عادي؟'],
    },
  },
  {
    id: 'contact-details',
    group: 'company',
    kind: 'rule',
    rule: 'contact',
    topic: 'How to reach the team',
    label: {
      en: 'how to reach our team',
      ar: 'طريقة التواصل مع فريقنا',
    },
    answer: {
      en: 'You can call us on {phone}, message us on WhatsApp at {whatsapp}, or email {email}.',
      ar: 'تقدرون تتصلون علينا على {phone}، أو تراسلونا واتساب على {whatsapp}، أو على الإيميل {email}.',
    },
    phrasings: {
      en: [
        "what's your phone number",
        'how can I contact you',
        'your whatsapp please',
        'email address?',
        'can i talk to a real person',
        'i want to speak to someone',
        'how do i reach your team',
        'give me your number',
        'contact details',
        'can someone call me',
      ],
      ar: [
        'رقمكم',
        'كيف اتواصل معكم',
        'ابي الواتساب',
        'وش ايميلكم',
        'ابي اكلم موظف',
        'ابغى اكلم احد',
        'رقم التواصل لو سمحت',
        'عطوني رقمكم',
        'كيف اوصل لكم',
        'ابي احد يكلمني',
      ],
    },
  },
  {
    id: 'cities-served',
    group: 'company',
    kind: 'rule',
    rule: 'cities',
    topic: 'Cities we work in',
    label: {
      en: 'the cities we work in',
      ar: 'المدن اللي نشتغل فيها',
    },
    answer: {
      en: "We organise events across the Kingdom; tell me your city and I'll confirm.",
      ar: 'ننظم المناسبات في مناطق المملكة، قل لي مدينتك وأأكد لك.',
    },
    phrasings: {
      en: [
        'which cities do you cover',
        'do you work in jeddah',
        'are you only in riyadh',
        'can you do an event in neom',
        'where do you operate',
        'do you travel to other cities',
        'do you work in the eastern province',
        'which areas do you serve',
      ],
      ar: [
        'وين تشتغلون',
        'تغطون جدة؟',
        'انتم بس في الرياض؟',
        'تسوون فعاليات في نيوم؟',
        'وش المدن اللي تخدمونها',
        'تروحون مدن ثانية؟',
        'عندكم فرع في الشرقية؟',
        'تشتغلون في كل المملكة؟',
      ],
    },
  },
];
