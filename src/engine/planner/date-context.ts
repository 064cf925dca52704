import { dayNumber, weekday as weekdayOf } from '../date-math';
import { CALENDAR_COVERAGE, HAJJ, HAJJ_CLOSURE_DAYS_BEFORE, RAMADAN } from './market-data/islamic-calendar';
import { CITY_SEASON_MONTHS } from './market-data/seasons';

export interface DateContext {
  month: number;
  /** 0 = Sunday … 6 = Saturday (the Saudi weekend is Friday–Saturday). */
  weekday: number;
  /** Wednesday or Thursday night, when wedding halls charge more (R5). */
  peakNight: boolean;
  ramadan: boolean;
  /** Hajj days or the weeks before them when Makkah is closed without a Hajj permit (R32). */
  hajjPeriod: boolean;
  riyadhSeason: boolean;
  jeddahSeason: boolean;
  /** The Ramadan/Hajj tables cover this date. */
  inCalendar: boolean;
}

const toDays = (range: { start: string; end: string }) => ({
  start: dayNumber(range.start),
  end: dayNumber(range.end),
});
// Parsed once: every plan asks for the date context several times (once per re-priced saving).
const RAMADAN_DAYS = RAMADAN.map(toDays);
const HAJJ_DAYS = HAJJ.map(toDays);

/**
 * What the event date means for price and permits in a given city.
 *
 * @example
 * dateContext('2026-03-01', 'Riyadh').ramadan;     // true (Ramadan 2026: 18 Feb – 19 Mar, R30)
 * dateContext('2026-05-10', 'Mecca').hajjPeriod;   // true (closure weeks before Hajj, R32)
 */
export function dateContext(eventDate: string, city: string): DateContext {
  const day = dayNumber(eventDate);
  const month = Number(eventDate.slice(5, 7));
  const weekday = weekdayOf(eventDate);
  const within = (range: { start: number; end: number }, before = 0) => day >= range.start - before && day <= range.end;
  return {
    month,
    weekday,
    peakNight: weekday === 3 || weekday === 4,
    ramadan: RAMADAN_DAYS.some((range) => within(range)),
    hajjPeriod: HAJJ_DAYS.some((range) => within(range, HAJJ_CLOSURE_DAYS_BEFORE)),
    riyadhSeason: city === 'Riyadh' && (CITY_SEASON_MONTHS.Riyadh as readonly number[]).includes(month),
    jeddahSeason: city === 'Jeddah' && (CITY_SEASON_MONTHS.Jeddah as readonly number[]).includes(month),
    inCalendar: eventDate >= CALENDAR_COVERAGE.start && eventDate <= CALENDAR_COVERAGE.end,
  };
}
