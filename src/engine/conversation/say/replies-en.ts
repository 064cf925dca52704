import type { EventType } from '../../../contracts/common';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import { formatDay, formatNumber, formatPhone, formatSar, monthName } from '../../../saudi';
import type { People } from '../understand/person';
import { occasionName } from './occasion-words';
import type { ReplyKit } from './reply-kit';

const TYPE: Record<EventType, string> = {
  wedding: 'a wedding',
  corporate: 'a corporate event',
  birthday: 'a birthday',
  cultural: 'a cultural event',
  other: 'an event',
};
/** Names typed in Arabic script are left out of English replies, which stay free of Arabic letters. */
const latinName = (name?: string) => (name && !/[\u0600-\u06FF]/.test(name) ? name : undefined);

export const REPLIES_EN: ReplyKit = {
  questions: {
    eventType:
      'What kind of event are you planning: a wedding, a corporate event, a family occasion or something else?',
    name: 'May I have your name?',
    contact: "What's the best phone number or email to reach you?",
    guestCount: 'How many guests are you expecting?',
    location: 'Which city will the event be in?',
    eventDate: 'What date or month do you have in mind?',
    budget: 'Do you have a budget in mind, in Saudi riyals?',
  },
  greeting: "Hello! I'm Layla, your event-planning assistant.",
  anythingElse: 'Is there anything else I can help you with?',
  noted(details, people) {
    const items = describe(details, people, false);
    const name = latinName(details.name);
    const parts = [name ? `Nice to meet you, ${name}!` : '', items.length ? `Noted: ${items.join(', ')}.` : ''];
    return parts.filter(Boolean).join(' ') || undefined;
  },
  captured(lead, facts, people) {
    const name = latinName(lead.name);
    return `${name ? `${name}, I've` : "I've"} passed your request to our team (${describe(lead, people, true).join(', ')}), and they will contact you within ${facts.followUpHours} hours.`;
  },
  updated(changes, people) {
    return `I've updated your request for our team: ${describe(changes, people, false).join(', ')}.`;
  },
  clarify: ([first, second]) => (second ? `Do you mean ${first}, or ${second}?` : `Do you mean ${first}?`),
  handover(understood, facts) {
    const contact = `call ${facts.phone} or message us on WhatsApp at ${formatPhone(facts.whatsapp)}`;
    return understood
      ? `I understand it's about ${understood}; I'd rather our team answer that than guess: ${contact}.`
      : `I want you to get the right answer to that, so I'll leave it to our team: ${contact}.`;
  },
  handovers(count, facts) {
    const those = count === 2 ? 'Those two questions' : 'Those questions';
    return `${those} I'd rather our team answer than guess: call ${facts.phone} or message us on WhatsApp at ${formatPhone(facts.whatsapp)}.`;
  },
  thanks: "You're welcome!",
  goodbye: (facts) => `Thank you for chatting with us! Our team is here whenever you need us, on ${facts.phone}.`,
};

/** '2027-06' → 'June 2027'. */
const monthOf = (month: string) => `${monthName(Number(month.slice(5, 7)), 'en')} ${month.slice(0, 4)}`;

function describe(lead: LeadInfo, people: People, withContact: boolean): string[] {
  const kind = lead.occasion ? occasionName(lead.occasion, 'en', people) : lead.eventType ? TYPE[lead.eventType] : '';
  const side = people.guests === 'f' ? ' (ladies)' : people.guests === 'm' ? ' (men)' : '';
  return [
    kind,
    lead.guestCount ? `${formatNumber(lead.guestCount, 'en')} guests${side}` : '',
    lead.location ? `in ${lead.location}` : '',
    lead.eventDate ? `on ${formatDay(lead.eventDate, 'en')}` : lead.eventMonth ? `in ${monthOf(lead.eventMonth)}` : '',
    lead.budget ? `a budget of ${formatSar(lead.budget, 'en')}` : '',
    lead.phone ? `${withContact ? '' : 'phone '}${lead.phone}` : '',
    lead.email ? `${withContact ? '' : 'email '}${lead.email}` : '',
  ].filter(Boolean);
}
