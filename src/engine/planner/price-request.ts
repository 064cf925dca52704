import type { EventGeneratorForm, PremiumLevel } from '../../contracts/event-generator';
import { SERVICE_PACKAGES } from '../../contracts/constants';
import { cateringAmount, multipliers } from './line-amounts';
import type { PricingContext } from './pricing-context';
import { coordinationFee, serviceCost } from './service-cost';
import { type TierVenue, tierVenues } from './tier-venues';

export type PricingInput = Pick<EventGeneratorForm, 'guestCount' | 'duration' | 'cateringOptions' | 'servicePackages'>;
export type CostLine =
  | { category: 'venue'; key: 'venue'; amount: number; venue: TierVenue }
  | { category: 'catering'; key: 'catering'; amount: number }
  | { category: 'service'; key: Exclude<EventGeneratorForm['servicePackages'][number], 'coordination'>; amount: number }
  | { category: 'coordination'; key: 'coordination'; amount: number };

/**
 * The cost lines of one pricing tier (premium level) for a request, VAT excluded and unrounded
 * (amount in SAR): venue, catering, then each chosen package, coordination last (a share of the
 * others). The venue line says which class was priced (tierVenues), so the breakdown can name it.
 *
 * @example
 * priceRequest(form, 'standard', pricingContext(form)).map((line) => line.key);
 * // ['venue', 'catering', 'photography', 'coordination']
 */
export function priceRequest(form: PricingInput, level: PremiumLevel, context: PricingContext): CostLine[] {
  const { guestCount: guests, duration: days } = form;
  const { kind } = context;
  const { season, citySeason, base } = multipliers(context);
  const venue = tierVenues(form, context)[level];
  const lines: CostLine[] = [
    { category: 'venue', key: 'venue', amount: venue.amount, venue },
    { category: 'catering', key: 'catering', amount: cateringAmount(form, level, context) },
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
