import { describe, expect, it } from 'vitest';
import { SERVICE_PACKAGES } from '../../../src/contracts/constants';
import { computeTiers } from '../../../src/engine/planner/compute-tiers';
import { PER_GUEST_BOUNDS, sizeBand } from '../../../src/engine/planner/market-data/per-guest-bounds';
import { SUITED } from '../../../src/engine/planner/market-data/venue-availability';
import { priceRequest } from '../../../src/engine/planner/price-request';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { formatNumber } from '../../../src/engine/planner/text/format';
import { CITIES, KINDS, LEVELS, SIZES, sizedForm, WALK } from './size-fixtures';

const perGuestBeforeVat = (total: number, guests: number) => total / 1.15 / guests;
const WEDDING_ONLY = /kosha|كوشة|zaffa|زفة|tagaga|طقاقة|wedding|زفاف|عرس|أفراح|bridal/i;

describe('every kind and size of event', () => {
  it.each(KINDS)(
    'prices a %s of 5 to 10,000 guests in three cities: tiers rise, per-guest cost in its documented bounds',
    (kind) => {
      for (const city of CITIES)
        for (const guests of SIZES)
          for (const services of ['bare', 'usual'] as const) {
            const form = sizedForm(kind, city, guests, services);
            const tiers = computeTiers(form);
            const where = `${kind}, ${guests} guests, ${city}, ${services}`;
            const totals = LEVELS.map((level) => tiers[level].total);
            expect(totals, where).toEqual([...totals].sort((a, b) => a - b));
            expect(new Set(totals).size, where).toBe(LEVELS.length);
            const bounds = PER_GUEST_BOUNDS[kind][sizeBand(guests)];
            const essential = perGuestBeforeVat(tiers.basic.total, guests);
            const luxury = perGuestBeforeVat(tiers.luxury.total, guests);
            expect(essential, `Essential, ${where}`).toBeGreaterThanOrEqual(bounds.essential[0]);
            expect(essential, `Essential, ${where}`).toBeLessThanOrEqual(bounds.essential[1]);
            expect(luxury, `Luxury, ${where}`).toBeGreaterThanOrEqual(bounds.luxury[0]);
            expect(luxury, `Luxury, ${where}`).toBeLessThanOrEqual(bounds.luxury[1]);
          }
    },
  );

  it.each(KINDS)(
    'never prices a %s on a venue too small or too big for the guests, or unsuited to the kind',
    (kind) => {
      for (const city of CITIES)
        for (const guests of SIZES) {
          const form = sizedForm(kind, city, guests, 'bare');
          const context = pricingContext(form);
          for (const level of LEVELS) {
            const venue = priceRequest(form, level, context).find((line) => line.category === 'venue')?.venue;
            const where = `${kind}, ${guests} guests, ${city}, ${level}: ${venue?.venueClass}`;
            expect(venue?.capacity.min, where).toBeLessThanOrEqual(guests);
            expect(venue?.capacity.max, where).toBeGreaterThanOrEqual(guests);
            expect(SUITED[kind], where).toContain(venue?.venueClass);
          }
        }
    },
  );

  it.each(KINDS.filter((kind) => kind !== 'wedding'))(
    'names no wedding-only item on a %s, whatever services are chosen',
    (kind) => {
      for (const guests of [10, 300, 5_000])
        for (const language of ['en', 'ar'] as const) {
          const form = {
            ...sizedForm(kind, 'Riyadh', guests, 'bare'),
            servicePackages: [...SERVICE_PACKAGES],
            language,
          };
          for (const tier of Object.values(computeTiers(form))) {
            for (const line of tier.breakdown) expect(line.label).not.toMatch(WEDDING_ONLY);
            for (const feature of tier.features) expect(feature).not.toMatch(WEDDING_ONLY);
          }
        }
    },
  );

  it.each(KINDS)(
    'walks a %s from 5 to 10,000 guests with no jump over 40 % a guest except where the venue class changes, and says so',
    (kind) => {
      for (const city of CITIES)
        for (const services of ['bare', 'usual'] as const) {
          let previous: ReturnType<typeof computeTiers> | undefined;
          let previousGuests = 0;
          for (const guests of WALK) {
            const form = sizedForm(kind, city, guests, services);
            const tiers = computeTiers(form);
            for (const level of LEVELS) {
              const before = previous?.[level];
              if (!before) continue;
              const after = tiers[level];
              const where = `${kind}, ${city}, ${services}, ${level}, ${previousGuests} → ${guests} guests`;
              expect(after.total, where).toBeGreaterThanOrEqual(before.total);
              const ratio = after.perGuest / before.perGuest;
              if (ratio <= 1.4 && ratio >= 1 / 1.4) continue;
              // A jump is allowed only where the venue class changes, and the venue line names the new class and the guests it holds.
              const venueBefore = before.breakdown[0]?.label;
              const venueAfter = after.breakdown[0]?.label ?? '';
              expect(venueAfter, where).not.toBe(venueBefore);
              const capacity = priceRequest(form, level, pricingContext(form)).find((line) => line.category === 'venue')
                ?.venue.capacity;
              expect(venueAfter, where).toContain(formatNumber(capacity?.max ?? 0, 'en'));
            }
            previous = tiers;
            previousGuests = guests;
          }
        }
    },
  );
});
