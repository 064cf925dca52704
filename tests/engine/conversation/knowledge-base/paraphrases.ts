/**
 * For each default entry, questions a visitor might ask that are NOT among the entry's own
 * phrasings (paraphrases.test.ts checks that they are not), three in English and three in Arabic.
 */
// biome-ignore format: one entry per block reads as a table
export const PARAPHRASES: Record<string, { en: string[]; ar: string[] }> = {
  deposit: {
    en: ['do I have to pay something upfront to lock in the date', 'is a deposit required?', 'what deposit do you ask for a wedding'],
    ar: ['تاخذون عربون؟', 'لازم عربون عشان يتثبت الحجز', 'العربون كم نسبته'],
  },
  'payment-schedule': {
    en: ['can the payment be split into instalments', 'when do I pay the balance', 'how are payments spread before the event'],
    ar: ['ينفع اقسط الدفع؟', 'الباقي متى يندفع', 'الدفعات كيف تكون قبل المناسبة'],
  },
  cancellation: {
    en: ['what if I have to cancel the wedding', 'are there cancellation charges', 'how does cancelling work with you'],
    ar: ['لو بغيت الغي وش الشروط', 'كم تخصمون اذا الغيت', 'الغاء المناسبة كيف يصير'],
  },
  refunds: {
    en: ['will you refund the money', 'can I get my money back after paying', 'is anything refundable'],
    ar: ['هل تسترجعون المبلغ', 'فلوسي ترجع لي؟', 'ابي استرجع اللي دفعته'],
  },
  postponement: {
    en: ['we may need to move our date, is that ok', 'can the wedding be postponed a month', 'rescheduling the event later'],
    ar: ['ممكن نغير الموعد لتاريخ ثاني', 'نبي نأجل الزواج شهر', 'تأجيل الحفل ينفع؟'],
  },
  'payment-methods': {
    en: ['do you take apple pay', 'can I pay with mada card', 'is cash accepted'],
    ar: ['تقبلون ابل باي؟', 'الدفع بمدى متاح؟', 'اقدر ادفع كاش'],
  },
  contract: {
    en: ['will we get a signed contract', 'is everything written in an agreement', 'can I read the contract before paying'],
    ar: ['بيكون بيننا عقد؟', 'كل شي مكتوب في عقد', 'اقدر اقرا العقد قبل ما ادفع'],
  },
  'quote-validity': {
    en: ['is the quoted price valid for long', 'when does your offer expire', 'will the quote change next month'],
    ar: ['العرض صالح لمتى', 'متى تنتهي صلاحية السعر', 'التسعيرة تتغير الشهر الجاي؟'],
  },
  meeting: {
    en: ['could we meet your team face to face', 'where is your office, can I come by', 'can someone visit the venue with us'],
    ar: ['ابي اقابل الفريق', 'وين مكتبكم اقدر اجي', 'احد منكم يجي يعاين المكان معنا'],
  },
  portfolio: {
    en: ['show me photos of events you did before', 'any examples of your past work', 'do you have client references'],
    ar: ['وريني صور مناسبات سابقة', 'عندكم نماذج من شغلكم', 'ابي اشوف اعمالكم'],
  },
  'small-events': {
    en: ['we are a small group, do you still take it', 'do you handle intimate gatherings', 'is a small family event ok for you'],
    ar: ['عددنا بسيط تقبلونه؟', 'مناسبة عائلية صغيرة تسوونها؟', 'جمعة صغيرة عادي معكم'],
  },
  accessibility: {
    en: ['one guest is in a wheelchair', 'is there wheelchair access', 'we have disabled guests coming'],
    ar: ['عندنا ضيف على كرسي متحرك', 'المكان فيه مدخل للكراسي المتحركة؟', 'ضيوفنا فيهم من ذوي الاعاقة'],
  },
  vegetarian: {
    en: ['a few guests are vegetarian and one is vegan', 'any vegetarian dishes?', 'we need vegan meals'],
    ar: ['فيه ضيوف نباتيين', 'عندكم اطباق نباتية؟', 'نحتاج اكل فيقن'],
  },
  allergies: {
    en: ['my son is allergic to nuts', 'can you cater gluten free', 'we have guests with allergies'],
    ar: ['ولدي عنده حساسية من المكسرات', 'اكل بدون قلوتين متوفر؟', 'بعض الضيوف عندهم حساسية'],
  },
  'photo-privacy': {
    en: ['we do not want any photographs of women guests', 'can phones be banned on the ladies side', 'no cameras allowed for the women please'],
    ar: ['لا نبي احد يصور النساء', 'نبي نمنع الجوالات عند الحريم', 'ممنوع الكاميرات في قسم الحريم'],
  },
  'female-crew': {
    en: ['is your crew on the ladies side all women', 'we need female staff only', 'can the waitresses and photographer be women'],
    ar: ['الطاقم في قسم النساء كله بنات؟', 'نبي موظفات بنات بس', 'المصورة والمباشرات بنات؟'],
  },
  'children-entertainment': {
    en: ['anything fun for the kids', 'can you bring a magician for the children', 'face painting for kids?'],
    ar: ['عندكم شي للبزارين', 'ساحر للاطفال متوفر؟', 'رسم على الوجه للعيال'],
  },
  childcare: {
    en: ['can you provide a nanny', 'we need babysitting during the party', 'a room with nannies for the babies'],
    ar: ['عندكم مربيات', 'نبي حضانة وقت الحفلة', 'غرفة للبيبيهات مع مربية'],
  },
  'valet-parking': {
    en: ['do you offer valet', 'where do guests leave their cars', 'is parking arranged for guests'],
    ar: ['عندكم فاليه؟', 'الضيوف وين يوقفون', 'المواقف مرتبة للضيوف؟'],
  },
  'guest-transport': {
    en: ['can you pick up guests from the airport', 'transport for our guests', 'a bus to bring the guests'],
    ar: ['تستقبلون الضيوف من المطار؟', 'مواصلات للمعازيم', 'باص يجيب الضيوف'],
  },
  accommodation: {
    en: ['can you arrange hotel rooms for family from abroad', 'accommodation for our guests', 'do you book hotels for visitors'],
    ar: ['تحجزون غرف فندق للاهل', 'سكن للضيوف', 'حجز فنادق للمعازيم'],
  },
  invitations: {
    en: ['can you make the invitations', 'e-invitations with RSVP', 'printed invites for the guests'],
    ar: ['تسوون الدعوات؟', 'دعوة الكترونية وتاكيد حضور', 'كروت للمعازيم'],
  },
  interpreters: {
    en: ['we need an interpreter', 'translation for foreign delegates', 'sign language for a deaf guest'],
    ar: ['نحتاج مترجم', 'ترجمة للوفود الاجانب', 'لغة اشارة لضيف اصم'],
  },
  'dress-code': {
    en: ['what is the dress code', 'what do guests usually wear', 'should men wear a bisht'],
    ar: ['وش اللبس المطلوب', 'الضيوف وش يلبسون عادة', 'الرجال يلبسون بشت؟'],
  },
  kosha: {
    en: ['what does a kosha cost for 300 guests', 'kosha price', 'how much for the bride stage'],
    ar: ['الكوشة بكم لـ٣٠٠ ضيف', 'كم سعر الكوشه', 'منصة العروس كم تكلف'],
  },
  photographer: {
    en: ['what do you charge for a photographer', 'photographer price for 100 guests', 'only photography, how much'],
    ar: ['المصور كم سعره', 'مصورة لـ١٠٠ ضيفة بكم', 'كم تكلفة التصوير بس'],
  },
  videographer: {
    en: ['price to film our wedding', 'how much for video', 'cost of a videographer'],
    ar: ['كم سعر الفيديو', 'تصوير الحفل فيديو بكم', 'مصور فيديو كم ياخذ'],
  },
  drone: {
    en: ['can a drone film the event', 'drone show possible?', 'aerial filming with drones'],
    ar: ['ينفع درون يصور', 'عرض درون ممكن؟', 'تصوير جوي بالدرون'],
  },
  'live-streaming': {
    en: ['can it be streamed live', 'broadcast the conference online', 'live stream on youtube'],
    ar: ['ينفع بث مباشر', 'نبث المؤتمر اونلاين', 'بث على اليوتيوب'],
  },
  'team-building': {
    en: ['team building for 40 employees', 'an activity day for our staff', 'outing for the team'],
    ar: ['بناء فريق لـ٤٠ موظف', 'يوم انشطة للموظفين', 'طلعة لفريق العمل'],
  },
  'awards-gala': {
    en: ['we want an awards ceremony', 'gala night to honour staff', 'trophies and stage for our annual awards'],
    ar: ['نبي حفل تكريم', 'ليلة تكريم للموظفين', 'دروع ومسرح للتكريم السنوي'],
  },
  favours: {
    en: ['giveaways for the guests', 'small gifts at the door', 'favours with the couple names'],
    ar: ['توزيعات للضيوف', 'هدايا صغيرة عند الباب', 'توزيعات باسم العرسان'],
  },
  flowers: {
    en: ['table flowers', 'can you arrange fresh flowers', 'floral centerpieces'],
    ar: ['ورد للطاولات', 'تنسقون ورد طبيعي؟', 'تنسيقات ورد'],
  },
  'coffee-service': {
    en: ['someone to pour arabic coffee', 'do you have a qahwaji', 'coffee and dates served to guests'],
    ar: ['ابي قهوجي', 'صبابات للقهوة', 'احد يصب القهوة والتمر للضيوف'],
  },
  incense: {
    en: ['bukhoor for the guests', 'oud incense at the door', 'can you scent the hall'],
    ar: ['بخور للضيوف', 'عود عند المدخل', 'تبخير القاعة'],
  },
  'cake-sweets': {
    en: ['do you bring a cake', 'a dessert table', 'sweets for the party'],
    ar: ['تجيبون الكيكة؟', 'طاولة حلويات', 'حلا للحفلة'],
  },
  'henna-night': {
    en: ['henna night for my sister', 'a henna party', 'henna artist for the ladies'],
    ar: ['ليلة حنا لاختي', 'حفلة حنا', 'نقاشة حنا للحريم'],
  },
  istiraha: {
    en: ['an istiraha for 60 to 70 guests', 'how much to rent an istiraha', 'rest house for a family gathering'],
    ar: ['استراحة لـ٧٠ شخص', 'كم ايجار الاستراحة', 'استراحة لجمعة العايلة'],
  },
  'desert-camp': {
    en: ['desert camp for our company', 'camping in the desert with the team', 'tents and bonfire in the desert'],
    ar: ['مخيم في البر للشركة', 'كشته في البر', 'خيام وشبة نار بالبر'],
  },
  'farm-evening': {
    en: ['a gathering at a farm', 'can the party be at a farm', 'rent a farm for the evening'],
    ar: ['نبي نتجمع في مزرعة', 'الحفلة في مزرعة ينفع', 'نستاجر مزرعة للسهرة'],
  },
  'at-home': {
    en: ['can the event be at my house', 'a party at home in the garden', 'we want it at our home'],
    ar: ['المناسبة تكون في بيتي', 'حفلة في البيت بالحديقة', 'نبيها في بيتنا'],
  },
  'outdoor-heat': {
    en: ['it will be very hot outside, how do you cool it', 'summer garden party cooling', 'tent with air conditioning'],
    ar: ['الحر قوي برا كيف تبردون', 'تبريد حفلة صيفية في الحديقة', 'خيمة فيها مكيف'],
  },
  'rain-plan': {
    en: ['what happens if it rains', 'backup plan if the weather is bad', 'what about a dust storm'],
    ar: ['لو جا مطر وش الخطة', 'خطة احتياط لو الجو خرب', 'لو جا غبار'],
  },
  graduation: {
    en: ['a graduation party for my daughter', 'ideas for a graduation celebration', 'celebrating a graduate'],
    ar: ['حفلة تخرج لبنتي', 'افكار حفلة تخرج', 'نحتفل بتخرج اختي'],
  },
  newborn: {
    en: ['a welcome party for the new baby', 'aqiqah for my son', 'newborn celebration'],
    ar: ['استقبال مولود', 'عقيقة ولدي', 'حفلة للبيبي الجديد'],
  },
  'eid-gathering': {
    en: ['we want to host eid for the whole family', 'eid gathering for staff', 'celebrate eid together'],
    ar: ['جمعة عيد للعايلة', 'معايدة للموظفين', 'حفلة العيد'],
  },
  'exhibition-booth': {
    en: ['we need a booth at an exhibition', 'design our expo stand', 'trade show booth'],
    ar: ['نبي جناح في معرض', 'تصميم جناح المعرض', 'ستاند معرض'],
  },
  registration: {
    en: ['who handles attendee registration', 'name badges for the conference', 'QR tickets and check in'],
    ar: ['مين يسوي التسجيل للحضور', 'بطاقات اسماء للمؤتمر', 'تذاكر باركود وتسجيل دخول'],
  },
  'end-time': {
    en: ['until what time can the wedding last', 'does the hall have a closing time', 'when does the party have to finish'],
    ar: ['الزواج لين كم الساعة', 'القاعة متى تقفل', 'الحفلة متى لازم تنتهي'],
  },
};
