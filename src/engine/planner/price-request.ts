import {
  type EventGeneratorForm,
  type PremiumLevel,
  SERVICE_PACKAGES,
  type ServicePackage,
} from '../../contracts/event-generator';
import { cateringPerGuest } from './market-data/catering';
import { PREMIUM_LEVEL_DATA } from './market-data/premium-levels';
import { OVERLAYS, SEASON_DEMAND } from './market-data/seasons';
import { venueDayCost } from './market-data/venue-classes';
import type { PricingContext } from './pricing-context';
import { pricedVenueClass } from './priced-venue-class';
import { serviceCost } from './service-cost';

export type PricingInput = Pick<
  EventGeneratorForm,
  'eventType' | 'guestCount' | 'duration' | 'season' | 'cateringOptions' | 'servicePackages'
>;
export interface CostLine {
  category: 'venue' | 'catering' | 'service' | 'coordination';
  key: 'venue' | 'catering' | ServicePackage;
  /** SAR, VAT excluded, unrounded. */
  amount: number;
}

/**
 * The cost lines of one pricing tier (premium level) for a request, VAT excluded and unrounded:
 * venue, catering, then each chosen package, coordination last (a share of the others).
 *
 * @example
 * priceRequest(form, 'standard', pricingContext(form)).map((line) => line.key);
 * // ['venue', 'catering', 'photography', 'coordination']
 */
export function priceRequest(form: PricingInput, level: PremiumLevel, context: PricingContext): CostLine[] {
  const { guestCount: guests, duration: days, eventType } = form;
  const { date, city } = context;
  const season = SEASON_DEMAND[form.season].multiplier;
  const holyCity = city.city === 'Mecca' || city.city === 'Medina';
  const pilgrimage = holyCity
    ? Math.max(date.hajjPeriod ? OVERLAYS.holyCitiesHajj : 1, date.ramadan ? OVERLAYS.holyCitiesRamadan : 1)
    : 1;
  const citySeason = date.riyadhSeason ? OVERLAYS.riyadhSeason : date.jeddahSeason ? OVERLAYS.jeddahSeason : 1;
  const base = city.costIndex * pilgrimage;

  let venueOverlay = 1;
  if (date.ramadan && eventType === 'wedding') venueOverlay *= OVERLAYS.ramadanWeddingVenue;
  if (date.ramadan && eventType === 'corporate') venueOverlay *= OVERLAYS.ramadanCorporateVenue;
  if (date.peakNight && (eventType === 'wedding' || eventType === 'birthday')) venueOverlay *= OVERLAYS.peakNightVenue;

  const levelData = PREMIUM_LEVEL_DATA[level];
  const venueClass = pricedVenueClass(eventType, level, city.city);
  const venue =
    venueDayCost(venueClass, guests) * levelData.venueFactor * days * base * season * citySeason * venueOverlay;
  // Food prices move with demand less than halls and crews do: half the seasonal swing.
  const cateringSeason = 1 + (season - 1) / 2;
  const { menuType, tier } = form.cateringOptions;
  const catering = cateringPerGuest(menuType, tier, levelData.position) * guests * days * base * cateringSeason;

  const lines: CostLine[] = [
    { category: 'venue', key: 'venue', amount: venue },
    { category: 'catering', key: 'catering', amount: catering },
  ];
  const chosen = new Set(form.servicePackages);
  for (const pack of SERVICE_PACKAGES) {
    if (pack === 'coordination' || !chosen.has(pack)) continue;
    const amount = serviceCost(pack, level, guests, days) * base * season * citySeason;
    lines.push({ category: 'service', key: pack, amount });
  }
  if (chosen.has('coordination')) {
    const others = lines.reduce((sum, line) => sum + line.amount, 0);
    lines.push({ category: 'coordination', key: 'coordination', amount: others * coordinationShare(level) });
  }
  return lines;
}

const coordinationShare = (level: PremiumLevel) => serviceCost('coordination', level, 1, 1);
