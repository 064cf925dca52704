import type { EventAnalysis, EventGeneratorForm, PremiumLevel } from '../../contracts/event-generator';
import { MAJOR_CITIES } from './market-data/city-index';
import { AFFINITY, CLASSES_BY_PLACE, REGIONAL_BALLROOM_MAX } from './market-data/venue-availability';
import { VENUE_CLASSES, type VenueClass, venueDayCost } from './market-data/venue-classes';
import type { PricingContext } from './pricing-context';
import { cityName } from './text/city-name';
import { formatNumber, formatSar } from './text/format';

type Venue = EventAnalysis['venueRecommendations'][number];
const TIER_RANK = { standard: 0, other: 1, premium: 2, luxury: 3 } as const;
const LEVEL_RANK: Record<PremiumLevel, number> = { basic: 0, standard: 1, premium: 2, luxury: 3 };
const MAX_RESULTS = 4;

/**
 * Venue classes in the requested city that hold the guest count, best suited first. Names
 * describe the class and the city, never a business. Open-air grounds with temporary halls hold
 * any count the form accepts, so the list is never empty.
 *
 * @example
 * recommendVenues(form, context)[0]?.name; // 'Wedding palace (qasr afrah), Riyadh'
 */
export function recommendVenues(form: EventGeneratorForm, context: PricingContext): Venue[] {
  const lang = form.language;
  const city = cityName(context.city, lang);
  const guests = form.guestCount;
  return placeClasses(context)
    .map((venueClass) => ({ venueClass, capacity: capacityIn(venueClass, context) }))
    .filter(({ capacity }) => capacity.max >= guests)
    .map(({ venueClass, capacity }) => {
      const data = VENUE_CLASSES[venueClass];
      const hire = venueDayCost(venueClass, guests) * context.city.costIndex;
      const range = `${formatNumber(capacity.min, lang)}–${formatNumber(capacity.max, lang)}`;
      const description =
        lang === 'ar'
          ? `${data.name.ar} في ${city} يتسع لـ ${range} ضيف. إيجار المكان لضيوفك (${formatNumber(guests, lang)}) يبدأ من نحو ${formatSar(hire, lang)} لليوم، دون الضيافة والضريبة.`
          : `${data.name.en} in ${city} for ${range} guests. Hire for your ${formatNumber(guests, lang)} guests from about ${formatSar(hire, lang)} a day, before catering and VAT.`;
      return {
        name: `${data.name[lang]}${lang === 'ar' ? '، ' : ', '}${city}`,
        suitability: suitability(venueClass, form, capacity),
        tier: data.tier,
        capacity,
        description,
      };
    })
    .sort((a, b) => b.suitability - a.suitability)
    .slice(0, MAX_RESULTS);
}

function placeClasses(context: PricingContext): readonly VenueClass[] {
  const city = context.city.city;
  if (city === 'AlUla') return CLASSES_BY_PLACE.AlUla;
  if (city === 'NEOM') return CLASSES_BY_PLACE.NEOM;
  return context.city.known && (MAJOR_CITIES as readonly string[]).includes(city)
    ? CLASSES_BY_PLACE.major
    : CLASSES_BY_PLACE.regional;
}

function capacityIn(venueClass: VenueClass, context: PricingContext): { min: number; max: number } {
  const { capacity } = VENUE_CLASSES[venueClass];
  const regional = !(MAJOR_CITIES as readonly string[]).includes(context.city.city);
  if (venueClass === 'hotel_ballroom' && regional) return { min: capacity.min, max: REGIONAL_BALLROOM_MAX };
  return { ...capacity };
}

/** Affinity for the event type, nudged by how well the class's tier and size fit the request. */
function suitability(venueClass: VenueClass, form: EventGeneratorForm, capacity: { min: number; max: number }): number {
  let score = AFFINITY[form.eventType][venueClass];
  const tierGap = Math.abs(TIER_RANK[VENUE_CLASSES[venueClass].tier] - LEVEL_RANK[form.premiumLevel]);
  score += tierGap === 0 ? 5 : -4 * tierGap;
  if (form.guestCount < capacity.min)
    score -= 25; // a half-empty hall
  else if (form.guestCount > capacity.max * 0.9) score -= 5; // tight fit
  return Math.max(0, Math.min(100, Math.round(score)));
}
