import { q, type VisitorQuestion } from './visitor-question';

/**
 * The second development set's single messages: 88 written on 2026-11-27 (round 2 of issue 35)
 * before the engine was changed again, as visitors write (Gulf Arabic, typos, Arabic-Indic
 * digits): questions about one detail of a named occasion, items only the team can answer (a
 * named venue on a date, a named singer), requests outside events, and messages that only give
 * or correct details, or give the visitor's own contact, which ask nothing. evaluate.ts reports
 * them; no test asserts on a single one.
 */
// biome-ignore format: one question per line reads as a table
export const DEV2_QUESTIONS: VisitorQuestion[] = [
  // English: one detail of a named occasion
  q('en', "for the aqiqah do we need two sheep since he's a boy?", [['aqiqah']]),
  q('en', 'can the henna lady come to our house for the henna night or do we go to a salon', [['henna-night', 'at-home']]),
  q('en', 'does a ghabga usually start after taraweeh or later at night?', [['ghabga', 'event-timings']]),
  q('en', 'what do families usually serve at an aza, just coffee and dates?', [['condolence']]),
  q('en', "my parents' 30th anniversary is coming up, can you do a surprise dinner for them", [['anniversary']]),
  q('en', 'how long does a milka usually take, an hour or the whole evening?', [['milka', 'event-timings']]),
  q('en', 'who brings the mazoun for the milka, you or the family?', [['milka', 'marriage-registration']]),
  q('en', 'do you do eid lunch for a big family, around 80 people?', [['eid-gathering']]),
  q('en', 'can you put the graduates name and university colours on the backdrop', [['graduation', 'decor', 'branding-printing']]),
  q('en', 'is a baby shower something you do or only weddings', [['baby-shower']]),
  // English: items only the team can answer
  q('en', 'is the Four Seasons ballroom in riyadh free on 12 february?', [['handover']]),
  q('en', 'can you book Mohammed Abdu to sing at our wedding', [['handover']]),
  q('en', 'is Qasr Al Nakheel hall available on the last thursday of march', [['handover']]),
  // English: services and logistics
  q('en', 'do you have a female dj for the ladies hall', [['live-music-band', 'female-crew']]),
  q('en', 'we want drums for the zaffa, who arranges the drummers?', [['entrance-zaffa', 'traditional-performances']]),
  q('en', 'will guests find parking near the hall or is there valet', [['valet-parking']]),
  q('en', 'my grandma is in a wheelchair, will the venue have a ramp', [['accessibility']]),
  q('en', 'we have 20 relatives flying in from kuwait, can you book their hotel rooms', [['accommodation']]),
  q('en', 'how do you stop people taking photos on the ladies side', [['photo-privacy']]),
  q('en', 'what time do weddings here usually finish', [['event-timings', 'end-time']]),
  q('en', 'whats included if we go with the professional tier', [['inclusions', 'tiers-explained']]),
  q('en', 'roughly how much for an engagement party with 150 guests in jeddah', [['price-estimate']]),
  q('en', 'can we pay the rest after the event', [['payment-schedule']]),
  q('en', "if it rains at the farm what's the backup plan", [['rain-dust']]),
  q('en', 'we want a poet to recite a qasida at the dinner', [['mc-host']]),
  q('en', 'can you set up a kids room with nannies so the mothers can enjoy', [['childcare']]),
  q('en', 'the neighbours are very close, is loud music at home a problem?', [['noise-neighbours', 'music-rules']]),
  q('en', 'can the invitations have a QR code for rsvp', [['invitations']]),
  q('en', 'do we need a permit for a private engagement at our own istiraha', [['permits']]),
  q('en', 'we are 3 families renting an istiraha, how much is it for a night', [['istiraha', 'price-item']]),
  q('en', 'a desert camp day for 60 staff, what would it cost', [['desert-camp', 'team-building', 'price-item']]),
  q('en', 'how early should we book a hall for a summer wedding', [['lead-time']]),
  q('en', 'do you bring tents and majlis seating or do we rent them ourselves', [['furniture-tents']]),
  q('en', 'thx. and when does your team usually call back?', [['callback-time']]),
  q('en', 'is vat on top of the prices you quote', [['vat']]),
  // English: not what we do
  q('en', 'can you get visas for my cousins from egypt to attend', [['travel-visas']]),
  q('en', 'how do i cook mandi at home', [['cooking-recipes']]),
  q('en', 'do you organise weddings in dubai', [['events-abroad']]),
  q('en', "what's the weather tomorrow in riyadh", [['weather-forecast']]),
  // English: statements and the visitor's own contact, which ask nothing
  q('en', "actually make it 90, she wants her whole batch to come", []),
  q('en', "around 40. actually with my wife's side it will be more like 55", []),
  q('en', 'update: the families agreed to do the milka the same night', []),
  q('en', 'contact me by email only: noura.h@example.com', []),
  q('en', 'call me on 0551239876 after 5 pm, Majed btw', []),
  // Arabic: one detail of a named occasion
  q('ar', 'العقيقة لولد لازم ذبيحتين صح؟', [['aqiqah']]),
  q('ar', 'ليلة الحنا تقدرون تجيبون نقاشة حنا للبيت', [['henna-night', 'at-home']]),
  q('ar', 'الغبقه متى تبدا عادة بعد التراويح؟', [['ghabga', 'event-timings']]),
  q('ar', 'العزا وش تجهزون له؟ كراسي وقهوه؟', [['condolence']]),
  q('ar', 'ودي اسوي لزوجتي مفاجاه بذكرى زواجنا العاشرة', [['anniversary']]),
  q('ar', 'المأذون للملكة انتم تجيبونه ولا احنا', [['milka', 'marriage-registration']]),
  q('ar', 'غدا العيد للعايلة حوالي ٨٠ نفر تسوونه؟', [['eid-gathering']]),
  q('ar', 'حفلة التخرج تحطون اسم الخريجة والوان الجامعة بالخلفية؟', [['graduation', 'decor', 'branding-printing']]),
  q('ar', 'بيبي شاور تسوون ولا بس اعراس', [['baby-shower']]),
  q('ar', 'الملكه كم تاخذ وقت عادة؟', [['milka', 'event-timings']]),
  // Arabic: items only the team can answer
  q('ar', 'فندق الفيصلية فاضي يوم ٢٠ فبراير؟', [['handover']]),
  q('ar', 'تقدرون تجيبون راشد الماجد يغني بالزواج؟', [['handover']]),
  q('ar', 'قاعة ليلتي فاضية آخر خميس من مارس؟', [['handover']]),
  // Arabic: services and logistics
  q('ar', 'عندكم دي جي بنات لقسم الحريم', [['live-music-band', 'female-crew']]),
  q('ar', 'الزفة نبيها بالطبول مين يرتبها', [['entrance-zaffa', 'traditional-performances']]),
  q('ar', 'فيه مواقف قريبة للقاعة ولا خدمة فاليه', [['valet-parking']]),
  q('ar', 'جدتي على كرسي متحرك القاعه فيها منحدر؟', [['accessibility']]),
  q('ar', 'عندنا اهل جايين من الكويت تحجزون لهم فندق؟', [['accommodation']]),
  q('ar', 'كيف تمنعون التصوير بقسم النساء', [['photo-privacy']]),
  q('ar', 'العرس عادة يخلص الساعة كم', [['event-timings', 'end-time']]),
  q('ar', 'وش يشمل السعر بالباقة الاحترافية', [['inclusions', 'tiers-explained']]),
  q('ar', 'بكم حفلة خطوبة ١٥٠ شخص في جدة تقريبا', [['price-estimate']]),
  q('ar', 'نقدر ندفع الباقي بعد الحفل؟', [['payment-schedule']]),
  q('ar', 'اذا جا مطر بالمزرعة وش الخطة البديلة', [['rain-dust']]),
  q('ar', 'نبي شاعر يلقي قصيدة بالعشا', [['mc-host']]),
  q('ar', 'تسوون غرفة اطفال مع مربيات عشان الامهات يرتاحون', [['childcare']]),
  q('ar', 'الجيران لاصقين فينا، الاغاني بالبيت تسبب مشكلة؟', [['noise-neighbours', 'music-rules']]),
  q('ar', 'الدعوات تسوونها الكترونيه بباركود؟', [['invitations']]),
  q('ar', 'نحتاج تصريح لخطوبة خاصة في استراحتنا؟', [['permits']]),
  q('ar', 'استراحة لثلاث عوايل بكم الليلة', [['istiraha', 'price-item']]),
  q('ar', 'مخيم بر للشركة ٦٠ موظف كم يكلف', [['desert-camp', 'team-building', 'price-item']]),
  q('ar', 'متى لازم نحجز قاعة لعرس بالصيف', [['lead-time']]),
  q('ar', 'الخيام والجلسات العربية عليكم ولا نستاجرها', [['furniture-tents']]),
  q('ar', 'طيب متى يتصل علي فريقكم؟', [['callback-time']]),
  q('ar', 'الضريبه داخله ولا عليها', [['vat']]),
  // Arabic: not what we do
  q('ar', 'تطلعون فيزا لقرايبنا من مصر؟', [['travel-visas']]),
  q('ar', 'كيف اطبخ مندي بالبيت', [['cooking-recipes']]),
  q('ar', 'تنظمون اعراس في دبي؟', [['events-abroad']]),
  q('ar', 'كيف الجو بكرة بالرياض', [['weather-forecast']]),
  // Arabic: statements and the visitor's own contact, which ask nothing
  q('ar', 'بدل ٧٠ خلها ٨٥', []),
  q('ar', 'بنكون ٤٠ لا بالأصح ٥٥ مع اهل زوجتي', []),
  q('ar', 'تحديث: الاهل اتفقوا نسوي الملكة بنفس الليلة', []),
  q('ar', 'تواصلوا معي على الايميل بس: hessa.m@example.com', []),
  q('ar', 'اتصلوا علي على ٠٥٥١١١٢٢٩٨ بعد العصر', []),
];
