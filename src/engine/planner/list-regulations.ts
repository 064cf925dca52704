import type { EventAnalysis, EventGeneratorForm } from '../../contracts/event-generator';
import { needsEventPermit } from './needs-event-permit';
import type { PricingContext } from './pricing-context';
import { tierVenues } from './tier-venues';
import { REGULATIONS, type RegulationKey } from './text/regulation-text';

type Regulation = EventAnalysis['complianceInfo']['saudiRegulations'][number];

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
 * venue licence.
 *
 * @example
 * regulationKeys(weddingForm, context); // ['balady', 'civilDefense', 'foodSafety', 'pdpl', 'publicDecency']
 */
export function regulationKeys(form: EventGeneratorForm, context: PricingContext): RegulationKey[] {
  const packages = new Set(form.servicePackages);
  // A party in the family's own home or garden needs no venue licence: the venue rules follow the
  // venue the requested tier is priced on (R45, R48 license halls, hotels, rest houses and the
  // temporary tents and stages of outdoor sites).
  const atHome = tierVenues(form, context)[form.premiumLevel].venueClass === 'home';
  const keys: RegulationKey[] = atHome ? ['foodSafety'] : ['balady', 'civilDefense', 'foodSafety'];
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
