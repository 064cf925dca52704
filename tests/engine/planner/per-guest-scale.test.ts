import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTiers } from '../../../src/engine/planner/compute-tiers';
import { LOCATIONS } from './arbitraries';
import { KINDS, LEVELS, sizedForm } from './size-fixtures';

describe('per-guest cost as the party grows', () => {
  it('never rises with the guest count within a tier, venue class changes included (50 to 5,000 guests)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.constantFrom(...LOCATIONS),
        fc.constantFrom('bare' as const, 'usual' as const),
        fc.integer({ min: 50, max: 5_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (kind, city, services, smaller, more) => {
          const larger = Math.min(5_000, smaller + more);
          const before = computeTiers(sizedForm(kind, city, smaller, services));
          const after = computeTiers(sizedForm(kind, city, larger, services));
          for (const level of LEVELS) {
            const where = `${kind}, ${city}, ${services}, ${level}: ${smaller} → ${larger} guests`;
            expect(after[level].perGuest, where).toBeLessThanOrEqual(before[level].perGuest);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('walks every kind in two cities from 50 to 5,000 guests without a per-guest rise in any tier', () => {
    for (const kind of KINDS)
      for (const city of ['Riyadh', 'Abha'])
        for (const services of ['bare', 'usual'] as const) {
          let previous: ReturnType<typeof computeTiers> | undefined;
          for (let guests = 50; guests <= 5_000; guests = Math.round(guests * 1.02) + 1) {
            const tiers = computeTiers(sizedForm(kind, city, guests, services));
            for (const level of LEVELS)
              if (previous)
                expect(tiers[level].perGuest, `${kind}, ${city}, ${services}, ${level}, ${guests}`).toBeLessThanOrEqual(
                  previous[level].perGuest,
                );
            previous = tiers;
          }
        }
  });
});
