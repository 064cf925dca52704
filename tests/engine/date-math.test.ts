import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, isoDate, isoFromDayNumber, weekday } from '../../src/engine/date-math';

/** The calendar as JavaScript's Date knows it: the reference isoDate must agree with. */
function throughDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2200) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

describe('isoDate', () => {
  it('knows leap years and month lengths', () => {
    expect(isoDate(2028, 2, 29)).toBe('2028-02-29');
    expect(isoDate(2027, 2, 29)).toBeUndefined();
    expect(isoDate(2100, 2, 29)).toBeUndefined();
    expect(isoDate(2000, 2, 29)).toBe('2000-02-29');
    expect(isoDate(2027, 4, 31)).toBeUndefined();
    expect(isoDate(2027, 3, 5)).toBe('2027-03-05');
  });

  it('agrees with Date for any year, month and day, fractions and out-of-range values included', () => {
    const part = fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double({ min: -2, max: 40 }), fc.constant(Number.NaN));
    const year = fc.oneof(fc.integer({ min: 1890, max: 2210 }), fc.double({ min: 1899, max: 2201 }));
    fc.assert(
      fc.property(year, part, part, (y, m, d) => {
        expect(isoDate(y, m, d)).toBe(throughDate(y, m, d));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('day arithmetic, the one module both engines count days with', () => {
  const day = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true });
  const iso = (date: Date) => date.toISOString().slice(0, 10);

  it('numbers days from 1970-01-01, and back, and moves a date by whole days across months and years', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-11-25T14:05:09+03:00')).toBe(dayNumber('2026-11-25'));
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(isoFromDayNumber(dayNumber(iso(date)))).toBe(iso(date));
        expect(addDays(iso(date), days)).toBe(iso(new Date(date.getTime() + days * 86_400_000)));
      }),
    );
  });

  it('agrees with Date on the weekday (0 = Sunday), before 1970 too', () => {
    expect(weekday('2026-11-26')).toBe(4);
    fc.assert(
      fc.property(day, (date) => {
        expect(weekday(iso(date))).toBe(date.getUTCDay());
      }),
    );
  });
});
