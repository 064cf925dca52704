import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTiers } from '../../../src/engine/planner/compute-tiers';
import { findSavings } from '../../../src/engine/planner/find-savings';
import { formArb, makeForm } from './arbitraries';

describe('findSavings', () => {
  it('only lists savings above zero, largest first', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const savings = findSavings(form).map((saving) => saving.savings);
        for (const saving of savings) expect(saving).toBeGreaterThan(0);
        expect(savings).toEqual([...savings].sort((a, b) => b - a));
      }),
      { numRuns: 40 },
    );
  });

  it('prices each saving by re-pricing the changed request', () => {
    const form = makeForm({
      season: 'winter',
      duration: 2,
      cateringOptions: { menuType: 'international', tier: 'luxury' },
    });
    const total = computeTiers(form).standard.total;
    const byTitle = Object.fromEntries(findSavings(form).map((saving) => [saving.title, saving]));
    // The season follows the date: the low season is the nearest summer Tuesday, 2026-08-25.
    expect(byTitle['Move to the low season']?.description).toContain('Tuesday 25 August 2026');
    expect(byTitle['Move to the low season']?.savings).toBe(
      total - computeTiers({ ...form, season: 'summer', eventDate: '2026-08-25' }).standard.total,
    );
    expect(byTitle['Trim the event by one day']?.savings).toBe(
      total - computeTiers({ ...form, duration: 1 }).standard.total,
    );
    expect(byTitle['Choose the traditional Saudi menu']?.effort).toBe('very_low');
    expect(byTitle['Step the catering down one tier']?.description).toContain('premium catering instead of luxury');
  });

  it('suggests a weekday for a Thursday-night wedding', () => {
    const thursday = makeForm({ eventDate: '2026-11-12' });
    const weekday = findSavings(thursday).find((saving) => saving.title === 'Shift to a weekday');
    expect(weekday?.description).toContain('Tuesday 10 November 2026');
    expect(weekday?.savings).toBe(
      computeTiers(thursday).standard.total - computeTiers({ ...thursday, eventDate: '2026-11-10' }).standard.total,
    );
  });

  it('offers nothing to cut for a one-day summer Essential dinner with the cheapest choices', () => {
    const lean = makeForm({
      season: 'summer',
      premiumLevel: 'basic',
      eventDate: '2026-07-07',
      cateringOptions: { tier: 'basic' },
    });
    expect(findSavings(lean)).toEqual([]);
  });

  it('writes the savings in Arabic for an Arabic request', () => {
    const season = findSavings(makeForm({ language: 'ar', season: 'winter' })).find(
      (saving) => saving.effort === 'high',
    );
    expect(season?.title).toBe('الانتقال إلى موسم أقل طلبًا');
    expect(season?.description).toContain('ر.س.');
  });
});
