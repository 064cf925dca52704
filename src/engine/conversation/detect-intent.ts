import type { LeadInfo } from '../../contracts/natural-conversation';
import { ASKS, SERVICE_WORDS } from './intent-keywords';
import { isQuestion } from './is-question';
import { namedMonth } from './named-month';
import { EVENT_WORLD, TOPIC_WORDS as T } from './topic-words';
import type { Intent, KnowledgeIntent, Service } from './types';
import { unexplainedWords } from './unexplained-words';

/**
 * What a message is about, from its normalised text (see normalizeText) and the lead details
 * found in it. The most specific wins: a request for a person, then a question Layla answers
 * from the planner (food safety before catering, VAT before what a price includes, the calendar
 * before the season…), then the company's own questions, then a statement of the event type,
 * details over courtesies. An events question she cannot place goes to the team; off-topic only
 * when nothing else fits.
 *
 * @example
 * detectIntent('how much is a wedding?', { eventType: 'wedding' }); // 'pricing'
 * detectIntent('do we need a permit?', {});                          // 'permits'
 * detectIntent('السلام عليكم', {});                                   // 'greeting'
 */
export function detectIntent(text: string, found: LeadInfo): Intent {
  const question = isQuestion(text);
  if (ASKS.human(text)) return 'human';
  if (ASKS.contact(text) && !found.phone && !found.email) return 'contact';
  const topic = knowledgeTopic(text, question, found);
  if (topic) return topic;
  const safety = detectService(text, ['crowd', 'health']) ?? (T.safety(text) ? 'health' : undefined);
  if (safety) return `service-${safety}`;
  if (T.customs(text) || (question && T.customsAsked(text)) || (T.men(text) && T.women(text))) return 'customs';
  // 'Is SAR 25,000 enough?': a budget held up against the tiers is a price question.
  const pricing =
    ASKS.pricing(text) ||
    T.cheapest(text) ||
    (ASKS.budget(text) && !found.budget) ||
    (question && found.budget !== undefined && T.enough(text));
  // A kind of venue named is the question's subject, even one named after food (a private dining room).
  if (T.venueKinds(text) && !pricing) return 'venues';
  if (T.catering(text) || (T.meals(text) && !pricing)) return 'catering';
  if (pricing) return 'pricing';
  if (T.venues(text) && (T.venueChoice(text) || found.guestCount)) return 'venues';
  if (ASKS.availability(text)) return 'availability';
  if (ASKS.cities(text)) return 'cities';
  if (ASKS.process(text)) return 'process';
  const service = detectService(text, ['protocol', 'consultation', 'entertainment', 'corporate']);
  if (service) return `service-${service}`;
  if (ASKS.services(text)) return 'services';
  if (ASKS.about(text)) return 'about';
  // 'Can you do an event in NEOM?': whether the company works there.
  if (question && found.location && ASKS.offering(text) && !found.eventType && !found.guestCount) return 'cities';
  if (question && unknownEventQuestion(text, found)) return 'team-confirms';
  if (found.eventType) return `event-${found.eventType}`;
  if (Object.keys(found).length > 0) return 'lead-details';
  if (ASKS.goodbye(text)) return 'goodbye';
  if (ASKS.thanks(text)) return 'thanks';
  if (ASKS.greeting(text)) return 'greeting';
  if (!question && ASKS.acknowledgement(text) && text.trim().split(/\s+/).length <= 4) return 'acknowledgement';
  return 'off-topic';
}

/** Whether the message greets, so a reply to details can greet back first. */
export function greets(text: string): boolean {
  return ASKS.greeting(text);
}

/** The planner-knowledge topics whose words are specific enough to win over everything else. */
function knowledgeTopic(text: string, question: boolean, found: LeadInfo): KnowledgeIntent | undefined {
  if (T.foodSafety(text) || (T.catering(text) && T.licensed(text))) return 'food-safety';
  if (T.vat(text)) return 'vat';
  if (question && T.inclusions(text)) return 'inclusions';
  if (T.leadTime(text) || (question && (T.enough(text) || T.timeLeft(text)) && T.period(text))) return 'lead-time';
  // An iftar or national day is an event in a statement and the calendar in a question.
  if (T.holyMonths(text) || (question && T.occasions(text))) return 'calendar';
  if (question && T.season(text)) return 'season';
  // A month on its own ('Is December good?'), not one inside a date ('free on 15 March?').
  if (question && !found.eventDate && namedMonth(text) && !ASKS.pricing(text)) return 'season';
  const aboutEvent = () => EVENT_WORLD(text) || Boolean(found.location || found.eventType);
  if (question && T.weather(text) && aboutEvent()) return 'season';
  if (T.permits(text)) return 'permits';
  return undefined;
}

/**
 * A question in the events world that no topic answers: it names the event world (a venue,
 * guests, the bride) and says more than the event type ('Can the bride arrive on a horse?', not
 * 'Do you do weddings?').
 */
function unknownEventQuestion(text: string, found: LeadInfo): boolean {
  if (found.eventType) return unexplainedWords(text).length >= 2;
  return EVENT_WORLD(text);
}

function detectService(text: string, services: readonly Service[]): Service | undefined {
  // 'مع السلامة' is goodbye, not the safety service.
  const clean = text.replace(/(?:مع|في)\s+(?:السلامه|امان الله)/gu, ' ');
  const asking = ASKS.offering(clean) || /[?؟]/.test(clean);
  for (const service of services) {
    const words = SERVICE_WORDS[service];
    if (words.test(clean) && (asking || !words.needsQuestion)) return service;
  }
  return undefined;
}
