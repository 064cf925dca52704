import type { KnowledgeEntry } from '../../../../contracts/knowledge-entry';

/** GROUP_DOC */
export const ENTRIES_GUESTS: KnowledgeEntry[] = [
  {
    id: 'accessibility',
    group: 'guests',
    kind: 'text',
    topic: 'Wheelchair access and guests with disabilities',
    label: {
      en: 'wheelchair access and elderly guests',
      ar: 'تهيئة المكان لكبار السن والكراسي المتحركة',
    },
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
    id: 'childcare',
    group: 'guests',
    kind: 'text',
    topic: 'Childcare during the event',
    label: {
      en: 'a supervised room for the children',
      ar: 'غرفة أطفال بإشراف مربيات',
    },
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
    group: 'guests',
    kind: 'text',
    topic: 'Parking and valet',
    label: {
      en: 'parking and valet',
      ar: 'المواقف وخدمة صف السيارات',
    },
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
    group: 'guests',
    kind: 'text',
    topic: 'Transport for guests',
    label: {
      en: 'transport for the guests',
      ar: 'مواصلات الضيوف',
    },
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
    group: 'guests',
    kind: 'text',
    topic: 'Hotel rooms for guests from out of town',
    label: {
      en: 'hotel rooms for out-of-town guests',
      ar: 'سكن الضيوف القادمين من مدن أخرى',
    },
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
    id: 'dress-code',
    group: 'guests',
    kind: 'text',
    topic: 'Dress code for guests',
    label: {
      en: "the guests' dress code",
      ar: 'لبس الضيوف',
    },
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
  {
    id: 'weather-heat',
    group: 'guests',
    kind: 'text',
    topic: 'Outdoor events in the heat',
    label: {
      en: 'outdoor events in the heat',
      ar: 'الفعاليات الخارجية في الحر',
    },
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
    id: 'rain-dust',
    group: 'guests',
    kind: 'text',
    topic: 'A plan for rain, wind or dust',
    label: {
      en: 'a plan for rain and dust',
      ar: 'خطة بديلة للمطر والغبار',
    },
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
    id: 'end-time',
    group: 'guests',
    kind: 'text',
    topic: 'How late an event can run',
    label: {
      en: 'how late an event can run',
      ar: 'متى تنتهي المناسبة',
    },
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
