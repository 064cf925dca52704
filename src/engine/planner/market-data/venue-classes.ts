import { scaleTo2026 } from './scale-to-2026';

export type VenueClass =
  | 'home'
  | 'restaurant_room'
  | 'hotel_private_dining'
  | 'hotel_function_room'
  | 'small_hall'
  | 'istiraha_small'
  | 'istiraha'
  | 'desert_camp'
  | 'wedding_palace'
  | 'hotel_ballroom'
  | 'conference_centre'
  | 'exhibition_hall'
  | 'heritage_site'
  | 'open_air_grounds';

export interface VenueClassData {
  name: { en: string; ar: string };
  tier: 'luxury' | 'premium' | 'standard' | 'other';
  capacity: { min: number; max: number };
  /** Hire per event-day, VAT excluded, at `year` prices: a fixed part plus a part per guest. */
  cost: { fixed: number; perGuest: number; year: number };
}

/**
 * Venue classes, never business names, from a family's own majlis to festival grounds. Sources
 * are in docs/sources.md under the names cited here. Costs are hire only: catering is its own line,
 * so a restaurant room is its booking and service charge and the meal is priced as catering.
 * Year 2010 marks the 2004–2014 news figures the domain notes cite.
 */
export const VENUE_CLASSES: Record<VenueClass, VenueClassData> = {
  // [EST] a villa's majlis and garden seat about 40; no hire.
  home: {
    name: { en: 'Your home or garden (no venue hire)', ar: 'منزلك أو حديقتك (دون إيجار مكان)' },
    tier: 'standard',
    capacity: { min: 1, max: 40 },
    cost: { fixed: 0, perGuest: 0, year: 2025 },
  },
  // [EST] family rooms are booked free against the bill (R64: SAR 25–50 a head, 250+ at trendy places); a service charge.
  restaurant_room: {
    name: { en: 'Restaurant private room', ar: 'غرفة خاصة في مطعم' },
    tier: 'standard',
    capacity: { min: 1, max: 120 },
    cost: { fixed: 200, perGuest: 10, year: 2025 },
  },
  // [EST] room hire on top of a per-cover menu, anchored on R12/R13 hotel dining at SAR 155–400 a head.
  hotel_private_dining: {
    name: { en: 'Hotel private dining room', ar: 'صالة طعام خاصة في فندق' },
    tier: 'premium',
    capacity: { min: 1, max: 80 },
    cost: { fixed: 1_200, perGuest: 30, year: 2025 },
  },
  // [EST] a meeting or banquet room below the ballroom: set-up, projector, water; R20 puts venue and catering at 35–40 % of a conference budget.
  hotel_function_room: {
    name: { en: 'Hotel function room', ar: 'قاعة اجتماعات ومناسبات في فندق' },
    tier: 'premium',
    capacity: { min: 1, max: 300 },
    cost: { fixed: 2_000, perGuest: 45, year: 2025 },
  },
  // [EST] a small events hall (qa'at munasabat) below R4's smallest qasr afrah class (SR10–16k in 2010).
  small_hall: {
    name: { en: "Small events hall (qa'at munasabat)", ar: 'قاعة مناسبات صغيرة' },
    tier: 'standard',
    capacity: { min: 20, max: 300 },
    cost: { fixed: 2_500, perGuest: 40, year: 2025 },
  },
  // [EST] a family rest house with a majlis and a small yard, priced below R9's event istiraha.
  istiraha_small: {
    name: { en: 'Small rest house (istiraha)', ar: 'استراحة صغيرة' },
    tier: 'standard',
    capacity: { min: 15, max: 60 },
    cost: { fixed: 1_200, perGuest: 15, year: 2010 },
  },
  // R9: up to SR10k, dinner extra; capacity [EST].
  istiraha: {
    name: { en: 'Large rest house (istiraha) with garden', ar: 'استراحة كبيرة مع حديقة' },
    tier: 'standard',
    capacity: { min: 30, max: 400 },
    cost: { fixed: 4_000, perGuest: 15, year: 2010 },
  },
  // [EST] anchored on R9 (istiraha) and R18 (décor); capacity from the domain notes' generic ranges.
  desert_camp: {
    name: { en: 'Desert camp with tents', ar: 'مخيم صحراوي' },
    tier: 'premium',
    capacity: { min: 20, max: 1_000 },
    cost: { fixed: 8_000, perGuest: 45, year: 2025 },
  },
  // R4 class-3 halls SR17–25k hall only; R5 SR20–40k in Riyadh/Jeddah, buffet extra; capacity [EST].
  wedding_palace: {
    name: { en: 'Wedding palace (qasr afrah)', ar: 'قصر أفراح' },
    tier: 'standard',
    capacity: { min: 150, max: 1_500 },
    cost: { fixed: 14_000, perGuest: 20, year: 2010 },
  },
  // R3: hotel halls above SR200k a night at Eid in Jeddah (peak); this is the off-peak base. Capacity R37, R12.
  hotel_ballroom: {
    name: { en: 'Five-star hotel ballroom', ar: 'قاعة احتفالات في فندق خمس نجوم' },
    tier: 'luxury',
    capacity: { min: 50, max: 2_000 },
    // The same SR54k for 300 guests as a fixed SR30k + SR80 a guest, but a salon for 60 costs less.
    cost: { fixed: 12_000, perGuest: 140, year: 2010 },
  },
  // R20: venue + catering 35–40 % of SR1,500–4,000 per attendee for two days; capacity R36 [EST].
  conference_centre: {
    name: { en: 'Conference centre', ar: 'مركز مؤتمرات' },
    tier: 'premium',
    capacity: { min: 300, max: 6_000 },
    cost: { fixed: 15_000, perGuest: 60, year: 2025 },
  },
  // [EST] hall hire by floor area; capacity R34, R35 (Riyadh Front 70,000 m², Jeddah Superdome 35–40k seats).
  exhibition_hall: {
    name: { en: 'Exhibition hall', ar: 'صالة معارض' },
    tier: 'premium',
    capacity: { min: 1_000, max: 40_000 },
    cost: { fixed: 80_000, perGuest: 30, year: 2025 },
  },
  // [EST] AlUla permits and logistics; no public figure.
  heritage_site: {
    name: { en: 'Heritage site venue', ar: 'موقع تراثي' },
    tier: 'luxury',
    capacity: { min: 50, max: 1_000 },
    cost: { fixed: 40_000, perGuest: 120, year: 2025 },
  },
  // [EST] festival-scale grounds with temporary halls (tents, flooring, cooling, power).
  open_air_grounds: {
    name: { en: 'Open-air event grounds with temporary halls', ar: 'ساحة فعاليات مفتوحة مع قاعات مؤقتة' },
    tier: 'other',
    capacity: { min: 500, max: 100_000 },
    cost: { fixed: 60_000, perGuest: 60, year: 2025 },
  },
};

/**
 * How grand each class is, from a home (0) to a five-star ballroom or a heritage site (5) [EST]:
 * a higher pricing tier never gets a lower grade of venue than the tier below it.
 */
export const VENUE_GRADES: Record<VenueClass, number> = {
  home: 0,
  restaurant_room: 1,
  istiraha_small: 1,
  istiraha: 2,
  small_hall: 2,
  desert_camp: 3,
  wedding_palace: 3,
  open_air_grounds: 3,
  hotel_private_dining: 4,
  hotel_function_room: 4,
  conference_centre: 4,
  exhibition_hall: 4,
  hotel_ballroom: 5,
  heritage_site: 5,
};

/**
 * Hall hire for one event-day in 2026 SAR, VAT excluded, before city and date multipliers.
 *
 * @example
 * venueDayCost('istiraha', 100); // ≈ 8,800 (SR5,500 at 2010 prices, scaled)
 */
export function venueDayCost(venue: VenueClass, guests: number): number {
  const { fixed, perGuest, year } = VENUE_CLASSES[venue].cost;
  return scaleTo2026(fixed + perGuest * guests, year);
}
