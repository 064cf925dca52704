import { COMPANY_PHONE, type Question, tierTotals } from './question';

const en = (question: Omit<Question, 'language'>): Question => ({ language: 'en', ...question });
const PERCENT_15 = /15\s?%/;
const SAR = /SAR\s?\d/;

/** What English-speaking visitors ask before they give their name, as they type it. */
// biome-ignore format: one question per line reads as a table
export const QUESTIONS_EN: Question[] = [
  // Permits and who issues them
  en({ topic: 'permits', message: 'Do we need a permit for a wedding?', names: [['Civil Defense', 'Civil Defence'], ['Balady', 'municipal']], captures: { eventType: 'wedding' } }),
  en({ topic: 'permits', message: "we're 250 in Jeddah, do we need a permit?", context: { eventType: 'wedding' }, names: ['Civil Defense'], captures: { guestCount: 250, location: 'Jeddah' } }),
  en({ topic: 'permits', message: 'Do I need a license if we have a band at the wedding?', names: [['GEA', 'General Entertainment Authority']], captures: { eventType: 'wedding' } }),
  en({ topic: 'permits', message: 'what permits do i need for a public festival in riyadh', names: [['GEA', 'General Entertainment Authority'], '60 days'], captures: { eventType: 'cultural', location: 'Riyadh' } }),
  en({ topic: 'permits', message: 'What approvals does a 300 person conference need?', names: ['SCEGA'], captures: { eventType: 'corporate', guestCount: 300 } }),
  en({ topic: 'permits', message: 'who issues event permits in saudi?', names: ['General Entertainment Authority'] }),
  en({ topic: 'permits', message: 'Any special permission needed for an event in AlUla?', names: [['Royal Commission for AlUla', 'RCU']], captures: { location: 'AlUla' } }),
  en({ topic: 'permits', message: 'do u need a licence for a company gala w/ 600 ppl', names: ['GEA'], captures: { eventType: 'corporate', guestCount: 600 } }),
  en({ topic: 'permits', message: "Is a permit needed for my son's birthday party at home?", names: [/\bno\b[^.]*permit|permit[^.]*not (?:needed|required)|needs? no/i], captures: { eventType: 'birthday' } }),
  en({ topic: 'permits', message: 'A seminar for 80 employees in Khobar next month, do we need any licence? Ahmed here', names: ['SCEGA'], captures: { eventType: 'corporate', guestCount: 80, location: 'Khobar', name: 'Ahmed' } }),
  // Seasons, heat, demand and prices by season
  en({ topic: 'season', message: 'When is the best time of year for an outdoor event?', names: ['winter', 'summer'] }),
  en({ topic: 'season', message: 'is summer cheaper?', names: ['summer', /10\s?%/] }),
  en({ topic: 'season', message: 'Which months are busiest for weddings?', names: ['Eid', 'summer'], captures: { eventType: 'wedding' } }),
  en({ topic: 'season', message: 'how hot is riyadh in july for an outdoor party', names: [/4[56]/], captures: { location: 'Riyadh' } }),
  en({ topic: 'season', message: 'Is December a good month for a wedding in Riyadh?', names: ['Riyadh Season'], captures: { eventType: 'wedding', location: 'Riyadh' } }),
  en({ topic: 'season', message: 'cheapest time of yr to do a conference in jeddah?', names: ['summer', 'Jeddah Season'], captures: { eventType: 'corporate', location: 'Jeddah' } }),
  en({ topic: 'season', message: 'How does the season change the price?', names: [PERCENT_15, /10\s?%/] }),
  en({ topic: 'season', message: 'Is it too hot for a garden party in August?', names: [/4[56]|50/, 'sunset'] }),
  // Ramadan, Eid, Hajj, national days
  en({ topic: 'calendar', message: 'Do you do events during Ramadan?', names: ['iftar', '2027'] }),
  en({ topic: 'calendar', message: 'when is ramadan next year', names: ['February 2027'] }),
  en({ topic: 'calendar', message: 'Can we have our wedding in Ramadan?', names: ['Eid'], captures: { eventType: 'wedding' } }),
  en({ topic: 'calendar', message: 'when is eid al adha this year?', names: ['May 2026'] }),
  en({ topic: 'calendar', message: 'are venues busy around eid?', names: ['Eid', /\bbook/i] }),
  en({ topic: 'calendar', message: 'We want a corporate iftar for 150 staff in Riyadh, is that doable?', names: ['iftar'], captures: { eventType: 'corporate', guestCount: 150, location: 'Riyadh' } }),
  en({ topic: 'calendar', message: 'Can we hold an event in Makkah during Hajj?', names: ['Hajj', 'permit', '50% higher in Hajj', '30% in Ramadan'], captures: { location: 'Mecca' } }),
  en({ topic: 'calendar', message: 'national day event, when is it exactly?', names: ['23 September'], captures: { eventType: 'cultural' } }),
  en({ topic: 'calendar', message: 'When is Founding Day?', names: ['22 February'], captures: { eventType: 'cultural' } }),
  en({ topic: 'calendar', message: "When's Eid al-Fitr in 2027?", names: ['March 2027'] }),
  // Venues for a guest count in a city
  en({ topic: 'venues', message: 'Which venue suits 800 guests in Jeddah?', context: { eventType: 'wedding' }, names: ['Wedding palace', 'ballroom'], captures: { guestCount: 800, location: 'Jeddah' } }),
  en({ topic: 'venues', message: 'what kind of place do you recommend for 40 people in Abha', context: { eventType: 'birthday' }, names: [['rest house', 'istiraha', 'Restaurant', 'home']], captures: { guestCount: 40, location: 'Abha' } }),
  en({ topic: 'venues', message: 'Do you have a hall for 2000 people?', context: { eventType: 'corporate', location: 'Riyadh' }, names: [['Conference centre', 'Exhibition hall']], captures: { guestCount: 2000 } }),
  en({ topic: 'venues', message: 'venue options for a conference in riyadh for 500', names: [['Conference centre', 'function room', 'ballroom']], captures: { eventType: 'corporate', location: 'Riyadh', guestCount: 500 } }),
  en({ topic: 'venues', message: 'Can we do it in a desert camp?', context: { eventType: 'wedding' }, names: ['camp'] }),
  en({ topic: 'venues', message: 'looking for an istiraha for 100 people in riyadh', names: [['istiraha', 'rest house']], captures: { guestCount: 100, location: 'Riyadh' } }),
  en({ topic: 'venues', message: 'what venues do you have in NEOM', names: ['hotel', 'camp'], captures: { location: 'NEOM' } }),
  en({ topic: 'venues', message: 'where could we hold a 3000-person festival in Dammam?', names: [['Exhibition hall', 'Open-air']], captures: { eventType: 'cultural', guestCount: 3000, location: 'Dammam' } }),
  en({ topic: 'venues', message: 'birthday for 30 kids in Riyadh, what venues work? - Mona', names: [['rest house', 'istiraha', 'Restaurant', 'home', 'hall']], captures: { eventType: 'birthday', guestCount: 30, location: 'Riyadh', name: 'Mona' } }),
  // Catering
  en({ topic: 'catering', message: 'Do you offer a traditional Saudi menu?', names: ['kabsa'] }),
  en({ topic: 'catering', message: 'is the food halal?', names: ['halal'] }),
  en({ topic: 'catering', message: 'how much is catering per person', names: [SAR, ['per guest', 'per person', 'a head']] }),
  en({ topic: 'catering', message: 'Will there be Saudi coffee and dates for the guests?', names: ['coffee', 'dates'] }),
  en({ topic: 'catering', message: 'can we get international food instead of kabsa', names: ['international'] }),
  en({ topic: 'catering', message: 'What menu options do you have for a corporate lunch?', names: ['traditional', 'international', 'fusion'], captures: { eventType: 'corporate' } }),
  en({ topic: 'catering', message: 'Do you serve alcohol?', names: ['alcohol', 'halal'] }),
  en({ topic: 'catering', message: 'is there a minimum order for catering?', names: [/\b10\b/] }),
  // Customs
  en({ topic: 'customs', message: 'Can men and women have separate halls?', names: ["men's hall", "women's hall"] }),
  en({ topic: 'customs', message: 'can a woman photographer cover the ladies hall?', names: ['female photographer'] }),
  en({ topic: 'customs', message: 'what time do saudi weddings usually start and finish', names: ['pm', 'midnight'], captures: { eventType: 'wedding' } }),
  en({ topic: 'customs', message: 'how do you handle prayer times during the event?', names: ['prayer', 'music'] }),
  en({ topic: 'customs', message: 'Is mixed seating ok at a corporate dinner?', names: ['2019'], captures: { eventType: 'corporate' } }),
  en({ topic: 'customs', message: 'do you arrange a tagaga band for the ladies?', names: ['tagaga'] }),
  en({ topic: 'customs', message: "Any cultural do's and don'ts we should know as foreigners organising a product launch in Riyadh?", names: ['prayer'], captures: { eventType: 'corporate', location: 'Riyadh' } }),
  en({ topic: 'customs', message: 'can we print the saudi flag on the cake?', names: ['flag', 'green'] }),
  en({ topic: 'customs', message: "we'd like a zaffa for the bride's entrance, is that something you arrange?", names: ['zaffa'], captures: { eventType: 'wedding' } }),
  // Booking lead time
  en({ topic: 'lead-time', message: 'How far in advance should we book a wedding?', names: [[/6 months/, /26 weeks/]], captures: { eventType: 'wedding' } }),
  en({ topic: 'lead-time', message: 'how early do I need to book for a conference', names: [[/3 months/, /12 weeks/]], captures: { eventType: 'corporate' } }),
  en({ topic: 'lead-time', message: 'Is 3 weeks enough to organise a birthday?', names: [[/4 weeks/, /a month/]], captures: { eventType: 'birthday' } }),
  en({ topic: 'lead-time', message: 'we want a festival next month, is that too late?', names: [/60 days/], captures: { eventType: 'cultural' } }),
  en({ topic: 'lead-time', message: 'when should we start planning a wedding for 1500 guests', names: [[/34 weeks/, /8 months/]], captures: { eventType: 'wedding', guestCount: 1500 } }),
  en({ topic: 'lead-time', message: 'hw long before shud we book the venue', context: { eventType: 'corporate' }, names: [[/3 months/, /12 weeks/]] }),
  // What a price includes
  en({ topic: 'inclusions', message: 'What does the price include?', context: { eventType: 'wedding', guestCount: 200, location: 'Riyadh' }, names: ['venue', 'catering', 'VAT'] }),
  en({ topic: 'inclusions', message: 'is the venue included in the price?', context: { eventType: 'birthday', guestCount: 30 }, names: ['venue'] }),
  en({ topic: 'inclusions', message: 'does the package include photography?', context: { eventType: 'wedding', guestCount: 300 }, names: ['photography'] }),
  en({ topic: 'inclusions', message: 'are decorations extra?', context: { eventType: 'wedding' }, names: [['decoration', 'Decoration', 'décor']] }),
  en({ topic: 'inclusions', message: 'Workshop for 40 staff in Jeddah, is lunch included in the price? regards, Omar', names: ['catering'], captures: { eventType: 'corporate', guestCount: 40, location: 'Jeddah', name: 'Omar' } }),
  en({ topic: 'inclusions', message: 'whats included in the essential package', context: { eventType: 'corporate', guestCount: 100, location: 'Riyadh' }, names: ['Essential', 'venue'] }),
  // VAT
  en({ topic: 'vat', message: 'Is VAT included?', names: [PERCENT_15, 'included'] }),
  en({ topic: 'vat', message: 'are your prices inclusive of tax', names: [PERCENT_15] }),
  en({ topic: 'vat', message: 'how much VAT do you charge', names: [PERCENT_15] }),
  en({ topic: 'vat', message: 'does a 50k budget include vat?', context: { eventType: 'wedding' }, names: [PERCENT_15], captures: { budget: 50_000 } }),
  // Crowd management and safety
  en({ topic: 'crowd-safety', message: 'How do you manage crowd safety for 5000 people?', names: ['stewards', 'evacuation'], captures: { guestCount: 5000 } }),
  en({ topic: 'crowd-safety', message: 'what security do you provide for large events', names: ['licensed', 'Saudi'] }),
  en({ topic: 'crowd-safety', message: 'do we need ambulances on site for a big concert?', names: [['first aid', 'medical', 'paramedic']] }),
  en({ topic: 'crowd-safety', message: 'Fire safety requirements for tents?', names: ['Civil Defense', 'Salama'] }),
  en({ topic: 'crowd-safety', message: 'emergency exits and capacity limits, who checks those?', names: ['Civil Defense'] }),
  // Food safety
  en({ topic: 'food-safety', message: 'What food safety rules apply?', names: ['SFDA', 'health certificate'] }),
  en({ topic: 'food-safety', message: 'are your caterers licensed?', names: ['SFDA'] }),
  en({ topic: 'food-safety', message: 'do the cooks need health certificates', names: ['health certificate'] }),
  en({ topic: 'food-safety', message: 'food hygiene standards for a buffet for 400?', names: ['SFDA'], captures: { guestCount: 400 } }),
  // Cities served
  en({ topic: 'cities', message: 'Do you work in AlUla?', names: ['AlUla'], captures: { location: 'AlUla' } }),
  en({ topic: 'cities', message: 'which cities do u cover', names: ['NEOM', 'AlUla'] }),
  en({ topic: 'cities', message: 'can you do an event in NEOM?', names: ['NEOM'], captures: { location: 'NEOM' } }),
  en({ topic: 'cities', message: 'Do you organise events outside Riyadh, like in Tabuk?', names: ['Tabuk'] }),
  // Prices
  en({ topic: 'prices', message: 'How much for a wedding of 250 guests in Jeddah?', context: { eventDate: '2026-11-15' }, names: [...tierTotals({ eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2026-11-15', season: 'autumn' }), 'VAT'], captures: { eventType: 'wedding', guestCount: 250, location: 'Jeddah' } }),
  en({ topic: 'prices', message: 'roughly how much?', context: { eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2026-11-15' }, names: tierTotals({ eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2026-11-15', season: 'autumn' }) }),
  en({ topic: 'prices', message: "what's the cost per head for a birthday?", names: [SAR], captures: { eventType: 'birthday' }, asks: 'guestCount' }),
  en({ topic: 'prices', message: 'how much would a conference for 120 ppl in Dammam cost', context: { eventDate: '2027-01-20' }, names: tierTotals({ eventType: 'corporate', guestCount: 120, location: 'Dammam', eventDate: '2027-01-20', season: 'winter' }), captures: { eventType: 'corporate', guestCount: 120, location: 'Dammam' } }),
  en({ topic: 'prices', message: 'pricing pls', context: { eventType: 'corporate' }, names: [SAR], asks: 'guestCount' }),
  en({ topic: 'prices', message: 'whats the cheapest option for 50 guests', context: { eventType: 'birthday', location: 'Riyadh', eventDate: '2026-10-10' }, names: [tierTotals({ eventType: 'birthday', guestCount: 50, location: 'Riyadh', eventDate: '2026-10-10', season: 'autumn' }, 'basic')[0] ?? '', 'Essential'], captures: { guestCount: 50 } }),
  en({ topic: 'prices', message: 'How much would it be for 500 guests?', before: ["We're planning a wedding in Riyadh on 12/12/2026"], names: tierTotals({ eventType: 'wedding', guestCount: 500, location: 'Riyadh', eventDate: '2026-12-12', season: 'winter' }), captures: { guestCount: 500 } }),
  // Contact
  en({ topic: 'contact', message: "what's your phone number?", names: [COMPANY_PHONE] }),
  en({ topic: 'contact', message: 'How can I reach your team on WhatsApp?', names: ['+966 50 123 4567'] }),
  // Off-topic: polite, and back to events
  en({ topic: 'off-topic', message: "what's the capital of France?", names: ['event'] }),
  en({ topic: 'off-topic', message: 'Can you recommend a good dentist?', names: ['event'] }),
  en({ topic: 'off-topic', message: 'tell me a joke lol', names: ['event'] }),
  // Event questions she cannot answer: our team will confirm, with the contact
  en({ topic: 'team-confirms', message: 'Can you provide a sign-language interpreter at the conference?', names: ['sign-language interpreter', 'simultaneous'], captures: { eventType: 'corporate' } }),
  // Parking and interpreters now have a knowledge entry of their own (issue 27): answered, not deferred.
  en({ topic: 'team-confirms', message: 'is there enough parking for the guests at the venue?', names: ['valet parking'] }),
  en({ topic: 'team-confirms', message: 'Can the bride arrive on a horse?', names: ['team', COMPANY_PHONE], captures: { eventType: 'wedding' } }),
];
