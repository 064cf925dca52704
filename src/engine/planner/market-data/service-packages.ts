import { SERVICE_PACKAGES } from '../../../contracts/constants';
import type { PremiumLevel, ServicePackage } from '../../../contracts/event-generator';

/** Per-tier figures in the order basic (Essential), standard (Professional), premium, luxury. */
type ByLevel = readonly [number, number, number, number];
const LEVEL_INDEX: Record<PremiumLevel, number> = { basic: 0, standard: 1, premium: 2, luxury: 3 };
export const level = (values: ByLevel, premium: PremiumLevel): number => values[LEVEL_INDEX[premium]] ?? 0;

/**
 * Cost model of each service package, VAT excluded, at 2025 prices ([EST] tier table of the domain
 * notes, compiled 2025, midpoints of each column). Coordination is a share of the other lines.
 */
export const SERVICE_COSTS = {
  /** Half of "photo + video per day" (3–6k / 8–15k / 18–35k / 40–80k); R14, R15. */
  photography: { perDay: [2_250, 5_750, 13_250, 30_000] },
  videography: { perDay: [2_250, 5_750, 13_250, 30_000] },
  /** DJ / oud / zaffa / band per day (3–8k … 80–150k); R16, R17 (tagaga ~SR35k a night in cities). */
  entertainment: { perDay: [5_500, 17_500, 45_000, 115_000] },
  /** "Decoration incl. kosha" (10–20k … 150k+) split into the stage (once) and tables (per guest); R18, R19. */
  decoration: { perEvent: [12_000, 30_000, 72_000, 150_000], perGuest: [5, 12, 30, 60] },
  /** Car + driver / 30-seat coach per day; coaches carry the share of guests below. */
  transportation: { cars: [2, 2, 3, 4], carPerDay: [400, 600, 900, 1_500], coachPerDay: [900, 1_200, 1_500, 2_000] },
  /** Per guard-shift (300–450 … 600–900); R21, R22: Saudi guards, ≥SR4,500 wages. */
  security: { perGuardShift: [375, 425, 550, 750] },
  /** Planner fee as a share of the other pre-VAT lines (5–8 %, 10 %, 12–15 %, 15–20 %); R23 [C]. */
  coordination: { share: [0.065, 0.1, 0.135, 0.175] },
  /** AV/technology per day (3–8k … 80k+) plus registration, Wi-Fi and streaming per attendee [EST]. */
  technology: { perDay: [5_500, 17_500, 45_000, 100_000], perGuest: [3, 5, 8, 12] },
} as const;
export const SERVICE_COST_YEAR = 2025;

/** [EST] share of guests who ride the coaches and guests per guard (one per 100, at least two). */
export const COACH_RIDER_SHARE = 0.3;
export const COACH_SEATS = 30;
export const GUESTS_PER_GUARD = 100;
export const MIN_GUARDS = 2;

/** Coordination is priced last, from the other lines; the rest are independent. */
export const DIRECT_PACKAGES: readonly ServicePackage[] = SERVICE_PACKAGES.filter((pkg) => pkg !== 'coordination');
