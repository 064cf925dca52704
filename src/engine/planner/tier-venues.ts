import type { PremiumLevel } from '../../contracts/event-generator';
import { PREMIUM_LEVELS } from '../../contracts/constants';
import type { VenueClass } from './market-data/venue-classes';
import { cateringAmount, venueAmount, venueGrade } from './line-amounts';
import type { PricingInput } from './price-request';
import { pricedVenue } from './priced-venue';
import type { PricingContext } from './pricing-context';

/** The venue a tier is priced on: the class it names, what it holds in the city, and the line's amount. */
export interface TierVenue {
  venueClass: VenueClass;
  /** The guests the class holds in this city; it always contains the guest count. */
  capacity: { min: number; max: number };
  /** The venue line: hire for all the days at this tier's grade, in the city and on the date, VAT excluded. */
  amount: number;
  /**
   * The tier whose venue this one keeps, a grade of hall higher, because its own class would have
   * made it more than a step above the tier below.
   */
  keptFrom?: PremiumLevel;
}

/**
 * How far one tier may rise above the one below on hall and food: a little under twice, so that with
 * services (each at most twice the tier below's, service-packages.ts) and the coordination fee the
 * tier's total stays at most twice the one below's. [EST] a client steps up a tier, never leaps.
 */
export const HALL_AND_FOOD_STEP = 1.95;

/**
 * The venue each tier is priced on, Essential first. A tier's own choice is pricedVenue's (the first
 * class of its ladder that holds the guests in the city). Where that would lift hall and food above
 * HALL_AND_FOOD_STEP × the tier below's, the tier spends what keeps the step: at least the tier
 * below's venue a grade higher, at most its own class at its own grade. The class named is the
 * tier's own while the money buys it at no less than the lowest grade of hall (Essential's),
 * otherwise the tier below's. Each bound grows with the guests and falls a guest as the party grows,
 * so the tier's price does too.
 *
 * @example
 * tierVenues(form, context).luxury.venueClass; // 'wedding_palace' for a 1,500-guest wedding
 */
export function tierVenues(form: PricingInput, context: PricingContext): Record<PremiumLevel, TierVenue> {
  const key = cacheKey(form, context);
  const cached = recent.get(key);
  if (cached) return cached;
  const chosen = {} as Record<PremiumLevel, TierVenue>;
  let below: { level: PremiumLevel; venue: TierVenue; hallAndFood: number } | undefined;
  for (const level of PREMIUM_LEVELS) {
    const own = pricedVenue(context.kind, level, form.guestCount, context.city);
    const ownAmount = venueAmount(form, level, context, own);
    const catering = cateringAmount(form, level, context);
    let venue: TierVenue = { venueClass: own.venueClass, capacity: own.capacity, amount: ownAmount };
    if (below) {
      const keptClass = below.venue.venueClass;
      const kept = below.venue.amount * (venueGrade(keptClass, level) / venueGrade(keptClass, below.level));
      const budget = Math.min(ownAmount, Math.max(kept, HALL_AND_FOOD_STEP * below.hallAndFood - catering));
      const lowestOwn = ownAmount * (venueGrade(own.venueClass, 'basic') / venueGrade(own.venueClass, level));
      if (budget < ownAmount && budget < lowestOwn) {
        venue = { ...below.venue, amount: budget, keptFrom: below.venue.keptFrom ?? below.level };
      } else venue = { ...venue, amount: budget };
    }
    chosen[level] = venue;
    below = { level, venue, hallAndFood: venue.amount + catering };
  }
  if (recent.size >= 64) recent.clear();
  recent.set(key, chosen);
  return chosen;
}

// computeTiers asks for the four tiers of one request in a row, and a plan re-prices a few variants.
const recent = new Map<string, Record<PremiumLevel, TierVenue>>();

function cacheKey(form: PricingInput, context: PricingContext): string {
  const { menuType, tier } = form.cateringOptions;
  const { date, city, kind, season, pilgrimage } = context;
  return [
    kind,
    form.guestCount,
    form.duration,
    menuType,
    tier,
    city.known ? city.city : `?${city.costIndex}`,
    season,
    pilgrimage,
    date.day,
  ].join('|');
}
