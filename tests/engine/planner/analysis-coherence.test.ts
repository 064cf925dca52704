import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREMIUM_LEVELS } from '../../../src/contracts/constants';
import { VENUE_CLASSES, VENUE_GRADES } from '../../../src/engine/planner/market-data/venue-classes';
import { planEvent } from '../../../src/engine/planner/plan-event';
import { priceRequest } from '../../../src/engine/planner/price-request';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { TIER_NAMES } from '../../../src/engine/planner/text/labels';
import { LOCATIONS, makeForm, OTHER_KINDS, WEDDING_FAMILY } from './arbitraries';

const WEDDING_ONLY = /kosha|bride|zaffa|كوشة|عروس|زفة/i;

const requestArb = (kinds: readonly Record<string, string>[]) =>
  fc
    .record({
      kind: fc.constantFrom(...kinds),
      guestCount: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 20_000 })),
      location: fc.constantFrom(...LOCATIONS),
      premiumLevel: fc.constantFrom(...PREMIUM_LEVELS),
      language: fc.constantFrom('en' as const, 'ar' as const),
      colorScheme: fc.constantFrom('elegant' as const, 'traditional' as const, 'modern' as const),
      culturalElements: fc.boolean(),
      eventDate: fc.constantFrom('2026-10-06', '2027-01-12', '2027-03-01', '2027-07-13'),
    })
    .map(({ kind, colorScheme, culturalElements, ...fields }) =>
      makeForm({
        ...kind,
        ...fields,
        servicePackages: ['photography', 'videography', 'decoration', 'entertainment'],
        visualPreferences: { colorScheme, style: 'modern', culturalElements },
      }),
    );

describe('the analysis holds together for every kind × guest count × city × tier', () => {
  it('names no wedding-only motif (kosha, bride, zaffa) in either language outside weddings and their family', () => {
    fc.assert(
      fc.property(requestArb(OTHER_KINDS), (form) => {
        const { eventDetails: _echo, ...plan } = planEvent(form);
        expect(JSON.stringify(plan)).not.toMatch(WEDDING_ONLY);
      }),
      { numRuns: 120 },
    );
  });

  it('still dresses a wedding, an engagement, a milka and a henna night in the kosha', () => {
    for (const kind of WEDDING_FAMILY) {
      const plan = planEvent(makeForm({ ...kind, visualPreferences: { colorScheme: 'elegant' } }));
      expect(plan.visualConcepts.conceptDescriptions[0]?.description, JSON.stringify(kind)).toMatch(/kosha/);
    }
  });

  it('recommends every venue a tier is priced on, with its capacity, and says which tiers use it', () => {
    fc.assert(
      fc.property(requestArb([...WEDDING_FAMILY, ...OTHER_KINDS]), (form) => {
        const context = pricingContext(form);
        const plan = planEvent(form);
        for (const level of PREMIUM_LEVELS) {
          const line = priceRequest(form, level, context).find((cost) => cost.category === 'venue');
          if (line?.category !== 'venue') throw new Error('no venue line');
          const name = VENUE_CLASSES[line.venue.venueClass].name[form.language];
          const venue = plan.venueRecommendations.find((candidate) => candidate.name.startsWith(name));
          const where = `${level}: ${name} among ${plan.venueRecommendations.map((v) => v.name).join(' | ')}`;
          expect(venue, where).toBeDefined();
          expect(venue?.capacity, where).toEqual(line.venue.capacity);
          expect(venue?.tier, where).toBe(VENUE_CLASSES[line.venue.venueClass].tier);
          expect(venue?.description, where).toContain(TIER_NAMES[level][form.language]);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('never gives a higher tier a lower grade of venue than the tier below', () => {
    fc.assert(
      fc.property(requestArb([...WEDDING_FAMILY, ...OTHER_KINDS]), (form) => {
        const context = pricingContext(form);
        const grades = PREMIUM_LEVELS.map((level) => {
          const line = priceRequest(form, level, context).find((cost) => cost.category === 'venue');
          return line?.category === 'venue' ? VENUE_GRADES[line.venue.venueClass] : -1;
        });
        expect(grades).toEqual([...grades].sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });
});
