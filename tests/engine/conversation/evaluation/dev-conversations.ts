import type { VisitorConversation } from './visitor-question';

/**
 * Twenty conversations of the development set, written on 2026-11-27 before the engine was
 * rebuilt: details given piecemeal and changed, a question on the way, the name and the number in
 * the forms visitors use. Asked on 2026-11-27 (months resolve from that day).
 */
// biome-ignore format: one conversation per entry reads as a table
export const DEV_CONVERSATIONS: VisitorConversation[] = [
  { title: 'name after the phone', language: 'en', turns: [
    { message: 'hi we want to do a wedding in riyadh' },
    { message: 'around 300 guests' },
    { message: '0551234567' },
    { message: 'Reem' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Riyadh', guestCount: 300, phone: '+966551234567', name: 'Reem' } },
  { title: 'bare name before the number', language: 'en', turns: [
    { message: 'graduation party for my son, 80 people, jeddah', asks: [] },
    { message: 'how much would it be roughly?', asks: [['price-estimate']] },
    { message: 'Reem, 0551234567' },
  ], lead: { eventType: 'other', occasion: 'graduation', location: 'Jeddah', guestCount: 80, phone: '+966551234567', name: 'Reem' } },
  { title: 'typo correction of the count', language: 'en', turns: [
    { message: 'corporate dinner in khobar for 120' },
    { message: 'sorry i ment 150' },
    { message: 'is vat included?', asks: [['vat']] },
    { message: 'my name is Faisal, faisal@example.com' },
  ], lead: { eventType: 'corporate', occasion: 'corporate-dinner', location: 'Khobar', guestCount: 150, email: 'faisal@example.com', name: 'Faisal' } },
  { title: 'children with their mothers', language: 'en', turns: [
    { message: 'birthday for my daughter in riyadh' },
    { message: '30 children with their mothers, i.e. 60 people' },
    { message: 'can you bring a magician?', asks: [['children-entertainment', 'entertainment-general']] },
    { message: 'name: Huda Al-Qahtani, 0501234567' },
  ], lead: { eventType: 'birthday', occasion: 'birthday', location: 'Riyadh', guestCount: 60, phone: '+966501234567', name: 'Huda Al-Qahtani' } },
  { title: 'the kind of event changes', language: 'en', turns: [
    { message: 'we are planning an engagement party in dammam, about 100 guests' },
    { message: 'actually change of plan, it will be the milka instead' },
    { message: 'Omar here 0561234567' },
  ], lead: { eventType: 'wedding', occasion: 'milka', location: 'Dammam', guestCount: 100, phone: '+966561234567', name: 'Omar' } },
  { title: 'an aqiqah spelled three ways', language: 'en', turns: [
    { message: 'aqiqa for our baby boy next month' },
    { message: 'in taif, maybe 70 people, how many sheep do we need?', asks: [['aqiqah']] },
    { message: 'Abu Fahad, 0531234567' },
  ], lead: { eventType: 'other', occasion: 'aqiqah', location: 'Taif', guestCount: 70, phone: '+966531234567', name: 'Abu Fahad', eventMonth: '2026-12' } },
  { title: 'month only and a change after the capture', language: 'en', turns: [
    { message: 'wedding in june 2027 in jeddah for 400' },
    { message: "I'm Lama, 0541234567" },
    { message: 'when will someone call me?', asks: [['callback-time', 'what-happens-next']] },
    { message: 'oh and the guests will be 450 not 400' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Jeddah', guestCount: 450, phone: '+966541234567', name: 'Lama', eventMonth: '2027-06' } },
  { title: 'budget and price', language: 'en', turns: [
    { message: 'conference in riyadh 500 attendees' },
    { message: 'our budget is 250k, what can we get?', asks: [['budget-fit', 'price-estimate']] },
    { message: 'Khalid Al-Harbi here, khalid@example.sa' },
  ], lead: { eventType: 'corporate', occasion: 'conference', location: 'Riyadh', guestCount: 500, budget: 250000, email: 'khalid@example.sa', name: 'Khalid Al-Harbi' } },
  { title: 'a henna night', language: 'en', turns: [
    { message: 'henna night for my sister, ladies only, 120' },
    { message: 'in medina' },
    { message: 'do you have a female photographer?', asks: [['female-crew', 'photographer']] },
    { message: 'Sara 0591234567' },
  ], lead: { eventType: 'wedding', occasion: 'henna-night', location: 'Medina', guestCount: 120, phone: '+966591234567', name: 'Sara' } },
  { title: 'the city moves', language: 'en', turns: [
    { message: 'family gathering in abha for 200' },
    { message: 'sorry not abha, it will be in taif' },
    { message: 'is taif cool in august?', asks: [['taif', 'seasons', 'weather-heat']] },
    { message: 'this is Nouf, nouf@example.com' },
  ], lead: { eventType: 'other', occasion: 'family-reunion', location: 'Taif', guestCount: 200, email: 'nouf@example.com', name: 'Nouf' } },
  { title: 'الاسم بعد الجوال', language: 'ar', turns: [
    { message: 'السلام عليكم عندنا زواج في الرياض' },
    { message: 'تقريبا ٣٠٠ شخص' },
    { message: '٠٥٥١٢٣٤٥٦٧' },
    { message: 'الاسم: نورة العتيبي' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Riyadh', guestCount: 300, phone: '+966551234567', name: 'نورة العتيبي' } },
  { title: 'كنية', language: 'ar', turns: [
    { message: 'ابي اسوي عقيقة لولدي في الرياض' },
    { message: 'حوالي ٥٠ شخص' },
    { message: 'معك أم فهد ٠٥٠١٢٣٤٥٦٧' },
  ], lead: { eventType: 'other', occasion: 'aqiqah', location: 'Riyadh', guestCount: 50, phone: '+966501234567', name: 'أم فهد' } },
  { title: 'أطفال مع أمهاتهم', language: 'ar', turns: [
    { message: 'عيد ميلاد بنتي في جدة' },
    { message: '٣٠ طفل مع امهاتهم يعني ٦٠ شخص' },
    { message: 'عندكم ترفيه للاطفال؟', asks: [['children-entertainment']] },
    { message: 'اسمي ريم ٠٥٤١٢٣٤٥٦٧' },
  ], lead: { eventType: 'birthday', occasion: 'birthday', location: 'Jeddah', guestCount: 60, phone: '+966541234567', name: 'ريم' } },
  { title: 'تصحيح العدد', language: 'ar', turns: [
    { message: 'عشاء موظفين في الرياض ١٠٠ موظف' },
    { message: 'لا قصدي ١٥٠' },
    { message: 'كم التكلفة؟', asks: [['price-estimate']] },
    { message: 'معك خالد، khalid.ar@example.com' },
  ], lead: { eventType: 'corporate', occasion: 'corporate-dinner', location: 'Riyadh', guestCount: 150, email: 'khalid.ar@example.com', name: 'خالد' } },
  { title: 'النوع يتغير', language: 'ar', turns: [
    { message: 'نبي خطوبة في الخبر ١٠٠ شخص' },
    { message: 'غيرنا رأينا صارت ملكة' },
    { message: 'اسمي سارة ٠٥٣١٢٣٤٥٦٧' },
  ], lead: { eventType: 'wedding', occasion: 'milka', location: 'Khobar', guestCount: 100, phone: '+966531234567', name: 'سارة' } },
  { title: 'شهر فقط وتغيير بعد الطلب', language: 'ar', turns: [
    { message: 'زواج في شهر ٦ الجاي في جدة' },
    { message: '٤٠٠ ضيف' },
    { message: 'اسمي منى ٠٥٩١٢٣٤٥٦٧' },
    { message: 'طيب متى تتواصلون معي؟', asks: [['callback-time', 'what-happens-next']] },
    { message: 'تراه صار العدد ٤٥٠' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Jeddah', guestCount: 450, phone: '+966591234567', name: 'منى', eventMonth: '2027-06' } },
  { title: 'حفلة تخرج ولد', language: 'ar', turns: [
    { message: 'حفلة تخرج ولدي من الجامعة' },
    { message: 'في الدمام ٨٠ شخص رجال' },
    { message: 'كم السعر تقريبا؟', asks: [['price-estimate']] },
    { message: 'ابو سلطان ٠٥٦١٢٣٤٥٦٧' },
  ], lead: { eventType: 'other', occasion: 'graduation', location: 'Dammam', guestCount: 80, phone: '+966561234567', name: 'ابو سلطان' } },
  { title: 'ليلة حناء', language: 'ar', turns: [
    { message: 'ليلة حنا للعروس في المدينة' },
    { message: 'تقريبا ١٥٠ حرمة' },
    { message: 'ميزانيتنا ٤٠ الف', asks: [] },
    { message: 'الاسم هند، جوالي ٠٥٥٧٦٥٤٣٢١' },
  ], lead: { eventType: 'wedding', occasion: 'henna-night', location: 'Medina', guestCount: 150, budget: 40000, phone: '+966557654321', name: 'هند' } },
  { title: 'سؤالين ثم الاسم', language: 'ar', turns: [
    { message: 'مؤتمر في الرياض ٤٠٠ شخص' },
    { message: 'تحتاجون تصريح؟ وكم العربون؟', asks: [['permits'], ['deposit']] },
    { message: 'عبدالله، ٠٥٣٧٦٥٤٣٢١' },
  ], lead: { eventType: 'corporate', occasion: 'conference', location: 'Riyadh', guestCount: 400, phone: '+966537654321', name: 'عبدالله' } },
  { title: 'استقبال مولود', language: 'ar', turns: [
    { message: 'ابي استقبال مولود لبنت اختي في الرياض' },
    { message: '٤٠ شخص، الشهر الجاي' },
    { message: 'وش تقترحون للديكور؟', asks: [['decor', 'newborn', 'themes-concepts']] },
    { message: 'ام سارة ٠٥٠٧٦٥٤٣٢١' },
  ], lead: { eventType: 'other', occasion: 'newborn', location: 'Riyadh', guestCount: 40, phone: '+966507654321', name: 'ام سارة', eventMonth: '2026-12' } },
];
