import type { EventType } from '../../contracts/common';
import type { LeadInfo } from '../../contracts/natural-conversation';
import { type CompanyFacts, formatDay, formatNumber, formatPhone, formatSar, monthName } from '../../saudi';
import type { AnswerContext, NoteExtras, ReplyKit } from './reply-kit';
import type { Intent } from './types';

const TYPE: Record<EventType, string> = {
  wedding: 'wedding',
  corporate: 'corporate event',
  birthday: 'birthday',
  cultural: 'cultural event',
  other: 'event',
};
const sar = (amount: number) => formatSar(amount, 'en');
const date = (iso: string) => formatDay(iso, 'en');
/** Names typed in Arabic script are left out of English replies, which stay free of Arabic letters. */
const latinName = (name?: string) => (name && !/[\u0600-\u06FF]/.test(name) ? name : undefined);

const STATIC: Partial<Record<Intent, (facts: CompanyFacts) => string>> = {
  greeting: () => '',
  'event-wedding': () =>
    'Congratulations! We plan weddings from the milka to the zaffa, with separate halls whenever you need them.',
  'event-corporate': () =>
    'Wonderful. We run conferences, product launches, galas and team days from the first idea to the last guest.',
  'event-birthday': () => 'Lovely! We make birthdays memorable, from the décor and the cake to the entertainment.',
  'event-cultural': () =>
    'Great choice. We organise festivals, exhibitions and national day celebrations with the right permits and flow.',
  'event-other': () => 'Happy to help with that occasion; every event gets a plan made for it.',
  'service-entertainment': () =>
    'Yes, entertainment events are one of our six services: shows, performers, music and fireworks, all licensed.',
  'service-corporate': () =>
    'Yes, we organise corporate events: conferences, launches, galas and team days, with AV and hospitality.',
  'service-protocol': () =>
    'Yes, our VIP protocol team handles dignitaries and delegations: reception, seating, escorts and etiquette.',
  'service-consultation': () =>
    'Yes, we offer event consultation: concept, budget, venue and permits, before you commit to anything.',
  'service-crowd': () =>
    'Yes, crowd management is one of our services: entry flow, queues, ticketing and trained stewards.',
  'service-health': () =>
    'Yes, health and safety is covered: Civil Defense requirements, first aid, medical teams and security.',
  services: () =>
    'We offer six services: entertainment events, corporate events, VIP protocol, event consultation, crowd management, and health and safety.',
  about: (facts) => `I'm Layla, the assistant of a Saudi event-management company operating since ${facts.since}.`,
  process: () =>
    'We work in four steps: consultation (we listen), planning (design and budget), coordination (vendors, permits, schedule) and execution (we run the day).',
  cities: (facts) => `We organise events across the Kingdom, including ${facts.cities.join(', ')}.`,
  contact: (facts) =>
    `You can call us on ${facts.phone}, message us on WhatsApp at ${formatPhone(facts.whatsapp)}, or email ${facts.email}.`,
  availability: () =>
    'Availability depends on the date and the city; popular seasons book months ahead, so tell me your date and our team will confirm.',
  thanks: () => "You're welcome!",
  human: (facts) =>
    `Of course. Our team will call you back, or you can reach them now on ${facts.phone} or WhatsApp ${formatPhone(facts.whatsapp)}.`,
  'off-topic': () =>
    "I'm sorry, that's outside what I can help with: I'm here for events, from weddings and corporate events to birthdays and cultural occasions across Saudi Arabia.",
  'team-confirms': (facts) =>
    `That's a detail our team will confirm for your event: call ${facts.phone} or message us on WhatsApp at ${formatPhone(facts.whatsapp)}.`,
  pricing: () =>
    "Prices depend on the type of event, the guest count, the city and the date: tell me those and I'll give you our four tiers.",
};

export const REPLIES_EN: ReplyKit = {
  questions: {
    eventType: 'What kind of event are you planning: a wedding, a corporate event, a birthday or a cultural event?',
    name: 'May I have your name?',
    contact: "What's the best phone number or email to reach you?",
    guestCount: 'How many guests are you expecting?',
    location: 'Which city will the event be in?',
    eventDate: 'What date do you have in mind?',
    budget: 'Do you have a budget in mind, in Saudi riyals?',
  },
  greeting: "Hello! I'm Layla, your event-planning assistant.",
  anythingElse: 'Is there anything else I can help you with?',
  answer(intent: Intent, { facts }: AnswerContext) {
    if (intent === 'goodbye') {
      return `Thank you for chatting with us! Our team is here whenever you need us, on ${facts.phone}.`;
    }
    return STATIC[intent]?.(facts) || undefined;
  },
  noted(details: LeadInfo, { month, occasion }: NoteExtras = {}) {
    const items = [...describe(details, false, occasion), ...(month ? [`in ${monthOf(month)}`] : [])];
    const name = latinName(details.name);
    const parts = [name ? `Nice to meet you, ${name}!` : '', items.length ? `Noted: ${items.join(', ')}.` : ''];
    return parts.filter(Boolean).join(' ') || undefined;
  },
  captured(lead: LeadInfo, facts: CompanyFacts, { month, occasion }: NoteExtras = {}) {
    const name = latinName(lead.name);
    const items = [...describe(lead, true, occasion), ...(month && !lead.eventDate ? [`in ${monthOf(month)}`] : [])];
    return `${name ? `${name}, I've` : "I've"} passed your request to our team (${items.join(', ')}), and they will contact you within ${facts.followUpHours} hours.`;
  },
};

/** 'a wedding', 'an event'. */
const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** '2027-06' → 'June 2027'. */
const monthOf = (month: string) => `${monthName(Number(month.slice(5, 7)), 'en')} ${month.slice(0, 4)}`;

function describe(lead: LeadInfo, withContact: boolean, occasion?: string): string[] {
  return [
    lead.eventType ? article(lead.eventType === 'other' && occasion ? occasion : TYPE[lead.eventType]) : '',
    lead.guestCount ? `${formatNumber(lead.guestCount, 'en')} guests` : '',
    lead.location ? `in ${lead.location}` : '',
    lead.eventDate ? `on ${date(lead.eventDate)}` : '',
    lead.budget ? `a budget of ${sar(lead.budget)}` : '',
    lead.phone ? `${withContact ? '' : 'phone '}${lead.phone}` : '',
    lead.email ? `${withContact ? '' : 'email '}${lead.email}` : '',
  ].filter(Boolean);
}
