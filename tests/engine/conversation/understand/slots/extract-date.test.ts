import { describe, expect, it } from 'vitest';
import { extractDate } from '../../../../../src/engine/conversation/understand/slots/extract-date';
import { normalizeText } from '../../../../../src/saudi/normalize-text';

const TODAY = '2026-05-01'; // a Friday
const date = (text: string, today?: string) => extractDate(normalizeText(text), today)?.date;

describe('extractDate', () => {
  it.each([
    '2027-03-15',
    '2027/3/15',
    '15/3/2027',
    '15-03-2027',
    '15.03.2027',
    'March 15 2027',
    'March 15, 2027',
    'mar 15th 2027',
    '15 March 2027',
    '15th of March 2027',
    '١٥ مارس ٢٠٢٧',
    '15 آذار 2027',
    '١٥/٣/٢٠٢٧',
    'يوم ١٥ من شهر مارس ٢٠٢٧',
  ])('reads %s as 2027-03-15 with or without today', (text) => {
    expect(date(text)).toBe('2027-03-15');
    expect(date(text, TODAY)).toBe('2027-03-15');
  });

  it.each([
    ['15 March', '2027-03-15'],
    ['June 3', '2026-06-03'],
    ['٢٠ أكتوبر', '2026-10-20'],
    ['5 كانون الثاني', '2027-01-05'],
    ['tomorrow', '2026-05-02'],
    ['day after tomorrow', '2026-05-03'],
    ['in 3 weeks', '2026-05-22'],
    ['in two months', '2026-07-01'],
    ['in a month', '2026-06-01'],
    ['next week', '2026-05-08'],
    ['next month', '2026-06-01'],
    ['next friday', '2026-05-08'],
    ['on saturday', '2026-05-02'],
    ['بكرة', '2026-05-02'],
    ['بعد بكرة', '2026-05-03'],
    ['بعد اسبوعين', '2026-05-15'],
    ['بعد ٣ أسابيع', '2026-05-22'],
    ['بعد شهرين', '2026-07-01'],
    ['الأسبوع الجاي', '2026-05-08'],
    ['الشهر القادم', '2026-06-01'],
    ['الجمعة الجاية', '2026-05-08'],
  ])('resolves %s from today to %s', (text, expected) => {
    expect(date(text, TODAY)).toBe(expected);
  });

  it('leaves relative dates and dates without a year alone when today is not given', () => {
    for (const text of ['15 March', 'tomorrow', 'next week', 'بعد شهرين']) expect(date(text)).toBeUndefined();
  });

  it('refuses days that do not exist and days before today', () => {
    expect(date('31/4/2027')).toBeUndefined();
    expect(date('2026-02-29')).toBeUndefined();
    expect(date('2025-03-15', TODAY)).toBeUndefined();
  });

  it('does not read the national day or a modal may as a date', () => {
    expect(date('اليوم الوطني', TODAY)).toBeUndefined();
    expect(date('may I ask something', TODAY)).toBeUndefined();
  });
});
