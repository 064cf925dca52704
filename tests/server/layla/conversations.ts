import type { Language } from '../../../src/contracts/common';
import type { LeadInfo } from '../../../src/contracts/natural-conversation';

/**
 * Conversations as visitors hold them: details over several messages, one of them changed, a
 * question on the way, then a name and a way to reach them. `lead` is what the stored lead must
 * hold at the end: the last value of every detail.
 */
export interface Conversation {
  title: string;
  language: Language;
  messages: string[];
  lead: LeadInfo;
}

const en = (title: string, messages: string[], lead: LeadInfo): Conversation => ({
  title,
  language: 'en',
  messages,
  lead,
});
const ar = (title: string, messages: string[], lead: LeadInfo): Conversation => ({
  title,
  language: 'ar',
  messages,
  lead,
});

// biome-ignore format: one conversation per line reads as a table
export const CONVERSATIONS: Conversation[] = [
  en('the guest count rises', ['Hi, we are planning a wedding in Riyadh', 'about 200 guests', 'actually make it 250 guests', 'how much would that be?', "Name's Reem, phone 0551234567"], { name: 'Reem', phone: '+966551234567', eventType: 'wedding', location: 'Riyadh', guestCount: 250 }),
  en('the event becomes a festival', ['We want a private heritage evening in Jeddah for 300 people', 'Change of plans: it\'s now a public cultural festival', 'do we need a permit?', 'Omar Siddiqui here, 0561234567'], { name: 'Omar Siddiqui', phone: '+966561234567', eventType: 'cultural', location: 'Jeddah', guestCount: 300 }),
  en('the city moves', ['company dinner, 120 staff', 'in Dammam please', 'sorry, it will be in Khobar instead', 'is VAT included in your prices?', "I'm Khalid, khalid@example.com"], { name: 'Khalid', email: 'khalid@example.com', eventType: 'corporate', location: 'Khobar', guestCount: 120 }),
  en('a dietary count is not the guest count', ['Birthday party for my son in Riyadh, 40 guests', 'a few guests are vegetarian and one is vegan', 'can you do a magician for the kids?', 'my name is Sara, 0501234567'], { name: 'Sara', phone: '+966501234567', eventType: 'birthday', location: 'Riyadh', guestCount: 40 }),
  en('the date changes', ['Engagement party in Jeddah on 15 March 2027', 'around 150 guests', 'actually the date is now 22 March 2027', 'do you take a deposit?', 'This is Lama, 0541234567'], { name: 'Lama', phone: '+966541234567', eventType: 'wedding', location: 'Jeddah', guestCount: 150, eventDate: '2027-03-22' }),
  en('the budget changes after a price', ['A conference in Riyadh for 500 attendees', 'our budget is SAR 200,000', 'how much would it cost?', 'we can stretch the budget to SAR 350,000', 'Faisal here, 0531234567'], { name: 'Faisal', phone: '+966531234567', eventType: 'corporate', location: 'Riyadh', guestCount: 500, budget: 350000 }),
  en('a trade exhibition', ['We are organising a trade exhibition', 'In Riyadh, for about 2000 visitors', 'it will be 3000 visitors now', 'which permits do we need?', 'call me Noor, 0591234567'], { name: 'Noor', phone: '+966591234567', eventType: 'corporate', location: 'Riyadh', guestCount: 3000 }),
  en('two questions in one message on the way', ['graduation party for my daughter in Riyadh', 'about 60 guests, what do you suggest?', 'make that 80 guests. also, can you arrange a photographer?', "I'm Huda, huda@example.com"], { name: 'Huda', email: 'huda@example.com', eventType: 'other', location: 'Riyadh', guestCount: 80 }),
  ar('العدد يتغير', ['السلام عليكم، عندنا زواج في الرياض', 'حوالي ٢٠٠ ضيف', 'لا خلها ٣٠٠ ضيف', 'كم التكلفة؟', 'اسمي نورة وجوالي ٠٥٥١٢٣٤٥٦٧'], { name: 'نورة', phone: '+966551234567', eventType: 'wedding', location: 'Riyadh', guestCount: 300 }),
  ar('المدينة تتغير', ['حفل شركة لـ١٠٠ موظف في جدة', 'غيرنا رأينا، بتكون في الرياض', 'هل الضريبة داخلة في السعر؟', 'معك فهد، ٠٥٦١٢٣٤٥٦٧'], { name: 'فهد', phone: '+966561234567', eventType: 'corporate', location: 'Riyadh', guestCount: 100 }),
  ar('عيد ميلاد والعدد يتعدل', ['عيد ميلاد بنتي في الدمام', 'تقريبا ٣٠ طفل', 'لا صاروا ٤٥', 'عندكم ترفيه للاطفال؟', 'معاك ريم ٠٥٠١٢٣٤٥٦٧'], { name: 'ريم', phone: '+966501234567', eventType: 'birthday', location: 'Dammam', guestCount: 45 }),
  ar('التاريخ يتغير', ['ملكة في جدة يوم ١٥ مارس ٢٠٢٧', 'حوالي ١٢٠ ضيف', 'تغير الموعد صار ٢٢ مارس ٢٠٢٧', 'كم العربون؟', 'اسمي سارة، ٠٥٤١٢٣٤٥٦٧'], { name: 'سارة', phone: '+966541234567', eventType: 'wedding', location: 'Jeddah', guestCount: 120, eventDate: '2027-03-22' }),
  ar('الميزانية تتغير', ['مؤتمر في الرياض لـ٤٠٠ شخص', 'ميزانيتنا ١٥٠ ألف ريال', 'كم يكلف؟', 'نقدر نرفع الميزانية إلى ٣٠٠ ألف ريال', 'انا عبدالله، ٠٥٣١٢٣٤٥٦٧'], { name: 'عبدالله', phone: '+966531234567', eventType: 'corporate', location: 'Riyadh', guestCount: 400, budget: 300000 }),
  ar('حفلة تخرج ونصيحة', ['ابي حفلة تخرج لبنتي تقريبا ٦٠ شخص بالرياض وش تنصحوني', 'خلها ٧٠ شخص', 'كم العربون؟ وهل تقدرون توفرون طاقم نسائي؟', 'اسمي منى ٠٥٩١٢٣٤٥٦٧'], { name: 'منى', phone: '+966591234567', eventType: 'other', location: 'Riyadh', guestCount: 70 }),
  ar('النوع يتغير إلى شركة', ['عندنا عشاء عائلي في مكة لـ٥٠ شخص', 'تغيرت الخطة، صار عشاء موظفين لـ٨٠ شخص', 'فيه خيارات نباتية؟', 'معك خالد، khalid.ar@example.com'], { name: 'خالد', email: 'khalid.ar@example.com', eventType: 'corporate', location: 'Mecca', guestCount: 80 }),
  ar('استراحة والعدد يتغير', ['نبي سهرة في استراحة بالرياض لـ٤٠ شخص', 'لا صاروا ٦٥ شخص', 'بكم الاستراحة؟', 'اسمي ماجد ٠٥٥٧٦٥٤٣٢١'], { name: 'ماجد', phone: '+966557654321', location: 'Riyadh', guestCount: 65, eventType: 'other' }),
];
