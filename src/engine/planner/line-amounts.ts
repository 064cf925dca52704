import type { EventGeneratorForm, PremiumLevel } from '../../contracts/event-generator';
import {
  CATERING_SERVICE_FEE,
  CATERING_YEAR,
  cateringPerGuest,
  MINIMUM_COVERS,
  volumeFactor,
} from './market-data/catering';
import { HALL_GRADES, PREMIUM_LEVEL_DATA } from './market-data/premium-levels';
import { scaleTo2026 } from './market-data/scale-to-2026';
import { OVERLAYS, SEASON_DEMAND } from './market-data/seasons';
import { level as at } from './market-data/service-packages';
import type { VenueClass } from './market-data/venue-classes';
import type { PricedVenue } from './priced-venue';
import type { PricingContext } from './pricing-context';

type AmountInput = Pick<EventGeneratorForm, 'guestCount' | 'duration' | 'cateringOptions'>;

/**
 * The venue line for `venue` hired at this tier's grade of hall, for all the days, in the city and
 * on the date (season, city season, Ramadan, Wednesday/Thursday nights, pilgrim seasons).
 *
 * @example
 * venueAmount(form, 'basic', context, { venueClass: 'home', capacity: { min: 1, max: 40 }, dayCost: 0 }); // 0
 */
export function venueAmount(
  form: Pick<AmountInput, 'duration'>,
  level: PremiumLevel,
  context: PricingContext,
  venue: Pick<PricedVenue, 'dayCost' | 'venueClass'>,
): number {
  const { season, citySeason, base } = multipliers(context);
  // An event hall's wider grades are in its day cost already (pricedVenue's ladder).
  return (
    venue.dayCost *
    PREMIUM_LEVEL_DATA[level].venueFactor *
    form.duration *
    base *
    season *
    citySeason *
    venueOverlay(context)
  );
}

/** The tier's grade of hall within a class: how much above the class figure this tier's hall costs. */
export function venueGrade(venueClass: VenueClass, level: PremiumLevel): number {
  const hall = venueClass === 'wedding_palace' || venueClass === 'small_hall';
  return hall ? HALL_GRADES[level] : PREMIUM_LEVEL_DATA[level].venueFactor;
}

/** The catering line: the visitor's menu and catering tier, the pricing tier's place in the band, a minimum order. */
export function cateringAmount(form: AmountInput, level: PremiumLevel, context: PricingContext): number {
  const { season, base } = multipliers(context);
  // Food prices move with demand less than halls and crews do: half the seasonal swing.
  const cateringSeason = 1 + (season - 1) / 2;
  const { menuType, tier } = form.cateringOptions;
  const covers = Math.max(form.guestCount, MINIMUM_COVERS) * volumeFactor(form.guestCount);
  const perDay =
    cateringPerGuest(menuType, tier, PREMIUM_LEVEL_DATA[level].position) * covers +
    scaleTo2026(at(CATERING_SERVICE_FEE, level), CATERING_YEAR);
  return perDay * form.duration * base * cateringSeason;
}

export function multipliers(context: PricingContext): { season: number; citySeason: number; base: number } {
  // The date's season (context.season), not the form's field: a July event is priced in summer.
  const season = SEASON_DEMAND[context.season].multiplier;
  const citySeason = context.date.cityOverlay;
  return { season, citySeason, base: context.city.costIndex * context.pilgrimage };
}

/** What the date does to a hall's price for this kind of event: Ramadan, Wednesday and Thursday nights. */
function venueOverlay(context: PricingContext): number {
  const { date, kind } = context;
  let overlay = 1;
  if (date.ramadan && kind === 'wedding') overlay *= OVERLAYS.ramadanWeddingVenue;
  if (date.ramadan && kind === 'corporate') overlay *= OVERLAYS.ramadanCorporateVenue;
  if (date.eid && kind === 'wedding') overlay *= OVERLAYS.eidWeddingVenue;
  const party = kind === 'wedding' || kind === 'birthday' || kind === 'celebration';
  if (date.peakNight && party) overlay *= OVERLAYS.peakNightVenue;
  return overlay;
}
