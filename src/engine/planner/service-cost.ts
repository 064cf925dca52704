import type { PremiumLevel, ServicePackage } from '../../contracts/event-generator';
import type { EventKind } from './event-kind';
import { scaleTo2026 } from './market-data/scale-to-2026';
import {
  level as at,
  COACH_SEATS,
  GUESTS_PER_GUARD,
  MIN_GUARDS,
  RIDER_SHARE,
  SEATS_PER_CAR,
  SERVICE_COST_YEAR,
  SERVICE_MODELS,
  SET_SIZE,
  SHARED_COSTS,
} from './market-data/service-packages';

/**
 * One service package's cost in 2026 SAR, VAT excluded, before city and season multipliers, priced
 * by the kind of event (a birthday backdrop is not a wedding kosha) and its size. Coordination is
 * not priced here: its fee is a share of the other lines (price-request.ts).
 *
 * @example
 * serviceCost('security', 'standard', 350, 1, 'wedding');  // 4 guards × SR425, scaled to 2026
 * serviceCost('decoration', 'basic', 20, 1, 'birthday');   // ≈ 460: a balloon backdrop (600 × √(20/60) + 20 × 5, scaled)
 */
export function serviceCost(
  pack: Exclude<ServicePackage, 'coordination'>,
  level: PremiumLevel,
  guests: number,
  days: number,
  kind: EventKind,
): number {
  const scale = (amount: number) => scaleTo2026(amount, SERVICE_COST_YEAR);
  switch (pack) {
    case 'transportation': {
      const { cars: carsByLevel, carPerDay, coachPerDay } = SHARED_COSTS.transportation;
      const cars = Math.min(at(carsByLevel, level), Math.ceil(guests / SEATS_PER_CAR));
      const coaches = Math.ceil(Math.max(0, guests * RIDER_SHARE - cars * SEATS_PER_CAR) / COACH_SEATS);
      return scale((cars * at(carPerDay, level) + coaches * at(coachPerDay, level)) * days);
    }
    case 'security': {
      const guards = Math.max(MIN_GUARDS, Math.ceil(guests / GUESTS_PER_GUARD));
      return scale(guards * at(SHARED_COSTS.security.perGuardShift, level) * days);
    }
    default: {
      const model = SERVICE_MODELS[kind][pack];
      const once = at(model.fixed, level) * setShare(guests, kind) + at(model.perGuest, level) * guests;
      return scale(model.perDay ? once * days : once);
    }
  }
}

/** The share of a full set (stage, crew) a party of this size needs: 1 from SET_SIZE's full size down, at least its minimum. */
function setShare(guests: number, kind: EventKind): number {
  return Math.max(SET_SIZE.minimumShare, Math.min(1, Math.sqrt(guests / SET_SIZE.fullSetGuests[kind])));
}

/**
 * The planning and coordination fee in 2026 SAR: a share of the other lines, never below the
 * tier's minimum fee (a planner's day costs the same for ten guests as for forty).
 *
 * @example
 * coordinationFee(100_000, 'standard', 1); // 10,000 (10 %)
 */
export function coordinationFee(others: number, level: PremiumLevel, cityIndex: number): number {
  const { share, minimumFee } = SHARED_COSTS.coordination;
  return Math.max(others * at(share, level), scaleTo2026(at(minimumFee, level), SERVICE_COST_YEAR) * cityIndex);
}
