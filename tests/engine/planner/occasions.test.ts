import { describe, expect, it } from 'vitest';
import { nextOccasion } from '../../../src/engine/planner';

describe('nextOccasion', () => {
  it('finds the Ramadan still to come or under way, from the Umm al-Qura calendar', () => {
    // 1 Shawwal 1448 is 9 March 2027, so Ramadan 1448 ends on the 8th.
    expect(nextOccasion('ramadan', '2026-05-01')).toEqual({ start: '2027-02-08', end: '2027-03-08' });
    expect(nextOccasion('ramadan', '2026-03-01')).toEqual({ start: '2026-02-18', end: '2026-03-19' });
  });

  it('puts Eid al-Fitr the day after Ramadan ends and Eid al-Adha on 10 Dhu al-Hijjah, the third day of Hajj', () => {
    for (const from of ['2026-01-01', '2027-01-01', '2030-01-01', '2035-01-01', '2039-01-01']) {
      const ramadan = nextOccasion('ramadan', from);
      const eid = nextOccasion('eidAlFitr', ramadan?.start ?? from);
      const after = new Date(`${ramadan?.end}T00:00:00Z`);
      after.setUTCDate(after.getUTCDate() + 1);
      expect(eid?.start, from).toBe(after.toISOString().slice(0, 10));
      const hajj = nextOccasion('hajj', from);
      const third = new Date(`${hajj?.start}T00:00:00Z`);
      third.setUTCDate(third.getUTCDate() + 2);
      expect(nextOccasion('eidAlAdha', hajj?.start ?? from)?.start, from).toBe(third.toISOString().slice(0, 10));
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

  it('knows the occasions of any year, with no table that ends', () => {
    expect(nextOccasion('ramadan', '2032-06-01')?.start.slice(0, 4)).toBe('2032');
    expect(nextOccasion('hajj', '2040-01-01')?.start.slice(0, 4)).toBe('2040');
  });
});
