import type { EventType } from '../../../contracts/common';
import { scaleTo2026 } from './scale-to-2026';

/** A per-guest SAR range at its source year, VAT excluded, with where it comes from. */
export interface SourcedRange {
  low: number;
  high: number;
  year: number;
  source: string;
}

/**
 * All-in cost per guest (venue, catering, services) by event type, VAT excluded.
 * The domain notes' tier table was compiled in 2025, so its figures carry year 2025.
 */
export const ALL_IN_PER_GUEST: Record<EventType, SourcedRange> = {
  // Essential low (150) to Luxury high (3,000+) of the wedding row.
  wedding: { low: 150, high: 3000, year: 2025, source: '[EST] tier table, anchored on R2–R10' },
  // Corporate per attendee-day, Essential 250 to Luxury 4,000; R20 gives 1,500–4,000 for a Riyadh conference.
  corporate: { low: 250, high: 4000, year: 2025, source: '[EST] tier table; R20 [C]' },
  // Smaller, mostly home or istiraha parties: about two thirds of the wedding range.
  birthday: { low: 100, high: 2000, year: 2025, source: '[EST] scaled from the wedding row; R9 istiraha' },
  // Exhibitions and heritage evenings: between wedding and corporate.
  cultural: { low: 200, high: 3000, year: 2025, source: '[EST] between wedding and corporate rows; R20' },
  // Unknown formats: the widest plausible band.
  other: { low: 150, high: 3000, year: 2025, source: '[EST] wedding row as the general case' },
};

/**
 * The all-in per-guest range for an event type in 2026 riyals, VAT excluded, rounded to SAR 10.
 *
 * @example
 * allInPerGuest('wedding'); // { low: 150, high: 3090 }
 */
export function allInPerGuest(eventType: EventType): { low: number; high: number } {
  const range = ALL_IN_PER_GUEST[eventType];
  const round10 = (value: number) => Math.round(value / 10) * 10;
  return { low: round10(scaleTo2026(range.low, range.year)), high: round10(scaleTo2026(range.high, range.year)) };
}
