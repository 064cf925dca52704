import type { EventType } from '../../../contracts/common';
import type { VenueClass } from './venue-classes';

/**
 * Venue classes found in each kind of place [EST]: convention centres only in the metros that
 * have them (R34–R36); heritage sites in AlUla; smaller cities' hotel ballrooms top out lower.
 */
export const CLASSES_BY_PLACE = {
  major: [
    'hotel_ballroom',
    'wedding_palace',
    'istiraha',
    'convention_centre',
    'private_dining',
    'desert_camp',
    'open_air_grounds',
  ],
  regional: ['hotel_ballroom', 'wedding_palace', 'istiraha', 'private_dining', 'desert_camp', 'open_air_grounds'],
  AlUla: ['heritage_site', 'desert_camp', 'private_dining', 'hotel_ballroom', 'open_air_grounds'],
  NEOM: ['hotel_ballroom', 'desert_camp', 'private_dining', 'open_air_grounds'],
} as const satisfies Record<string, readonly VenueClass[]>;

/** [EST] largest hotel ballroom outside the metros (the metros' reach 2,000–3,000: R37, R12, R36). */
export const REGIONAL_BALLROOM_MAX = 800;

/** How well each class suits each event type, 0–100 [EST], before tier and capacity fit. */
export const AFFINITY: Record<EventType, Record<VenueClass, number>> = {
  wedding: {
    wedding_palace: 95,
    hotel_ballroom: 90,
    heritage_site: 85,
    istiraha: 75,
    desert_camp: 70,
    private_dining: 55,
    open_air_grounds: 45,
    convention_centre: 40,
  },
  corporate: {
    hotel_ballroom: 95,
    convention_centre: 92,
    private_dining: 75,
    heritage_site: 75,
    desert_camp: 65,
    open_air_grounds: 50,
    istiraha: 40,
    wedding_palace: 35,
  },
  birthday: {
    istiraha: 90,
    private_dining: 88,
    hotel_ballroom: 80,
    desert_camp: 80,
    heritage_site: 70,
    wedding_palace: 60,
    open_air_grounds: 40,
    convention_centre: 30,
  },
  cultural: {
    heritage_site: 95,
    convention_centre: 90,
    desert_camp: 85,
    open_air_grounds: 80,
    hotel_ballroom: 75,
    istiraha: 50,
    private_dining: 50,
    wedding_palace: 45,
  },
  other: {
    hotel_ballroom: 85,
    convention_centre: 75,
    desert_camp: 75,
    heritage_site: 75,
    private_dining: 70,
    istiraha: 70,
    wedding_palace: 65,
    open_air_grounds: 60,
  },
};
