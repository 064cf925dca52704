import { nextOccasion as nextSaudiOccasion } from '../../saudi/saudi-calendar';

export type Occasion = 'ramadan' | 'eidAlFitr' | 'hajj' | 'eidAlAdha' | 'nationalDay' | 'foundingDay';

export interface OccasionDates {
  /** First and last day, YYYY-MM-DD (the same day for a one-day occasion). */
  start: string;
  end: string;
  /** Hajj only: the first day Makkah is closed to anyone without a Hajj permit (R32). */
  closedFrom?: string;
}

/**
 * The next time an occasion falls on or after `from` (YYYY-MM-DD), or the one under way: the Saudi
 * calendar's Umm al-Qura dates (src/saudi/saudi-calendar.ts), computed, so no year is past its end.
 * Eid al-Fitr is its first day (1 Shawwal), Eid al-Adha its first (10 Dhu al-Hijjah), Hajj
 * 8–13 Dhu al-Hijjah.
 *
 * @example
 * nextOccasion('ramadan', '2026-05-01');   // { start: '2027-02-08', end: '2027-03-08' }
 * nextOccasion('eidAlAdha', '2026-05-01'); // { start: '2026-05-27', end: '2026-05-27' }
 */
export function nextOccasion(occasion: Occasion, from: string): OccasionDates | undefined {
  const span = nextSaudiOccasion(occasion, from);
  if (!span) return undefined;
  if (occasion === 'eidAlFitr' || occasion === 'eidAlAdha') {
    // The Eid itself: its first day, still ahead or today (its later days count as past).
    if (span.start >= from) return { start: span.start, end: span.start };
    const later = nextSaudiOccasion(occasion, dayAfter(span.end));
    return later && { start: later.start, end: later.start };
  }
  return { start: span.start, end: span.end, ...(span.closedFrom ? { closedFrom: span.closedFrom } : {}) };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
