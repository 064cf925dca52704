import { describe, expect, it } from 'vitest';
import { nextOccasion } from '../../../src/engine/planner';
import { HAJJ, RAMADAN } from '../../../src/engine/planner/market-data/islamic-calendar';

describe('nextOccasion', () => {
  it('finds the Ramadan still to come or under way', () => {
    expect(nextOccasion('ramadan', '2026-05-01')).toEqual({ start: '2027-02-08', end: '2027-03-09' });
    expect(nextOccasion('ramadan', '2026-03-01')).toEqual({ start: '2026-02-18', end: '2026-03-19' });
  });

  it('puts Eid al-Fitr the day after every Ramadan and Eid al-Adha on the third day of every Hajj', () => {
    for (const ramadan of RAMADAN) {
      const day = new Date(`${ramadan.end}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      expect(nextOccasion('eidAlFitr', ramadan.start)?.start).toBe(day.toISOString().slice(0, 10));
    }
    for (const hajj of HAJJ) {
      const day = new Date(`${hajj.start}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 2);
      expect(nextOccasion('eidAlAdha', hajj.start)?.start).toBe(day.toISOString().slice(0, 10));
    }
  });

  it('gives Hajj with the day Makkah closes before it', () => {
    expect(nextOccasion('hajj', '2026-05-01')).toEqual({
      start: '2026-05-25',
      end: '2026-05-30',
      closedFrom: '2026-04-19',
    });
  });

  it('rolls the national days over to next year once they are past', () => {
    expect(nextOccasion('nationalDay', '2026-09-23')?.start).toBe('2026-09-23');
    expect(nextOccasion('nationalDay', '2026-09-24')?.start).toBe('2027-09-23');
    expect(nextOccasion('foundingDay', '2026-11-23')?.start).toBe('2027-02-22');
  });

  it('knows nothing past its tables', () => {
    expect(nextOccasion('ramadan', '2032-01-01')).toBeUndefined();
    expect(nextOccasion('hajj', '2031-01-01')).toBeUndefined();
  });
});
