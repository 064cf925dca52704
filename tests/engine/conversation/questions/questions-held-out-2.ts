import { COMPANY_PHONE, type Question } from './question';

const en = (question: Omit<Question, 'language'>): Question => ({ language: 'en', ...question });
const ar = (question: Omit<Question, 'language'>): Question => ({ language: 'ar', ...question });

/**
 * A second held-out batch, written once the engine passed everything above and run against it
 * once before any change (the report gives that first rate).
 */
// biome-ignore format: one question per line reads as a table
export const QUESTIONS_HELD_OUT_2: Question[] = [
  en({ topic: 'permits', message: 'Is there any paperwork needed from the municipality for putting up a big tent in our garden?', names: ['Balady'] }),
  en({ topic: 'permits', message: 'Our product launch will have a DJ and about 200 invited clients. Do we need GEA approval?', names: ['GEA'], captures: { eventType: 'corporate', guestCount: 200 } }),
  en({ topic: 'season', message: "What's the low season for events?", names: ['summer'] }),
  en({ topic: 'calendar', message: 'Can you do suhoor gatherings in Ramadan for about 80 people?', names: ['suhoor'], captures: { guestCount: 80 } }),
  en({ topic: 'calendar', message: 'is the hajj period a problem for an event in Medina?', names: ['Hajj'], captures: { location: 'Medina' } }),
  en({ topic: 'venues', message: 'We are 15 people, is a private dining room better than a rest house?', names: [['private dining', 'rest house', 'istiraha']], captures: { guestCount: 15 } }),
  en({ topic: 'catering', message: 'Can you do vegetarian options for some guests?', names: ['menu'] }),
  en({ topic: 'customs', message: 'Do guests expect Arabic coffee when they arrive?', names: ['coffee'] }),
  en({ topic: 'lead-time', message: 'We only have 10 days until our family dinner, can you still help?', names: [/weeks?/] }),
  en({ topic: 'inclusions', message: 'Does the quote cover the sound system?', context: { eventType: 'corporate', guestCount: 150, location: 'Riyadh' }, names: [['audio', 'sound', 'technology']] }),
  en({ topic: 'vat', message: 'is 15% tax extra on top of your quotes?', names: [/15\s?%/] }),
  en({ topic: 'crowd-safety', message: 'how many security guards would a 600 guest gala need?', names: ['licensed'], captures: { guestCount: 600 } }),
  en({ topic: 'prices', message: 'Give me a rough price for a corporate dinner for 40 people', names: [/SAR\s?[\d,]+/, /Essential|Professional|Premium|Luxury/], captures: { eventType: 'corporate', guestCount: 40 } }),
  en({ topic: 'cities', message: 'Do you also cover Hail?', names: ['Hail'], captures: { location: 'Hail' } }),
  en({ topic: 'team-confirms', message: 'Can we have a live falcon show at the wedding?', names: ['team', COMPANY_PHONE], captures: { eventType: 'wedding' } }),
  ar({ topic: 'permits', message: 'نحتاج موافقة البلدية لو نصبنا خيمة كبيرة في الحوش؟', names: ['البلدية'] }),
  ar({ topic: 'permits', message: 'حفل إطلاق منتجنا فيه دي جي وحوالي ٢٠٠ عميل، نحتاج موافقة الهيئة؟', names: ['الهيئة العامة للترفيه'], captures: { eventType: 'corporate', guestCount: 200 } }),
  ar({ topic: 'season', message: 'متى الموسم الهادي للمناسبات؟', names: ['الصيف'] }),
  ar({ topic: 'calendar', message: 'تسوون سحور رمضاني لـ٨٠ شخص؟', names: ['السحور'], captures: { guestCount: 80 } }),
  ar({ topic: 'calendar', message: 'موسم الحج يأثر على فعالية في المدينة؟', names: ['الحج'], captures: { location: 'Medina' } }),
  ar({ topic: 'venues', message: 'احنا ١٥ شخص، صالة طعام في فندق أحسن ولا استراحة؟', names: [['صالة طعام', 'استراحة']], captures: { guestCount: 15 } }),
  ar({ topic: 'catering', message: 'عندكم خيارات نباتية لبعض الضيوف؟', names: ['قائمة'] }),
  ar({ topic: 'customs', message: 'الضيوف يتوقعون قهوة عربية أول ما يوصلون؟', names: ['القهوة'] }),
  ar({ topic: 'lead-time', message: 'باقي ١٠ أيام على عزيمة العائلة، تلحقون؟', names: [/أسبوع|أسابيع/] }),
  ar({ topic: 'inclusions', message: 'العرض يشمل نظام الصوت؟', context: { eventType: 'corporate', guestCount: 150, location: 'Riyadh' }, names: [['الصوت', 'الصوتيات']] }),
  ar({ topic: 'vat', message: 'الـ١٥٪ ضريبة تنضاف فوق العرض؟', names: [/15\s?[%٪]/] }),
  ar({ topic: 'crowd-safety', message: 'كم حارس أمن يحتاج حفل فيه ٦٠٠ ضيف؟', names: [/مرخ\u0651?ص/], captures: { guestCount: 600 } }),
  ar({ topic: 'prices', message: 'أعطني سعر تقريبي لعشاء شركة لـ٤٠ شخص', names: [/[\d,]+ ريال/, /الأساسية|الاحترافية|المميزة|الفاخرة/], captures: { eventType: 'corporate', guestCount: 40 } }),
  ar({ topic: 'cities', message: 'تغطون حائل بعد؟', names: ['حائل'], captures: { location: 'Hail' } }),
  ar({ topic: 'team-confirms', message: 'ممكن عرض صقور في حفل الزواج؟', names: ['فريق', COMPANY_PHONE], captures: { eventType: 'wedding' } }),
];
