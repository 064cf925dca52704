import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../src/contracts/common';
import { priceGuide } from '../../../src/engine/planner/price-guide';

describe('priceGuide', () => {
  it('gives every event type a positive SAR range with low below high', () => {
    for (const type of EVENT_TYPES) {
      const guide = priceGuide(type);
      expect(guide.currency).toBe('SAR');
      expect(guide.low).toBeGreaterThan(0);
      expect(guide.high).toBeGreaterThan(guide.low);
    }
  });

  it('spans the wedding tier table from Essential low to Luxury high, scaled to 2026', () => {
    expect(priceGuide('wedding')).toEqual({ low: 150, high: 3090, currency: 'SAR' });
  });
});
