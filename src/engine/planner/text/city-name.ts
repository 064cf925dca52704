import type { Language } from '../../../contracts/common';
import { cityName as nameOf } from '../../../saudi';
import type { ResolvedCity } from '../resolve-city';

/** The city's name in the request language; an unknown place is shown as typed. */
export function cityName(city: ResolvedCity, lang: Language): string {
  return nameOf(city.city, lang);
}
