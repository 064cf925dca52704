import type { CATERING_TIERS, MENU_TYPES } from '../../../contracts/event-generator';
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
const CATERING_YEAR = 2025;

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
