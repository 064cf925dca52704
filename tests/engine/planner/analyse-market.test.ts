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

  it('follows the spec demand model and raises it in the city seasons', () => {
    const corporate = { eventType: 'corporate' };
    expect(analyse({ ...corporate, season: 'summer', location: 'Dammam', eventDate: '2026-07-01' }).demand).toBe('low');
    expect(analyse({ ...corporate, season: 'autumn', location: 'Dammam', eventDate: '2026-10-06' }).demand).toBe(
      'medium',
    );
    expect(analyse({ ...corporate, season: 'autumn', location: 'Riyadh', eventDate: '2026-10-06' }).demand).toBe(
      'high',
    );
    // Summer is the high season in the mountains (R78), whatever the spec's model says of summer.
    expect(analyse({ ...corporate, season: 'summer', location: 'Abha', eventDate: '2027-07-15' }).demand).toBe('high');
  });

  it('puts weddings at their peak on Eid, low in Ramadan and busy in the summer holiday, and says why', () => {
    const eid = analyse({ location: 'Jeddah', eventDate: '2027-03-10' });
    expect(eid.demand).toBe('peak');
    expect(eid.analysis).toContain('is peak: Eid is the peak for weddings');
    const ramadan = analyse({ season: 'winter', location: 'Dammam', eventDate: '2026-02-25' });
    expect(ramadan.demand).toBe('low');
    expect(ramadan.analysis).toContain('is in Ramadan');
    expect(ramadan.analysis).toContain('Wedding halls sit nearly empty in Ramadan');
    expect(analyse({ season: 'summer', location: 'Dammam', eventDate: '2026-07-07' }).demand).toBe('high');
  });

  it('judges demand and heat from the date, and says so when the chosen season differs, in both languages', () => {
    const july = { eventType: 'corporate', season: 'autumn', location: 'Dammam', eventDate: '2026-07-07' };
    expect(analyse(july).demand).toBe('low');
    expect(analyse(july).analysis).toContain('You chose autumn, but your date falls in summer');
    expect(analyse({ ...july, language: 'ar' }).analysis).toContain('اخترت الخريف، لكن تاريخك يقع في الصيف');
    expect(analyse({ ...july, season: 'summer' }).analysis).not.toContain('You chose');
    expect(analyse(july).analysis).toContain('Your date is Tuesday 7 July 2026.');
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
    expect(text).toMatch(/the middle 80 % of events like yours in Riyadh \(SAR\s[\d,]+–SAR\s[\d,]+ per guest\)/);
    expect(text).toContain('6 weeks ahead; 26 weeks are recommended');
  });
});
