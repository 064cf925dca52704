import type { PremiumLevel, ServicePackage } from '../../contracts/event-generator';
import { scaleTo2026 } from './market-data/scale-to-2026';
import {
  COACH_RIDER_SHARE,
  COACH_SEATS,
  GUESTS_PER_GUARD,
  level as at,
  MIN_GUARDS,
  SERVICE_COST_YEAR,
  SERVICE_COSTS as C,
} from './market-data/service-packages';

/**
 * One service package's cost in 2026 SAR, VAT excluded, before city and season multipliers.
 * For coordination it returns the fee share (a fraction), since the fee depends on the other lines.
 *
 * @example
 * serviceCost('security', 'standard', 350, 1); // 4 guards × SR425, scaled to 2026
 */
export function serviceCost(pack: ServicePackage, level: PremiumLevel, guests: number, days: number): number {
  const scale = (amount: number) => scaleTo2026(amount, SERVICE_COST_YEAR);
  switch (pack) {
    case 'photography':
      return scale(at(C.photography.perDay, level) * days);
    case 'videography':
      return scale(at(C.videography.perDay, level) * days);
    case 'entertainment':
      return scale(at(C.entertainment.perDay, level) * days);
    case 'decoration':
      return scale(at(C.decoration.perEvent, level) + at(C.decoration.perGuest, level) * guests);
    case 'transportation': {
      const coaches = Math.ceil((guests * COACH_RIDER_SHARE) / COACH_SEATS);
      const perDay =
        at(C.transportation.cars, level) * at(C.transportation.carPerDay, level) +
        coaches * at(C.transportation.coachPerDay, level);
      return scale(perDay * days);
    }
    case 'security': {
      const guards = Math.max(MIN_GUARDS, Math.ceil(guests / GUESTS_PER_GUARD));
      return scale(guards * at(C.security.perGuardShift, level) * days);
    }
    case 'technology':
      return scale((at(C.technology.perDay, level) + at(C.technology.perGuest, level) * guests) * days);
    case 'coordination':
      return at(C.coordination.share, level);
  }
}
