import type { City, Language } from '../../../contracts/common';
import type { ResolvedCity } from '../resolve-city';
import { CITY_NAMES_AR } from '../market-data/city-index';

/** The city's name in the request language; an unknown place is shown as typed. */
export function cityName(city: ResolvedCity, lang: Language): string {
  if (!city.known) return city.city;
  return lang === 'ar' ? CITY_NAMES_AR[city.city as City] : city.city;
}
