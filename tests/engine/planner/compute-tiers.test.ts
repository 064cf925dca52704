import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventGeneratorForm } from '../../../src/contracts/event-generator';
import { CATERING_TIERS, PREMIUM_LEVELS, SERVICE_PACKAGES } from '../../../src/contracts/constants';
import { computeTiers } from '../../../src/engine/planner/compute-tiers';
import { formArb, makeForm } from './arbitraries';

const totals = (form: EventGeneratorForm) => PREMIUM_LEVELS.map((level) => computeTiers(form)[level].total);
const allAtLeast = (higher: number[], lower: number[]) => higher.every((total, i) => total >= (lower[i] ?? Infinity));
const allAbove = (higher: number[], lower: number[]) => higher.every((total, i) => total > (lower[i] ?? Infinity));

describe('computeTiers', () => {
  it('makes every breakdown add up exactly to its total, with VAT as its own line', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        for (const tier of Object.values(computeTiers(form))) {
          expect(tier.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(tier.total);
          expect(tier.breakdown.filter((line) => line.category === 'vat')).toHaveLength(1);
          for (const line of tier.breakdown) expect(Number.isInteger(line.amount)).toBe(true);
        }
      }),
    );
  });

  it('charges VAT at 15% of the discounted price, not of the list price', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        for (const tier of Object.values(computeTiers(form))) {
          const vat = tier.breakdown.find((line) => line.category === 'vat')?.amount;
          const beforeVat = tier.breakdown
            .filter((line) => line.category !== 'vat')
            .reduce((sum, line) => sum + line.amount, 0);
          expect(vat).toBe(Math.round(beforeVat * 0.15));
        }
      }),
    );
  });

  it('marks exactly one tier as best value', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(Object.values(computeTiers(form)).filter((tier) => tier.bestValue)).toHaveLength(1);
      }),
    );
  });

  it('never shows negative money and never saves more than the list price', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        for (const tier of Object.values(computeTiers(form))) {
          for (const value of [tier.total, tier.listPrice, tier.savings, tier.addedValue, tier.perGuest]) {
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(tier.savings).toBe(tier.listPrice - tier.total);
          for (const line of tier.breakdown)
            if (line.category !== 'discount') expect(line.amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('prices each tier above the one below it', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const [basic, standard, premium, luxury] = totals(form);
        expect(standard).toBeGreaterThan(basic ?? 0);
        expect(premium).toBeGreaterThan(standard ?? 0);
        expect(luxury).toBeGreaterThan(premium ?? 0);
      }),
    );
  });

  it('costs more with more guests', () => {
    fc.assert(
      fc.property(formArb, fc.integer({ min: 1, max: 5_000 }), (form, extra) => {
        const more = { ...form, guestCount: Math.min(100_000, form.guestCount + extra) };
        expect(allAtLeast(totals(more), totals(form))).toBe(true);
        if (more.guestCount >= form.guestCount + 20) expect(allAbove(totals(more), totals(form))).toBe(true);
      }),
    );
  });

  it('costs more for each extra day', () => {
    fc.assert(
      fc.property(
        formArb.filter((form) => form.duration < 7),
        (form) => {
          expect(allAbove(totals({ ...form, duration: form.duration + 1 }), totals(form))).toBe(true);
        },
      ),
    );
  });

  it('costs more with a higher catering tier', () => {
    fc.assert(
      fc.property(
        formArb.filter((form) => form.cateringOptions.tier !== 'luxury'),
        (form) => {
          const next = CATERING_TIERS[CATERING_TIERS.indexOf(form.cateringOptions.tier) + 1] ?? 'luxury';
          const richer = { ...form, cateringOptions: { ...form.cateringOptions, tier: next } };
          expect(allAbove(totals(richer), totals(form))).toBe(true);
        },
      ),
    );
  });

  it('costs more with each added service package', () => {
    fc.assert(
      fc.property(formArb, fc.constantFrom(...SERVICE_PACKAGES), (form, pack) => {
        fc.pre(!form.servicePackages.includes(pack));
        const more = { ...form, servicePackages: [...form.servicePackages, pack] };
        expect(allAbove(totals(more), totals(form))).toBe(true);
      }),
    );
  });

  it("falls from peak to low season with the date's season: winter, spring, autumn, summer", () => {
    // Tuesdays of 2027 outside Ramadan, Hajj and the city seasons, so only the season differs.
    const dates = { winter: '2027-01-12', spring: '2027-04-13', autumn: '2027-10-12', summer: '2027-07-13' } as const;
    fc.assert(
      fc.property(formArb, fc.constantFrom('Abha', 'Dammam', 'Tabuk', 'Paris'), (form, location) => {
        const [winter, spring, autumn, summer] = (['winter', 'spring', 'autumn', 'summer'] as const).map((season) =>
          totals({ ...form, location, eventDate: dates[season] }),
        );
        expect(allAbove(winter ?? [], spring ?? [])).toBe(true);
        expect(allAbove(spring ?? [], autumn ?? [])).toBe(true);
        expect(allAbove(autumn ?? [], summer ?? [])).toBe(true);
      }),
    );
  });

  it('prices the date, not the season field: a July date costs the same whichever season the form says', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const july = { ...form, eventDate: '2027-07-13' };
        expect(totals({ ...july, season: 'winter' })).toEqual(totals({ ...july, season: 'summer' }));
      }),
      { numRuns: 30 },
    );
  });

  it('marks the requested tier best value, or the highest tier within a budget it breaks', () => {
    expect(computeTiers(makeForm({ premiumLevel: 'premium' })).premium.bestValue).toBe(true);
    const tight = computeTiers(makeForm({ premiumLevel: 'luxury', budgetRange: { min: 0, max: 1 } }));
    expect(tight.basic.bestValue).toBe(true);
    const standardTotal = computeTiers(makeForm({})).standard.total;
    const fits = computeTiers(makeForm({ premiumLevel: 'luxury', budgetRange: { min: 0, max: standardTotal } }));
    expect(fits.standard.bestValue).toBe(true);
  });

  it('names the tiers in the request language', () => {
    expect(Object.values(computeTiers(makeForm({}))).map((tier) => tier.name)).toEqual([
      'Essential',
      'Professional',
      'Premium',
      'Luxury',
    ]);
    const arabic = computeTiers(makeForm({ language: 'ar' }));
    expect(arabic.basic.name).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.standard.breakdown.at(-1)?.label).toBe('ضريبة القيمة المضافة 15٪');
  });

  it('prices a 300-guest Professional wedding in Riyadh inside the market band for that tier', () => {
    const perGuest = computeTiers(makeForm({ servicePackages: ['photography', 'decoration'] })).standard.perGuest;
    // Domain notes: Professional wedding SR300–600 a guest before 15 % VAT.
    expect(perGuest).toBeGreaterThanOrEqual(300 * 1.15);
    expect(perGuest).toBeLessThanOrEqual(600 * 1.15 * 1.1);
  });
});
