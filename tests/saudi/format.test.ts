import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, formatPercent, formatSar } from '../../src/saudi/format';

const ARABIC_INDIC = /[٠-٩۰-۹٬٫]/;

describe('the digit policy: Western digits in both languages', () => {
  it('writes English amounts with the SAR code, grouping and no decimals', () => {
    expect(formatSar(15000, 'en')).toBe('SAR\u00a015,000');
    expect(formatSar(1234.56, 'en')).toBe('SAR\u00a01,235');
  });

  it('writes Arabic amounts in Western digits with the riyal symbol after them, no decimals', () => {
    expect(formatSar(15000.4, 'ar')).toBe('15,000\u00a0ر.س.');
    expect(formatSar(1_250_000, 'ar')).toBe('1,250,000\u00a0ر.س.');
  });

  it('writes counts and percentages the same way in both languages', () => {
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(1500, 'ar')).toBe('1,500');
    expect(formatNumber(12.6, 'ar')).toBe('13');
    expect(formatPercent(0.9, 'en')).toBe('90%');
    expect(formatPercent(0.9, 'ar')).toBe('90٪');
  });

  it('writes a day with the month by name and a Western year', () => {
    expect(formatDay('2027-03-15', 'en')).toBe('15 March 2027');
    expect(formatDay('2027-03-05', 'ar')).toBe('5 مارس 2027');
    expect(formatDay('2027-13-05', 'ar')).toBe('2027-13-05');
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('never writes an Arabic-Indic digit or separator', () => {
    for (const value of [0, 7, 15000, 1_234_567, 999_999_999]) {
      const arabic = [formatSar(value, 'ar'), formatNumber(value, 'ar'), formatPercent(value / 1e9, 'ar')];
      for (const text of arabic) expect(text).not.toMatch(ARABIC_INDIC);
    }
    expect(formatDay('2026-12-31', 'ar')).not.toMatch(ARABIC_INDIC);
  });

  it('groups a number by hand exactly as Intl does, negatives, halves and huge values included', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const value = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer(),
      fc.constantFrom(-0, -0.4, 0.5, -12.5, 2 ** 53, 1e21),
    );
    fc.assert(
      fc.property(value, (number) => {
        expect(formatNumber(number, 'ar')).toBe(intl.format(Math.round(number)));
        expect(formatNumber(number, 'en')).toBe(intl.format(Math.round(number)));
      }),
      { numRuns: 2000 },
    );
  });
});
