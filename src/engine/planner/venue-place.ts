import { MAJOR_CITIES } from './market-data/city-index';
import { CLASSES_BY_PLACE, REGIONAL_BALLROOM_MAX } from './market-data/venue-availability';
import { VENUE_CLASSES, type VenueClass } from './market-data/venue-classes';
import type { ResolvedCity } from './resolve-city';

const isMajor = (city: ResolvedCity) => city.known && (MAJOR_CITIES as readonly string[]).includes(city.city);

/**
 * The venue classes found in a city: the metros have all of them, AlUla its heritage sites,
 * NEOM hotels and camps, anywhere else (an unknown place included) what a regional city has.
 *
 * @example
 * placeClasses(resolveCity('Abha')).includes('conference_centre'); // false
 */
export function placeClasses(city: ResolvedCity): readonly VenueClass[] {
  if (city.city === 'AlUla') return CLASSES_BY_PLACE.AlUla;
  if (city.city === 'NEOM') return CLASSES_BY_PLACE.NEOM;
  return isMajor(city) ? CLASSES_BY_PLACE.major : CLASSES_BY_PLACE.regional;
}

/** The guests a class holds in that city: ballrooms outside the metros are smaller. */
export function capacityIn(venueClass: VenueClass, city: ResolvedCity): { min: number; max: number } {
  const { capacity } = VENUE_CLASSES[venueClass];
  if (venueClass === 'hotel_ballroom' && !isMajor(city)) return { min: capacity.min, max: REGIONAL_BALLROOM_MAX };
  return { ...capacity };
}
