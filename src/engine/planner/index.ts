export { type Tiers, computeTiers } from './compute-tiers';
export { type EventKind, eventKind } from './event-kind';
export { planEvent } from './plan-event';
export { priceGuide } from './price-guide';
export { quoteEvent } from './quote-event';
export { type ResolvedCity, resolveCity } from './resolve-city';
