import type { EventGeneratorForm, PremiumLevel, PricingTier } from '../../contracts/event-generator';
import { PREMIUM_LEVELS } from '../../contracts/constants';

/**
 * The one tier marked best value. Rule: the tier the client asked for (premiumLevel); when a
 * budget is given and that tier's total is above budget.max, the highest tier within budget
 * instead, or Essential when none fits. The client's own choice wins unless it breaks the budget.
 *
 * @example
 * chooseBestValue(tiers, { premiumLevel: 'premium' });                               // 'premium'
 * chooseBestValue(tiers, { premiumLevel: 'luxury', budgetRange: { min: 0, max: 1 } }); // 'basic'
 */
export function chooseBestValue(
  tiers: Record<PremiumLevel, Pick<PricingTier, 'total'>>,
  form: Pick<EventGeneratorForm, 'premiumLevel' | 'budgetRange'>,
): PremiumLevel {
  const max = form.budgetRange?.max;
  if (max === undefined || tiers[form.premiumLevel].total <= max) return form.premiumLevel;
  const within = PREMIUM_LEVELS.filter((level) => tiers[level].total <= max);
  return within.at(-1) ?? 'basic';
}
