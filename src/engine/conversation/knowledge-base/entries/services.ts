import type { KnowledgeEntry } from '../../../../contracts/knowledge-entry';

/** GROUP_DOC */
export const ENTRIES_SERVICES: KnowledgeEntry[] = [
  {
    id: 'vegetarian',
    group: 'services',
    kind: 'text',
    topic: 'Vegetarian and vegan guests',
    label: {
      en: 'vegetarian and vegan food',
      ar: 'الأكل النباتي',
    },
    answer: {
      en: 'Yes, the menu includes vegetarian and vegan dishes, cooked and served apart, such as grilled vegetables, mutabbal, falafel and lentil soup; tell us how many guests need them and they are marked at the buffet or served to their seats.',
      ar: 'إيه، المنيو فيه أطباق نباتية وفيقن تنطبخ وتنقدم لحالها، مثل الخضار المشوية والمتبل والفلافل وشوربة العدس. قل لنا كم ضيف يحتاجها ونعلّمها في البوفيه أو تنقدم لهم على طاولاتهم.',
    },
    phrasings: {
      en: [
        'Some guests are vegetarian',
        'Do you have vegan food?',
        'meat free dishes for a few guests',
        'plant based options',
      ],
      ar: ['بعض الضيوف نباتيين', 'عندكم اكل نباتي؟', 'اطباق بدون لحم', 'خيارات فيقن'],
    },
  },
  {
    id: 'allergies',
    group: 'services',
    kind: 'text',
    topic: 'Food allergies and special diets',
    label: {
      en: 'food allergies and special diets',
      ar: 'الحساسية والأنظمة الغذائية',
    },
    answer: {
      en: 'Yes: tell us about allergies (nuts, gluten, dairy, seafood) and diets such as diabetic or low-salt, and the caterer prepares those plates separately, labelled, and the waiters know which guests they are for.',
      ar: 'أكيد، قل لنا عن الحساسية (مكسرات، قلوتين، ألبان، مأكولات بحرية) والأنظمة مثل السكري أو قليل الملح، والطباخ يجهز أطباقهم لحالها وعليها اسم، والمباشرين يعرفون لمين هي.',
    },
    phrasings: {
      en: [
        'One guest has a nut allergy',
        'gluten free meals',
        'Can you handle food allergies?',
        'diabetic guests special diet',
        'guest is allergic',
      ],
      ar: [
        'عندي ضيف عنده حساسية مكسرات',
        'اكل خالي من القلوتين',
        'تتعاملون مع الحساسية؟',
        'ضيوف عندهم سكر ونظام غذائي',
      ],
    },
  },
  {
    id: 'photo-privacy',
    group: 'services',
    kind: 'text',
    topic: 'No photographs of women guests',
    label: {
      en: 'privacy and no photos of the ladies',
      ar: 'منع تصوير الضيفات والخصوصية',
    },
    answer: {
      en: "Of course: on the ladies' side we can ban phones at the door with sealed pouches or stickers on cameras, photograph only the bride and the guests who ask, with a female photographer, and hand the photos only to you.",
      ar: 'أكيد، في قسم النساء نقدر نمنع الجوالات عند الدخول بأكياس مغلقة أو ملصقات على الكاميرات، وما نصور إلا العروس واللي تطلب من الضيفات بمصورة، والصور تسلم لك أنت فقط.',
    },
    phrasings: {
      en: [
        'No photos of the women guests please',
        'Can you stop guests filming on their phones?',
        'privacy no cameras on the ladies side',
        'ban phones at the wedding',
      ],
      ar: [
        'ما نبي تصوير للحريم',
        'تقدرون تمنعون الجوالات؟',
        'ممنوع التصوير في قسم النساء',
        'خصوصية الضيفات بدون كاميرات',
        'احد يصور الحريم',
      ],
    },
  },
  {
    id: 'female-crew',
    group: 'services',
    kind: 'text',
    topic: "An all-female crew on the ladies' side",
    label: {
      en: 'an all-female crew for the ladies',
      ar: 'طاقم نسائي لقسم النساء',
    },
    answer: {
      en: "Yes: on the ladies' side the crew is all women, from the coordinators and hostesses to the photographer, the videographer, the DJ and the waitresses, and men only work where the women's section cannot be seen.",
      ar: 'إيه، في قسم النساء الطاقم كله بنات، من المنسقات والمضيفات إلى المصورة ومصورة الفيديو والدي جي والمباشرات، والرجال يشتغلون بس في أماكن ما تطل على قسم النساء.',
    },
    phrasings: {
      en: [
        'Do you have female staff?',
        'We want only women working in the ladies hall',
        'female photographer and waitresses',
        'all women team',
      ],
      ar: [
        'عندكم طاقم نسائي؟',
        'نبي بنات بس في قاعة النساء',
        'مصورة ومباشرات بنات',
        'فريق كله حريم',
        'عندكم تصوير نسائي؟ ما نبي مصور رجال',
      ],
    },
  },
  {
    id: 'children-entertainment',
    group: 'services',
    kind: 'text',
    topic: 'Entertainment for children',
    label: {
      en: "children's entertainment",
      ar: 'ترفيه الأطفال',
    },
    answer: {
      en: "Yes: a kids' corner with supervised games, face painting, a magician or a puppet show, balloon artists and an inflatable for outdoor events, run by trained entertainers so the parents can enjoy the event.",
      ar: 'إيه، نسوي ركن أطفال بألعاب تحت إشراف، ورسم على الوجه، وساحر أو مسرح عرايس، وبالونات، ونطيطة للمناسبات اللي برا، مع منشطين مدربين عشان الأهل يستانسون.',
    },
    phrasings: {
      en: [
        'Do you have entertainment for kids?',
        'something to keep the children busy',
        'magician or face painting for children',
        'kids activities and games',
        'fun for children',
      ],
      ar: [
        'عندكم ترفيه للاطفال؟',
        'شي يشغل البزارين',
        'ساحر ورسم على الوجه للاطفال',
        'العاب وفعاليات للعيال',
        'فعاليات تونس البزارين',
      ],
    },
  },
  {
    id: 'invitations',
    group: 'services',
    kind: 'text',
    topic: 'Invitation cards and e-invitations',
    label: {
      en: 'invitation cards and RSVPs',
      ar: 'بطاقات الدعوة وتأكيد الحضور',
    },
    answer: {
      en: 'Yes: printed cards in the style of your event, electronic invitations with a QR code and RSVP by WhatsApp, and a guest list checked at the door, so only those invited come in.',
      ar: 'إيه، نسوي كروت مطبوعة على ستايل مناسبتك، ودعوات إلكترونية بباركود وتأكيد الحضور على الواتساب، وقائمة ضيوف تنفحص عند الباب عشان ما يدخل إلا المدعوين.',
    },
    phrasings: {
      en: [
        'Do you do wedding invitations?',
        'electronic invites with QR code',
        'RSVP and guest list',
        'printed invitation cards',
      ],
      ar: ['تسوون كروت دعوة؟', 'دعوات الكترونية بباركود', 'تاكيد الحضور وقائمة المعازيم', 'بطاقات دعوة مطبوعة'],
    },
  },
  {
    id: 'interpreters',
    group: 'services',
    kind: 'text',
    topic: 'Interpreters and translation',
    label: {
      en: 'interpreters and translation',
      ar: 'الترجمة والمترجمين',
    },
    answer: {
      en: 'Yes: simultaneous interpreters with booths and headsets for conferences, bilingual hosts and printed material in Arabic and English, and a sign-language interpreter when guests need one.',
      ar: 'إيه، نوفر ترجمة فورية بكبائن وسماعات للمؤتمرات، ومقدمين يتكلمون عربي وإنقليزي، ومطبوعات باللغتين، ومترجم لغة إشارة إذا احتاجه أحد من الضيوف.',
    },
    phrasings: {
      en: [
        'Do you provide interpreters?',
        'simultaneous translation for the conference',
        'sign language interpreter',
        'bilingual host arabic english',
        'foreign guests who speak english',
      ],
      ar: ['توفرون مترجمين؟', 'ترجمة فورية للمؤتمر', 'مترجم لغة اشارة', 'مقدم يتكلم عربي وانقليزي', 'ضيوف اجانب'],
    },
  },
  {
    id: 'kosha',
    group: 'services',
    kind: 'text',
    topic: "Kosha, the bride's stage",
    label: {
      en: "the bride's kosha",
      ar: 'كوشة العروس',
    },
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
    group: 'services',
    kind: 'text',
    topic: 'A photographer for the event',
    label: {
      en: 'a photographer',
      ar: 'المصور',
    },
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
    group: 'services',
    kind: 'text',
    topic: 'Video of the event',
    label: {
      en: 'video of the event',
      ar: 'تصوير الفيديو',
    },
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
    group: 'services',
    kind: 'text',
    topic: 'Drone filming and drone shows',
    label: {
      en: 'drone filming and shows',
      ar: 'تصوير الدرون وعروضه',
    },
    answer: {
      en: 'Yes, with a licensed pilot and the flight permits the authorities require for drones; outdoor venues suit it best, and a drone light show is planned with the venue and the permit well ahead.',
      ar: 'إيه، بطيار مرخص وتصاريح الطيران اللي تطلبها الجهات للدرون، والأماكن المفتوحة أنسب له، وعروض الدرون الضوئية ننسقها مع المكان والتصاريح من بدري.',
    },
    phrasings: {
      en: ['Can you film with a drone?', 'drone light show', 'aerial shots of the venue', 'is flying a drone allowed'],
      ar: ['تصورون بالدرون؟', 'عرض درونز ضوئي', 'تصوير جوي للمكان', 'مسموح الدرون؟'],
    },
  },
  {
    id: 'live-streaming',
    group: 'services',
    kind: 'text',
    topic: 'Live streaming',
    label: {
      en: 'live streaming',
      ar: 'البث المباشر',
    },
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
  },
  {
    id: 'team-building',
    group: 'services',
    kind: 'text',
    topic: 'Corporate team-building days',
    label: {
      en: 'team-building days',
      ar: 'أنشطة بناء الفريق',
    },
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
  },
  {
    id: 'awards-gala',
    group: 'services',
    kind: 'text',
    topic: 'Award ceremonies and galas',
    label: {
      en: 'award ceremonies and galas',
      ar: 'حفلات التكريم',
    },
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
  },
  {
    id: 'favours',
    group: 'services',
    kind: 'text',
    topic: "Guest favours (tawzi'at)",
    label: {
      en: 'guest favours',
      ar: 'التوزيعات',
    },
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
  },
  {
    id: 'flowers',
    group: 'services',
    kind: 'text',
    topic: 'Flowers and table arrangements',
    label: {
      en: 'flowers and table arrangements',
      ar: 'الورد وتنسيق الطاولات',
    },
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
    group: 'services',
    kind: 'text',
    topic: 'Arabic coffee service (qahwaji)',
    label: {
      en: 'Saudi coffee service',
      ar: 'ضيافة القهوة والقهوجية',
    },
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
  },
  {
    id: 'incense',
    group: 'services',
    kind: 'text',
    topic: 'Bukhoor, oud and scenting',
    label: {
      en: 'bukhoor and oud',
      ar: 'البخور والعود',
    },
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
    group: 'services',
    kind: 'text',
    topic: 'Cakes and sweets tables',
    label: {
      en: 'cakes and sweets',
      ar: 'الكيك والحلويات',
    },
    answer: {
      en: 'Yes: the cake, a sweets table with Saudi and international desserts, and chocolates in your colours, from bakers we have worked with, with a tasting before the event.',
      ar: 'إيه، نجهز الكيكة وطاولة حلا فيها حلويات سعودية وعالمية، وشوكولاتة بألوان مناسبتك، من محلات جربناها، مع تذوق قبل المناسبة.',
    },
    phrasings: {
      en: ['Do you provide the cake?', 'sweets table and desserts', 'dessert buffet', 'wedding cake tasting'],
      ar: ['توفرون الكيكة؟', 'طاولة حلا', 'بوفيه حلويات', 'تذوق كيكة الزواج'],
    },
  },
  {
    id: 'exhibition-booth',
    group: 'services',
    kind: 'text',
    topic: 'Exhibition booths',
    label: {
      en: 'exhibition booths',
      ar: 'أجنحة المعارض',
    },
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
    group: 'services',
    kind: 'text',
    topic: 'Guest registration and badges',
    label: {
      en: 'guest registration and badges',
      ar: 'تسجيل الضيوف والبطاقات',
    },
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
    id: 'catering-menus',
    group: 'services',
    kind: 'rule',
    rule: 'catering',
    topic: 'Catering and menus',
    label: {
      en: 'catering and our menus',
      ar: 'الضيافة وقوائم الأكل',
    },
    answer: {
      en: "We cater traditional Saudi, international and fusion menus, all halal, with Saudi coffee and dates; tell me the guest count and I'll give you the catering range.",
      ar: 'نقدم قوائم سعودية تقليدية وعالمية ومدمجة، كلها حلال، مع القهوة والتمر، قل لي عدد الضيوف وأعطيك مدى أسعار الضيافة.',
    },
    phrasings: {
      en: [
        'what food do you serve',
        'catering options',
        'menu for the wedding dinner',
        'do you do catering',
        'how much is catering per person',
        'international menu',
        'food for 200 guests',
        "what's on the menu",
        'is there a minimum order for catering',
        'dinner buffet options',
      ],
      ar: [
        'وش الاكل اللي تقدمونه',
        'عندكم ضيافة؟',
        'المنيو حق العشاء',
        'كم سعر الضيافة للشخص',
        'قائمة طعام عالمية',
        'اكل لـ٢٠٠ ضيف',
        'وش في المنيو',
        'فيه حد ادنى للطلب',
        'خيارات البوفيه',
        'تسوون عشاء للضيوف',
      ],
    },
  },
];
