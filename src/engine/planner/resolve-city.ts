import type { City } from '../../contracts/common';
import { findCity } from '../../saudi';
import { CITY_INDEX, NATIONAL_AVERAGE_INDEX } from './market-data/city-index';

export type ResolvedCity =
  | { known: true; city: City; input: string; costIndex: number }
  | { known: false; city: string; input: string; costIndex: number };

/**
 * Resolves the form's free-text location to one of the cities the market data covers, in any
 * spelling the Saudi core's city table knows (findCity: English or Arabic, any case, with or
 * without diacritics, articles or extra words: "Riyadh, Saudi Arabia", "قاعة في جدة"), with its
 * cost index. Unknown places keep the input and get the national-average cost index.
 *
 * @example
 * resolveCity('Makkah').city;   // 'Mecca'
 * resolveCity('جدة').city;      // 'Jeddah'
 * resolveCity('Paris').known;   // false
 */
export function resolveCity(input: string): ResolvedCity {
  const trimmed = input.trim();
  const cached = RESOLVED.get(trimmed);
  if (cached) return cached;
  const city = findCity(trimmed);
  const resolved: ResolvedCity = city
    ? { known: true, city, input: trimmed, costIndex: CITY_INDEX[city] }
    : { known: false, city: trimmed || '—', input: trimmed, costIndex: NATIONAL_AVERAGE_INDEX };
  // Resolution is a pure function of the text and one plan asks several times: remember a few.
  if (RESOLVED.size >= 500) RESOLVED.clear();
  RESOLVED.set(trimmed, Object.freeze(resolved));
  return resolved;
}

const RESOLVED = new Map<string, ResolvedCity>();
