export { type Tiers, computeTiers } from './compute-tiers';
export { planEvent } from './plan-event';
export { priceGuide } from './price-guide';
export { type ResolvedCity, resolveCity } from './resolve-city';
