/**
 * Gregorian ranges of Ramadan and of Hajj for 2025–2030, inclusive, YYYY-MM-DD.
 * Sources: R30 (Ramadan 2026 began 18 Feb, Eid al-Fitr about 19–20 Mar), R31 (Hajj 2026 about
 * 25–30 May), R32 (Makkah closed to non-permit holders from 29 Apr 2025, ~5 weeks before Hajj).
 * Other years [EST] from the Umm al-Qura calendar's projections; the actual dates follow the moon
 * sighting and may move by a day.
 */
export const RAMADAN: readonly { start: string; end: string }[] = [
  { start: '2025-03-01', end: '2025-03-29' },
  { start: '2026-02-18', end: '2026-03-19' },
  { start: '2027-02-08', end: '2027-03-09' },
  { start: '2028-01-28', end: '2028-02-25' },
  { start: '2029-01-16', end: '2029-02-13' },
  { start: '2030-01-05', end: '2030-02-03' },
  { start: '2030-12-26', end: '2031-01-24' },
];

/** Hajj days (8–13 Dhu al-Hijjah). */
export const HAJJ: readonly { start: string; end: string }[] = [
  { start: '2025-06-04', end: '2025-06-09' },
  { start: '2026-05-25', end: '2026-05-30' },
  { start: '2027-05-14', end: '2027-05-19' },
  { start: '2028-05-03', end: '2028-05-08' },
  { start: '2029-04-22', end: '2029-04-27' },
  { start: '2030-04-11', end: '2030-04-16' },
];

/** R32: Makkah is closed to anyone without a Hajj permit for 4–6 weeks before Hajj; 2025 was 36 days. */
export const HAJJ_CLOSURE_DAYS_BEFORE = 36;

/** The first and last day the tables cover; outside it the engine knows no Ramadan or Hajj and says so via lower confidence. */
export const CALENDAR_COVERAGE = { start: '2025-01-01', end: '2030-12-31' } as const;
