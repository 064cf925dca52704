import type { EventAnalysis, EventGeneratorForm } from '../../contracts/event-generator';
import { bookingLead } from './booking-lead';
import type { Tiers } from './compute-tiers';
import { CITY_SEASON_EFFECTS, type Demand, SEASON_DEMAND } from './market-data/seasons';
import { marketRange } from './market-range';
import type { PricingContext } from './pricing-context';
import { marketProse } from './text/market-prose';

type MarketAnalysis = EventAnalysis['marketAnalysis'];
const DEMAND_ORDER: readonly Demand[] = ['low', 'medium', 'high', 'peak'];

/**
 * Market analysis from the numbers: demand on that date in that city for that kind of event; the
 * quote per guest against the middle 80 % of such events (marketRange); booking lead against the
 * recommended lead; and a confidence that drops where the market data covers the request less well.
 *
 * @example
 * analyseMarket(form, computeTiers(form), context).demand; // 'peak' for a winter event
 */
export function analyseMarket(form: EventGeneratorForm, tiers: Tiers, context: PricingContext): MarketAnalysis {
  const demand = eventDemand(context);
  const pricePerGuest = {
    low: tiers.basic.perGuest,
    typical: tiers[form.premiumLevel].perGuest,
    high: tiers.luxury.perGuest,
  };
  const lead = bookingLead(form, context.kind);
  return {
    analysis: marketProse({ form, context, demand, pricePerGuest, range: marketRange(form, context), lead }),
    confidence: confidence(form, context),
    demand,
    pricePerGuest,
    bookingLeadTimeWeeks: lead.weeks,
  };
}

/**
 * Demand on the event's date: the spec's season model, stepped up by the city's own seasons
 * (CITY_SEASON_EFFECTS), at its peak in the holy cities' pilgrim seasons; for weddings, at its peak
 * in the Eid days and at its lowest in Ramadan (R3, R25), and high at least in the summer school
 * holiday (R5).
 *
 * @example
 * eventDemand(pricingContext({ …, location: 'Abha', eventDate: '2027-07-15' })); // 'high' (the mountains' summer)
 */
export function eventDemand(context: Pick<PricingContext, 'date' | 'season' | 'pilgrimage' | 'kind'>): Demand {
  const { date } = context;
  if (context.pilgrimage > 1) return 'peak';
  if (context.kind === 'wedding' && date.eid) return 'peak';
  if (context.kind === 'wedding' && date.ramadan) return 'low';
  let level = DEMAND_ORDER.indexOf(SEASON_DEMAND[context.season].demand);
  for (const season of date.citySeasons) level += CITY_SEASON_EFFECTS[season].demandStep;
  const summerHoliday = date.occasions.some((near) => near.occasion === 'schoolSummer' && near.days === 0);
  if (context.kind === 'wedding' && summerHoliday) level = Math.max(level, DEMAND_ORDER.indexOf('high'));
  return DEMAND_ORDER[Math.min(level, DEMAND_ORDER.length - 1)] ?? 'medium';
}

/**
 * 0–1. Starts at 0.9 (estimates, not quotes) and loses for each gap in coverage: an unknown
 * city (national average index), a custom event type, a festival-scale guest count, a date
 * past the Umm al-Qura data.
 */
function confidence(form: EventGeneratorForm, context: PricingContext): number {
  let value = 0.9;
  if (!context.city.known) value -= 0.25;
  if (form.eventType === 'other') value -= 0.15;
  if (form.guestCount > 5_000) value -= 0.1;
  if (!context.date.inCalendar) value -= 0.05;
  return Math.round(Math.max(0.3, value) * 100) / 100;
}
