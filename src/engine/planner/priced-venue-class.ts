import type { EventType } from '../../contracts/common';
import type { PremiumLevel } from '../../contracts/event-generator';
import type { VenueClass } from './market-data/venue-classes';

/**
 * The venue class a tier is priced on. One class per event type and tier, never switched by guest
 * count, so a bigger party always costs more (a class too small is priced as several halls).
 * AlUla prices its upper tiers, and all cultural events, on heritage sites.
 *
 * @example
 * pricedVenueClass('wedding', 'luxury', 'Riyadh'); // 'hotel_ballroom'
 */
export function pricedVenueClass(eventType: EventType, level: PremiumLevel, city: string): VenueClass {
  if (city === 'AlUla' && (eventType === 'cultural' || level === 'premium' || level === 'luxury'))
    return 'heritage_site';
  return BY_TYPE[eventType][level];
}

const BY_TYPE: Record<EventType, Record<PremiumLevel, VenueClass>> = {
  wedding: { basic: 'wedding_palace', standard: 'wedding_palace', premium: 'hotel_ballroom', luxury: 'hotel_ballroom' },
  corporate: {
    basic: 'hotel_ballroom',
    standard: 'hotel_ballroom',
    premium: 'hotel_ballroom',
    luxury: 'hotel_ballroom',
  },
  birthday: { basic: 'istiraha', standard: 'istiraha', premium: 'hotel_ballroom', luxury: 'hotel_ballroom' },
  cultural: {
    basic: 'convention_centre',
    standard: 'convention_centre',
    premium: 'convention_centre',
    luxury: 'convention_centre',
  },
  other: { basic: 'hotel_ballroom', standard: 'hotel_ballroom', premium: 'hotel_ballroom', luxury: 'hotel_ballroom' },
};
