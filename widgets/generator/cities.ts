import { CITIES, CITY_NAMES_AR } from '../../src/contracts/constants';
import type { City } from '../../src/contracts/common';
import type { Language } from '../../src/shell/language';

/** The 20 cities the planner knows, named in `language` (the planner reads both spellings). */
export function cityNames(language: Language): string[] {
  return CITIES.map((city) => (language === 'ar' ? CITY_NAMES_AR[city] : city));
}

/** A city the planner resolved (canonical English name) as the page language says it. */
export function cityName(city: string, language: Language): string {
  return language === 'ar' && city in CITY_NAMES_AR ? CITY_NAMES_AR[city as City] : city;
}
