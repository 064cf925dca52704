import { describe, expect, it } from 'vitest';
import { citySeasonsOn } from '../../src/saudi/city-seasons';
import { climateIn } from '../../src/saudi/climate';
import { heritageRegionOf } from '../../src/saudi/heritage';
import { nextOccasion, occasionsNear, occasionsOfYear } from '../../src/saudi/saudi-calendar';

describe('the Saudi calendar of occasions', () => {
  it('lays out a year: Ramadan, the two Eids, Hajj with the Makkah closure, the national days', () => {
    const year = occasionsOfYear(2027).filter((span) => !span.approximate);
    expect(year).toEqual([
      { occasion: 'ramadan', start: '2027-02-08', end: '2027-03-08' },
      { occasion: 'foundingDay', start: '2027-02-22', end: '2027-02-22' },
      { occasion: 'eidAlFitr', start: '2027-03-09', end: '2027-03-11' },
      { occasion: 'hajj', start: '2027-05-14', end: '2027-05-19', closedFrom: '2027-04-08' },
      { occasion: 'eidAlAdha', start: '2027-05-16', end: '2027-05-19' },
      { occasion: 'nationalDay', start: '2027-09-23', end: '2027-09-23' },
    ]);
  });

  it('finds what a day falls in or near, nearest first, with the days to go or since', () => {
    expect(occasionsNear('2027-03-10').map((near) => [near.occasion, near.days])).toEqual([
      ['eidAlFitr', 0],
      ['ramadan', -2],
    ]);
    expect(occasionsNear('2026-09-21').map((near) => [near.occasion, near.days])).toEqual([['nationalDay', 2]]);
    expect(occasionsNear('2026-10-20')).toEqual([]);
    expect(occasionsNear('2027-07-15').map((near) => near.occasion)).toEqual(['schoolSummer']);
  });

  it('looks ahead past any year, each Ramadan a lunar year (354 or 355 days) after the last', () => {
    let ramadan = nextOccasion('ramadan', '2026-01-01');
    for (let count = 0; count < 20; count++) {
      const after = new Date(Date.parse(`${ramadan?.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const next = nextOccasion('ramadan', after);
      const gap = (Date.parse(next?.start ?? '') - Date.parse(ramadan?.start ?? '')) / 86_400_000;
      expect(gap, `${ramadan?.start} → ${next?.start}`).toBeGreaterThanOrEqual(353);
      expect(gap, `${ramadan?.start} → ${next?.start}`).toBeLessThanOrEqual(356);
      ramadan = next;
    }
    expect(ramadan?.start.slice(0, 4)).toBe('2045');
  });

  it("knows each city's own season, its weather by month and its heritage region", () => {
    expect(citySeasonsOn('Abha', '2027-07-15')).toEqual(['mountainSummer']);
    expect(citySeasonsOn('Riyadh', '2027-01-15')).toEqual(['riyadhSeason']);
    expect(climateIn('Jeddah', 1)).toMatchObject({ high: 28, low: 20, humid: true, heating: false });
    expect(climateIn('Riyadh', 7)).toMatchObject({ high: 43, low: 29 });
    expect(climateIn('Riyadh', 12)?.heating).toBe(true);
    expect(climateIn('Paris', 1)).toBeUndefined();
    expect([heritageRegionOf('Jeddah'), heritageRegionOf('Riyadh'), heritageRegionOf('Khobar')]).toEqual([
      'hijaz',
      'najd',
      'eastern',
    ]);
    expect([heritageRegionOf('Abha'), heritageRegionOf('AlUla'), heritageRegionOf('Medina')]).toEqual([
      'south',
      'north',
      'hijaz',
    ]);
  });
});
