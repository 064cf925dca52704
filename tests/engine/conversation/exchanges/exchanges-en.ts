import { CAPTURED_EN, type Exchange, TODAY, WEDDING_SARA } from './exchange';

const sar = (amount: number) => `SAR\u00a0${amount.toLocaleString('en-US')}`;
const en = (exchange: Omit<Exchange, 'language'>): Exchange => ({ language: 'en', ...exchange });

/** English exchanges: every intent, and every slot format an English speaker uses. */
// biome-ignore format: one exchange per line reads as a table
export const EXCHANGES_EN: Exchange[] = [
  // Greetings and event types
  en({ title: 'a hello gets a greeting and the event-type question', message: 'Hi there!', lead: {}, asks: [], says: ["I'm Layla"] }),
  en({ title: 'good evening is a greeting', message: 'Good evening', lead: {}, asks: [] }),
  en({ title: "'I'm planning' is not taken for a name", message: "I'm planning a wedding", lead: { eventType: 'wedding' }, asks: [] }),
  en({ title: 'an engagement is a wedding', message: 'We are organising an engagement party', lead: { eventType: 'wedding' }, asks: [['none', 'engagement']] }),
  en({ title: 'a milka with a zaffa is a wedding', message: "Looking for a zaffa team for my brother's milka", lead: { eventType: 'wedding' }, asks: [['entrance-zaffa', 'milka', 'live-music-band', 'traditional-performances']] }),
  en({ title: 'a product launch is corporate, with its city', message: 'We need a product launch in Riyadh', lead: { eventType: 'corporate', location: 'Riyadh' }, asks: [['none', 'product-launch']] }),
  en({ title: 'a conference for 500 attendees', message: 'A conference for 500 attendees', lead: { eventType: 'corporate', guestCount: 500 }, asks: [] }),
  en({ title: 'a gala with the guest count in words', message: 'Our annual gala, around two hundred guests', lead: { eventType: 'corporate', guestCount: 200 }, asks: [['none', 'awards-gala']] }),
  en({ title: 'a team day is corporate', message: 'A team day for our staff', lead: { eventType: 'corporate' }, asks: [] }),
  en({ title: 'a birthday party', message: "My daughter's birthday party", lead: { eventType: 'birthday' }, asks: [['none', 'birthday']] }),
  en({ title: 'a festival in AlUla is cultural', message: 'A festival in Al Ula', lead: { eventType: 'cultural', location: 'AlUla' }, asks: [['none', 'alula', 'large-events']] }),
  en({ title: 'national day is cultural', message: 'National day celebration in Dammam', lead: { eventType: 'cultural', location: 'Dammam' }, asks: [['none', 'national-day']] }),
  en({ title: 'an exhibition is cultural', message: 'An exhibition at the Jeddah Superdome', lead: { eventType: 'cultural', location: 'Jeddah' }, asks: [['none', 'exhibition-booth']] }),
  en({ title: 'a graduation is another kind of event', message: 'A graduation party for my son', lead: { eventType: 'other' }, asks: [] }),
  // Services, company, process
  en({ title: 'the six services are listed', message: 'What services do you offer?', lead: {}, asks: [['services-overview']], says: ['VIP protocol', 'crowd management'] }),
  en({ title: 'entertainment events are a service', message: 'Do you organise concerts and shows?', lead: {}, asks: [['entertainment-general', 'services-overview', 'traditional-performances', 'live-music-band']] }),
  en({ title: 'corporate events are a service and set the type', message: 'Do you do corporate events?', lead: { eventType: 'corporate' }, asks: [['services-overview', 'conference', 'corporate-dinner', 'product-launch', 'awards-gala', 'team-building']] }),
  en({ title: 'VIP protocol', message: 'We need VIP protocol for a visiting delegation', lead: {}, asks: [['vip-protocol']] }),
  en({ title: 'event consultation', message: 'I would like a consultation first', lead: {}, asks: [['event-consultation']] }),
  en({ title: 'crowd management, with a count and a thousands separator', message: 'Can you handle crowd management for 5,000 people?', lead: { guestCount: 5000 }, asks: [['crowd-management', 'large-events']] }),
  en({ title: 'health and safety', message: 'What about health and safety and first aid?', lead: {}, asks: [['health-safety', 'civil-defense']] }),
  en({ title: 'the four-step process', message: 'How does your process work?', lead: {}, asks: [['process']], says: ['consultation', 'planning', 'coordination', 'execution'] }),
  en({ title: 'who Layla is', message: 'Who are you?', lead: {}, asks: [['about-company', 'services-overview', 'personal-chat']], says: ['Layla'] }),
  // Prices, cities, contact, dates
  en({ title: 'a wedding price without a count is per guest, and asks the count', message: 'How much does a wedding cost?', today: TODAY, lead: { eventType: 'wedding' }, asks: [['price-estimate', 'budget-fit', 'price-item']], says: ['a guest', 'Professional', 'VAT included'] }),
  en({ title: 'prices without a type give a wedding per guest as a guide', message: 'What are your prices?', today: TODAY, lead: {}, asks: [['price-estimate', 'budget-fit', 'price-item']], says: ['a wedding of about 300 guests', 'a guest'] }),
  en({ title: 'a known guest count gives the usual tier and the range, at the prices of the city it assumed', message: 'what would it cost?', today: TODAY, context: { ...CAPTURED_EN, guestCount: 100 }, lead: { ...CAPTURED_EN, guestCount: 100 }, asks: [['price-estimate', 'budget-fit', 'price-item']], says: ['Professional tier comes to SAR', 'Most events this size fall between', 'at Riyadh prices', 'AI Event Generator'] }),
  en({ title: 'the cities served are listed', message: 'Which cities do you work in?', lead: {}, asks: [['cities-served']], says: ['Riyadh', 'Khamis Mushait', 'NEOM'] }),
  en({ title: 'a city asked about is noted', message: 'Do you cover Abha?', lead: { location: 'Abha' }, asks: [['cities-served']] }),
  en({ title: 'the WhatsApp number is given', message: "What's your WhatsApp number?", lead: {}, asks: [['contact-details']], says: ['+966 50 123 4567', '+966 11 234 5678'] }),
  en({ title: 'availability with a day/month/year date', message: 'Are you available on 15/3/2027?', lead: { eventDate: '2027-03-15' }, asks: [['lead-time', 'last-minute', 'handover']] }),
  en({ title: 'thanks', message: 'Thank you so much', context: CAPTURED_EN, lead: CAPTURED_EN, asks: [], says: ["You're welcome"] }),
  en({ title: 'goodbye asks nothing more', message: 'Bye, take care', context: CAPTURED_EN, lead: CAPTURED_EN, asks: [] }),
  en({ title: 'asking for a person', message: 'Can I talk to a real person?', lead: {}, asks: [['contact-details']] }),
  en({ title: 'off-topic gets a way back to events', message: "What's the weather like in London?", lead: {}, asks: [['decline', 'weather-forecast', 'events-abroad', 'handover']] }),
  en({ title: 'a joke request is off-topic', message: 'Tell me a joke', context: { eventType: 'birthday' }, lead: { eventType: 'birthday' }, asks: [['decline']] }),
  en({ title: 'a plain okay just moves on to the next question', message: 'ok', context: { eventType: 'birthday' }, lead: { eventType: 'birthday' }, asks: [] }),
  en({ title: 'how are you is a greeting', message: 'Hi, how are you?', lead: {}, asks: [] }),
  // Names, phones, emails
  en({ title: 'my name is, with a family name', message: 'My name is Ahmed Al-Harbi', context: { eventType: 'wedding' }, lead: { eventType: 'wedding', name: 'Ahmed Al-Harbi' }, asks: [], says: ['Ahmed Al-Harbi'] }),
  en({ title: "I'm with a name and a city", message: "I'm Khalid from Jeddah", context: { eventType: 'wedding' }, lead: { eventType: 'wedding', name: 'Khalid', location: 'Jeddah' }, asks: [] }),
  en({ title: 'a bare name answers the name question', message: 'sara', context: { eventType: 'wedding' }, after: 'name', lead: WEDDING_SARA, asks: [] }),
  en({ title: 'a spaced 05 number captures the lead', message: 'my number is 050 123 4567', context: WEDDING_SARA, lead: CAPTURED_EN, asks: [], captured: true, says: ['24 hours'] }),
  en({ title: 'a dashed +966 number', message: 'Call me on +966-55-987-6543', context: WEDDING_SARA, lead: { ...WEDDING_SARA, phone: '+966559876543' }, asks: [], captured: true }),
  en({ title: 'no second capture once captured', message: '00966501234567', context: WEDDING_SARA, after: 'contact', alreadyCaptured: true, lead: CAPTURED_EN, asks: [] }),
  en({ title: 'a 9665 number without its plus', message: '966501234567', context: { eventType: 'wedding' }, lead: { eventType: 'wedding', phone: '+966501234567' }, asks: [] }),
  en({ title: 'a mobile without its 0', message: '501234567', context: WEDDING_SARA, after: 'contact', lead: CAPTURED_EN, asks: [], captured: true }),
  en({ title: 'an email captures the lead', message: 'email me at Sara.K@Example.com', context: WEDDING_SARA, lead: { ...WEDDING_SARA, email: 'sara.k@example.com' }, asks: [], captured: true }),
  // Counts, cities, dates, budgets
  en({ title: 'for 150 people', message: 'for 150 people', context: CAPTURED_EN, lead: { ...CAPTURED_EN, guestCount: 150 }, asks: [], says: ['150 guests'] }),
  en({ title: 'a bare number answers the guest question', message: '300', context: CAPTURED_EN, after: 'guestCount', lead: { ...CAPTURED_EN, guestCount: 300 }, asks: [] }),
  en({ title: '1.500 guests is fifteen hundred', message: 'about 1.500 guests', context: CAPTURED_EN, lead: { ...CAPTURED_EN, guestCount: 1500 }, asks: [] }),
  en({ title: 'Makkah is Mecca', message: 'In Makkah', context: { ...CAPTURED_EN, guestCount: 80 }, lead: { ...CAPTURED_EN, guestCount: 80, location: 'Mecca' }, asks: [] }),
  en({ title: 'Al Khobar and Madinah: the first city named', message: 'Al Khobar, or maybe Madinah', context: CAPTURED_EN, lead: { ...CAPTURED_EN, location: 'Khobar' }, asks: [] }),
  en({ title: 'a month-name date with a year', message: 'March 15 2027', context: { ...CAPTURED_EN, guestCount: 80, location: 'Taif' }, lead: { ...CAPTURED_EN, guestCount: 80, location: 'Taif', eventDate: '2027-03-15' }, asks: [] }),
  en({ title: 'an ISO date', message: 'The date is 2027-01-09', context: CAPTURED_EN, lead: { ...CAPTURED_EN, eventDate: '2027-01-09' }, asks: [] }),
  en({ title: '15 March without a year needs today', message: 'on 15 March', context: CAPTURED_EN, today: TODAY, lead: { ...CAPTURED_EN, eventDate: '2027-03-15' }, asks: [] }),
  en({ title: 'next Friday resolves from today', message: 'next Friday', context: CAPTURED_EN, today: TODAY, lead: { ...CAPTURED_EN, eventDate: '2026-05-08' }, asks: [] }),
  en({ title: 'a relative date is left alone without today', message: 'in three weeks', context: CAPTURED_EN, lead: CAPTURED_EN, asks: [] }),
  en({ title: 'budget 50k', message: 'budget 50k', context: CAPTURED_EN, lead: { ...CAPTURED_EN, budget: 50_000 }, asks: [], says: [sar(50_000)] }),
  en({ title: '100,000 riyals is a budget', message: '100,000 riyals', context: CAPTURED_EN, lead: { ...CAPTURED_EN, budget: 100_000 }, asks: [] }),
  en({ title: '1.5 million and 2m', message: 'between 1.5 million SAR and 2m', context: CAPTURED_EN, lead: { ...CAPTURED_EN, budget: 1_500_000 }, asks: [] }),
  en({ title: 'every detail in one sentence', message: 'A wedding for 200 guests in Riyadh on 2027-03-15 with a budget of 200K', lead: { eventType: 'wedding', guestCount: 200, location: 'Riyadh', eventDate: '2027-03-15', budget: 200_000 }, asks: [] }),
  en({ title: 'the lead in one message, with a greeting', message: "Hi, I'm Sara, planning a wedding, call me on 0501234567", lead: CAPTURED_EN, asks: [], captured: true, says: ["I'm Layla", 'Sara', '24 hours'] }),
  // Mixed languages in an English chat
  en({ title: 'a mixed message is understood and answered in English', message: 'أبغى wedding in الرياض', lead: { eventType: 'wedding', location: 'Riyadh' }, asks: [['none', 'wedding']] }),
  en({ title: 'an Arabic name is kept but not written into the English reply', message: 'اسمي سارة', context: { eventType: 'wedding' }, lead: { eventType: 'wedding', name: 'سارة' }, asks: [] }),
  en({ title: 'known details are never asked again', message: 'hello', context: { eventType: 'corporate', name: 'Omar' }, lead: { eventType: 'corporate', name: 'Omar' }, asks: [] }),
];
