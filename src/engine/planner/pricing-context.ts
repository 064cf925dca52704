import type { EventGeneratorForm, Season } from '../../contracts/event-generator';
import { seasonOf } from '../../saudi/season-of';
import { type DateContext, dateContext } from './date-context';
import { type EventKind, eventKind } from './event-kind';
import { OVERLAYS } from './market-data/seasons';
import { type ResolvedCity, resolveCity } from './resolve-city';

/** What pricing needs to know beyond the form itself: what, where and when, resolved once. */
export interface PricingContext {
  kind: EventKind;
  city: ResolvedCity;
  date: DateContext;
  /**
   * The season the event date falls in. Demand, price and heat follow the date, never the form's
   * season field, which the visitor may have left on today's season or set on purpose.
   */
  season: Season;
  /** Makkah and Madinah in Ramadan or the Hajj period: prices up by this factor, demand at its peak (1 elsewhere). */
  pilgrimage: number;
}

/**
 * Reads the kind of event, resolves the location and reads the event date.
 *
 * @example
 * pricingContext(form).city.city; // 'Riyadh' for location 'الرياض'
 * pricingContext({ ...form, location: 'Makkah', eventDate: '2026-03-01' }).pilgrimage; // 1.3 (Ramadan)
 */
export function pricingContext(
  form: Pick<EventGeneratorForm, 'eventType' | 'customEventType' | 'location' | 'eventDate'>,
): PricingContext {
  const city = resolveCity(form.location);
  const date = dateContext(form.eventDate, city.city);
  return {
    kind: eventKind(form),
    city,
    date,
    season: seasonOf(form.eventDate),
    pilgrimage: pilgrimage(city, date),
  };
}

const HOLY_CITIES: readonly string[] = ['Mecca', 'Medina'];

/** The one holy-city rule: pilgrims fill Makkah and Madinah in Ramadan and Hajj (see OVERLAYS). */
function pilgrimage(city: ResolvedCity, date: DateContext): number {
  if (!HOLY_CITIES.includes(city.city)) return 1;
  return Math.max(date.hajjPeriod ? OVERLAYS.holyCitiesHajj : 1, date.ramadan ? OVERLAYS.holyCitiesRamadan : 1);
}
