import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendVenues } from '../../../src/engine/planner/recommend-venues';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { formArb, makeForm } from './arbitraries';

describe('recommendVenues', () => {
  it('recommends at least one venue, and only venues that hold every guest and are not too big for them', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const venues = recommendVenues(form, pricingContext(form));
        expect(venues.length).toBeGreaterThan(0);
        for (const venue of venues) {
          expect(venue.capacity.max).toBeGreaterThanOrEqual(form.guestCount);
          expect(venue.capacity.min).toBeLessThanOrEqual(form.guestCount);
        }
      }),
    );
  });

  it('suggests rooms and halls for a small business dinner, never a wedding palace or a ballroom it cannot fill', () => {
    const form = makeForm({
      eventType: 'other',
      customEventType: 'Business dinner',
      guestCount: 30,
      location: 'Jeddah',
    });
    const names = recommendVenues(form, pricingContext(form)).map((venue) => venue.name);
    expect(names[0]).toBe('Hotel function room, Jeddah');
    for (const name of names) expect(name).not.toMatch(/Wedding palace|ballroom|Exhibition/);
  });

  it('falls back to open-air grounds for festival-size crowds', () => {
    const form = makeForm({ guestCount: 90_000, location: 'Tabuk' });
    const venues = recommendVenues(form, pricingContext(form));
    expect(venues.map((venue) => venue.name)).toEqual(['Open-air event grounds with temporary halls, Tabuk']);
  });

  it('names venue classes in the city, never businesses, and puts a wedding palace first for a wedding', () => {
    const form = makeForm({});
    const venues = recommendVenues(form, pricingContext(form));
    expect(venues[0]?.name).toBe('Wedding palace (qasr afrah), Riyadh');
    for (const venue of venues) expect(venue.name).toMatch(/, Riyadh$/);
  });

  it('offers a heritage site in AlUla', () => {
    const form = makeForm({ eventType: 'cultural', guestCount: 200, location: 'AlUla' });
    expect(recommendVenues(form, pricingContext(form))[0]?.name).toBe('Heritage site venue, AlUla');
  });
});
