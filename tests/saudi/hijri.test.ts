import { describe, expect, it } from 'vitest';
import { formatHijri, gregorianOf, hijriOf } from '../../src/saudi/hijri';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The first days of Ramadan, Shawwal (Eid al-Fitr) and Dhu al-Hijjah as the Kingdom announced them,
 * 1440–1446 AH (2019–2025): each was also the Umm al-Qura calendar's date.
 */
const ANNOUNCED: readonly [number, string, string, string][] = [
  [1440, '2019-05-06', '2019-06-04', '2019-08-02'],
  [1441, '2020-04-24', '2020-05-24', '2020-07-22'],
  [1442, '2021-04-13', '2021-05-13', '2021-07-11'],
  [1443, '2022-04-02', '2022-05-02', '2022-06-30'],
  [1444, '2023-03-23', '2023-04-21', '2023-06-19'],
  [1445, '2024-03-11', '2024-04-10', '2024-06-07'],
  [1446, '2025-03-01', '2025-03-30', '2025-05-28'],
];

/**
 * The same month starts in the Umm al-Qura calendar KACST publishes to 1500 AH (R67), as the
 * hijri-converter project tabulates them (MIT; github.com/mhalshehri/hijri-converter), 1447–1462 AH
 * (2026–2040): independent of the runtime's ICU data the code reads.
 */
const PUBLISHED: readonly [number, string, string, string][] = [
  [1447, '2026-02-18', '2026-03-20', '2026-05-18'],
  [1448, '2027-02-08', '2027-03-09', '2027-05-07'],
  [1449, '2028-01-28', '2028-02-26', '2028-04-26'],
  [1450, '2029-01-16', '2029-02-14', '2029-04-15'],
  [1451, '2030-01-05', '2030-02-04', '2030-04-04'],
  [1452, '2030-12-26', '2031-01-24', '2031-03-24'],
  [1453, '2031-12-15', '2032-01-14', '2032-03-13'],
  [1454, '2032-12-04', '2033-01-02', '2033-03-02'],
  [1455, '2033-11-23', '2033-12-23', '2034-02-20'],
  [1456, '2034-11-12', '2034-12-12', '2035-02-09'],
  [1457, '2035-11-01', '2035-12-01', '2036-01-29'],
  [1458, '2036-10-20', '2036-11-19', '2037-01-17'],
  [1459, '2037-10-10', '2037-11-08', '2038-01-07'],
  [1460, '2038-09-30', '2038-10-29', '2038-12-27'],
  [1461, '2039-09-19', '2039-10-19', '2039-12-17'],
  [1462, '2040-09-07', '2040-10-07', '2040-12-05'],
];
const MONTHS = [9, 10, 12] as const;

describe('the Umm al-Qura calendar from Intl', () => {
  it('gives the first of Ramadan, Shawwal and Dhu al-Hijjah on the days the Kingdom announced, 2019–2025', () => {
    for (const [year, ...days] of ANNOUNCED)
      days.forEach((day, i) => {
        expect(hijriOf(day), day).toEqual({ year, month: MONTHS[i], day: 1 });
        expect(gregorianOf({ year, month: MONTHS[i] as number, day: 1 })).toBe(day);
      });
  });

  it('matches the published calendar exactly to 1450 AH (2029), and within a day to 1462 AH (2040)', () => {
    for (const [year, ...days] of PUBLISHED)
      days.forEach((day, i) => {
        const computed = gregorianOf({ year, month: MONTHS[i] as number, day: 1 }) as string;
        const gap = Math.abs(dayNumber(computed) - dayNumber(day));
        if (year <= 1450) expect(computed, `${year}-${MONTHS[i]}`).toBe(day);
        else expect(gap, `${year}-${MONTHS[i]}: ${computed} against ${day}`).toBeLessThanOrEqual(1);
      });
  });

  it('turns every day of 2019–2045 into a Hijri date and back', () => {
    for (let day = dayNumber('2019-01-01'); day <= dayNumber('2045-12-31'); day++) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(gregorianOf(hijriOf(iso)), iso).toBe(iso);
    }
  });

  it('refuses a day a month does not have', () => {
    // Ramadan 1448 has 29 days: 1 Shawwal is 9 March 2027.
    expect(gregorianOf({ year: 1448, month: 9, day: 30 })).toBeUndefined();
    expect(gregorianOf({ year: 1448, month: 9, day: 29 })).toBe('2027-03-08');
  });

  it('writes the date in words in both languages, Western digits in each', () => {
    expect(formatHijri('2027-03-10', 'en')).toBe('2 Shawwal 1448 AH');
    expect(formatHijri('2027-03-10', 'ar')).toBe('2 شوال 1448 هـ');
    expect(formatHijri('2027-05-16', 'en')).toBe('10 Dhu al-Hijjah 1448 AH');
  });
});
