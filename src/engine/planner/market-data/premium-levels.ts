import type { PremiumLevel } from '../../../contracts/event-generator';

/**
 * What each premium level (pricing tier) means for cost. `position` places catering inside its
 * band (0 = low end); `venueFactor` is the grade of hall within a class (a class-3 against a
 * class-1 qasr afrah in R4 is about 1:3.5; the factors stay well inside that) [EST].
 * `packageDiscount` is the company's bundle discount against buying each line separately: a
 * commercial choice of the company, not market data.
 */
export const PREMIUM_LEVEL_DATA: Record<
  PremiumLevel,
  { position: number; venueFactor: number; packageDiscount: number }
> = {
  basic: { position: 0, venueFactor: 0.85, packageDiscount: 0 },
  standard: { position: 0.35, venueFactor: 1, packageDiscount: 0.05 },
  premium: { position: 0.7, venueFactor: 1.25, packageDiscount: 0.07 },
  luxury: { position: 1, venueFactor: 1.6, packageDiscount: 0.1 },
};

/**
 * Event halls come in classes: R4's Makkah Chamber grades a class-1 qasr afrah at SR70–90k with
 * dinner against SR17–25k for a class-3 hall alone, so the grade of hall a tier books spreads wider
 * than other venues' [EST]: a Luxury wedding takes a class-1 palace at 2.5× the class figure.
 */
export const HALL_GRADES: Record<PremiumLevel, number> = { basic: 0.85, standard: 1, premium: 1.6, luxury: 2.5 };

export type ExtraKey = 'consultation' | 'coffeeStation' | 'coordinatorDay' | 'vipProtocol';

/**
 * Extras included free in each tier, valued in SAR (the tier's addedValue). Values [EST]: what the
 * company would charge separately. Saudi coffee and dates per guest-day follows R58's custom.
 */
export const INCLUDED_EXTRAS: Record<
  PremiumLevel,
  Partial<Record<ExtraKey, { fixed?: number; perGuestDay?: number; perDay?: number }>>
> = {
  basic: { consultation: { fixed: 500 } },
  standard: { consultation: { fixed: 1_000 }, coffeeStation: { perGuestDay: 8 } },
  premium: { consultation: { fixed: 1_500 }, coffeeStation: { perGuestDay: 12 }, coordinatorDay: { perDay: 3_000 } },
  luxury: {
    consultation: { fixed: 2_500 },
    coffeeStation: { perGuestDay: 20 },
    coordinatorDay: { perDay: 5_000 },
    vipProtocol: { fixed: 10_000 },
  },
};
