import { addDays, dayNumber } from '../date-math';
import { HAJJ, HAJJ_CLOSURE_DAYS_BEFORE, RAMADAN } from './market-data/islamic-calendar';
import { NATIONAL_DAYS } from './market-data/national-days';

export type Occasion = 'ramadan' | 'eidAlFitr' | 'hajj' | 'eidAlAdha' | 'nationalDay' | 'foundingDay';

export interface OccasionDates {
  /** First and last day, YYYY-MM-DD (the same day for a one-day occasion). */
  start: string;
  end: string;
  /** Hajj only: the first day Makkah is closed to anyone without a Hajj permit (R32). */
  closedFrom?: string;
}

/**
 * The next time an occasion falls on or after `from` (YYYY-MM-DD), from the planner's Ramadan and
 * Hajj tables and the national days: Eid al-Fitr is the day after Ramadan ends (1 Shawwal), Eid
 * al-Adha the third day of Hajj (10 Dhu al-Hijjah). Undefined past the tables' last year.
 *
 * @example
 * nextOccasion('ramadan', '2026-05-01');   // { start: '2027-02-08', end: '2027-03-09' }
 * nextOccasion('eidAlAdha', '2026-05-01'); // { start: '2026-05-27', end: '2026-05-27' }
 */
export function nextOccasion(occasion: Occasion, from: string): OccasionDates | undefined {
  switch (occasion) {
    case 'ramadan':
      return RAMADAN.find((range) => range.end >= from);
    case 'eidAlFitr':
      return firstDay(
        RAMADAN.map((range) => addDays(range.end, 1)),
        from,
      );
    case 'hajj': {
      const hajj = HAJJ.find((range) => range.end >= from);
      return hajj && { ...hajj, closedFrom: addDays(hajj.start, -HAJJ_CLOSURE_DAYS_BEFORE) };
    }
    case 'eidAlAdha':
      return firstDay(
        HAJJ.map((range) => addDays(range.start, 2)),
        from,
      );
    default: {
      const { month, day } = NATIONAL_DAYS[occasion];
      const year = Number(from.slice(0, 4));
      const thisYear = `${year}-${pad(month)}-${pad(day)}`;
      const date = dayNumber(thisYear) >= dayNumber(from) ? thisYear : `${year + 1}-${pad(month)}-${pad(day)}`;
      return { start: date, end: date };
    }
  }
}

function firstDay(days: readonly string[], from: string): OccasionDates | undefined {
  const day = days.find((candidate) => candidate >= from);
  return day ? { start: day, end: day } : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');
