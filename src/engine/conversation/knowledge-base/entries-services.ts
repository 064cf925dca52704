import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';

/** Services a visitor asks for by name; the priced ones take their {price} from the planner (price-item.ts). */
export const ENTRIES_SERVICES: KnowledgeEntry[] = [
  {
    id: 'kosha',
    topic: "Kosha, the bride's stage",
    answer: {
      en: "A kosha (the bride's stage and its flowers and lighting) for {guests} guests runs {price} before VAT, from a simple backdrop to a designed stage; we show you sketches before anything is built.",
      ar: 'الكوشة (منصة العروس بورودها وإضاءتها) لـ{guests} ضيف تتراوح {price} قبل الضريبة، من خلفية بسيطة إلى منصة بتصميم خاص، ونوريك الرسمة قبل التنفيذ.',
    },
    phrasings: {
      en: [
        'How much is a kosha?',
        'price of the bride stage',
        'kosha design and cost',
        'wedding stage decoration price',
      ],
      ar: ['بكم الكوشة؟', 'سعر كوشة العروس', 'تصميم الكوشة وتكلفتها', 'كم تكلف منصة العروس'],
    },
    item: 'kosha',
  },
  {
    id: 'photographer',
    topic: 'A photographer for the event',
    answer: {
      en: "A photographer for {guests} guests runs {price} before VAT for the day, from one photographer with edited photos to a team with an album; on the ladies' side the photographer is a woman.",
      ar: 'المصور لـ{guests} ضيف يتراوح {price} قبل الضريبة لليوم، من مصور واحد مع تعديل الصور إلى فريق مع ألبوم، وفي قسم النساء المصورة بنت.',
    },
    phrasings: {
      en: [
        'How much does a photographer cost?',
        'price for photography only',
        'I just need a photographer',
        'photographer rate',
      ],
      ar: [
        'بكم المصور؟',
        'سعر التصوير الفوتوغرافي بس',
        'ابي مصورة بس',
        'كم اجرة المصور',
        'تكلفة التصوير',
        'تصوير صور للحفل',
        'التصوير الفوتوغرافي للمناسبة',
      ],
    },
    item: 'photographer',
  },
  {
    id: 'videographer',
    topic: 'Video of the event',
    answer: {
      en: "Filming for {guests} guests runs {price} before VAT for the day, from a highlights film to a full edit with several cameras; the ladies' side is filmed by a woman, only where you allow.",
      ar: 'تصوير الفيديو لـ{guests} ضيف يتراوح {price} قبل الضريبة لليوم، من فيديو مختصر إلى مونتاج كامل بأكثر من كاميرا، وقسم النساء تصوره بنت وبس في الأماكن اللي تسمحين فيها.',
    },
    phrasings: {
      en: [
        'How much is a videographer?',
        'cost of filming the wedding',
        'video coverage price',
        'highlight film of the event',
        'film the event',
      ],
      ar: ['بكم تصوير الفيديو؟', 'سعر تصوير الزواج فيديو', 'كم يكلف المونتاج', 'فيديو مختصر للحفل', 'مصور فيديو'],
    },
    item: 'videographer',
  },
  {
    id: 'drone',
    topic: 'Drone filming and drone shows',
    answer: {
      en: 'Yes, with a licensed pilot and the flight permits the authorities require for drones; outdoor venues suit it best, and a drone light show is planned with the venue and the permit well ahead.',
      ar: 'إيه، بطيار مرخص وتصاريح الطيران اللي تطلبها الجهات للدرون، والأماكن المفتوحة أنسب له، وعروض الدرون الضوئية ننسقها مع المكان والتصاريح من بدري.',
    },
    phrasings: {
      en: ['Can you film with a drone?', 'drone light show', 'aerial shots of the venue', 'is flying a drone allowed'],
      ar: ['تصورون بالدرون؟', 'عرض درونز ضوئي', 'تصوير جوي للمكان', 'مسموح الدرون؟'],
    },
    idea: {
      en: 'a drone light show or aerial film of the venue',
      ar: 'عرض درونز ضوئي أو تصوير جوي للمكان',
    },
    adviceFor: ['cultural', 'corporate'],
  },
  {
    id: 'live-streaming',
    topic: 'Live streaming',
    answer: {
      en: 'Yes: we stream to YouTube, Zoom or a private link, with several cameras, a director and a backup connection, so relatives abroad or remote staff can watch live.',
      ar: 'إيه، نبث مباشر على يوتيوب أو زوم أو رابط خاص، بأكثر من كاميرا ومخرج واتصال احتياطي، عشان الأهل اللي برا أو الموظفين عن بعد يتابعون مباشر.',
    },
    phrasings: {
      en: [
        'Can you stream the event live?',
        'broadcast on youtube or zoom',
        'relatives abroad want to watch',
        'hybrid event online audience',
        'broadcast online',
      ],
      ar: ['تقدرون تبثون الحفل مباشر؟', 'بث على يوتيوب او زوم', 'الاهل برا يبون يتابعون', 'حضور اونلاين للفعالية'],
    },
    idea: {
      en: 'a live stream for those who cannot attend',
      ar: 'بث مباشر للي ما يقدرون يحضرون',
    },
    adviceFor: ['corporate'],
  },
  {
    id: 'team-building',
    topic: 'Corporate team-building days',
    answer: {
      en: "Yes: team-building days for staff, indoors or out, such as a desert day with dune activities, cooking challenges, escape rooms or a sports tournament, with a facilitator and lunch, planned around your team's size and goals.",
      ar: 'إيه، نسوي أيام بناء فريق للموظفين داخل أو برا، مثل يوم في البر بأنشطة الطعوس، أو تحديات طبخ، أو غرف هروب، أو بطولة رياضية، مع منشط وغدا، على حسب عدد الفريق وأهدافه.',
    },
    phrasings: {
      en: [
        'Do you organise team building?',
        'activities for our staff',
        'team day for employees',
        'corporate outing for the team',
      ],
      ar: ['تسوون بناء فريق؟', 'فعاليات للموظفين', 'يوم ترفيهي لفريق العمل', 'طلعة للشركة'],
    },
    idea: {
      en: 'a team-building challenge before dinner, such as a cooking contest or a desert activity',
      ar: 'تحدي بناء فريق قبل العشاء، مثل مسابقة طبخ أو نشاط في البر',
    },
    adviceFor: ['corporate'],
  },
  {
    id: 'awards-gala',
    topic: 'Award ceremonies and galas',
    answer: {
      en: 'Yes: award nights and galas with a host, a stage and screens, the run of the awards rehearsed, trophies, seated dinner and VIP protocol for the guests of honour.',
      ar: 'إيه، نسوي حفلات التكريم والحفلات الرسمية بمقدم ومسرح وشاشات، وبروفة لفقرات التكريم، ودروع، وعشاء على طاولات، وبروتوكول لكبار الضيوف.',
    },
    phrasings: {
      en: [
        'Can you organise an award ceremony?',
        'annual gala dinner',
        'honouring employees night',
        'trophies and stage for an awards event',
      ],
      ar: ['تنظمون حفل تكريم؟', 'حفل سنوي للشركة', 'تكريم الموظفين', 'دروع ومسرح لحفل التكريم'],
    },
    idea: {
      en: 'an awards moment on stage to honour people, with a short film for each',
      ar: 'فقرة تكريم على المسرح مع فيديو قصير لكل مكرَّم',
    },
    adviceFor: ['corporate'],
  },
  {
    id: 'favours',
    topic: "Guest favours (tawzi'at)",
    answer: {
      en: "Yes: favours for the guests (tawzi'at) such as dates and chocolates in printed boxes, small perfumes or oud, or engraved keepsakes, designed to match your event and placed at the seats or at the door.",
      ar: 'إيه، نجهز توزيعات للضيوف مثل تمر وشوكولاتة بعلب مطبوعة، أو عطور صغيرة وعود، أو تذكارات محفورة، بتصميم يناسب مناسبتك وتنحط على الطاولات أو عند الباب.',
    },
    phrasings: {
      en: [
        'Do you do favours for guests?',
        'giveaways at the end of the party',
        'small gifts for the guests',
        'chocolate boxes with names',
      ],
      ar: ['تسوون توزيعات؟', 'هدايا للضيوف', 'توزيعات الحفلة', 'علب شوكولاتة بالاسم'],
    },
    idea: {
      en: 'favours in printed boxes with the names and date, at each seat',
      ar: 'توزيعات بعلب مطبوعة بالأسماء والتاريخ على كل طاولة',
    },
    adviceFor: ['wedding', 'birthday', 'other'],
  },
  {
    id: 'flowers',
    topic: 'Flowers and table arrangements',
    answer: {
      en: 'Yes: fresh flower arrangements for the tables, the entrance and the stage, in your colours, from local and imported flowers chosen for the season so they last the evening.',
      ar: 'إيه، تنسيق ورد طبيعي للطاولات والمدخل والمسرح بالألوان اللي تبيها، من ورد محلي ومستورد نختاره حسب الموسم عشان يصمد طول الليلة.',
    },
    phrasings: {
      en: [
        'Do you do flower arrangements?',
        'fresh flowers for the tables',
        'centerpieces and bouquets',
        'floral decor',
      ],
      ar: ['تسوون تنسيق ورد؟', 'ورد طبيعي للطاولات', 'تنسيقات ورد للمدخل', 'ديكور ورد'],
    },
  },
  {
    id: 'coffee-service',
    topic: 'Arabic coffee service (qahwaji)',
    answer: {
      en: "Yes: a qahwaji team in traditional dress pours Saudi coffee with dates at the entrance and through the evening, with women servers on the ladies' side, and tea and water served the same way.",
      ar: 'إيه، نوفر قهوجية وصبابين بلبس تقليدي يصبون القهوة السعودية مع التمر عند الاستقبال وطول الحفلة، وصبابات بنات في قسم النساء، والشاي والماي بنفس الطريقة.',
    },
    phrasings: {
      en: [
        'Do you provide coffee servers?',
        'qahwaji for the guests',
        'someone to serve gahwa and dates',
        'traditional coffee pourers',
      ],
      ar: ['توفرون قهوجية؟', 'صبابين قهوة', 'مين يصب القهوة والتمر', 'صبابات للنساء', 'قهوجي'],
    },
    idea: {
      en: 'a qahwaji team pouring Saudi coffee with dates at the welcome',
      ar: 'قهوجية يصبون القهوة السعودية مع التمر عند الاستقبال',
    },
    adviceFor: ['wedding', 'other', 'cultural'],
  },
  {
    id: 'incense',
    topic: 'Bukhoor, oud and scenting',
    answer: {
      en: "Yes: bukhoor and oud passed among the guests at arrival and farewell, and a scent for the venue chosen with you; the burners follow the venue's fire rules.",
      ar: 'إيه، نبخر الضيوف بالعود والبخور عند الاستقبال والتوديع، ونختار معك ريحة للمكان، والمباخر حسب اشتراطات السلامة في المكان.',
    },
    phrasings: {
      en: [
        'Do you provide bukhoor?',
        'oud incense for the guests',
        'scent the venue',
        'incense burners at the entrance',
      ],
      ar: ['توفرون بخور؟', 'تبخير الضيوف بالعود', 'ريحة حلوة للقاعة', 'مباخر عند المدخل'],
    },
  },
  {
    id: 'cake-sweets',
    topic: 'Cakes and sweets tables',
    answer: {
      en: 'Yes: the cake, a sweets table with Saudi and international desserts, and chocolates in your colours, from bakers we have worked with, with a tasting before the event.',
      ar: 'إيه، نجهز الكيكة وطاولة حلا فيها حلويات سعودية وعالمية، وشوكولاتة بألوان مناسبتك، من محلات جربناها، مع تذوق قبل المناسبة.',
    },
    phrasings: {
      en: ['Do you provide the cake?', 'sweets table and desserts', 'dessert buffet', 'wedding cake tasting'],
      ar: ['توفرون الكيكة؟', 'طاولة حلا', 'بوفيه حلويات', 'تذوق كيكة الزواج'],
    },
    idea: {
      en: 'a sweets table in your colours with a cake to match',
      ar: 'طاولة حلا بألوان مناسبتك وكيكة على نفس الستايل',
    },
    adviceFor: ['birthday', 'other'],
  },
  {
    id: 'henna-night',
    topic: 'Henna night',
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
    idea: {
      en: 'a henna night with henna artists and a folk band the night before',
      ar: 'ليلة حنا بنقاشات وفرقة شعبية قبلها بليلة',
    },
    adviceFor: ['wedding'],
  },
];
