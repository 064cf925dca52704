import type { EventGeneratorForm } from '../../contracts/event-generator';
import { dayNumber } from '../date-math';
import { type EventKind, eventKind } from './event-kind';
import { EVENT_PERMIT_LEAD_DAYS, needsEventPermit } from './needs-event-permit';

/**
 * Recommended booking lead in weeks by kind of event. Weddings: halls are booked 6–12 months ahead
 * in peak periods (R4–R8), so six months. Others [EST]: what suppliers and venues need; a family
 * dinner needs a caterer or a restaurant room, two weeks.
 */
const LEAD_WEEKS: Record<EventKind, number> = {
  wedding: 26,
  corporate: 12,
  cultural: 12,
  birthday: 4,
  celebration: 6,
  family: 2,
};
/** [EST] large events (over 1,000 guests) need two more months for venue, crowd and permits. */
const LARGE_EVENT = { guests: 1_000, extraWeeks: 8 };

/**
 * Weeks from the request's current date to the event, and the lead the market recommends. The
 * planner passes the kind it resolved once (PricingContext); a caller without one has it read.
 *
 * @example
 * bookingLead({ eventType: 'wedding', guestCount: 300, servicePackages: [], currentDate: '2026-01-01', eventDate: '2026-03-01' });
 * // { weeks: 8, recommendedWeeks: 26 }
 */
export function bookingLead(
  form: Pick<
    EventGeneratorForm,
    'eventType' | 'customEventType' | 'guestCount' | 'servicePackages' | 'currentDate' | 'eventDate'
  >,
  kind: EventKind = eventKind(form),
): { weeks: number; recommendedWeeks: number } {
  const days = dayNumber(form.eventDate) - dayNumber(form.currentDate.slice(0, 10));
  let recommendedWeeks = LEAD_WEEKS[kind];
  if (needsEventPermit(form)) recommendedWeeks = Math.max(recommendedWeeks, Math.ceil(EVENT_PERMIT_LEAD_DAYS / 7));
  if (form.guestCount > LARGE_EVENT.guests) recommendedWeeks += LARGE_EVENT.extraWeeks;
  return { weeks: Math.max(0, Math.floor(days / 7)), recommendedWeeks };
}
