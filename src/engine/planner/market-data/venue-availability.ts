import type { PremiumLevel } from '../../../contracts/event-generator';
import type { EventKind } from '../event-kind';
import type { VenueClass } from './venue-classes';

const EVERYWHERE: readonly VenueClass[] = [
  'home',
  'restaurant_room',
  'hotel_private_dining',
  'hotel_function_room',
  'hotel_ballroom',
  'desert_camp',
  'open_air_grounds',
];

/**
 * Venue classes found in each kind of place [EST]: convention centres and exhibition halls only in
 * the metros that have them (R34–R36); heritage sites in AlUla; halls and rest houses wherever
 * people live, not yet in NEOM.
 */
export const CLASSES_BY_PLACE: Record<'major' | 'regional' | 'AlUla' | 'NEOM', readonly VenueClass[]> = {
  major: [
    ...EVERYWHERE,
    'small_hall',
    'istiraha_small',
    'istiraha',
    'wedding_palace',
    'conference_centre',
    'exhibition_hall',
  ],
  regional: [...EVERYWHERE, 'small_hall', 'istiraha_small', 'istiraha', 'wedding_palace'],
  AlUla: [...EVERYWHERE, 'istiraha_small', 'istiraha', 'heritage_site'],
  NEOM: EVERYWHERE,
};

/** [EST] largest hotel ballroom outside the metros (the metros' reach 2,000–3,000: R37, R12, R36). */
export const REGIONAL_BALLROOM_MAX = 800;

/** Birthdays and other private parties [EST]: at home or a restaurant, then rest houses and camps. */
const PARTIES: Record<PremiumLevel, readonly VenueClass[]> = {
  basic: ['home', 'restaurant_room', 'istiraha', 'desert_camp'],
  standard: ['restaurant_room', 'small_hall', 'istiraha', 'desert_camp'],
  premium: ['hotel_private_dining', 'desert_camp'],
  luxury: ['hotel_private_dining', 'hotel_function_room', 'hotel_ballroom'],
};

/**
 * The classes each tier of each kind of event is priced on, most wanted first: a tier takes the
 * first one available in the city whose capacity holds the guests. Essential family dinners and
 * parties are at home where the guests fit; Luxury moves to hotels [EST]. Every list is followed by
 * {@link FALLBACK}, so some class always holds the guests.
 */
export const VENUE_LADDERS: Record<EventKind, Record<PremiumLevel, readonly VenueClass[]>> = {
  wedding: {
    basic: ['home', 'wedding_palace', 'small_hall'],
    standard: ['hotel_private_dining', 'wedding_palace', 'small_hall'],
    // A ballroom from its smallest salon (50): a dining room below it, never between it and a smaller party.
    // Where a ballroom's hire would make the tier more than a step above the one below, tierVenues
    // spends what keeps the step (a smaller salon, or a class-1 palace).
    premium: ['hotel_ballroom', 'hotel_private_dining', 'wedding_palace'],
    luxury: ['hotel_ballroom', 'hotel_private_dining', 'wedding_palace'],
  },
  birthday: PARTIES,
  celebration: PARTIES,
  family: {
    basic: ['home', 'restaurant_room', 'istiraha', 'desert_camp'],
    standard: ['istiraha_small', 'istiraha', 'desert_camp'],
    premium: ['hotel_private_dining', 'istiraha', 'desert_camp'],
    luxury: ['hotel_private_dining', 'hotel_function_room', 'hotel_ballroom'],
  },
  corporate: {
    basic: ['hotel_function_room', 'conference_centre', 'exhibition_hall'],
    standard: ['hotel_function_room', 'conference_centre', 'exhibition_hall'],
    // A meeting room at every tier below a ballroom's size, never a dining room: a workshop works at tables.
    premium: ['hotel_function_room', 'conference_centre', 'exhibition_hall'],
    luxury: ['hotel_function_room', 'hotel_ballroom', 'conference_centre', 'exhibition_hall'],
  },
  cultural: {
    basic: ['hotel_function_room', 'desert_camp', 'exhibition_hall'],
    standard: ['hotel_function_room', 'desert_camp', 'conference_centre', 'exhibition_hall'],
    premium: ['hotel_private_dining', 'desert_camp', 'conference_centre', 'exhibition_hall'],
    luxury: ['hotel_private_dining', 'hotel_function_room', 'hotel_ballroom', 'conference_centre', 'exhibition_hall'],
  },
};

/** Found everywhere and together holding 1 to 100,000 guests; open-air grounds before a ballroom for crowds. */
export const FALLBACK: readonly VenueClass[] = ['restaurant_room', 'open_air_grounds', 'hotel_ballroom'];

/** The classes that suit each kind of event, best first, for the venue recommendations [EST]. */
export const SUITED: Record<EventKind, readonly VenueClass[]> = {
  wedding: [
    'wedding_palace',
    'hotel_ballroom',
    'heritage_site',
    'small_hall',
    'istiraha',
    'istiraha_small',
    'desert_camp',
    'hotel_private_dining',
    'home',
    'restaurant_room',
    'open_air_grounds',
  ],
  birthday: [
    'home',
    'istiraha',
    'istiraha_small',
    'restaurant_room',
    'hotel_private_dining',
    'hotel_function_room',
    'small_hall',
    'desert_camp',
    'hotel_ballroom',
    'heritage_site',
    'open_air_grounds',
  ],
  celebration: [
    'istiraha',
    'istiraha_small',
    'small_hall',
    'hotel_ballroom',
    'restaurant_room',
    'home',
    'hotel_private_dining',
    'hotel_function_room',
    'desert_camp',
    'heritage_site',
    'open_air_grounds',
  ],
  family: [
    'home',
    'restaurant_room',
    'istiraha',
    'istiraha_small',
    'hotel_private_dining',
    'hotel_function_room',
    'desert_camp',
    'small_hall',
    'hotel_ballroom',
    'heritage_site',
    'open_air_grounds',
  ],
  corporate: [
    'hotel_function_room',
    'hotel_ballroom',
    'conference_centre',
    'hotel_private_dining',
    'exhibition_hall',
    'restaurant_room',
    'heritage_site',
    'desert_camp',
    'open_air_grounds',
  ],
  cultural: [
    'heritage_site',
    'exhibition_hall',
    'conference_centre',
    'desert_camp',
    'open_air_grounds',
    'hotel_ballroom',
    'hotel_function_room',
    'hotel_private_dining',
    'restaurant_room',
  ],
};
