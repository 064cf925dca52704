/** A lead detail Layla can ask for; `contact` is a phone number or an email. */
export type Slot = 'eventType' | 'name' | 'contact' | 'guestCount' | 'location' | 'eventDate' | 'budget';

/**
 * The order Layla asks in, one at a time: what the event is and how big, who is asking and how to
 * reach them (enough for the team to call), then where, when and the budget.
 */
export const SLOT_ORDER: readonly Slot[] = [
  'eventType',
  'guestCount',
  'name',
  'contact',
  'location',
  'eventDate',
  'budget',
];
