import type { EventAnalysis, EventGeneratorForm } from '../../contracts/event-generator';
import { needsEventPermit } from './needs-event-permit';
import type { PricingContext } from './pricing-context';
import type { VenueClass } from './market-data/venue-classes';
import { tierVenues } from './tier-venues';
import { REGULATIONS, type RegulationKey } from './text/regulation-text';

type Regulation = EventAnalysis['complianceInfo']['saudiRegulations'][number];

/** Venues with no standing hall: their structures are put up for the event. */
const OUTDOOR: readonly VenueClass[] = ['desert_camp', 'open_air_grounds', 'heritage_site'];

/**
 * The Saudi permits and rules that apply to this event, in the request language. Which apply is
 * decided here; the wording and sources live in text/regulation-text.ts.
 *
 * @example
 * listRegulations(corporateForm, context).map((rule) => rule.authority);
 * // ['Municipality (Balady)', 'Civil Defense (Salama)', 'SFDA and municipality', 'SCEGA', …]
 */
export function listRegulations(form: EventGeneratorForm, context: PricingContext): Regulation[] {
  return regulationKeys(form, context).map((key) => {
    const rule = REGULATIONS[key];
    return {
      title: rule.title[form.language],
      authority: rule.authority[form.language],
      description: rule.description[form.language],
    };
  });
}

/**
 * Which rules apply, in the order they are shown: the decision, apart from the wording. At home, no
 * venue licence; outdoors, approval of the structures put up.
 *
 * @example
 * regulationKeys(weddingForm, context); // ['balady', 'civilDefense', 'foodSafety', 'pdpl', 'publicDecency']
 */
export function regulationKeys(form: EventGeneratorForm, context: PricingContext): RegulationKey[] {
  const packages = new Set(form.servicePackages);
  // The venue rules follow the venue the requested tier is priced on (R45, R48): a party in the
  // family's own home or garden needs no venue licence; a hall, hotel, restaurant or rest house holds
  // its own; an outdoor site's tents and stages need approval.
  const venue = tierVenues(form, context)[form.premiumLevel].venueClass;
  const keys: RegulationKey[] =
    venue === 'home'
      ? ['foodSafety']
      : OUTDOOR.includes(venue)
        ? ['temporaryStructures', 'civilDefense', 'foodSafety']
        : ['balady', 'civilDefense', 'foodSafety'];
  if (needsEventPermit(form)) keys.push('geaPermit');
  else if (packages.has('entertainment')) keys.push('geaSuppliers');
  if (packages.has('entertainment') && (form.eventType === 'cultural' || needsEventPermit(form)))
    keys.push('performingArts');
  if (form.eventType === 'corporate' && form.guestCount >= 50) keys.push('scega');
  if (context.city.city === 'AlUla') keys.push('alulaHeritage');
  if (context.city.city === 'Mecca') keys.push(context.date.hajjPeriod ? 'hajjClosure' : 'meccaEntry');
  if (packages.has('security')) keys.push('security');
  // Registration lists, badges and photos of guests are personal data: any sizeable or business event collects them.
  if (
    form.eventType === 'corporate' ||
    form.eventType === 'cultural' ||
    form.guestCount >= 100 ||
    packages.has('technology')
  ) {
    keys.push('pdpl');
  }
  keys.push('publicDecency');
  return keys;
}
