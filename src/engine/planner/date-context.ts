import { type CitySeason, citySeasonsOn } from '../../saudi/city-seasons';
import { type HijriDate, hijriOf } from '../../saudi/hijri';
import { nextOccasion, type OccasionSpan, occasionsNear } from '../../saudi/saudi-calendar';
import { weekday as weekdayOf } from '../date-math';
import { CITY_SEASON_EFFECTS } from './market-data/seasons';

export interface DateContext {
  /** The event's day, YYYY-MM-DD. */
  day: string;
  month: number;
  /** 0 = Sunday … 6 = Saturday (the Saudi weekend is Friday–Saturday). */
  weekday: number;
  /** Its Umm al-Qura date. */
  hijri: HijriDate;
  /** Wednesday or Thursday night, when wedding halls charge more (R5). */
  peakNight: boolean;
  ramadan: boolean;
  /** Inside the Eid days (1–3 Shawwal, 10–13 Dhu al-Hijjah). */
  eid: 'eidAlFitr' | 'eidAlAdha' | undefined;
  /** Hajj days or the weeks before them when Makkah is closed without a Hajj permit (R32). */
  hajjPeriod: boolean;
  /** The occasions the day falls in or near, nearest first (saudi-calendar's occasionsNear). */
  occasions: (OccasionSpan & { days: number })[];
  /** The city's own seasons on that day (Riyadh Season, the mountains' summer…). */
  citySeasons: CitySeason[];
  riyadhSeason: boolean;
  jeddahSeason: boolean;
  /** The city seasons' multiplier on halls and crews (1 outside them). */
  cityOverlay: number;
  /** The Umm al-Qura data covers this date (ICU's table reaches 1600 AH): always, within the generator's horizon. */
  inCalendar: boolean;
}

/**
 * What the event date means for price, demand and permits in a given city (the city's id):
 * the Saudi calendar's occasions from the Umm al-Qura dates, and the city's own seasons.
 *
 * @example
 * dateContext('2026-03-01', 'Riyadh').ramadan;     // true (1 Ramadan 1447 was 18 February 2026)
 * dateContext('2027-03-10', 'Riyadh').eid;         // 'eidAlFitr' (2 Shawwal 1448)
 * dateContext('2026-05-10', 'Mecca').hajjPeriod;   // true (closure weeks before Hajj, R32)
 */
export function dateContext(eventDate: string, city: string): DateContext {
  const key = `${eventDate.slice(0, 10)}|${city}`;
  let context = known.get(key);
  if (!context) {
    context = Object.freeze(readDate(eventDate.slice(0, 10), city));
    // A plan reads its date once per re-priced saving, and Layla's turns ask about a few dates.
    if (known.size >= 500) known.clear();
    known.set(key, context);
  }
  return context;
}
const known = new Map<string, DateContext>();

function readDate(day: string, city: string): DateContext {
  const weekday = weekdayOf(day);
  const occasions = occasionsNear(day);
  const inside = (occasion: string) => occasions.some((near) => near.occasion === occasion && near.days === 0);
  const hajj = nextOccasion('hajj', day);
  const citySeasons = citySeasonsOn(city, day);
  return {
    day,
    month: Number(day.slice(5, 7)),
    weekday,
    hijri: hijriOf(day),
    peakNight: weekday === 3 || weekday === 4,
    ramadan: inside('ramadan'),
    eid: inside('eidAlFitr') ? 'eidAlFitr' : inside('eidAlAdha') ? 'eidAlAdha' : undefined,
    hajjPeriod: hajj?.closedFrom !== undefined && day >= hajj.closedFrom && day <= hajj.end,
    occasions,
    citySeasons,
    riyadhSeason: citySeasons.includes('riyadhSeason'),
    jeddahSeason: citySeasons.includes('jeddahSeason'),
    cityOverlay: citySeasons.reduce((overlay, season) => overlay * CITY_SEASON_EFFECTS[season].overlay, 1),
    inCalendar: Number(day.slice(0, 4)) <= 2076,
  };
}
