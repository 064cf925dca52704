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

  it('reads the Umm al-Qura date and the Eid days from the calendar, in any year', () => {
    expect(dateContext('2027-03-10', 'Riyadh')).toMatchObject({
      hijri: { year: 1448, month: 10, day: 2 },
      eid: 'eidAlFitr',
    });
    expect(dateContext('2027-05-16', 'Jeddah').eid).toBe('eidAlAdha');
    expect(dateContext('2027-03-08', 'Riyadh')).toMatchObject({ ramadan: true, eid: undefined });
    expect(dateContext('2036-10-25', 'Riyadh').ramadan).toBe(true);
    expect(dateContext('2031-06-01', 'Riyadh').inCalendar).toBe(true);
  });

  it("puts the mountains' summer in Abha, Khamis Mushait and Taif, and AlUla's winter over the new year", () => {
    expect(dateContext('2027-07-15', 'Abha').citySeasons).toEqual(['mountainSummer']);
    expect(dateContext('2027-07-15', 'Riyadh').citySeasons).toEqual([]);
    expect(dateContext('2027-01-10', 'AlUla').citySeasons).toEqual(['alulaWinter']);
    expect(dateContext('2027-07-15', 'Abha').cityOverlay).toBeGreaterThan(1);
  });
});
