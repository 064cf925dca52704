import { describe, expect, it } from 'vitest';
import { analyseMarket } from '../../../src/engine/planner/analyse-market';
import { computeTiers } from '../../../src/engine/planner/compute-tiers';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { makeForm } from './arbitraries';

const analyse = (fields: Record<string, unknown>) => {
  const form = makeForm(fields);
  const context = pricingContext(form);
  return analyseMarket(form, computeTiers(form, context), context);
};

describe('analyseMarket', () => {
  it('counts whole weeks from the current date to the event', () => {
    // makeForm's current date is 2026-01-15; 2026-03-01 is 45 days later.
    expect(analyse({ eventDate: '2026-03-01' }).bookingLeadTimeWeeks).toBe(6);
  });

  it('follows the spec demand model and raises it in Riyadh Season', () => {
    expect(analyse({ season: 'summer', location: 'Dammam', eventDate: '2026-07-01' }).demand).toBe('low');
    expect(analyse({ season: 'autumn', location: 'Dammam', eventDate: '2026-10-06' }).demand).toBe('medium');
    expect(analyse({ season: 'autumn', location: 'Riyadh', eventDate: '2026-10-06' }).demand).toBe('high');
  });

  it('judges demand, Ramadan and heat from the date, and says so when the chosen season differs, in both languages', () => {
    const july = { season: 'autumn', location: 'Dammam', eventDate: '2026-07-07' };
    expect(analyse(july).demand).toBe('low');
    expect(analyse(july).analysis).toContain('Your date, 2026-07-07, falls in summer, not autumn');
    expect(analyse({ ...july, language: 'ar' }).analysis).toContain('يقع في الصيف وليس في الخريف');
    expect(analyse({ ...july, season: 'summer' }).analysis).not.toContain('Your date');
    // 25 February 2026 is winter and in Ramadan (18 Feb – 19 Mar), whatever season the form says.
    const ramadan = analyse({ season: 'autumn', location: 'Dammam', eventDate: '2026-02-25' });
    expect(ramadan.demand).toBe('peak');
    expect(ramadan.analysis).toContain('The date falls in Ramadan.');
    expect(ramadan.analysis).toContain('in winter is peak');
  });

  it('is less confident about an unknown city and a custom event type', () => {
    const known = analyse({}).confidence;
    expect(analyse({ location: 'Atlantis' }).confidence).toBeLessThan(known);
    expect(analyse({ eventType: 'other', customEventType: 'Expo' }).confidence).toBeLessThan(known);
  });

  it('reports the per-guest quote from Essential to Luxury with the requested tier as typical', () => {
    const { pricePerGuest } = analyse({ premiumLevel: 'premium' });
    const tiers = computeTiers(makeForm({ premiumLevel: 'premium' }));
    expect(pricePerGuest).toEqual({
      low: tiers.basic.perGuest,
      typical: tiers.premium.perGuest,
      high: tiers.luxury.perGuest,
    });
  });

  it('writes the analysis from the numbers: city, demand, price per guest and lead time', () => {
    const text = analyse({ eventDate: '2026-03-01' }).analysis;
    expect(text).toContain('Riyadh');
    expect(text).toMatch(/SAR\s[\d,]+ per guest/);
    expect(text).toContain('6 weeks ahead; 26 weeks are recommended');
  });
});
