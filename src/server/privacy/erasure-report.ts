import type { Erased } from '../store/people';

/**
 * What an erasure removed, as staff read it and the log keeps it: counts and ids, nothing else.
 * @example erasureReport({ leadIds: ['a'], outboxIds: [] }); // { leads: 1, outbox: 0, leadIds: ['a'], outboxIds: [] }
 */
export function erasureReport(erased: Erased) {
  return { leads: erased.leadIds.length, outbox: erased.outboxIds.length, ...erased };
}
