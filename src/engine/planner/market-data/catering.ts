import type { CATERING_TIERS, MENU_TYPES } from '../../../contracts/constants';
import { scaleTo2026 } from './scale-to-2026';

type MenuType = (typeof MENU_TYPES)[number];
type CateringTier = (typeof CATERING_TIERS)[number];

/**
 * Catering per guest per day in SAR, VAT excluded, by catering tier and menu. [EST] the domain
 * notes' tier table (compiled 2025), anchored on R10 (outside-catered buffet 60–80 a head, up to
 * 140 top tier) and R12/R13 (hotel iftar 155–400). The form has three catering tiers and the table
 * four columns: basic = Essential, premium = Professional low to Premium high (the wide default
 * band), luxury = Luxury.
 */
export const CATERING_PER_GUEST: Record<CateringTier, Record<MenuType, { low: number; high: number }>> = {
  basic: {
    traditional_saudi: { low: 60, high: 100 },
    international: { low: 90, high: 150 },
    fusion: { low: 80, high: 130 },
  },
  premium: {
    traditional_saudi: { low: 120, high: 350 },
    international: { low: 180, high: 500 },
    fusion: { low: 150, high: 450 },
  },
  luxury: {
    traditional_saudi: { low: 400, high: 700 },
    international: { low: 550, high: 900 },
    fusion: { low: 500, high: 800 },
  },
};
export const CATERING_YEAR = 2025;

/**
 * Caterers and restaurants take a minimum order: R10's smallest quoted buffet is for 20 people
 * (up to SR2,000); home cooks and private chefs go lower. [EST] 10 covers, so a dinner for six pays
 * for ten, which a family of six ordering a buffet does.
 */
export const MINIMUM_COVERS = 10;

/**
 * Delivery, set-up and serving staff per event-day, by pricing tier (Essential … Luxury), VAT
 * excluded, 2025 prices. [EST] anchored on R10 (delivery outside Riyadh up to SR1,200).
 */
export const CATERING_SERVICE_FEE = [150, 300, 600, 1_200] as const;

/**
 * Bulk buying and kitchen economies: the per-head price is flat up to 50 guests, then falls with
 * the logarithm of the count to 85 % at 5,000 and stays there. [EST] no Saudi series; a gentle
 * curve (the total still rises with every guest), in line with R10 quoting per-head buffet prices
 * that do not depend on size for ordinary parties.
 */
export const VOLUME_CURVE = { flatUpTo: 50, floorAt: 5_000, floorFactor: 0.85 } as const;

/**
 * Catering cost per guest per day in 2026 SAR, VAT excluded, at `position` (0 = low end of the
 * band, 1 = high end), which the premium level chooses.
 *
 * @example
 * cateringPerGuest('traditional_saudi', 'basic', 0); // 61.8 (60 scaled 2025 → 2026)
 */
export function cateringPerGuest(menu: MenuType, tier: CateringTier, position: number): number {
  const band = CATERING_PER_GUEST[tier][menu];
  return scaleTo2026(band.low + (band.high - band.low) * position, CATERING_YEAR);
}

/**
 * The share of the per-head price a party of `guests` pays (1 for small parties, 0.85 at 5,000+).
 *
 * @example
 * volumeFactor(50);   // 1
 * volumeFactor(5000); // 0.85
 */
export function volumeFactor(guests: number): number {
  const { flatUpTo, floorAt, floorFactor } = VOLUME_CURVE;
  if (guests <= flatUpTo) return 1;
  const progress = Math.min(1, Math.log(guests / flatUpTo) / Math.log(floorAt / flatUpTo));
  return 1 - (1 - floorFactor) * progress;
}
