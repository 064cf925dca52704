import { scaleTo2026 } from './scale-to-2026';

export type VenueClass =
  | 'wedding_palace'
  | 'hotel_ballroom'
  | 'istiraha'
  | 'desert_camp'
  | 'convention_centre'
  | 'private_dining'
  | 'heritage_site'
  | 'open_air_grounds';

export interface VenueClassData {
  name: { en: string; ar: string };
  tier: 'luxury' | 'premium' | 'standard' | 'other';
  capacity: { min: number; max: number };
  /** Hire per event-day, VAT excluded, at `year` prices: a fixed part plus a part per guest. */
  cost: { fixed: number; perGuest: number; year: number };
  source: string;
}

/**
 * Venue classes, never business names. Capacities from §3 of the domain notes (generic [EST]
 * ranges; convention centres from R34/R35; ballrooms from R37 and R12/R36). Costs are hall hire
 * only (catering priced separately); 2010 marks the 2004–2014 news figures the notes cite.
 */
export const VENUE_CLASSES: Record<VenueClass, VenueClassData> = {
  wedding_palace: {
    name: { en: 'Wedding palace (qasr afrah)', ar: 'قصر أفراح' },
    tier: 'standard',
    capacity: { min: 300, max: 1500 },
    // R4 class-3 halls SR17–25k hall only; R5 SR20–40k in Riyadh/Jeddah, buffet extra.
    cost: { fixed: 14_000, perGuest: 20, year: 2010 },
    source: 'R4, R5 [B]; capacity [EST]',
  },
  hotel_ballroom: {
    name: { en: 'Five-star hotel ballroom', ar: 'قاعة احتفالات في فندق خمس نجوم' },
    tier: 'luxury',
    capacity: { min: 200, max: 2000 },
    // R3: hotel halls above SR200k a night at Eid in Jeddah (peak); this is the off-peak base.
    cost: { fixed: 30_000, perGuest: 80, year: 2010 },
    source: 'R3 [B]; capacity R37, [EST]',
  },
  istiraha: {
    name: { en: 'Private rest house (istiraha)', ar: 'استراحة خاصة' },
    tier: 'standard',
    capacity: { min: 50, max: 300 },
    cost: { fixed: 5_000, perGuest: 10, year: 2010 }, // R9: up to SR10k, dinner extra.
    source: 'R9 [B]; capacity [EST]',
  },
  desert_camp: {
    name: { en: 'Desert camp with tents', ar: 'مخيم صحراوي' },
    tier: 'premium',
    capacity: { min: 50, max: 1000 },
    cost: { fixed: 12_000, perGuest: 40, year: 2025 },
    source: '[EST] anchored on R9 and R18; capacity [EST]',
  },
  convention_centre: {
    name: { en: 'Convention and exhibition centre', ar: 'مركز مؤتمرات ومعارض' },
    tier: 'premium',
    capacity: { min: 500, max: 40_000 },
    // R20: venue + catering 35–40 % of SR1,500–4,000 per attendee for two days.
    cost: { fixed: 40_000, perGuest: 60, year: 2025 },
    source: 'R20 [C]; capacity R34, R35',
  },
  private_dining: {
    name: { en: 'Private dining room', ar: 'صالة طعام خاصة' },
    tier: 'premium',
    capacity: { min: 20, max: 150 },
    cost: { fixed: 1_500, perGuest: 60, year: 2025 },
    source: '[EST] room hire / minimum spend; capacity [EST]',
  },
  heritage_site: {
    name: { en: 'Heritage site venue', ar: 'موقع تراثي' },
    tier: 'luxury',
    capacity: { min: 50, max: 1000 },
    cost: { fixed: 40_000, perGuest: 120, year: 2025 },
    source: '[EST] AlUla permits and logistics; no public figure',
  },
  open_air_grounds: {
    name: { en: 'Open-air event grounds with temporary halls', ar: 'ساحة فعاليات مفتوحة مع قاعات مؤقتة' },
    tier: 'other',
    capacity: { min: 1000, max: 100_000 },
    cost: { fixed: 50_000, perGuest: 50, year: 2025 },
    source: '[EST] festival-scale fallback; fits any guest count the form accepts',
  },
};

/**
 * Hall hire for one event-day in 2026 SAR, VAT excluded, before city and date multipliers.
 *
 * @example
 * venueDayCost('istiraha', 100); // ≈ 9,600 (SR6,000 at 2010 prices, scaled)
 */
export function venueDayCost(venue: VenueClass, guests: number): number {
  const { fixed, perGuest, year } = VENUE_CLASSES[venue].cost;
  return scaleTo2026(fixed + perGuest * guests, year);
}
