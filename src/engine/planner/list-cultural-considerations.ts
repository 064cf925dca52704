import type { EventAnalysis, EventGeneratorForm } from '../../contracts/event-generator';
import { monthName } from '../../saudi/format';
import { heritageRegionOf, REGION_HERITAGE } from '../../saudi/heritage';
import type { PricingContext } from './pricing-context';
import { cityName } from './text/city-name';
import { climateKeys, climateSentences } from './text/climate-text';
import { CULTURAL_NOTES, type CulturalKey } from './text/cultural-text';

type Consideration = EventAnalysis['complianceInfo']['culturalConsiderations'][number];

/** A note of the plan: a fixed one (CULTURAL_NOTES), or one written from this event's city, month and menu. */
export type PlanNoteKey = CulturalKey | 'regionalDishes' | 'regionalHeritage' | 'climate';

/**
 * Cultural points for this event, in the request language: always prayer times, halal food (as the
 * chosen menu serves it) and coffee-and-dates hospitality; the rest when the kind, date, city or
 * choices make them matter.
 *
 * @example
 * listCulturalConsiderations(weddingInRamadan, context).map((note) => note.title);
 * // ['Prayer times', 'Ramadan', 'Family and gender sections', …]
 */
export function listCulturalConsiderations(form: EventGeneratorForm, context: PricingContext): Consideration[] {
  return culturalKeys(form, context).map((key) => culturalNote(key, form, context));
}

/**
 * Which notes apply, in the order they are shown: the decision, apart from the wording.
 *
 * @example
 * culturalKeys(weddingForm, context).includes('weddingSections'); // true
 */
export function culturalKeys(form: EventGeneratorForm, context: PricingContext): PlanNoteKey[] {
  const packages = new Set(form.servicePackages);
  const wedding = context.kind === 'wedding';
  const { menuType } = form.cateringOptions;
  const region = context.city.known ? heritageRegionOf(context.city.city) : undefined;
  const keys: PlanNoteKey[] = ['prayerTimes'];
  if (context.date.ramadan) keys.push('ramadan');
  if (wedding) keys.push('weddingSections', 'weddingTimings');
  else keys.push('familySections');
  if (wedding && (packages.has('photography') || packages.has('videography'))) keys.push('femalePhotographers');
  keys.push(menuType === 'international' ? 'halalInternational' : menuType === 'fusion' ? 'halalFusion' : 'halal');
  if (region && menuType !== 'international') keys.push('regionalDishes');
  keys.push('coffeeAndDates');
  if (packages.has('entertainment') && wedding) keys.push('weddingMusic');
  const nationalDay = context.date.occasions.some(
    (near) => near.occasion === 'nationalDay' || near.occasion === 'foundingDay',
  );
  if (packages.has('decoration') || form.visualPreferences.culturalElements || nationalDay)
    keys.push('nationalSymbols');
  if (form.visualPreferences.culturalElements) keys.push('regionalHeritage');
  // The weather of the city in the event's month (R80–R88), where we know the city.
  if (context.city.known && climateKeys(context.city.city, context.date.month).length > 0) keys.push('climate');
  return keys;
}

/**
 * One note in the request language. R91: each region's dishes; R89–R99: its heritage.
 *
 * @example
 * culturalNote('regionalDishes', jeddahForm, context).description; // 'Ask for the Hijazi table: saleeg and Madini rice.'
 */
export function culturalNote(key: PlanNoteKey, form: EventGeneratorForm, context: PricingContext): Consideration {
  const lang = form.language;
  const en = lang === 'en';
  const region = context.city.known ? heritageRegionOf(context.city.city) : undefined;
  const heritage = region ? REGION_HERITAGE[region] : undefined;
  switch (key) {
    case 'regionalDishes':
      return {
        title: en ? 'Regional dishes' : 'أطباق المنطقة',
        description: en
          ? `Ask for the ${heritage?.name.en} table: ${heritage?.dishes.en}.`
          : `اطلب أطباق المطبخ ${heritage?.name.ar}: ${heritage?.dishes.ar}.`,
      };
    case 'regionalHeritage':
      // A place we do not know gets the one craft woven across the Kingdom, not a region's (R60).
      if (!heritage)
        return {
          title: en ? 'Heritage motifs' : 'الزخارف التراثية',
          description: en
            ? 'Sadu weaving (UNESCO 2020), woven in Bedouin tents across the Kingdom, gives the décor a Saudi identity; credit it as Saudi heritage.'
            : 'نسيج السدو (يونسكو 2020)، المنسوج في بيوت الشعر في أنحاء المملكة، يمنح الديكور هوية سعودية؛ قدّمه بوصفه تراثًا سعوديًا.',
        };
      return {
        title: en ? 'Heritage motifs' : 'الزخارف التراثية',
        description: en
          ? `${heritage?.name.en} heritage gives the décor a local identity: ${heritage?.motifs.en}. Credit it as Saudi heritage.`
          : `يمنح التراث ${heritage?.name.ar} الديكور هوية محلية: ${heritage?.motifs.ar}. قدّمه بوصفه تراثًا سعوديًا.`,
      };
    case 'climate': {
      const city = cityName(context.city, lang);
      const month = monthName(context.date.month, lang);
      const advice = climateSentences(context.city.city, city, context.date.month, month, lang);
      return {
        title: en ? `Weather in ${city} in ${month}` : `الطقس في ${city} خلال ${month}`,
        description: advice.join(' '),
      };
    }
    default:
      return { title: CULTURAL_NOTES[key].title[lang], description: CULTURAL_NOTES[key].description[lang] };
  }
}
