import type { VisitorConversation } from './visitor-question';

/** Fifteen conversations of the second set, written after the work (asked on 27 November 2026). */
// biome-ignore format: one conversation per entry reads as a table
export const FRESH_CONVERSATIONS: VisitorConversation[] = [
  { title: 'a henna night, phone then name', language: 'en', turns: [
    { message: 'hi, henna night for my sister in jeddah' }, { message: 'maybe 90 ladies' }, { message: '0552221111' }, { message: 'Maha' },
  ], lead: { eventType: 'wedding', occasion: 'henna-night', location: 'Jeddah', guestCount: 90, phone: '+966552221111', name: 'Maha' } },
  { title: 'a conference with a budget', language: 'en', turns: [
    { message: 'we need a conference in dammam for 250 people' }, { message: 'budget about 300k' }, { message: 'is vat included in that?', asks: [['vat', 'budget-fit']] }, { message: 'Tariq, tariq@example.org' },
  ], lead: { eventType: 'corporate', occasion: 'conference', location: 'Dammam', guestCount: 250, budget: 300000, email: 'tariq@example.org', name: 'Tariq' } },
  { title: 'the count corrected twice', language: 'en', turns: [
    { message: 'birthday party in riyadh for 40 kids' }, { message: 'sorry 45' }, { message: 'no wait, 50 kids' }, { message: 'my name is Dana 0552221112' },
  ], lead: { eventType: 'birthday', occasion: 'birthday', location: 'Riyadh', guestCount: 50, phone: '+966552221112', name: 'Dana' } },
  { title: 'a month, then a day', language: 'en', turns: [
    { message: 'wedding in abha in july' }, { message: 'actually the date is 14 july 2027' }, { message: '300 guests' }, { message: 'Noor, 0552221113' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Abha', guestCount: 300, eventDate: '2027-07-14', phone: '+966552221113', name: 'Noor' } },
  { title: 'from family dinner to corporate', language: 'en', turns: [
    { message: 'family dinner in taif for 60' }, { message: 'change of plans, it is now our company dinner, 90 staff' }, { message: 'Ahmed here, ahmed@example.org' },
  ], lead: { eventType: 'corporate', occasion: 'corporate-dinner', location: 'Taif', guestCount: 90, email: 'ahmed@example.org', name: 'Ahmed' } },
  { title: 'aqiqah, kunya, after-capture city change', language: 'en', turns: [
    { message: 'aqeeqah dinner for our son, 80 people in riyadh' }, { message: 'Umm Khalid, 0552221114' }, { message: 'sorry, the aqiqah will be in jeddah not riyadh' },
  ], lead: { eventType: 'other', occasion: 'aqiqah', location: 'Jeddah', guestCount: 80, phone: '+966552221114', name: 'Umm Khalid' } },
  { title: 'a graduation with a question', language: 'en', turns: [
    { message: 'graduation party for my daughter, 100 guests' }, { message: 'do you have female photographers?', asks: [['female-crew', 'photographer']] }, { message: 'in khobar, next month' }, { message: 'Lina 0552221115' },
  ], lead: { eventType: 'other', occasion: 'graduation', location: 'Khobar', guestCount: 100, eventMonth: '2026-12', phone: '+966552221115', name: 'Lina' } },
  { title: 'زواج والاسم بعد الجوال', language: 'ar', turns: [
    { message: 'هلا عندنا زواج بالرياض' }, { message: 'العدد ٤٠٠' }, { message: '٠٥٥٢٢٢١١١٦' }, { message: 'فيصل الشمري' },
  ], lead: { eventType: 'wedding', occasion: 'wedding', location: 'Riyadh', guestCount: 400, phone: '+966552221116', name: 'فيصل الشمري' } },
  { title: 'كنية وعقيقة', language: 'ar', turns: [
    { message: 'عقيقة بنتي الاسبوع الجاي بالدمام' }, { message: 'تقريبا ٦٠ شخص' }, { message: 'معك ابو ريان ٠٥٥٢٢٢١١١٧' },
  ], lead: { eventType: 'other', occasion: 'aqiqah', location: 'Dammam', guestCount: 60, eventDate: '2026-12-04', phone: '+966552221117', name: 'ابو ريان' } },
  { title: 'تصحيح المدينة', language: 'ar', turns: [
    { message: 'ملكة في جدة ١٥٠ شخص' }, { message: 'عفوا مو جدة، في مكة' }, { message: 'الاسم: ريم ٠٥٥٢٢٢١١١٨' },
  ], lead: { eventType: 'wedding', occasion: 'milka', location: 'Mecca', guestCount: 150, phone: '+966552221118', name: 'ريم' } },
  { title: 'يعني', language: 'ar', turns: [
    { message: 'حفلة تخرج ولدي بالطايف' }, { message: '٢٠ شاب مع اهاليهم يعني ٨٠ شخص تقريبا' }, { message: 'اسمي سلمان ٠٥٥٢٢٢١١١٩' },
  ], lead: { eventType: 'other', occasion: 'graduation', location: 'Taif', guestCount: 80, phone: '+966552221119', name: 'سلمان' } },
  { title: 'ميزانية وسعر', language: 'ar', turns: [
    { message: 'مؤتمر بالرياض ٣٠٠ شخص' }, { message: 'ميزانيتنا ٢٠٠ الف تكفي؟', asks: [['budget-fit', 'price-estimate']] }, { message: 'معك نوف nouf.fresh@example.com' },
  ], lead: { eventType: 'corporate', occasion: 'conference', location: 'Riyadh', guestCount: 300, budget: 200000, email: 'nouf.fresh@example.com', name: 'نوف' } },
  { title: 'تغيير النوع', language: 'ar', turns: [
    { message: 'حفلة عيد ميلاد في ابها ٥٠ شخص' }, { message: 'غيرنا الفكرة صارت حفلة تقاعد لابوي' }, { message: 'اسمي منيرة ٠٥٥٢٢٢١١٢٠' },
  ], lead: { eventType: 'other', occasion: 'retirement', location: 'Abha', guestCount: 50, phone: '+966552221120', name: 'منيرة' } },
  { title: 'شهر فقط ثم تعديل بعد التسجيل', language: 'ar', turns: [
    { message: 'خطوبة في الخبر شهر ٣' }, { message: '١٢٠ ضيف' }, { message: 'اسمي غادة ٠٥٥٢٢٢١١٢١' }, { message: 'تراها بتكون شهر ٤ مو ٣' },
  ], lead: { eventType: 'wedding', occasion: 'engagement', location: 'Khobar', guestCount: 120, eventMonth: '2027-04', phone: '+966552221121', name: 'غادة' } },
  { title: 'سؤالين ثم اسم مع الرقم', language: 'ar', turns: [
    { message: 'عشاء موظفين في جدة ٢٠٠ موظف' }, { message: 'كم العربون؟ وهل السعر شامل الضريبة؟', asks: [['deposit'], ['vat', 'inclusions']] }, { message: 'عبدالعزيز، ٠٥٥٢٢٢١١٢٢' },
  ], lead: { eventType: 'corporate', occasion: 'corporate-dinner', location: 'Jeddah', guestCount: 200, phone: '+966552221122', name: 'عبدالعزيز' } },
];
