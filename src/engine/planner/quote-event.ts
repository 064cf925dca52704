import { type EventGeneratorRequest, eventGeneratorRequestSchema } from '../../contracts/event-generator';
import { computeTiers, type Tiers } from './compute-tiers';

/**
 * The four tiers for an event described as the generator's request, with the generator's own
 * defaults for what is left out (one day, Professional, traditional menu with premium catering, no
 * packages): the one pricing path, so a quote given elsewhere (Layla) equals what
 * ultimate-ai-event-generator answers for the same event.
 *
 * @throws ZodError when the description is not a valid generator request.
 * @example
 * quoteEvent({ eventType: 'birthday', guestCount: 20, location: 'Riyadh', season: 'autumn',
 *   eventDate: '2026-10-06', currentDate: '2026-09-01' }).basic.total; // what the generator's Essential card shows
 */
export function quoteEvent(event: EventGeneratorRequest): Tiers {
  return computeTiers(eventGeneratorRequestSchema.parse(event));
}
