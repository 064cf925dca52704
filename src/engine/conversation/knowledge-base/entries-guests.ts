import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';

/** Guests' needs: access, diets, privacy, children, getting there and staying over. */
export const ENTRIES_GUESTS: KnowledgeEntry[] = [
  {
    id: 'accessibility',
    topic: 'Wheelchair access and guests with disabilities',
    answer: {
      en: 'Yes: we choose a venue with step-free access, ramps, a lift and an accessible washroom, reserve seating near the entrance, and a steward can meet the guest at arrival. Tell us who needs it and we check every detail with the venue.',
      ar: 'أكيد، نختار مكان فيه مداخل بدون درج ومنحدرات ومصعد ودورة مياه مهيأة، ونخصص جلسة قريبة من المدخل، ومنظم يستقبل الضيف عند وصوله. قل لنا مين يحتاجها ونتأكد من كل التفاصيل مع المكان.',
    },
    phrasings: {
      en: [
        'Is the venue wheelchair accessible?',
        'My grandmother uses a wheelchair',
        'guests with disabilities special needs',
        'ramp and lift for elderly guests',
        'disabled guests',
      ],
      ar: [
        'المكان مهيأ للكراسي المتحركة؟',
        'جدتي على كرسي متحرك',
        'ضيوف من ذوي الاعاقة',
        'فيه منحدر ومصعد لكبار السن؟',
      ],
    },
  },
  {
    id: 'vegetarian',
    topic: 'Vegetarian and vegan guests',
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
    topic: 'Food allergies and special diets',
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
    topic: 'No photographs of women guests',
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
    topic: "An all-female crew on the ladies' side",
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
    topic: 'Entertainment for children',
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
    idea: {
      en: "a kids' corner with a magician and face painting, so the parents can enjoy the evening",
      ar: 'ركن أطفال فيه ساحر ورسم على الوجه عشان الأهل يستانسون',
    },
    adviceFor: ['birthday', 'other'],
  },
  {
    id: 'childcare',
    topic: 'Childcare during the event',
    answer: {
      en: "Yes: a supervised children's room near the hall with trained nannies, their own snacks and quiet games, so mothers can enjoy the evening; tell us roughly how many children and their ages.",
      ar: 'إيه، نجهز غرفة أطفال قريبة من القاعة فيها مربيات مدربات وأكل خفيف وألعاب هادية، عشان الأمهات يستانسون بالحفلة. قل لنا تقريباً كم طفل وأعمارهم.',
    },
    phrasings: {
      en: [
        'Do you provide nannies?',
        'a room for babies during the wedding',
        'babysitting at the event',
        'someone to look after the children',
      ],
      ar: ['توفرون مربيات؟', 'غرفة للاطفال وقت الزواج', 'حضانة في الحفلة', 'احد يهتم بالبزارين'],
    },
  },
  {
    id: 'valet-parking',
    topic: 'Parking and valet',
    answer: {
      en: 'Yes: we arrange valet parking with licensed drivers, reserved spaces for the family and elderly guests, and stewards directing cars, and for a large event shuttles from a nearby car park.',
      ar: 'إيه، نرتب خدمة صف السيارات بسائقين مرخصين، ومواقف محجوزة للأهل وكبار السن، ومنظمين للسيارات، وللمناسبات الكبيرة باصات من مواقف قريبة.',
    },
    phrasings: {
      en: [
        'Is there valet parking?',
        'Where will the guests park?',
        'parking for many cars',
        'car park shuttle',
        'drop off the car at the door',
        'leave the car with the valet',
        'where to park the cars',
      ],
      ar: [
        'فيه خدمة فاليه؟',
        'وين يوقفون الضيوف سياراتهم؟',
        'مواقف سيارات كثيرة',
        'خدمة صف السيارات',
        'سيارات الضيوف وين توقف',
      ],
    },
  },
  {
    id: 'guest-transport',
    topic: 'Transport for guests',
    answer: {
      en: 'Yes: cars with drivers for the family and VIPs, coaches for larger groups, and airport pick-ups for guests flying in, with a transport coordinator on the day.',
      ar: 'إيه، نوفر سيارات بسواق للأهل وكبار الضيوف، وباصات للمجموعات، واستقبال من المطار للضيوف اللي جايين بالطيارة، مع منسق للنقل يوم المناسبة.',
    },
    phrasings: {
      en: [
        'Can you arrange transport for guests?',
        'airport pickup for relatives',
        'buses to bring guests',
        'cars with drivers',
        'bus for guests',
      ],
      ar: ['توفرون مواصلات للضيوف؟', 'استقبال من المطار للاهل', 'باصات توصل الضيوف', 'سيارات بسواق', 'باص للضيوف'],
    },
  },
  {
    id: 'accommodation',
    topic: 'Hotel rooms for guests from out of town',
    answer: {
      en: "Yes: we block hotel rooms near the venue at a group rate for guests from other cities, and can add their transfers; room prices are the hotel's, on your quote as their own line.",
      ar: 'إيه، نحجز غرف فندق قريبة من المكان بسعر مجموعات للضيوف الجايين من مدن ثانية، ونقدر نضيف توصيلهم، وأسعار الغرف حسب الفندق وتطلع في عرض السعر بند لحالها.',
    },
    phrasings: {
      en: [
        'Can you book hotels for our guests?',
        'accommodation for relatives coming from another city',
        'group rate rooms',
        'where will out of town guests stay',
      ],
      ar: [
        'تحجزون فنادق للضيوف؟',
        'سكن للاهل الجايين من برا',
        'غرف بسعر مجموعات',
        'سكن المعازيم',
        'وين يسكنون الضيوف من المدن الثانية',
        'فنادق للضيوف',
      ],
    },
  },
  {
    id: 'invitations',
    topic: 'Invitation cards and e-invitations',
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
    topic: 'Interpreters and translation',
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
    id: 'dress-code',
    topic: 'Dress code for guests',
    answer: {
      en: "The dress code is yours to set and we print it on the invitation: thobe and bisht or formal wear for the men, evening wear on the ladies' side, and a modest, respectful standard in public venues.",
      ar: 'اللبس أنت تحدده ونكتبه في الدعوة: ثوب وبشت أو رسمي للرجال، وفساتين سهرة في قسم النساء، ولبس محتشم في الأماكن العامة.',
    },
    phrasings: {
      en: [
        'What should the guests wear?',
        'dress code on the invitation',
        'is a bisht needed',
        'formal attire for the gala',
      ],
      ar: ['وش يلبسون الضيوف؟', 'نكتب نوع اللبس في الدعوة؟', 'لازم بشت؟', 'اللبس الرسمي للحفل'],
    },
  },
];
