import type { EventType, Language } from '../../../contracts/common';
import type { Occasion } from '../../../contracts/constants';
import { type EventGeneratorRequest, planningHorizon, type ServicePackage } from '../../../contracts/event-generator';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import { seasonOf } from '../../../saudi';
import { dateContext, typicalGuests } from '../../planner';
import { addDays, nextWeekday, parseIso } from '../../date-math';

/** Where Layla prices an event whose city she does not know yet: the capital, said in the reply. */
export const DEFAULT_CITY = 'Riyadh';
/** How far ahead she assumes an event whose date she does not know: three months, said in the reply. */
const DAYS_AHEAD = 90;

export interface LeadEvent {
  /** The event as the generator would be asked for it, with the generator's defaults. */
  request: EventGeneratorRequest & { eventType: EventType; guestCount: number; location: string; eventDate: string };
  /** What was not known and was assumed, so the reply can say so. */
  assumed: { type: boolean; guests: boolean; city: boolean; date: boolean };
  /** The month the visitor gave without a day (YYYY-MM): the assumed date is in it. */
  month?: string;
  /** The occasion as the visitor named it, for the reply to name it so. */
  occasion?: Occasion;
}

export interface LeadEventOptions {
  language: Language;
  /** YYYY-MM-DD; without it and without a date in the lead, there is no event to describe. */
  today?: string;
  /** The type to assume when the lead has none. */
  eventType?: EventType;
  /** The visitor's own words for an 'other' event ('graduation'), which the planner reads. */
  description?: string;
  servicePackages?: ServicePackage[];
  /** The month the visitor gave without a day (YYYY-MM), which the assumed date keeps to. */
  month?: string;
}

/**
 * The lead as a generator request, so Layla's answers come from the planner's own reading of the
 * event: what is missing is assumed (a usual guest count for the kind, Riyadh, a weekday about
 * three months ahead outside Ramadan and Hajj) and flagged. A date past the planning horizon is
 * assumed the same way, so no caller hands the planner a date it cannot price (horizon-note.ts
 * tells the visitor).
 *
 * @example
 * leadEvent({ eventType: 'wedding', guestCount: 250, location: 'Jeddah' }, { language: 'en', today: '2026-05-01' })?.assumed;
 * // { type: false, guests: false, city: false, date: true }
 */
export function leadEvent(lead: LeadInfo, options: LeadEventOptions): LeadEvent | undefined {
  const eventType = lead.eventType ?? options.eventType;
  if (!eventType) return undefined;
  const customEventType = eventType === 'other' ? options.description || 'private celebration' : undefined;
  const today = options.today && parseIso(options.today) ? options.today : undefined;
  const location = lead.location ?? DEFAULT_CITY;
  // A past date, or one past the planning horizon, is not the event's: a date is assumed and said.
  const dated =
    lead.eventDate && (!today || (lead.eventDate >= today && lead.eventDate <= planningHorizon(today)))
      ? lead.eventDate
      : undefined;
  const inMonth = !dated && options.month ? dayInMonth(options.month, today) : undefined;
  const eventDate = dated ?? inMonth ?? (today ? assumedDate(today, location) : undefined);
  if (!eventDate) return undefined;
  const guestCount = lead.guestCount ?? typicalGuests({ eventType, customEventType });
  return {
    request: {
      eventType,
      ...(customEventType ? { customEventType } : {}),
      guestCount,
      location,
      eventDate,
      season: seasonOf(eventDate),
      servicePackages: options.servicePackages ?? [],
      language: options.language,
      currentDate: today ?? eventDate,
    },
    assumed: { type: !lead.eventType, guests: !lead.guestCount, city: !lead.location, date: !dated },
    ...(inMonth ? { month: options.month } : {}),
    ...(lead.occasion ? { occasion: lead.occasion } : {}),
  };
}

/** The middle of the month the visitor named, or today when that is already past. */
function dayInMonth(month: string, today: string | undefined): string | undefined {
  const day = `${month}-15`;
  if (!parseIso(day)) return undefined;
  return today && day < today ? today : day;
}

/**
 * The first Sunday three months ahead, moved a week at a time out of Ramadan and the Hajj weeks,
 * whose prices are not the ones a visitor expects by default.
 *
 * @example
 * assumedDate('2026-05-01', 'Riyadh'); // '2026-08-02'
 */
export function assumedDate(today: string, city: string): string {
  let date = nextWeekday(addDays(today, DAYS_AHEAD - 1), 0);
  for (let week = 0; week < 8; week++) {
    const context = dateContext(date, city);
    if (!context.ramadan && !context.hajjPeriod) break;
    date = addDays(date, 7);
  }
  return date;
}
