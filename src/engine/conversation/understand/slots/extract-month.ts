import { nextOccasion } from '../../../planner';
import { parseIso } from '../../../date-math';
import { namedMonths } from './named-month';

/**
 * The month a message gives for the event when it gives no day, as YYYY-MM: 'in June', 'في
 * يونيو', 'شهر ٦ الجاي', 'next Ramadan' / 'رمضان الجاي' (the month Ramadan begins in). The next
 * such month from today (this month counts); none without `today`, or when two months are
 * compared ('March or October?').
 *
 * @example
 * extractMonth('wedding in February', '2026-11-25'); // '2027-02'
 * extractMonth('شهر 6 الجاي', '2026-11-25');          // '2027-06'
 */
export function extractMonth(text: string, today?: string): string | undefined {
  const now = today ? parseIso(today) : undefined;
  if (!today || !now) return undefined;
  if (RAMADAN.test(text)) return nextOccasion('ramadan', today)?.start.slice(0, 7);
  const months = namedMonths(text);
  if (months.length !== 1) return undefined;
  const month = months[0] as number;
  const [year, current] = today.split('-').map(Number) as [number, number];
  const inYear = month >= current ? year : year + 1;
  return `${inYear}-${String(month).padStart(2, '0')}`;
}

/** 'next Ramadan', 'in Ramadan', 'رمضان الجاي', 'في رمضان': the event's month, not a question about it. */
const RAMADAN = /(?:next|in|during|coming)\s+ramadan|(?:في\s+)?رمضان\s+(?:الجاي|القادم|الياي|المقبل)|في\s+رمضان/u;
