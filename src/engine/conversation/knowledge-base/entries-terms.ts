import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';

/**
 * The company's terms as the Saudi market usually sets them, worded so that the contract decides
 * and the team confirms: a deployment replaces them with its own (docs/layla.md).
 */
export const ENTRIES_TERMS: KnowledgeEntry[] = [
  {
    id: 'deposit',
    topic: 'Deposit to book',
    answer: {
      en: 'Yes, a booking is confirmed with a deposit, as is usual in the Kingdom; the amount is set in your contract and depends on the event and how much we book for it (venue, suppliers). Our team will confirm it with your quote.',
      ar: 'إيه، الحجز يتأكد بعربون مثل المعتاد عندنا بالمملكة، وقيمته يحددها العقد حسب المناسبة وحجوزاتها (القاعة والموردين). فريقنا يؤكد لك المبلغ مع عرض السعر.',
    },
    phrasings: {
      en: [
        'Do you take a deposit?',
        'How much is the deposit to book?',
        'Is there an advance payment to reserve the date?',
        'down payment booking',
        'upfront payment to secure the booking',
        'deposit required',
        'reserve the date with an upfront amount',
      ],
      ar: [
        'كم العربون؟',
        'فيه عربون للحجز؟',
        'لازم ادفع مقدم عشان احجز؟',
        'دفعة مقدمة للحجز',
        'عربون لتثبيت الحجز',
        'نسبة العربون من المبلغ',
      ],
    },
  },
  {
    id: 'payment-schedule',
    topic: 'Payment schedule and instalments',
    answer: {
      en: 'Usually the deposit on signing, an instalment as the preparations start, and the balance a few days before the event; your contract sets the dates and the shares, and larger events can be split into more instalments. Our team will agree the schedule with you.',
      ar: 'غالباً العربون عند توقيع العقد، ودفعة مع بداية التجهيزات، والباقي قبل المناسبة بأيام، والعقد هو اللي يحدد المواعيد والنسب، والمناسبات الكبيرة نقدر نقسطها على دفعات أكثر. فريقنا يتفق معك على الجدول.',
    },
    phrasings: {
      en: [
        'What is your payment schedule?',
        'Can I pay in instalments?',
        'When is the remaining balance due?',
        'pay in parts installments',
      ],
      ar: ['كيف طريقة الدفع على دفعات؟', 'اقدر اقسط المبلغ؟', 'متى ادفع الباقي؟', 'جدول الدفعات'],
    },
  },
  {
    id: 'cancellation',
    topic: 'Cancelling an event',
    answer: {
      en: 'You can cancel in writing at any time; what is kept depends on how close the date is and what was already booked for you (venue, suppliers), as your contract sets out. Cancelling early costs least, so tell our team as soon as you know.',
      ar: 'تقدر تلغي بطلب مكتوب في أي وقت، واللي ينخصم يعتمد على قرب الموعد وش انحجز لك (القاعة والموردين) حسب بنود العقد. كل ما كان الإلغاء أبكر كانت التكلفة أقل، فبلّغ فريقنا أول ما تعرف.',
    },
    phrasings: {
      en: [
        'What is your cancellation policy?',
        'What happens if we cancel the event?',
        'Can I cancel my booking?',
        'cancel fee',
      ],
      ar: ['وش سياسة الالغاء؟', 'لو الغيت المناسبة وش يصير؟', 'اقدر الغي الحجز؟', 'رسوم الالغاء', 'طلب الغاء'],
    },
  },
  {
    id: 'refunds',
    topic: 'Refunds',
    answer: {
      en: 'Refunds follow your contract: what was not yet spent or committed to suppliers for you is returned, by the way you paid. The deposit covers the bookings made for you, so it is usually not refundable once they are made; our team will go through your case.',
      ar: 'الاسترجاع حسب العقد: اللي ما انصرف ولا التزمنا فيه للموردين يرجع لك بنفس طريقة الدفع. والعربون يغطي الحجوزات اللي انسوت لك، فغالباً ما يسترد بعد ما تتم. فريقنا يراجع حالتك معك.',
    },
    phrasings: {
      en: [
        'Do I get my money back?',
        'Is the deposit refundable?',
        'refund policy',
        'Can I get a refund if plans change?',
      ],
      ar: ['ترجعون الفلوس؟', 'العربون يسترد؟', 'سياسة الاسترجاع', 'لو تغيرت الظروف يرجع المبلغ؟', 'ابي استرجع فلوسي'],
    },
  },
  {
    id: 'postponement',
    topic: 'Changing or postponing the date',
    answer: {
      en: 'Yes, a date can usually be moved: what you paid carries over to the new date when the venue and suppliers are free then, and any difference in their prices is settled as your contract says. Ask our team early, because peak dates go fast.',
      ar: 'إيه، غالباً نقدر نأجل الموعد، واللي دفعته ينتقل للتاريخ الجديد إذا القاعة والموردين متاحين، وأي فرق بالأسعار يتسوى حسب العقد. كلم فريقنا بدري لأن تواريخ المواسم تنحجز بسرعة.',
    },
    phrasings: {
      en: [
        'Can we postpone the event?',
        'Can I change the date later?',
        'What if we need to reschedule?',
        'move the booking to another day',
        'What happens if we have to postpone?',
      ],
      ar: [
        'نقدر نأجل المناسبة؟',
        'اقدر اغير التاريخ بعدين؟',
        'لو احتجنا نأخر الموعد؟',
        'تأجيل الحجز ليوم ثاني',
        'وش يصير لو أجلنا؟',
      ],
    },
  },
  {
    id: 'payment-methods',
    topic: 'Ways to pay',
    answer: {
      en: 'You can pay by bank transfer, mada or credit card, or Apple Pay, against a VAT invoice for every payment; cash is not taken for bookings. Our team sends the account details with your contract.',
      ar: 'الدفع يكون تحويل بنكي أو مدى أو بطاقة ائتمان أو Apple Pay، ولكل دفعة فاتورة ضريبية، وما نستلم كاش للحجوزات. فريقنا يرسل لك بيانات الحساب مع العقد.',
    },
    phrasings: {
      en: [
        'How can I pay?',
        'Do you accept mada or credit card?',
        'Can I pay by bank transfer?',
        'payment methods apple pay cash',
      ],
      ar: ['كيف ادفع؟', 'تقبلون مدى او بطاقة؟', 'اقدر احول تحويل بنكي؟', 'طرق الدفع كاش ابل باي'],
    },
  },
  {
    id: 'contract',
    topic: 'The contract',
    answer: {
      en: 'Every event has a written contract before any payment: what is included, the tier, the dates of each payment, and the terms for changes, postponing and cancelling. Read it before you sign; our team walks you through it.',
      ar: 'كل مناسبة لها عقد مكتوب قبل أي دفعة: وش يشمل، والباقة، ومواعيد الدفعات، وشروط التعديل والتأجيل والإلغاء. اقراه قبل التوقيع، وفريقنا يشرحه لك بند بند.',
    },
    phrasings: {
      en: [
        'Do you sign a contract?',
        'Is there a written agreement?',
        'what does the contract include',
        'terms and conditions of booking',
        'a copy of the contract',
      ],
      ar: ['فيه عقد مكتوب؟', 'توقعون عقد مع العميل؟', 'وش يشمل العقد', 'الشروط والاحكام للحجز', 'نسخة من العقد اقراها'],
    },
  },
  {
    id: 'quote-validity',
    topic: 'How long a quote holds',
    answer: {
      en: 'A quote holds for a limited time, written on it, because venues and suppliers change their prices with the season; the date is only held once the deposit is paid. Our team will renew an expired quote at current prices.',
      ar: 'عرض السعر صالح لفترة محددة مكتوبة فيه، لأن القاعات والموردين يغيرون أسعارهم مع المواسم، والتاريخ ما ينحجز إلا بعد دفع العربون. وإذا انتهى العرض فريقنا يجدده بأسعار وقتها.',
    },
    phrasings: {
      en: [
        'How long is the quote valid?',
        'Will the price stay the same if I book later?',
        'quote expiry',
        'Does the offer expire?',
      ],
      ar: [
        'كم مدة صلاحية عرض السعر؟',
        'السعر يتغير لو حجزت بعدين؟',
        'العرض ينتهي؟',
        'صلاحية التسعيره',
        'العرض تنتهي مدته',
      ],
    },
  },
  {
    id: 'meeting',
    topic: 'Meeting the team or visiting the office',
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
    topic: 'Previous work and references',
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
    topic: 'Small and intimate events',
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
];
