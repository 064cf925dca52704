import type { EventType } from '../../contracts/common';

/** A lead detail Layla can ask for; `contact` is a phone number or an email. */
export type Slot = 'eventType' | 'name' | 'contact' | 'guestCount' | 'location' | 'eventDate' | 'budget';

/** The order Layla asks in: what the event is, who is asking, how to reach them, then the details. */
export const SLOT_ORDER: readonly Slot[] = [
  'eventType',
  'name',
  'contact',
  'guestCount',
  'location',
  'eventDate',
  'budget',
];

/** The six services of the company (spec §1). */
export type Service = 'entertainment' | 'corporate' | 'protocol' | 'consultation' | 'crowd' | 'health';

/**
 * Questions Layla answers from the planner's knowledge of the visitor's event. Crowd management
 * and health and safety are answered the same way, as the services of those names.
 */
export type KnowledgeIntent =
  | 'permits'
  | 'season'
  | 'calendar'
  | 'venues'
  | 'catering'
  | 'customs'
  | 'lead-time'
  | 'inclusions'
  | 'vat'
  | 'food-safety'
  | 'pricing';

/** What a visitor's message is about; one per message, the most specific one wins. */
export type Intent =
  | KnowledgeIntent
  | 'greeting'
  | `event-${EventType}`
  | `service-${Service}`
  | 'services'
  | 'about'
  | 'process'
  | 'cities'
  | 'contact'
  | 'availability'
  | 'thanks'
  | 'goodbye'
  | 'human'
  | 'lead-details'
  | 'acknowledgement'
  /** An event question Layla has no answer to: the team will confirm. */
  | 'team-confirms'
  | 'off-topic';
