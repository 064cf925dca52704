import type { EventType } from '../../contracts/common';
import type { EventGeneratorForm } from '../../contracts/event-generator';
import { dayNumber } from './date-context';
import { EVENT_PERMIT_LEAD_DAYS, needsEventPermit } from './needs-event-permit';

/**
 * Recommended booking lead in weeks by event type. Weddings: halls are booked 6–12 months ahead
 * in peak periods (R4–R8), so six months. Others [EST]: what suppliers and venues need.
 */
const LEAD_WEEKS: Record<EventType, number> = { wedding: 26, corporate: 12, cultural: 12, birthday: 4, other: 8 };
/** [EST] large events (over 1,000 guests) need two more months for venue, crowd and permits. */
const LARGE_EVENT = { guests: 1_000, extraWeeks: 8 };

/**
 * Weeks from the request's current date to the event, and the lead the market recommends.
 *
 * @example
 * bookingLead({ eventType: 'wedding', guestCount: 300, servicePackages: [], currentDate: '2026-01-01', eventDate: '2026-03-01' });
 * // { weeks: 8, recommendedWeeks: 26 }
 */
export function bookingLead(
  form: Pick<EventGeneratorForm, 'eventType' | 'guestCount' | 'servicePackages' | 'currentDate' | 'eventDate'>,
): { weeks: number; recommendedWeeks: number } {
  const days = dayNumber(form.eventDate) - dayNumber(form.currentDate.slice(0, 10));
  let recommendedWeeks = LEAD_WEEKS[form.eventType];
  if (needsEventPermit(form)) recommendedWeeks = Math.max(recommendedWeeks, Math.ceil(EVENT_PERMIT_LEAD_DAYS / 7));
  if (form.guestCount > LARGE_EVENT.guests) recommendedWeeks += LARGE_EVENT.extraWeeks;
  return { weeks: Math.max(0, Math.floor(days / 7)), recommendedWeeks };
}
