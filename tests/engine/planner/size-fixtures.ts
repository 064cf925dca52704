import type { EventGeneratorForm } from '../../../src/contracts/event-generator';
import { PREMIUM_LEVELS } from '../../../src/contracts/constants';
import type { EventKind } from '../../../src/engine/planner/event-kind';
import { USUAL_SERVICES } from '../../../src/engine/planner/market-data/per-guest-bounds';
import { makeForm } from './arbitraries';

/** One way a visitor describes each kind of event in the form. */
export const KIND_FORMS: Record<EventKind, Record<string, unknown>> = {
  wedding: { eventType: 'wedding' },
  birthday: { eventType: 'birthday' },
  celebration: { eventType: 'other', customEventType: 'Graduation party' },
  family: { eventType: 'other', customEventType: 'Family dinner' },
  corporate: { eventType: 'corporate' },
  cultural: { eventType: 'cultural' },
};
export const KINDS = Object.keys(KIND_FORMS) as EventKind[];
/** Two metros and a regional city (smaller ballrooms, no convention centre). */
export const CITIES = ['Riyadh', 'Jeddah', 'Abha'] as const;
export const SIZES = [5, 10, 20, 50, 100, 300, 1_000, 5_000, 10_000] as const;
export const LEVELS = PREMIUM_LEVELS;

/** Guest counts from 5 to 10,000, each about 10 % above the one before. */
export const WALK: readonly number[] = (() => {
  const sizes: number[] = [];
  for (let guests = 5; guests < 10_000; guests = Math.max(guests + 1, Math.round(guests * 1.1))) sizes.push(guests);
  return [...sizes, 10_000];
})();

/**
 * The request the per-guest bounds are documented for: hall and food only ('bare'), or with the
 * kind's usual services ('usual'); the form's default catering, autumn, one day.
 */
export function sizedForm(
  kind: EventKind,
  city: string,
  guestCount: number,
  services: 'bare' | 'usual',
): EventGeneratorForm {
  return makeForm({
    ...KIND_FORMS[kind],
    guestCount,
    location: city,
    servicePackages: services === 'usual' ? [...USUAL_SERVICES[kind]] : [],
  });
}
