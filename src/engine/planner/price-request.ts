import type { EventGeneratorForm, PremiumLevel } from '../../contracts/event-generator';
import { SERVICE_PACKAGES } from '../../contracts/constants';
import {
  CATERING_SERVICE_FEE,
  CATERING_YEAR,
  cateringPerGuest,
  MINIMUM_COVERS,
  volumeFactor,
} from './market-data/catering';
import { PREMIUM_LEVEL_DATA } from './market-data/premium-levels';
import { scaleTo2026 } from './market-data/scale-to-2026';
import { OVERLAYS, SEASON_DEMAND } from './market-data/seasons';
import { level as at } from './market-data/service-packages';
import { type PricedVenue, pricedVenue } from './priced-venue';
import type { PricingContext } from './pricing-context';
import { coordinationFee, serviceCost } from './service-cost';

export type PricingInput = Pick<EventGeneratorForm, 'guestCount' | 'duration' | 'cateringOptions' | 'servicePackages'>;
export type CostLine =
  | { category: 'venue'; key: 'venue'; amount: number; venue: PricedVenue }
  | { category: 'catering'; key: 'catering'; amount: number }
  | { category: 'service'; key: Exclude<EventGeneratorForm['servicePackages'][number], 'coordination'>; amount: number }
  | { category: 'coordination'; key: 'coordination'; amount: number };

/**
 * The cost lines of one pricing tier (premium level) for a request, VAT excluded and unrounded
 * (amount in SAR): venue, catering, then each chosen package, coordination last (a share of the
 * others). The venue line says which class was priced, so the breakdown can name it.
 *
 * @example
 * priceRequest(form, 'standard', pricingContext(form)).map((line) => line.key);
 * // ['venue', 'catering', 'photography', 'coordination']
 */
export function priceRequest(form: PricingInput, level: PremiumLevel, context: PricingContext): CostLine[] {
  const { guestCount: guests, duration: days } = form;
  const { date, city, kind, pilgrimage } = context;
  // The date's season (context.season), not the form's field: a July event is priced in summer.
  const season = SEASON_DEMAND[context.season].multiplier;
  const citySeason = date.riyadhSeason ? OVERLAYS.riyadhSeason : date.jeddahSeason ? OVERLAYS.jeddahSeason : 1;
  const base = city.costIndex * pilgrimage;

  let venueOverlay = 1;
  if (date.ramadan && kind === 'wedding') venueOverlay *= OVERLAYS.ramadanWeddingVenue;
  if (date.ramadan && kind === 'corporate') venueOverlay *= OVERLAYS.ramadanCorporateVenue;
  const party = kind === 'wedding' || kind === 'birthday' || kind === 'celebration';
  if (date.peakNight && party) venueOverlay *= OVERLAYS.peakNightVenue;

  const levelData = PREMIUM_LEVEL_DATA[level];
  const venue = pricedVenue(kind, level, guests, city);
  const venueAmount = venue.dayCost * levelData.venueFactor * days * base * season * citySeason * venueOverlay;
  // Food prices move with demand less than halls and crews do: half the seasonal swing.
  const cateringSeason = 1 + (season - 1) / 2;
  const { menuType, tier } = form.cateringOptions;
  const covers = Math.max(guests, MINIMUM_COVERS) * volumeFactor(guests);
  const perDay =
    cateringPerGuest(menuType, tier, levelData.position) * covers +
    scaleTo2026(at(CATERING_SERVICE_FEE, level), CATERING_YEAR);
  const catering = perDay * days * base * cateringSeason;

  const lines: CostLine[] = [
    { category: 'venue', key: 'venue', amount: venueAmount, venue },
    { category: 'catering', key: 'catering', amount: catering },
  ];
  const chosen = new Set(form.servicePackages);
  for (const pack of SERVICE_PACKAGES) {
    if (pack === 'coordination' || !chosen.has(pack)) continue;
    const amount = serviceCost(pack, level, guests, days, kind) * base * season * citySeason;
    lines.push({ category: 'service', key: pack, amount });
  }
  if (chosen.has('coordination')) {
    const others = lines.reduce((sum, line) => sum + line.amount, 0);
    lines.push({ category: 'coordination', key: 'coordination', amount: coordinationFee(others, level, base) });
  }
  return lines;
}
