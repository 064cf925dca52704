import type { VisitorConversation } from './visitor-question';

/**
 * The second development set's 32 conversations (16 English, 16 Gulf Arabic), written on
 * 2026-11-27 (round 2 of issue 35) before the engine was changed again: details given with a
 * reason or corrected inside one message ('40. actually … 55', '٤٠ لا بالأصح ٥٥') and across turns,
 * counts of groups and ranges, months and days as people say them, names after a dash or at the
 * end, the visitor's own contact, a change of occasion, a named venue or singer only the team can
 * answer, and changes after the capture. A turn with `asks: []` only tells: any answer or hand-over
 * there is counted. Asked on 2026-11-27 (a Friday): a range is kept at its upper end, the end of
 * Ramadan is the month it ends in (March 2027).
 */
// biome-ignore format: one conversation per entry reads as a table
export const DEV2_CONVERSATIONS: VisitorConversation[] = [
  { title: 'a count corrected inside one message, an early month', language: 'en', turns: [
    { message: "hi, planning my daughter's graduation party in riyadh", asks: [] },
    { message: 'around 40. actually with my cousins it will be more like 55', asks: [] },
    { message: 'can you do a photo corner with her name on it?', asks: [['graduation', 'entertainment-general', 'decor', 'branding-printing']] },
    { message: 'update: we moved it to early march', asks: [] },
    { message: 'its Nouf, 0551239876' },
  ], lead: { eventType: 'other', occasion: 'graduation', location: 'Riyadh', guestCount: 55, eventMonth: '2027-03', name: 'Nouf', phone: '+966551239876' } },
  { title: 'make it 90, with a reason', language: 'en', turns: [
    { message: 'salam, henna night for my sister in jeddah, 70 ladies', asks: [] },
    { message: 'is it ok if the henna artist starts at 8 pm?', asks: [['henna-night', 'event-timings']] },
    { message: 'actually make it 90, she wants her whole batch from college to come', asks: [] },
    { message: 'mid january insha allah', asks: [] },
    { message: 'Haya 0502223344' },
  ], lead: { eventType: 'wedding', occasion: 'henna-night', location: 'Jeddah', guestCount: 90, eventMonth: '2027-01', name: 'Haya', phone: '+966502223344' } },
  { title: 'two families, then the milka the same night, a name after a dash', language: 'en', turns: [
    { message: "we're doing an engagement for my son in dammam", asks: [] },
    { message: 'just the two families, 45 or so', asks: [] },
    { message: "update: the families agreed to do the milka the same night, so it's a milka now", asks: [] },
    { message: "do you arrange the shabka table and the mazoun's seating?", asks: [['milka']] },
    { message: 'you can reach me on 0563334455 — Noura, his mother' },
  ], lead: { eventType: 'wedding', occasion: 'milka', location: 'Dammam', guestCount: 45, name: 'Noura', phone: '+966563334455' } },
  { title: 'an aza at the family house', language: 'en', turns: [
    { message: 'my uncle passed away yesterday, we need to arrange the aza at the family house in taif', asks: [['condolence', 'at-home', 'none']] },
    { message: 'three days, men and women separately, maybe 200 people a day', asks: [] },
    { message: 'can you provide chairs and coffee servers', asks: [['condolence', 'coffee-service', 'furniture-tents', 'waiters-staff']] },
    { message: 'Abu Saud, 0544445566' },
  ], lead: { eventType: 'other', occasion: 'condolence', location: 'Taif', guestCount: 200, name: 'Abu Saud', phone: '+966544445566' } },
  { title: 'a weekday and a day, then another day', language: 'en', turns: [
    { message: 'surprise anniversary dinner for my parents in riyadh', asks: [] },
    { message: 'friday 11 december, about 25 family members', asks: [] },
    { message: 'sorry the date is saturday 12 december', asks: [] },
    { message: 'can you do it on a rooftop?', asks: [['anniversary', 'outdoor-garden']] },
    { message: 'Majed btw, majed.q@example.com' },
  ], lead: { eventType: 'other', occasion: 'anniversary', location: 'Riyadh', guestCount: 25, eventDate: '2026-12-12', name: 'Majed', email: 'majed.q@example.com' } },
  { title: 'an eid gathering with a range', language: 'en', turns: [
    { message: 'we want an eid gathering for the whole family in khobar', asks: [['eid-gathering', 'none']] },
    { message: 'between 50-60 people', asks: [] },
    { message: 'do you do eidiya envelopes for the kids?', asks: [['eid-gathering', 'gifts-hampers', 'favours']] },
    { message: 'in march', asks: [] },
    { message: 'Hessa here, 0535556677' },
  ], lead: { eventType: 'other', occasion: 'eid-gathering', location: 'Khobar', guestCount: 60, eventMonth: '2027-03', name: 'Hessa', phone: '+966535556677' } },
  { title: 'a ghabga at the end of ramadan, email only', language: 'en', turns: [
    { message: 'thinking of a ghabga at our istiraha in riyadh, end of ramadan', asks: [] },
    { message: '120, no sorry 150 guests', asks: [] },
    { message: 'what food is usually served at a ghabga?', asks: [['ghabga', 'saudi-dishes', 'catering-menus']] },
    { message: 'contact me by email only: reem.k@example.com', asks: [] },
    { message: 'Reem Al-Khaldi' },
  ], lead: { eventType: 'other', occasion: 'ghabga', location: 'Riyadh', guestCount: 150, eventMonth: '2027-03', name: 'Reem Al-Khaldi', email: 'reem.k@example.com' } },
  { title: 'an aqiqah: sheep, a count restated, next friday', language: 'en', turns: [
    { message: 'aqeeqah for our newborn boy in madinah', asks: [] },
    { message: "do we need two sheep since he's a boy?", asks: [['aqiqah']] },
    { message: "30 from my side and 25 from my wife's side, so 55 total", asks: [] },
    { message: 'tomorrow is too soon, make it next friday', asks: [] },
    { message: 'my name is Turki, call me on 0547778899' },
  ], lead: { eventType: 'other', occasion: 'aqiqah', location: 'Medina', guestCount: 55, eventDate: '2026-12-04', name: 'Turki', phone: '+966547778899' } },
  { title: 'a named ballroom and a singer, then another month', language: 'en', turns: [
    { message: 'wedding in riyadh, early april, 400 guests', asks: [] },
    { message: 'is the Four Seasons ballroom free that weekend?', asks: [['handover']] },
    { message: 'can you get Abdulmajeed Abdullah to sing?', asks: [['handover']] },
    { message: "let's do may instead, april is exams", asks: [] },
    { message: 'Sultan, 0509990011' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Riyadh', guestCount: 400, eventMonth: '2027-05', name: 'Sultan', phone: '+966509990011' } },
  { title: 'the company phone asked, the visitor phone given, a count after the capture', language: 'en', turns: [
    { message: 'company dinner for 80 staff in jeddah', asks: [] },
    { message: "what's your phone number in case i need to call?", asks: [['contact-details']] },
    { message: "call me on 0551112299, I'm Faris from procurement", asks: [] },
    { message: "actually we'll be 95 with the managers", asks: [] },
  ], lead: { eventType: 'corporate', occasion: 'corporate-dinner', location: 'Jeddah', guestCount: 95, name: 'Faris', phone: '+966551112299' } },
  { title: 'tables of ten, a name before a dash', language: 'en', turns: [
    { message: "my son's 10th birthday in abha", asks: [] },
    { message: '3 tables of 10, so 30 kids', asks: [] },
    { message: 'can you bring a magician and face painting', asks: [['children-entertainment', 'entertainment-general']] },
    { message: 'Dalal - his mum, 0581234321' },
  ], lead: { eventType: 'birthday', occasion: 'birthday', location: 'Abha', guestCount: 30, name: 'Dalal', phone: '+966581234321' } },
  { title: 'make it the 29th, after the capture', language: 'en', turns: [
    { message: 'wedding in khobar on 14 january, 250 guests', asks: [] },
    { message: "I'm Yousef, 0531212121" },
    { message: 'when will your team call me?', asks: [['callback-time', 'what-happens-next']] },
    { message: 'make it the 29th instead of the 14th', asks: [] },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Khobar', guestCount: 250, eventDate: '2027-01-29', name: 'Yousef', phone: '+966531212121' } },
  { title: 'mid january, then february instead', language: 'en', turns: [
    { message: 'graduation party for my daughter, 100 guests, jeddah, mid january', asks: [] },
    { message: 'how much would that be roughly?', asks: [['price-estimate']] },
    { message: "hmm let's do february instead, after her exams", asks: [] },
    { message: 'Lulwa btw 0556667788' },
  ], lead: { eventType: 'other', occasion: 'graduation', location: 'Jeddah', guestCount: 100, eventMonth: '2027-02', name: 'Lulwa', phone: '+966556667788' } },
  { title: 'a conference with typos, email only, a labelled name, a change after', language: 'en', turns: [
    { message: "we're organizng a confrence in riyadh for about 300 attendees", asks: [] },
    { message: 'do u provide simultanous interpretation', asks: [['interpreters']] },
    { message: 'email me only pls: hr@acme-sa.com', asks: [] },
    { message: 'Name: Khalid Al-Otaibi' },
    { message: 'sorry its 350 attendees not 300', asks: [] },
  ], lead: { eventType: 'corporate', occasion: 'conference', location: 'Riyadh', guestCount: 350, name: 'Khalid Al-Otaibi', email: 'hr@acme-sa.com' } },
  { title: 'men and women counted apart, a budget raised', language: 'en', turns: [
    { message: 'wedding in taif next summer, june', asks: [] },
    { message: 'men and women separate, 150 men and 200 women', asks: [] },
    { message: 'budget 250k, is that realistic?', asks: [['budget-fit', 'price-estimate']] },
    { message: 'actually 300k', asks: [] },
    { message: 'Amal, 0591122334' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Taif', guestCount: 350, budget: 300000, eventMonth: '2027-06', name: 'Amal', phone: '+966591122334' } },
  { title: 'a henna night, more coming, a name with a job title', language: 'en', turns: [
    { message: 'henna night in riyadh for my cousin, she is getting married in january', asks: [] },
    { message: "we'll be 60 ladies. actually her friends from work are coming too, more like 80", asks: [] },
    { message: 'do you have female photographers?', asks: [['female-crew', 'photographer']] },
    { message: 'this is Sara Al-Mutairi, HR manager at a bank, 0557001122' },
  ], lead: { eventType: 'wedding', occasion: 'henna-night', location: 'Riyadh', guestCount: 80, eventMonth: '2027-01', name: 'Sara Al-Mutairi', phone: '+966557001122' } },
  { title: 'تخرج وتصحيح بنفس الرسالة وبداية شهر', language: 'ar', turns: [
    { message: 'هلا، ناوين نسوي حفلة تخرج لبنتي بجدة', asks: [] },
    { message: 'بنكون ٤٠ لا بالأصح ٥٥ مع خالاتها', asks: [] },
    { message: 'تقدرون تسوون خلفية باسمها وشعار الجامعة؟', asks: [['graduation', 'decor', 'branding-printing']] },
    { message: 'بداية شهر ٣ ان شاء الله', asks: [] },
    { message: 'معك أم فيصل ٠٥٥٤٤٣٣٢٢١' },
  ], lead: { eventType: 'other', occasion: 'graduation', location: 'Jeddah', guestCount: 55, eventMonth: '2027-03', name: 'أم فيصل', phone: '+966554433221' } },
  { title: 'ملكة والعدد بدل ٧٠ خلها ٨٥', language: 'ar', turns: [
    { message: 'السلام عليكم عندنا ملكة اختي بالرياض', asks: [] },
    { message: 'العدد ٧٠ تقريبا', asks: [] },
    { message: 'بدل ٧٠ خلها ٨٥', asks: [] },
    { message: 'وش تجهزون للملكة عادة؟', asks: [['milka']] },
    { message: 'الاسم: نوف الدوسري، جوالي ٠٥٠٣٣٢٢١١٠' },
  ], lead: { eventType: 'wedding', occasion: 'milka', location: 'Riyadh', guestCount: 85, name: 'نوف الدوسري', phone: '+966503322110' } },
  { title: 'عزاء في البيت', language: 'ar', turns: [
    { message: 'توفي الوالد الله يرحمه، نبي نرتب العزا في بيتنا بالدمام', asks: [['condolence', 'at-home', 'none']] },
    { message: 'ثلاث ايام، يجون تقريبا ٣٠٠ كل يوم', asks: [] },
    { message: 'تقدرون توفرون قهوجية وكراسي؟', asks: [['condolence', 'coffee-service', 'furniture-tents', 'waiters-staff']] },
    { message: 'ابو عبدالله ٠٥٤٢٢٢٣٣٣٤' },
  ], lead: { eventType: 'other', occasion: 'condolence', location: 'Dammam', guestCount: 300, name: 'ابو عبدالله', phone: '+966542223334' } },
  { title: 'غبقة شركة والتواصل بالإيميل', language: 'ar', turns: [
    { message: 'نبي نسوي غبقة للشركة في رمضان بالرياض', asks: [['ghabga', 'none']] },
    { message: 'الموظفين ١٢٠، لا آسف ١٥٠', asks: [] },
    { message: 'وش الاكلات اللي تقدمونها بالغبقة؟', asks: [['ghabga', 'saudi-dishes', 'catering-menus']] },
    { message: 'تواصلوا معي على الايميل بس: salem@alnoor.sa', asks: [] },
    { message: 'سالم العنزي، مدير الموارد البشرية' },
  ], lead: { eventType: 'corporate', occasion: 'ghabga', location: 'Riyadh', guestCount: 150, eventMonth: '2027-02', name: 'سالم العنزي', email: 'salem@alnoor.sa' } },
  { title: 'ذكرى زواج ويوم يتغير', language: 'ar', turns: [
    { message: 'ودي اسوي مفاجأة لزوجتي بذكرى زواجنا، عشا بسيط بالخبر', asks: [['anniversary', 'none']] },
    { message: 'بنكون ١٠ اشخاص بس', asks: [] },
    { message: 'الجمعة ١١ ديسمبر', asks: [] },
    { message: 'لا خلها السبت ١٢ ديسمبر احسن', asks: [] },
    { message: 'ماجد، ٠٥٦٧٧٨٨٩٩٠' },
  ], lead: { eventType: 'other', occasion: 'anniversary', location: 'Khobar', guestCount: 10, eventDate: '2026-12-12', name: 'ماجد', phone: '+966567788990' } },
  { title: 'لمة العيد من ٥٠ الى ٦٠', language: 'ar', turns: [
    { message: 'نبي لمة العيد للعايلة في مكة', asks: [['eid-gathering', 'none']] },
    { message: 'من ٥٠ الى ٦٠ شخص', asks: [] },
    { message: 'تسوون توزيعات عيدية للبزران؟', asks: [['eid-gathering', 'favours', 'gifts-hampers']] },
    { message: 'في مارس', asks: [] },
    { message: 'اسمي حصة وجوالي ٠٥٣٤٤٥٥٦٦٧' },
  ], lead: { eventType: 'other', occasion: 'eid-gathering', location: 'Mecca', guestCount: 60, eventMonth: '2027-03', name: 'حصة', phone: '+966534455667' } },
  { title: 'عقيقة وذبيحتين وبكرة السبت', language: 'ar', turns: [
    { message: 'عقيقة ولدي بالمدينة', asks: [] },
    { message: 'نحتاج ذبيحتين عشانه ولد صح؟', asks: [['aqiqah']] },
    { message: '٣٠ من اهلي و٢٥ من اهل زوجتي يعني ٥٥', asks: [] },
    { message: 'بكرة السبت', asks: [] },
    { message: 'معك تركي ٠٥٤٧٧٧٨٨٩٠' },
  ], lead: { eventType: 'other', occasion: 'aqiqah', location: 'Medina', guestCount: 55, eventDate: '2026-11-28', name: 'تركي', phone: '+966547778890' } },
  { title: 'قاعة بالاسم وفنان وشهر يتغير', language: 'ar', turns: [
    { message: 'زواج بالرياض شهر ٤ الجاي، ٤٠٠ ضيف', asks: [] },
    { message: 'قاعة الفيصلية فاضية بذاك الاسبوع؟', asks: [['handover']] },
    { message: 'تقدرون تجيبون عبدالمجيد عبدالله يحيي الحفل؟', asks: [['handover']] },
    { message: 'خلها شهر ٥ بدال ٤', asks: [] },
    { message: 'سلطان ٠٥٠٩٩٩٠٠١٢' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Riyadh', guestCount: 400, eventMonth: '2027-05', name: 'سلطان', phone: '+966509990012' } },
  { title: 'رقم الشركة ورقم الزائر ويصيرون ٩٥', language: 'ar', turns: [
    { message: 'عشاء موظفين ٨٠ شخص في جدة', asks: [] },
    { message: 'وش رقمكم عشان اتصل عليكم؟', asks: [['contact-details']] },
    { message: 'اتصلوا علي على ٠٥٥١١١٢٢٩٨، معك فارس من المشتريات', asks: [] },
    { message: 'يصيرون ٩٥ مع المدراء', asks: [] },
  ], lead: { eventType: 'corporate', occasion: 'corporate-dinner', location: 'Jeddah', guestCount: 95, name: 'فارس', phone: '+966551112298' } },
  { title: 'عيد ميلاد وثلاث طاولات', language: 'ar', turns: [
    { message: 'عيد ميلاد ولدي العاشر في ابها', asks: [] },
    { message: '٣ طاولات كل وحدة ١٠ يعني ٣٠ طفل', asks: [] },
    { message: 'تجيبون ساحر ورسم على الوجه؟', asks: [['children-entertainment', 'entertainment-general']] },
    { message: 'دلال - امه، ٠٥٨١٢٣٤٣٢٠' },
  ], lead: { eventType: 'birthday', occasion: 'birthday', location: 'Abha', guestCount: 30, name: 'دلال', phone: '+966581234320' } },
  { title: 'زواج والتاريخ يتغير بعد الطلب', language: 'ar', turns: [
    { message: 'زواج بالخبر ١٤ يناير، ٢٥٠ ضيف', asks: [] },
    { message: 'انا يوسف ٠٥٣١٢١٢١٢٠' },
    { message: 'متى يتواصلون معي؟', asks: [['callback-time', 'what-happens-next']] },
    { message: 'غيرنا التاريخ خلوه ٢٩ يناير', asks: [] },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Khobar', guestCount: 250, eventDate: '2027-01-29', name: 'يوسف', phone: '+966531212120' } },
  { title: 'خطوبة وآخر الشهر الجاي واسم مع إيميل', language: 'ar', turns: [
    { message: 'عندنا خطوبه لاخوي بالطايف', asks: [] },
    { message: 'عددنا تقريبا ١٠٠ يمكن اكثر شوي', asks: [] },
    { message: 'كم تكلفتها تقريبا؟', asks: [['price-estimate']] },
    { message: 'آخر الشهر الجاي', asks: [] },
    { message: 'اسمي عبدالرحمن القحطاني ورقمي ٠٥٩١١٢٢٣٣٥ وايميلي abdulrahman.q@example.com' },
  ], lead: { eventType: 'wedding', occasion: 'engagement', location: 'Taif', guestCount: 100, eventMonth: '2026-12', name: 'عبدالرحمن القحطاني', phone: '+966591122335', email: 'abdulrahman.q@example.com' } },
  { title: 'ليلة حنا والعدد يزيد', language: 'ar', turns: [
    { message: 'ليلة حنا لبنت اخوي بالرياض', asks: [] },
    { message: 'بنكون ٦٠ حرمة، لا الصراحة بيجون صديقاتها بعد يعني ٨٠', asks: [] },
    { message: 'عندكم مصورة بنت؟', asks: [['female-crew', 'photographer']] },
    { message: 'معك سارة المطيري ٠٥٥٧٠٠١١٢٣' },
  ], lead: { eventType: 'wedding', occasion: 'henna-night', location: 'Riyadh', guestCount: 80, name: 'سارة المطيري', phone: '+966557001123' } },
  { title: 'مؤتمر وإيميل فقط وتصحيح بعد الطلب', language: 'ar', turns: [
    { message: 'عندنا مؤتمر بالرياض لحوالي ٣٠٠ مشارك', asks: [] },
    { message: 'توفرون ترجمة فورية؟', asks: [['interpreters']] },
    { message: 'راسلوني على الايميل فقط: conf@acme-sa.com', asks: [] },
    { message: 'الاسم خالد العتيبي' },
    { message: 'تصحيح: العدد ٣٥٠ مو ٣٠٠', asks: [] },
  ], lead: { eventType: 'corporate', occasion: 'conference', location: 'Riyadh', guestCount: 350, name: 'خالد العتيبي', email: 'conf@acme-sa.com' } },
  { title: 'خطوبة تصير ملكة والاسم قبل الصفة', language: 'ar', turns: [
    { message: 'نخطط لخطوبة بالدمام حوالي ٤٠ شخص', asks: [] },
    { message: 'تحديث: الاهل اتفقوا نسوي الملكة بنفس الليلة', asks: [] },
    { message: 'تجهزون طاولة الشبكة؟', asks: [['milka', 'engagement', 'decor']] },
    { message: 'نورة، ام العريس، ٠٥٦٣٣٣٤٤٥٦' },
  ], lead: { eventType: 'wedding', occasion: 'milka', location: 'Dammam', guestCount: 40, name: 'نورة', phone: '+966563334456' } },
  { title: 'رجال ونساء وميزانية تتعدل', language: 'ar', turns: [
    { message: 'زواج بالطايف الصيف الجاي شهر ٦', asks: [] },
    { message: 'رجال ١٥٠ ونساء ٢٠٠', asks: [] },
    { message: 'الميزانية ٢٥٠ الف تكفي؟', asks: [['budget-fit', 'price-estimate']] },
    { message: 'لا خلها ٣٠٠ الف', asks: [] },
    { message: 'أمل ٠٥٩١١٢٢٣٣٦' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Taif', guestCount: 350, budget: 300000, eventMonth: '2027-06', name: 'أمل', phone: '+966591122336' } },
];
