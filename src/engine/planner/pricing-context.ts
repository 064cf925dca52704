import type { EventGeneratorForm } from '../../contracts/event-generator';
import { type DateContext, dateContext } from './date-context';
import { type ResolvedCity, resolveCity } from './resolve-city';

/** What pricing needs to know beyond the form itself: where and when, resolved once. */
export interface PricingContext {
  city: ResolvedCity;
  date: DateContext;
}

/**
 * Resolves the location and reads the event date.
 *
 * @example
 * pricingContext(form).city.city; // 'Riyadh' for location 'الرياض'
 */
export function pricingContext(form: Pick<EventGeneratorForm, 'location' | 'eventDate'>): PricingContext {
  const city = resolveCity(form.location);
  return { city, date: dateContext(form.eventDate, city.city) };
}
