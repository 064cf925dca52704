import type { EventAnalysis, EventGeneratorForm } from '../../contracts/event-generator';
import { bookingLead } from './booking-lead';
import type { Tiers } from './compute-tiers';
import { PER_GUEST_BOUNDS, sizeBand } from './market-data/per-guest-bounds';
import { type Demand, SEASON_DEMAND } from './market-data/seasons';
import { VAT_RATE } from './market-data/vat';
import type { PricingContext } from './pricing-context';
import { marketProse } from './text/market-prose';

type MarketAnalysis = EventAnalysis['marketAnalysis'];
const DEMAND_ORDER: readonly Demand[] = ['low', 'medium', 'high', 'peak'];

/**
 * Market analysis from the numbers: demand in that season, city and date; the quote per guest
 * against the city's range for events of that kind and size; booking lead against the recommended lead; and a confidence
 * that drops where the market data covers the request less well.
 *
 * @example
 * analyseMarket(form, computeTiers(form), context).demand; // 'peak' for a winter event
 */
export function analyseMarket(form: EventGeneratorForm, tiers: Tiers, context: PricingContext): MarketAnalysis {
  const demand = eventDemand(context);
  // Events of the same kind and size, Essential to Luxury, in this city, VAT included.
  const bounds = PER_GUEST_BOUNDS[context.kind][sizeBand(form.guestCount)];
  const cityFactor = context.city.costIndex * form.duration * (1 + VAT_RATE);
  const cityRange = {
    low: Math.round(bounds.essential[0] * cityFactor),
    high: Math.round(bounds.luxury[1] * cityFactor),
  };
  const pricePerGuest = {
    low: tiers.basic.perGuest,
    typical: tiers[form.premiumLevel].perGuest,
    high: tiers.luxury.perGuest,
  };
  const lead = bookingLead(form, context.kind);
  return {
    analysis: marketProse({ form, context, demand, pricePerGuest, cityRange, lead }),
    confidence: confidence(form, context),
    demand,
    pricePerGuest,
    bookingLeadTimeWeeks: lead.weeks,
  };
}

/** The date's season demand (spec model), at its peak in the pilgrim seasons of the holy cities, one step up in a city season. */
export function eventDemand(context: Pick<PricingContext, 'date' | 'season' | 'pilgrimage'>): Demand {
  const { date } = context;
  if (context.pilgrimage > 1) return 'peak';
  const base = DEMAND_ORDER.indexOf(SEASON_DEMAND[context.season].demand);
  const step = date.riyadhSeason || date.jeddahSeason ? 1 : 0;
  return DEMAND_ORDER[Math.min(base + step, DEMAND_ORDER.length - 1)] ?? 'medium';
}

/**
 * 0–1. Starts at 0.9 (estimates, not quotes) and loses for each gap in coverage: an unknown
 * city (national average index), a custom event type, a festival-scale guest count, a date
 * outside the Ramadan/Hajj tables.
 */
function confidence(form: EventGeneratorForm, context: PricingContext): number {
  let value = 0.9;
  if (!context.city.known) value -= 0.25;
  if (form.eventType === 'other') value -= 0.15;
  if (form.guestCount > 5_000) value -= 0.1;
  if (!context.date.inCalendar) value -= 0.05;
  return Math.round(Math.max(0.3, value) * 100) / 100;
}
