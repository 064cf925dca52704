import { gregorianOf, hijriOf } from './hijri';

/**
 * The occasions of the Saudi year that move events: the holy month, the two Eids and Hajj (Umm
 * al-Qura dates, computed), the two national days, and the school holidays.
 */
export type SaudiOccasion =
  | 'ramadan'
  | 'eidAlFitr'
  | 'hajj'
  | 'eidAlAdha'
  | 'nationalDay'
  | 'foundingDay'
  | 'schoolSummer'
  | 'schoolMidYear';

export const SAUDI_OCCASIONS: readonly SaudiOccasion[] = [
  'ramadan',
  'eidAlFitr',
  'hajj',
  'eidAlAdha',
  'nationalDay',
  'foundingDay',
  'schoolSummer',
  'schoolMidYear',
];

export interface OccasionSpan {
  occasion: SaudiOccasion;
  /** First and last day, YYYY-MM-DD (the same day for a one-day occasion). */
  start: string;
  end: string;
  /** Hajj only: the first day Makkah is closed to anyone without a Hajj permit (R32). */
  closedFrom?: string;
  /** Set each year by a ministry, so only "about" these days: the school holidays. */
  approximate?: boolean;
}

/**
 * R32: Makkah is closed to anyone without a Hajj permit for 4–6 weeks before Hajj; 2025's closure
 * began 36 days before 8 Dhu al-Hijjah.
 */
export const MAKKAH_CLOSURE_DAYS = 36;

/**
 * How close a date must be to an occasion for a planner to mention it: the week before an Eid
 * (the last nights of Ramadan, travel) and after it (the holiday), three days either side of a
 * national day, a week before Ramadan begins [EST].
 */
export const NEAR_DAYS: Record<SaudiOccasion, number> = {
  ramadan: 7,
  eidAlFitr: 7,
  hajj: 7,
  eidAlAdha: 7,
  nationalDay: 3,
  foundingDay: 3,
  schoolSummer: 0,
  schoolMidYear: 0,
};

/**
 * Every occasion that touches the Gregorian year (spans that start in the year before and run into
 * it included), in date order. Ramadan runs from 1 Ramadan to the day before 1 Shawwal; Eid
 * al-Fitr is 1–3 Shawwal; Hajj 8–13 Dhu al-Hijjah; Eid al-Adha 10–13 Dhu al-Hijjah. Founding Day is
 * 22 February (R66), National Day 23 September (R65). R75: the school year 1447 AH had a nine-day
 * mid-year break in January and its summer holiday from about 25 June; the end of the summer
 * holiday (about 20 August) is [EST] from the school years that began in late August.
 *
 * @example
 * occasionsOfYear(2027).find((span) => span.occasion === 'eidAlFitr');
 * // { occasion: 'eidAlFitr', start: '2027-03-09', end: '2027-03-11' }
 */
export function occasionsOfYear(year: number): OccasionSpan[] {
  let spans = byYear.get(year);
  if (!spans) {
    const first = hijriOf(`${year}-01-01`).year - 1;
    const last = hijriOf(`${year}-12-31`).year;
    const all: OccasionSpan[] = [];
    for (let hijriYear = first; hijriYear <= last; hijriYear++) all.push(...islamicSpans(hijriYear));
    all.push(
      { occasion: 'foundingDay', start: `${year}-02-22`, end: `${year}-02-22` },
      { occasion: 'nationalDay', start: `${year}-09-23`, end: `${year}-09-23` },
      { occasion: 'schoolMidYear', start: `${year}-01-01`, end: `${year}-01-31`, approximate: true },
      { occasion: 'schoolSummer', start: `${year}-06-25`, end: `${year}-08-20`, approximate: true },
    );
    spans = all
      .filter((span) => span.end >= `${year}-01-01` && span.start <= `${year}-12-31`)
      .sort((a, b) => a.start.localeCompare(b.start));
    byYear.set(year, spans);
  }
  return spans;
}
const byYear = new Map<number, OccasionSpan[]>();

function islamicSpans(hijriYear: number): OccasionSpan[] {
  const day = (month: number, date: number) => gregorianOf({ year: hijriYear, month, day: date }) as string;
  const shawwal = day(10, 1);
  const hajj = { start: day(12, 8), end: day(12, 13) };
  return [
    { occasion: 'ramadan', start: day(9, 1), end: addDays(shawwal, -1) },
    { occasion: 'eidAlFitr', start: shawwal, end: day(10, 3) },
    { occasion: 'hajj', ...hajj, closedFrom: addDays(hajj.start, -MAKKAH_CLOSURE_DAYS) },
    { occasion: 'eidAlAdha', start: day(12, 10), end: day(12, 13) },
  ];
}

/**
 * The occasions a day falls in or near (NEAR_DAYS), nearest first: `days` is 0 inside the span,
 * the days until it starts when it is ahead, minus the days since it ended when it is past.
 *
 * @example
 * occasionsNear('2027-03-10').map((near) => [near.occasion, near.days]);
 * // [['eidAlFitr', 0], ['ramadan', -2]]
 */
export function occasionsNear(day: string): (OccasionSpan & { days: number })[] {
  const year = Number(day.slice(0, 4));
  const found: (OccasionSpan & { days: number })[] = [];
  for (const span of [...occasionsOfYear(year - 1), ...occasionsOfYear(year), ...occasionsOfYear(year + 1)]) {
    const days = day < span.start ? gap(day, span.start) : day > span.end ? -gap(span.end, day) : 0;
    if (
      Math.abs(days) <= NEAR_DAYS[span.occasion] &&
      !found.some((seen) => seen.start === span.start && seen.occasion === span.occasion)
    )
      found.push({ ...span, days });
  }
  return found.sort((a, b) => Math.abs(a.days) - Math.abs(b.days));
}

/**
 * The next time an occasion falls on or after `from` (YYYY-MM-DD), or the one under way; undefined
 * when `from` is not such a day.
 *
 * @example
 * nextOccasion('ramadan', '2026-05-01'); // { occasion: 'ramadan', start: '2027-02-08', end: '2027-03-08' }
 */
export function nextOccasion(occasion: SaudiOccasion, from: string): OccasionSpan | undefined {
  // A day we cannot read (no date yet) has no next occasion.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(from))) return undefined;
  const year = Number(from.slice(0, 4));
  for (const candidate of [year, year + 1, year + 2])
    for (const span of occasionsOfYear(candidate)) if (span.occasion === occasion && span.end >= from) return span;
  return undefined;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const gap = (from: string, to: string) => dayNumber(to) - dayNumber(from);
const addDays = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
