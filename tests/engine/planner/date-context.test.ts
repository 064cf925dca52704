import { describe, expect, it } from 'vitest';
import { dateContext } from '../../../src/engine/planner/date-context';

describe('dateContext', () => {
  it('knows Ramadan 2026 from 18 February to the eve of Eid (R30)', () => {
    expect(dateContext('2026-02-17', 'Riyadh').ramadan).toBe(false);
    expect(dateContext('2026-02-18', 'Riyadh').ramadan).toBe(true);
    expect(dateContext('2026-03-19', 'Riyadh').ramadan).toBe(true);
    expect(dateContext('2026-03-21', 'Riyadh').ramadan).toBe(false);
  });

  it('marks the Makkah closure weeks before Hajj and Hajj itself (R31, R32)', () => {
    expect(dateContext('2026-04-10', 'Mecca').hajjPeriod).toBe(false);
    expect(dateContext('2026-05-01', 'Mecca').hajjPeriod).toBe(true);
    expect(dateContext('2026-05-28', 'Mecca').hajjPeriod).toBe(true);
    expect(dateContext('2026-06-10', 'Mecca').hajjPeriod).toBe(false);
  });

  it('puts Riyadh Season in October to March in Riyadh only, and Jeddah Season in summer in Jeddah', () => {
    expect(dateContext('2026-11-01', 'Riyadh').riyadhSeason).toBe(true);
    expect(dateContext('2026-05-01', 'Riyadh').riyadhSeason).toBe(false);
    expect(dateContext('2026-11-01', 'Jeddah').riyadhSeason).toBe(false);
    expect(dateContext('2026-07-01', 'Jeddah').jeddahSeason).toBe(true);
  });

  it('finds the weekday and flags Wednesday and Thursday nights', () => {
    expect(dateContext('2026-11-12', 'Riyadh')).toMatchObject({ weekday: 4, peakNight: true }); // a Thursday
    expect(dateContext('2026-11-10', 'Riyadh')).toMatchObject({ weekday: 2, peakNight: false });
  });

  it('says when a date is beyond the calendar tables', () => {
    expect(dateContext('2031-06-01', 'Riyadh').inCalendar).toBe(false);
  });
});
