import type { PremiumLevel } from '../../../contracts/event-generator';
import type { EventKind } from '../event-kind';

/** Per-tier figures in the order basic (Essential), standard (Professional), premium, luxury. */
export type ByLevel = readonly [number, number, number, number];
const LEVEL_INDEX: Record<PremiumLevel, number> = { basic: 0, standard: 1, premium: 2, luxury: 3 };
export const level = (values: ByLevel, premium: PremiumLevel): number => values[LEVEL_INDEX[premium]] ?? 0;

/** A size curve: a fixed part (one crew, one set) plus a part per guest (more crew, more set), per day or per event. */
export interface ServiceModel {
  fixed: ByLevel;
  perGuest: ByLevel;
  /** Charged again for each day (crews, equipment hire), or once (a set that is built once). */
  perDay: boolean;
}
export type PricedPackage = 'photography' | 'videography' | 'entertainment' | 'decoration' | 'technology';

/**
 * The service price models of each kind of event, VAT excluded, at 2025 prices. Weddings keep the
 * domain notes' tier table (midpoints of each column, sourced as cited); the other kinds are
 * [EST] scaled from the same anchors to what each kind buys, reasoned in docs/sources.md.
 */
const WEDDING: Record<PricedPackage, ServiceModel> = {
  // Half of "photo + video per day" (3–6k / 8–15k / 18–35k / 40–80k); R14, R15: ×2 steps inside every band. Crews grow with the hall [EST].
  photography: { fixed: [2_750, 5_500, 11_000, 22_000], perGuest: [1, 2, 4, 8], perDay: true },
  videography: { fixed: [2_750, 5_500, 11_000, 22_000], perGuest: [1, 2, 4, 8], perDay: true },
  // Zaffa, band or tagaga per night (3–8k … 80–150k); R16, R17 (tagaga ~SR35k a night in cities). ×2 steps
  // from the Essential band's top cannot reach the Luxury band (80k): Luxury at SR56k, 1.6× R16's city average [EST].
  entertainment: { fixed: [7_000, 14_000, 28_000, 56_000], perGuest: [2, 4, 8, 15], perDay: true },
  // "Decoration incl. kosha" (10–20k … 150k+): the stage once, tables per guest; R18, R19. ×2 steps: Luxury's
  // SR120k stage is R19's extremes (~SR150k) less a fifth [EST].
  decoration: { fixed: [15_000, 30_000, 60_000, 120_000], perGuest: [5, 10, 20, 40], perDay: false },
  // Sound and lighting for the hall [EST], below the conference AV row (3–8k … 80k+).
  technology: { fixed: [4_000, 8_000, 16_000, 32_000], perGuest: [3, 5, 8, 12], perDay: true },
};

/** Birthdays and other private parties [EST]: a photographer's session (R14: 200–2,000), a balloon backdrop, not a kosha. */
const PARTY: Record<PricedPackage, ServiceModel> = {
  photography: { fixed: [800, 1_600, 3_200, 6_400], perGuest: [3, 5, 8, 12], perDay: true },
  videography: { fixed: [1_000, 2_000, 4_000, 8_000], perGuest: [3, 5, 8, 12], perDay: true },
  // A children's entertainer, magician or DJ.
  entertainment: { fixed: [1_500, 3_000, 6_000, 12_000], perGuest: [5, 8, 12, 20], perDay: true },
  // Balloon backdrop and cake table: a tenth of R18's SR10–15k small-town kosha at Essential.
  decoration: { fixed: [700, 1_400, 2_800, 5_600], perGuest: [5, 10, 20, 40], perDay: false },
  technology: { fixed: [600, 1_200, 2_400, 4_800], perGuest: [3, 5, 8, 12], perDay: true },
};

/** Family dinners and gatherings [EST]: table flowers, an oud player, a speaker. */
const FAMILY: Record<PricedPackage, ServiceModel> = {
  photography: { fixed: [700, 1_400, 2_800, 5_600], perGuest: [3, 5, 8, 12], perDay: true },
  videography: { fixed: [900, 1_800, 3_600, 7_200], perGuest: [3, 5, 8, 12], perDay: true },
  entertainment: { fixed: [1_000, 2_000, 4_000, 8_000], perGuest: [4, 6, 10, 15], perDay: true },
  decoration: { fixed: [400, 800, 1_600, 3_200], perGuest: [5, 10, 20, 40], perDay: false },
  technology: { fixed: [400, 800, 1_600, 3_200], perGuest: [2, 4, 6, 10], perDay: true },
};

/**
 * Business events: conference AV grows with attendees (R20: AV 20–35 % of SR750–2,000 per
 * attendee-day); stage branding, an MC; photo and video by the day [EST].
 */
const BUSINESS: Record<PricedPackage, ServiceModel> = {
  photography: { fixed: [2_000, 4_000, 8_000, 16_000], perGuest: [2, 4, 6, 10], perDay: true },
  videography: { fixed: [2_500, 5_000, 10_000, 20_000], perGuest: [2, 4, 6, 10], perDay: true },
  entertainment: { fixed: [4_000, 8_000, 16_000, 32_000], perGuest: [3, 6, 10, 20], perDay: true },
  decoration: { fixed: [2_000, 4_000, 8_000, 16_000], perGuest: [4, 8, 15, 30], perDay: false },
  technology: { fixed: [2_000, 4_000, 8_000, 16_000], perGuest: [40, 70, 130, 250], perDay: true },
};

/** Exhibitions and heritage evenings [EST]: folk troupes (ardah), set design, stage sound and screens. */
const CULTURAL: Record<PricedPackage, ServiceModel> = {
  photography: { fixed: [2_000, 4_000, 8_000, 16_000], perGuest: [2, 4, 6, 10], perDay: true },
  videography: { fixed: [2_500, 5_000, 10_000, 20_000], perGuest: [2, 4, 6, 10], perDay: true },
  entertainment: { fixed: [7_000, 14_000, 28_000, 56_000], perGuest: [3, 6, 10, 20], perDay: true },
  decoration: { fixed: [4_000, 8_000, 16_000, 32_000], perGuest: [4, 8, 15, 30], perDay: false },
  technology: { fixed: [4_000, 8_000, 16_000, 32_000], perGuest: [12, 20, 40, 80], perDay: true },
};

export const SERVICE_MODELS: Record<EventKind, Record<PricedPackage, ServiceModel>> = {
  wedding: WEDDING,
  birthday: PARTY,
  celebration: PARTY,
  family: FAMILY,
  corporate: BUSINESS,
  cultural: CULTURAL,
};

/**
 * Size curve of the fixed part [EST]: a set, a stage or a crew is scaled to the party, so a
 * ten-guest wedding gets a backdrop, not a 300-guest kosha. The fixed part is paid in full from
 * `fullSetGuests` and shrinks with the square root of the guest count below it, never under
 * `minimumShare` (a crew still has to come: R14's student photographer at SR500 an event).
 */
export const SET_SIZE = {
  fullSetGuests: { wedding: 300, birthday: 60, celebration: 60, family: 40, corporate: 200, cultural: 300 },
  minimumShare: 0.15,
} as const satisfies { fullSetGuests: Record<EventKind, number>; minimumShare: number };

/** Transport and guards cost the same whatever the occasion. */
export const SHARED_COSTS = {
  /** Car + driver / 30-seat coach per day (domain notes' tier table). */
  transportation: { cars: [3, 3, 4, 4], carPerDay: [400, 600, 900, 1_500], coachPerDay: [900, 1_200, 1_500, 2_000] },
  /** Per guard-shift (300–450 … 600–900); R21, R22: Saudi guards, ≥SR4,500 wages. */
  security: { perGuardShift: [375, 425, 550, 750] },
  /**
   * Planner fee as a share of the other pre-VAT lines (5–8 %, 10 %, 12–15 %, 15–20 %); R23 [C]. Each share
   * at the foot of its band, so the fee grows no faster than what it coordinates and a tier stays a step.
   */
  coordination: { share: [0.08, 0.1, 0.12, 0.15], minimumFee: [800, 1_600, 3_200, 6_000] },
} as const satisfies Record<string, Record<string, ByLevel>>;
export const SERVICE_COST_YEAR = 2025;

/**
 * [EST] Transport: cars carry three guests each; the share of guests who need a ride beyond the
 * cars goes by 30-seat coach. Guards: one per 100 guests, at least one (the coordination fee has a
 * minimum for the same reason: someone has to come).
 */
export const RIDER_SHARE = 0.3;
export const SEATS_PER_CAR = 3;
export const COACH_SEATS = 30;
export const GUESTS_PER_GUARD = 100;
export const MIN_GUARDS = 1;
