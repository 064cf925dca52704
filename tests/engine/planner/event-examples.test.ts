import { describe, expect, it } from 'vitest';
import { computeTiers } from '../../../src/engine/planner/compute-tiers';
import { recommendVenues } from '../../../src/engine/planner/recommend-venues';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { makeForm } from './arbitraries';

// Ranges from docs/sources.md, in 2026 SAR. "a guest" is the tier's perGuest (VAT included) unless said otherwise.
const line = (tier: { breakdown: { category: string; label: string; amount: number }[] }, category: string) =>
  tier.breakdown.find((item) => item.category === category);
const beforeVat = (total: number, guests: number) => total / 1.15 / guests;

describe('the events visitors actually plan', () => {
  const familyDinner = makeForm({
    eventType: 'other',
    customEventType: 'Family dinner',
    guestCount: 10,
    cateringOptions: { menuType: 'traditional_saudi', tier: 'basic' },
  });

  it('prices a 10-guest family dinner in Riyadh at SAR 60–200 a guest at Essential, catered at home with no hire (R10 buffets SR60–140 a head), and at most SAR 700 a guest at Luxury (hotel dining SR155–400 a head, R12, R13)', () => {
    const tiers = computeTiers(familyDinner);
    expect(tiers.basic.perGuest).toBeGreaterThanOrEqual(60);
    expect(tiers.basic.perGuest).toBeLessThanOrEqual(200);
    expect(line(tiers.basic, 'venue')).toMatchObject({ amount: 0, label: expect.stringContaining('no venue hire') });
    expect(tiers.luxury.perGuest).toBeLessThanOrEqual(700);
    expect(tiers.luxury.total).toBeGreaterThan(tiers.premium.total);
  });

  it('suggests only venues that seat a 10-guest family dinner, a home first', () => {
    const venues = recommendVenues(familyDinner, pricingContext(familyDinner));
    expect(venues[0]?.name).toMatch(/^Your home or garden/);
    for (const venue of venues) {
      expect(venue.capacity.min).toBeLessThanOrEqual(10);
      expect(venue.capacity.max).toBeGreaterThanOrEqual(10);
    }
  });

  it('prices a 20-guest birthday with decoration at SAR 2,500–6,000 in all at Essential, with a birthday backdrop of at most SAR 1,500 and no kosha, and at most SAR 1,200 a guest at Luxury', () => {
    const tiers = computeTiers(makeForm({ eventType: 'birthday', guestCount: 20, servicePackages: ['decoration'] }));
    expect(tiers.basic.total).toBeGreaterThanOrEqual(2_500);
    expect(tiers.basic.total).toBeLessThanOrEqual(6_000);
    const decoration = line(tiers.basic, 'service');
    expect(decoration?.label).toBe('Birthday decoration and balloon backdrop');
    expect(decoration?.amount).toBeLessThanOrEqual(1_500);
    for (const tier of Object.values(tiers))
      for (const item of tier.breakdown) expect(item.label).not.toMatch(/kosha/i);
    expect(tiers.luxury.perGuest).toBeLessThanOrEqual(1_200);
  });

  it('prices a 50-guest business dinner in Jeddah in winter, international menu, at SAR 200–450 a guest at Essential and at most SAR 900 at Luxury (hotel dining SR155–400 a head in 2008–2019, R12, R13), the same whether typed as corporate or as "Business dinner"', () => {
    const fields = {
      guestCount: 50,
      location: 'Jeddah',
      season: 'winter',
      eventDate: '2026-12-10',
      cateringOptions: { menuType: 'international' },
    };
    const tiers = computeTiers(makeForm({ eventType: 'corporate', ...fields }));
    expect(tiers.basic.perGuest).toBeGreaterThanOrEqual(200);
    expect(tiers.basic.perGuest).toBeLessThanOrEqual(450);
    expect(tiers.luxury.perGuest).toBeLessThanOrEqual(900);
    const described = computeTiers(makeForm({ eventType: 'other', customEventType: 'Business dinner', ...fields }));
    expect(described.luxury.total).toBe(tiers.luxury.total);
  });

  it('prices a 300-guest wedding in Riyadh with photography, kosha and entertainment inside the tier table before VAT: Essential SAR 150–300 a guest, Professional 300–600, Premium 600–1,200, Luxury 1,200–3,000 (R2–R10, scaled 3 % to 2026)', () => {
    const tiers = computeTiers(makeForm({ servicePackages: ['photography', 'decoration', 'entertainment'] }));
    const bands = { basic: [150, 300], standard: [300, 600], premium: [600, 1_200], luxury: [1_200, 3_000] } as const;
    for (const [level, [low, high]] of Object.entries(bands)) {
      const perGuest = beforeVat(tiers[level as keyof typeof bands].total, 300);
      expect(perGuest, level).toBeGreaterThanOrEqual(low);
      expect(perGuest, level).toBeLessThanOrEqual(high * 1.03);
    }
    expect(line(tiers.basic, 'venue')?.label).toMatch(/^Venue: Wedding palace \(qasr afrah\)/);
    expect(tiers.basic.breakdown.map((item) => item.label)).toContain('Decoration and stage (kosha)');
  });
});
