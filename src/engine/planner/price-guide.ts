import type { EventType } from '../../contracts/common';
import { allInPerGuest } from './market-data/all-in-per-guest';

/**
 * An all-in per-guest price range in SAR for an event type (venue, catering and services
 * together), in 2026 riyals and **VAT excluded** (add 15 %). Figures come from the planner's
 * market data (domain notes' tier table, Essential low to Luxury high; corporate is per
 * attendee-day). Used by the chat assistant to answer price questions.
 *
 * @example
 * priceGuide('wedding'); // { low: 150, high: 3090, currency: 'SAR' }
 */
export function priceGuide(eventType: EventType): { low: number; high: number; currency: 'SAR' } {
  const { low, high } = allInPerGuest(eventType);
  return { low, high, currency: 'SAR' };
}
