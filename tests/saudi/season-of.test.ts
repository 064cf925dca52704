import { describe, expect, it } from 'vitest';
import { seasonOf, seasonOfMonth } from '../../src/saudi/season-of';

describe('seasonOfMonth', () => {
  it('counts December to February as winter and September to November as autumn', () => {
    const seasons = Array.from({ length: 12 }, (_, index) => seasonOfMonth(index + 1));
    expect(seasons).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'spring',
      'summer',
      'summer',
      'summer',
      'autumn',
      'autumn',
      'autumn',
      'winter',
    ]);
  });

  it('reads the month of a day', () => {
    expect(seasonOf('2026-11-15')).toBe('autumn');
    expect(seasonOf('2027-01-20')).toBe('winter');
  });
});
