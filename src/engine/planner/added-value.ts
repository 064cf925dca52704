import type { PremiumLevel } from '../../contracts/event-generator';
import { INCLUDED_EXTRAS } from './market-data/premium-levels';

/**
 * SAR value of the extras a tier includes at no charge, for the given guests and days.
 *
 * @example
 * addedValue('standard', 100, 1); // 1,000 consultation + 100 × SR8 coffee station = 1,800
 */
export function addedValue(level: PremiumLevel, guests: number, days: number): number {
  let value = 0;
  for (const extra of Object.values(INCLUDED_EXTRAS[level])) {
    value += (extra.fixed ?? 0) + (extra.perGuestDay ?? 0) * guests * days + (extra.perDay ?? 0) * days;
  }
  return Math.round(value);
}
