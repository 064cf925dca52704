import type { EventGeneratorForm, PremiumLevel, PricingTier } from '../../contracts/event-generator';
import { PREMIUM_LEVELS } from '../../contracts/constants';
import { chooseBestValue } from './choose-best-value';
import { addedValue, includedExtras } from './included-extras';
import { PREMIUM_LEVEL_DATA } from './market-data/premium-levels';
import { VAT_RATE } from './market-data/vat';
import { priceRequest } from './price-request';
import { type PricingContext, pricingContext } from './pricing-context';
import { TIER_NAMES } from './text/labels';
import { lineLabel, tierDescription } from './text/tier-labels';
import { tierFeatures } from './tier-features';
import { tierVenues } from './tier-venues';

export type Tiers = Record<PremiumLevel, PricingTier>;

/**
 * The four pricing tiers of a request, VAT included and in whole riyals. Each line is rounded
 * first and the totals are sums of rounded lines, so a breakdown adds up exactly to its total.
 * List price is the same lines bought separately (no package discount), VAT included.
 *
 * @example
 * const tiers = computeTiers(form);
 * tiers.standard.breakdown.reduce((sum, line) => sum + line.amount, 0) === tiers.standard.total; // true
 */
export function computeTiers(form: EventGeneratorForm, context: PricingContext = pricingContext(form)): Tiers {
  const lang = form.language;
  const venues = tierVenues(form, context);
  const entries = PREMIUM_LEVELS.map((level) => {
    const lines = priceRequest(form, level, context);
    // One price per venue: a tier paying more for a venue a lower tier also books says why.
    const cheaper = PREMIUM_LEVELS.find(
      (other) =>
        venues[other].venueClass === venues[level].venueClass &&
        Math.round(venues[other].amount) < Math.round(venues[level].amount),
    );
    const breakdown: PricingTier['breakdown'] = lines.map((line) => ({
      category: line.category,
      label: lineLabel(line, level, form, lang, context.kind, line.category === 'venue' ? cheaper : undefined),
      amount: Math.round(line.amount),
    }));
    const subtotal = breakdown.reduce((sum, line) => sum + line.amount, 0);
    const discountRate = PREMIUM_LEVEL_DATA[level].packageDiscount;
    const discount = Math.round(subtotal * discountRate);
    if (discount > 0)
      breakdown.push({
        category: 'discount',
        label: lineLabel('discount', level, form, lang, context.kind),
        amount: -discount,
      });
    const vat = Math.round((subtotal - discount) * VAT_RATE);
    breakdown.push({ category: 'vat', label: lineLabel('vat', level, form, lang, context.kind), amount: vat });
    const total = subtotal - discount + vat;
    const listPrice = subtotal + Math.round(subtotal * VAT_RATE);
    const tier: PricingTier = {
      name: TIER_NAMES[level][lang],
      description: tierDescription(level, includedExtras(level, context.kind, form.guestCount), lang),
      total,
      perGuest: Math.round(total / form.guestCount),
      breakdown,
      listPrice,
      savings: listPrice - total,
      addedValue: addedValue(level, context.kind, form.guestCount, form.duration),
      bestValue: false,
      features: tierFeatures(level, form, lines, context.kind, cheaper),
    };
    return [level, tier] as const;
  });
  const tiers = Object.fromEntries(entries) as Tiers;
  tiers[chooseBestValue(tiers, form)].bestValue = true;
  return tiers;
}
