import type { EventAnalysis, EventGeneratorForm } from '../../contracts/event-generator';
import type { PricingContext } from './pricing-context';
import { CULTURAL_NOTES, type CulturalKey } from './text/cultural-text';

type Consideration = EventAnalysis['complianceInfo']['culturalConsiderations'][number];

/**
 * Cultural points for this event, in the request language: always prayer times, halal food and
 * coffee-and-dates hospitality; the rest when the type, date or choices make them matter.
 *
 * @example
 * listCulturalConsiderations(weddingInRamadan, context).map((note) => note.title);
 * // ['Prayer times', 'Ramadan', 'Family and gender sections', …]
 */
export function listCulturalConsiderations(form: EventGeneratorForm, context: PricingContext): Consideration[] {
  return culturalKeys(form, context).map((key) => ({
    title: CULTURAL_NOTES[key].title[form.language],
    description: CULTURAL_NOTES[key].description[form.language],
  }));
}

/**
 * Which cultural notes apply, in the order they are shown: the decision, apart from the wording.
 *
 * @example
 * culturalKeys(weddingForm, context).includes('weddingSections'); // true
 */
export function culturalKeys(form: EventGeneratorForm, context: PricingContext): CulturalKey[] {
  const packages = new Set(form.servicePackages);
  const wedding = context.kind === 'wedding';
  const keys: CulturalKey[] = ['prayerTimes'];
  if (context.date.ramadan) keys.push('ramadan');
  if (wedding) keys.push('weddingSections', 'weddingTimings');
  else keys.push('familySections');
  if (wedding && (packages.has('photography') || packages.has('videography'))) keys.push('femalePhotographers');
  keys.push('halal', 'coffeeAndDates');
  if (packages.has('entertainment') && wedding) keys.push('weddingMusic');
  if (packages.has('decoration') || form.visualPreferences.culturalElements) keys.push('nationalSymbols');
  if (form.visualPreferences.culturalElements) keys.push('heritageMotifs');
  // The heat follows the date: September is still hot although the season model calls it autumn.
  if (context.season === 'summer' || context.date.month === 9) keys.push('summerHeat');
  return keys;
}
