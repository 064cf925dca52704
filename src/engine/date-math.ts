/**
 * Calendar arithmetic on YYYY-MM-DD strings in UTC, so no time zone or clock is involved: the one
 * home for dates in both engines (Layla's 'next Thursday', the planner's Ramadan and Hajj ranges).
 */

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date (a longer ISO string is cut to its day): whole
 * numbers that compare and subtract, computed from the parts.
 *
 * @example
 * dayNumber('1970-01-02'); // 1
 */
export function dayNumber(iso: string): number {
  const [year = 1970, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** @example isoFromDayNumber(1); // '1970-01-02' */
export function isoFromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A YYYY-MM-DD string if the day exists, else undefined (31 April, 29 February off leap years).
 *
 * @example
 * isoDate(2027, 3, 15); // '2027-03-15'
 */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2200 || !Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
    return undefined;
  }
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  // Built by hand, not through a Date: every chat turn checks a date or two.
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The days of a month in the Gregorian calendar (February 29 in leap years). */
function daysIn(year: number, month: number): number {
  if (month !== 2) return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** The parts of a YYYY-MM-DD string, or undefined if it is not one. */
export function parseIso(iso: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || !isoDate(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** @example addDays('2026-12-30', 3); // '2027-01-02' */
export function addDays(iso: string, days: number): string {
  return isoFromDayNumber(dayNumber(iso) + days);
}

/** Months later, clamped to the month's last day: 31 January + 1 month is 28 or 29 February. */
export function addMonths(iso: string, months: number): string {
  const parts = parseIso(iso);
  if (!parts) return iso;
  const index = parts.year * 12 + parts.month - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(year, month, Math.min(parts.day, lastDay)) ?? iso;
}

/** 0 = Sunday … 6 = Saturday (the Saudi weekend is Friday–Saturday). */
export function weekday(iso: string): number {
  return (((dayNumber(iso) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** The next date (strictly after `today`) that falls on `day` (0 = Sunday). */
export function nextWeekday(today: string, day: number): string {
  const ahead = (day - weekday(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}
