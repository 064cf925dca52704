import { COMPANY_PHONE, type Question, tierTotals } from './question';

const ar = (question: Omit<Question, 'language'>): Question => ({ language: 'ar', ...question });
const PERCENT_15 = /15\s?[%٪]/;
const RIYALS = /\d\s?(?:ريال|ر\.س\.)/;
const BACK_TO_EVENTS = ['المناسبات', 'مناسبتك', 'الفعاليات'];

/** What Arabic-speaking visitors ask, in Gulf dialect and Modern Standard Arabic, typos and all. */
// biome-ignore format: one question per line reads as a table
export const QUESTIONS_AR: Question[] = [
  // التصاريح ومن يصدرها
  ar({ topic: 'permits', message: 'هل نحتاج تصريح لحفل زواج؟', names: ['الدفاع المدني', ['بلدي', 'البلدية']], captures: { eventType: 'wedding' } }),
  ar({ topic: 'permits', message: 'احنا ٢٥٠ شخص في جدة، نحتاج تصريح؟', context: { eventType: 'wedding' }, names: ['الدفاع المدني'], captures: { guestCount: 250, location: 'Jeddah' } }),
  ar({ topic: 'permits', message: 'لو جبنا فرقة في العرس نحتاج ترخيص؟', names: ['الهيئة العامة للترفيه'], captures: { eventType: 'wedding' } }),
  ar({ topic: 'permits', message: 'وش التصاريح المطلوبه لمهرجان بالرياض', names: ['الهيئة العامة للترفيه', /60 يوم/], captures: { eventType: 'cultural', location: 'Riyadh' } }),
  ar({ topic: 'permits', message: 'مؤتمر ل٣٠٠ شخص يحتاج ترخيص من مين؟', names: ['الهيئة العامة للمعارض والمؤتمرات'], captures: { eventType: 'corporate', guestCount: 300 } }),
  ar({ topic: 'permits', message: 'مين الجهة اللي تطلع تصاريح الفعاليات؟', names: ['الهيئة العامة للترفيه'] }),
  ar({ topic: 'permits', message: 'فعاليه بالعلا تحتاج موافقات خاصه؟', names: ['الهيئة الملكية لمحافظة العلا'], captures: { location: 'AlUla' } }),
  ar({ topic: 'permits', message: 'لازم رخصه لحفلة عيد ميلاد ولدي بالبيت؟', names: [/لا (?:تحتاج|يحتاج|يلزم)/], captures: { eventType: 'birthday' } }),
  ar({ topic: 'permits', message: 'ندوة ل٨٠ موظف بالخبر الشهر الجاي، نحتاج ترخيص؟ معك أحمد', names: ['الهيئة العامة للمعارض والمؤتمرات'], captures: { eventType: 'corporate', guestCount: 80, location: 'Khobar', name: 'أحمد' } }),
  ar({ topic: 'permits', message: 'ملتقى ل٢٠٠ مشارك في الرياض وش التصاريح اللي يبيلها', names: ['الهيئة العامة للمعارض والمؤتمرات'], captures: { eventType: 'corporate', guestCount: 200, location: 'Riyadh' } }),
  // المواسم والحر والطلب والأسعار حسب الموسم
  ar({ topic: 'season', message: 'متى أفضل وقت لفعالية في الهواء الطلق؟', names: ['الشتاء', 'الصيف'] }),
  ar({ topic: 'season', message: 'هل الصيف ارخص؟', names: ['الصيف', /10\s?[%٪]/] }),
  ar({ topic: 'season', message: 'ايش اكثر وقت زحمة للاعراس', names: ['العيد', 'الصيف'], captures: { eventType: 'wedding' } }),
  ar({ topic: 'season', message: 'الجو في الرياض بشهر ٧ حار للحفلات الخارجية؟', names: [/4[56]/], captures: { location: 'Riyadh' } }),
  ar({ topic: 'season', message: 'ديسمبر مناسب لعرس في الرياض؟', names: ['موسم الرياض'], captures: { eventType: 'wedding', location: 'Riyadh' } }),
  ar({ topic: 'season', message: 'ارخص وقت بالسنة لمؤتمر في جده؟', names: ['الصيف', 'موسم جدة'], captures: { eventType: 'corporate', location: 'Jeddah' } }),
  ar({ topic: 'season', message: 'كيف يأثر الموسم على السعر', names: [PERCENT_15, /10\s?[%٪]/] }),
  ar({ topic: 'season', message: 'الصيف حر مره، نقدر نسوي حفلة بالحديقة؟', names: ['الغروب'] }),
  // رمضان والعيد والحج والأيام الوطنية
  ar({ topic: 'calendar', message: 'تنظمون فعاليات في رمضان؟', names: ['إفطار', '2027'] }),
  ar({ topic: 'calendar', message: 'متى رمضان الجاي؟', names: ['فبراير 2027'] }),
  ar({ topic: 'calendar', message: 'نقدر نسوي زواجنا في رمضان؟', names: ['العيد'], captures: { eventType: 'wedding' } }),
  ar({ topic: 'calendar', message: 'متى عيد الأضحى هالسنة', names: ['مايو 2026'] }),
  ar({ topic: 'calendar', message: 'القاعات تكون زحمة وقت العيد؟', names: ['العيد', /احجز|الحجز/] }),
  ar({ topic: 'calendar', message: 'نبي افطار رمضاني ل١٥٠ موظف بالرياض', names: ['إفطار'], captures: { guestCount: 150, location: 'Riyadh' } }),
  ar({ topic: 'calendar', message: 'نقدر نقيم فعالية في مكة وقت الحج؟', names: ['الحج', 'تصريح', 'نحو 50٪ في الحج', '30٪ في رمضان'], captures: { location: 'Mecca' } }),
  ar({ topic: 'calendar', message: 'متى اليوم الوطني بالضبط؟', names: ['23 سبتمبر'], captures: { eventType: 'cultural' } }),
  ar({ topic: 'calendar', message: 'يوم التأسيس كم تاريخه؟', names: ['22 فبراير'], captures: { eventType: 'cultural' } }),
  ar({ topic: 'calendar', message: 'عيد الفطر ٢٠٢٧ متى؟', names: ['مارس 2027'] }),
  // الأماكن حسب العدد والمدينة
  ar({ topic: 'venues', message: 'وش القاعة المناسبة لـ٨٠٠ ضيف في جدة؟', context: { eventType: 'wedding' }, names: ['قصر أفراح', 'فندق'], captures: { guestCount: 800, location: 'Jeddah' } }),
  ar({ topic: 'venues', message: 'ابي مكان يناسب ٤٠ شخص في ابها', context: { eventType: 'birthday' }, names: [['استراحة', 'مطعم', 'منزلك']], captures: { guestCount: 40, location: 'Abha' } }),
  ar({ topic: 'venues', message: 'عندكم قاعة تكفي ألفين شخص؟', context: { eventType: 'corporate', location: 'Riyadh' }, names: [['مركز مؤتمرات', 'صالة معارض']], captures: { guestCount: 2000 } }),
  ar({ topic: 'venues', message: 'مكان لمؤتمر بالرياض ل500', names: [['مركز مؤتمرات', 'فندق']], captures: { eventType: 'corporate', location: 'Riyadh', guestCount: 500 } }),
  ar({ topic: 'venues', message: 'نقدر نسويها في مخيم بالبر؟', context: { eventType: 'wedding' }, names: ['مخيم'] }),
  ar({ topic: 'venues', message: 'استراحه لـ ١٠٠ شخص بالرياض', names: ['استراحة'], captures: { guestCount: 100, location: 'Riyadh' } }),
  ar({ topic: 'venues', message: 'وش الأماكن اللي عندكم في نيوم', names: ['فندق', 'مخيم'], captures: { location: 'NEOM' } }),
  ar({ topic: 'venues', message: 'مهرجان ٣ آلاف شخص بالدمام وين نسويه؟', names: [['صالة معارض', 'ساحة']], captures: { eventType: 'cultural', guestCount: 3000, location: 'Dammam' } }),
  ar({ topic: 'venues', message: 'عيد ميلاد لـ٣٠ طفل بالرياض وش الأماكن المناسبة؟ نورة', names: [['استراحة', 'مطعم', 'منزلك', 'قاعة']], captures: { eventType: 'birthday', guestCount: 30, location: 'Riyadh', name: 'نورة' } }),
  // الضيافة
  ar({ topic: 'catering', message: 'عندكم بوفيه سعودي شعبي؟', names: ['الكبسة'] }),
  ar({ topic: 'catering', message: 'الأكل حلال؟', names: ['حلال'] }),
  ar({ topic: 'catering', message: 'كم سعر الضيافة للشخص', names: [RIYALS, ['للضيف', 'للشخص']] }),
  ar({ topic: 'catering', message: 'بتقدمون قهوة وتمر للضيوف؟', names: ['القهوة', 'التمر'] }),
  ar({ topic: 'catering', message: 'نبي اكل عالمي مو كبسة', names: ['عالمية'] }),
  ar({ topic: 'catering', message: 'وش خيارات المنيو لغدا شركة؟', names: ['تقليدية', 'عالمية'], captures: { eventType: 'corporate' } }),
  ar({ topic: 'catering', message: 'فيه حد أدنى لطلب البوفيه؟', names: [/\b10\b/] }),
  ar({ topic: 'catering', message: 'تقدمون مندي ومفطح؟', names: ['المندي'] }),
  ar({ topic: 'catering', message: 'وش نوع الأكل اللي تقدمونه بالأعراس؟', names: ['الكبسة'], captures: { eventType: 'wedding' } }),
  // العادات
  ar({ topic: 'customs', message: 'ممكن قاعة للرجال وقاعة للنساء؟', names: ['قاعة رجال', 'قاعة نساء'] }),
  ar({ topic: 'customs', message: 'ابي مصورة حريم لقاعة النساء', names: ['مصورات'] }),
  ar({ topic: 'customs', message: 'الزواجات عندنا متى تبدأ وتخلص عادة؟', names: ['منتصف الليل'], captures: { eventType: 'wedding' } }),
  ar({ topic: 'customs', message: 'كيف تتعاملون مع اوقات الصلاة؟', names: ['الصلاة'] }),
  ar({ topic: 'customs', message: 'الجلسات مختلطة ولا مفصولة في حفل الشركة؟', names: ['2019'], captures: { eventType: 'corporate' } }),
  ar({ topic: 'customs', message: 'تجيبون طقاقة؟', names: ['الطقاقة'] }),
  ar({ topic: 'customs', message: 'نقدر نطبع العلم على الكيك؟', names: ['العلم', 'الأخضر'] }),
  ar({ topic: 'customs', message: 'نبي زفة للعروس، تسوونها؟', names: ['زفة'], captures: { eventType: 'wedding' } }),
  ar({ topic: 'customs', message: 'وش العادات اللي لازم ننتبه لها في حفل إطلاق منتج بالرياض', names: ['الصلاة'], captures: { eventType: 'corporate', location: 'Riyadh' } }),
  // مدة الحجز المسبق
  ar({ topic: 'lead-time', message: 'قبل كم نحجز للعرس؟', names: [[/6 أشهر/, /26 أسبوع/]], captures: { eventType: 'wedding' } }),
  ar({ topic: 'lead-time', message: 'كم لازم نحجز قبل المؤتمر؟', names: [[/3 أشهر/, /12 أسبوع/]], captures: { eventType: 'corporate' } }),
  ar({ topic: 'lead-time', message: '٣ أسابيع تكفي لتجهيز عيد ميلاد؟', names: [[/4 أسابيع/, /شهر/]], captures: { eventType: 'birthday' } }),
  ar({ topic: 'lead-time', message: 'نبي مهرجان الشهر الجاي، متأخرين؟', names: [/60 يوم/], captures: { eventType: 'cultural' } }),
  ar({ topic: 'lead-time', message: 'عرس ١٥٠٠ شخص متى نبدأ نجهز؟', names: [[/34 أسبوع/, /8 أشهر/]], captures: { eventType: 'wedding', guestCount: 1500 } }),
  ar({ topic: 'lead-time', message: 'المده المطلوبه للحجز كم', context: { eventType: 'corporate' }, names: [[/3 أشهر/, /12 أسبوع/]] }),
  // ما يشمله السعر
  ar({ topic: 'inclusions', message: 'وش يشمل السعر؟', context: { eventType: 'wedding', guestCount: 200, location: 'Riyadh' }, names: ['المكان', 'الضيافة', 'ضريبة'] }),
  ar({ topic: 'inclusions', message: 'القاعة داخلة في السعر؟', context: { eventType: 'birthday', guestCount: 30 }, names: [['المكان', 'القاعة']] }),
  ar({ topic: 'inclusions', message: 'الباقة فيها تصوير؟', context: { eventType: 'wedding', guestCount: 300 }, names: ['التصوير'] }),
  ar({ topic: 'inclusions', message: 'الزينة عليها زيادة؟', context: { eventType: 'wedding' }, names: ['الديكور'] }),
  ar({ topic: 'inclusions', message: 'ورشة عمل لـ٤٠ موظف في جدة، الغدا داخل في السعر؟ أخوك فهد', names: ['الضيافة'], captures: { eventType: 'corporate', guestCount: 40, location: 'Jeddah', name: 'فهد' } }),
  ar({ topic: 'inclusions', message: 'وش يدخل في الباقة الأساسية', context: { eventType: 'corporate', guestCount: 100, location: 'Riyadh' }, names: ['الأساسية', 'المكان'] }),
  // ضريبة القيمة المضافة
  ar({ topic: 'vat', message: 'الأسعار شاملة الضريبة؟', names: [PERCENT_15, 'شامل'] }),
  ar({ topic: 'vat', message: 'كم الضريبه؟', names: [PERCENT_15] }),
  ar({ topic: 'vat', message: 'هل السعر شامل ضريبة القيمة المضافة', names: [PERCENT_15] }),
  ar({ topic: 'vat', message: 'ميزانيتنا ٥٠ الف، شاملة الضريبة ولا لا؟', context: { eventType: 'wedding' }, names: [PERCENT_15], captures: { budget: 50_000 } }),
  // إدارة الحشود والسلامة
  ar({ topic: 'crowd-safety', message: 'كيف تنظمون الحشود لفعالية فيها ٥٠٠٠ شخص؟', names: ['مسارات الدخول والخروج'], captures: { guestCount: 5000 } }),
  ar({ topic: 'crowd-safety', message: 'وش الأمن اللي توفرونه للفعاليات الكبيرة', names: [/مرخ\u0651?ص/, 'سعودي'] }),
  ar({ topic: 'crowd-safety', message: 'نحتاج إسعاف بالموقع لحفلة كبيرة؟', names: ['إسعاف'] }),
  ar({ topic: 'crowd-safety', message: 'متطلبات السلامة من الحريق للخيام', names: ['الدفاع المدني', 'سلامة'] }),
  ar({ topic: 'crowd-safety', message: 'مخارج الطوارئ والطاقة الاستيعابية مين يراجعها', names: ['الدفاع المدني'] }),
  // سلامة الغذاء
  ar({ topic: 'food-safety', message: 'وش اشتراطات سلامة الغذاء؟', names: ['الهيئة العامة للغذاء والدواء', 'شهادة صحية'] }),
  ar({ topic: 'food-safety', message: 'الطباخين عندهم شهادات صحية؟', names: ['شهادة صحية'] }),
  ar({ topic: 'food-safety', message: 'مقدمين الضيافة عندكم مرخصين؟', names: ['الهيئة العامة للغذاء والدواء'] }),
  ar({ topic: 'food-safety', message: 'نظافة الاكل في بوفيه ل٤٠٠ شخص كيف تضمنونها', names: ['الهيئة العامة للغذاء والدواء'], captures: { guestCount: 400 } }),
  // المدن
  ar({ topic: 'cities', message: 'تشتغلون في العلا؟', names: ['العلا'], captures: { location: 'AlUla' } }),
  ar({ topic: 'cities', message: 'وش المدن اللي تغطونها', names: ['نيوم', 'العلا'] }),
  ar({ topic: 'cities', message: 'تقدرون تسوون فعالية في نيوم؟', names: ['نيوم'], captures: { location: 'NEOM' } }),
  ar({ topic: 'cities', message: 'عندكم شغل في تبوك؟', names: ['تبوك'], captures: { location: 'Tabuk' } }),
  // الأسعار
  ar({ topic: 'prices', message: 'كم تكلفة زواج ٢٥٠ شخص في جدة؟', context: { eventDate: '2026-11-15' }, names: [...tierTotals({ eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2026-11-15', season: 'autumn' }), 'ضريبة'], captures: { eventType: 'wedding', guestCount: 250, location: 'Jeddah' } }),
  ar({ topic: 'prices', message: 'تقريباً كم؟', context: { eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2026-11-15' }, names: tierTotals({ eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2026-11-15', season: 'autumn' }) }),
  ar({ topic: 'prices', message: 'كم سعر الشخص لحفلة عيد ميلاد؟', names: [RIYALS], captures: { eventType: 'birthday' }, asks: 'guestCount' }),
  ar({ topic: 'prices', message: 'بكم مؤتمر ل١٢٠ شخص في الدمام', context: { eventDate: '2027-01-20' }, names: tierTotals({ eventType: 'corporate', guestCount: 120, location: 'Dammam', eventDate: '2027-01-20', season: 'winter' }), captures: { eventType: 'corporate', guestCount: 120, location: 'Dammam' } }),
  ar({ topic: 'prices', message: 'الاسعار لو سمحت', context: { eventType: 'corporate' }, names: [RIYALS], asks: 'guestCount' }),
  ar({ topic: 'prices', message: 'ارخص باقة لـ50 ضيف', context: { eventType: 'birthday', location: 'Riyadh', eventDate: '2026-10-10' }, names: [tierTotals({ eventType: 'birthday', guestCount: 50, location: 'Riyadh', eventDate: '2026-10-10', season: 'autumn' }, 'basic')[0] ?? '', 'الأساسية'], captures: { guestCount: 50 } }),
  ar({ topic: 'prices', message: 'كم يكلف لـ ٥٠٠ ضيف؟', before: ['عندنا عرس بالرياض يوم 12/12/2026'], names: tierTotals({ eventType: 'wedding', guestCount: 500, location: 'Riyadh', eventDate: '2026-12-12', season: 'winter' }), captures: { guestCount: 500 } }),
  // التواصل
  ar({ topic: 'contact', message: 'ما رقم الهاتف؟', names: [COMPANY_PHONE] }),
  ar({ topic: 'contact', message: 'ابي رقم التلفون حقكم', names: [COMPANY_PHONE] }),
  ar({ topic: 'contact', message: 'وش ايميلكم', names: ['hello@example.com'] }),
  // خارج الموضوع: بلطف، ثم العودة إلى المناسبة
  ar({ topic: 'off-topic', message: 'وش عاصمة فرنسا؟', names: [BACK_TO_EVENTS] }),
  ar({ topic: 'off-topic', message: 'تعرفون دكتور اسنان زين؟', names: [BACK_TO_EVENTS] }),
  ar({ topic: 'off-topic', message: 'قول لي نكتة', names: [BACK_TO_EVENTS] }),
  // أسئلة عن المناسبة لا تملك ليلى جوابها: سيؤكد الفريق، مع وسيلة التواصل
  // Parking and interpreters now have a knowledge entry of their own (issue 27): answered, not deferred.
  ar({ topic: 'team-confirms', message: 'فيه مواقف سيارات كافية عند القاعة؟', names: ['صف السيارات', 'مواقف'] }),
  ar({ topic: 'team-confirms', message: 'ممكن العروس تدخل على خيل؟', names: ['فريق', COMPANY_PHONE], captures: { eventType: 'wedding' } }),
  ar({ topic: 'team-confirms', message: 'تقدرون توفرون مترجم لغة إشارة في المؤتمر؟', names: ['لغة إشارة', 'ترجمة فورية'], captures: { eventType: 'corporate' } }),
];
