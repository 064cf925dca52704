import type { EventGeneratorForm } from '../../contracts/event-generator';
import { MENU_TYPES, PREMIUM_LEVELS } from '../../contracts/constants';
import { PREMIUM_LEVEL_DATA } from './market-data/premium-levels';
import { VAT_RATE } from './market-data/vat';
import { priceRequest } from './price-request';
import type { PricingContext } from './pricing-context';

/** The share of such events left out at each end of the range quoted: the middle 80 %. */
export const RANGE_TAIL = 0.1;

/**
 * What events like this one cost a guest, VAT included: the middle 80 % of the quotes for the same
 * kind, guests, days, city, date, services and level of catering across the market's four grades of
 * venue and supplier (the tiers) and its three menus. A planner quotes this band, not the cheapest to
 * the dearest event imaginable; since each tier is at most twice the one below, it is at most about
 * eight times wide.
 *
 * @example
 * marketRange(form, context); // { low: 262, high: 1318 } for a 300-guest wedding in Riyadh
 */
export function marketRange(form: EventGeneratorForm, context: PricingContext): { low: number; high: number } {
  const perGuest: number[] = [];
  for (const menuType of MENU_TYPES) {
    const variant = { ...form, cateringOptions: { ...form.cateringOptions, menuType } };
    for (const level of PREMIUM_LEVELS) {
      const subtotal = priceRequest(variant, level, context).reduce((sum, line) => sum + line.amount, 0);
      const total = subtotal * (1 - PREMIUM_LEVEL_DATA[level].packageDiscount) * (1 + VAT_RATE);
      perGuest.push(total / form.guestCount);
    }
  }
  perGuest.sort((a, b) => a - b);
  // Nearest rank: the 10th and 90th percentiles of the quotes.
  const at = (share: number) => perGuest[Math.min(perGuest.length - 1, Math.ceil(share * perGuest.length) - 1)] ?? 0;
  return { low: Math.round(at(RANGE_TAIL)), high: Math.round(at(1 - RANGE_TAIL)) };
}
