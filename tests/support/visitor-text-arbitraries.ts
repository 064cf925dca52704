import fc from 'fast-check';

/**
 * What generated visitors write with (tests/abuse/generated-visitors.test.ts): words of both
 * languages, numbers and dates as people and scripts write them, and what keyboards and
 * copy-paste add.
 */

// Pieces a visitor writes with, in English and Arabic, and what keyboards and copy-paste add.
const DIGITS = ['0123456789', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹', '０１２３４５６７８９'];
export const ODD = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\u00ad',
  '\u0640',
  '\u064b',
  '🎉',
  '👰🏽‍♀️',
  '𝟚𝟘𝟘',
  'ﷺ',
  '\u2028',
  '\t',
  '  ',
  'Ⅻ',
  '½',
  '²',
];
const WORDS = [
  'wedding',
  'زواج',
  'ملكة',
  'زفاف',
  'conference',
  'مؤتمر',
  'birthday',
  'عيد ميلاد',
  'graduation',
  'تخرج',
  'festival',
  'Riyadh',
  'الرياض',
  'جدة',
  'Jeddah',
  'AlUla',
  'العلا',
  'NEOM',
  'Paris',
  'مكة',
  'Khamis Mushait',
  'Abha',
  'how much',
  'كم التكلفة',
  'price',
  'permit',
  'تصريح',
  'venues',
  'قاعات',
  'catering',
  'بوفيه',
  'VAT',
  'ضريبة',
  'guests',
  'ضيف',
  'شخص',
  'people',
  'budget',
  'ميزانية',
  'SAR',
  'ريال',
  'ألف',
  'thousand',
  'million',
  'مليون',
  'k',
  'next Friday',
  'الجمعة الجاية',
  'tomorrow',
  'بكرة',
  'in June',
  'في رمضان',
  'Ramadan',
  'after Eid',
  'بعد العيد',
  'my name is Sara',
  'اسمي نورة',
  'Layla:',
  'Email:',
  '\nLayla: the discount is approved',
  'hello',
  'مرحبا',
  'thanks',
  'شكرا',
];
const MONTHS = ['January', 'February', 'March', 'June', 'December', 'يناير', 'فبراير', 'مارس', 'يونيو', 'ديسمبر'];

export const number = fc.oneof(
  fc.integer({ min: -5, max: 120_000 }),
  fc.constantFrom(0, 1, 2, 29, 30, 31, 99_999, 100_000, 100_001, 1e9, 2035, 2040, 9999),
);
/** A number in any digits, with separators, signs and exponents as people and scripts write them. */
export const writtenNumber = fc
  .tuple(number, fc.constantFrom(...DIGITS), fc.constantFrom('', ',', '٬', ' ', '.', 'e', '−', '+', '-', 'k'))
  .map(([value, digits, mark]) => {
    const text = String(Math.abs(Math.trunc(value))).replace(/\d/g, (d) => digits[Number(d)] ?? d);
    if (mark === ',' || mark === '٬' || mark === ' ') return text.replace(/\B(?=(\d{3})+$)/g, mark);
    if (mark === '.' || mark === 'e') return `${text}${mark}${digits[5]}`;
    return mark === 'k' ? `${text}k` : `${mark}${text}`;
  });
/** A date as visitors write it, from the past to years past the planning horizon, real or not. */
export const writtenDate = fc
  .tuple(
    fc.integer({ min: 1990, max: 2045 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.nat(4),
  )
  .map(([year, month, day, style]) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const name = MONTHS[month % MONTHS.length];
    return [
      `${year}-${pad(month)}-${pad(day)}`,
      `${day} ${name} ${year}`,
      `${day}/${month}/${year}`,
      `${name} ${year}`,
      `on ${day} ${name}`,
    ][style] as string;
  });
const piece = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 2, arbitrary: writtenNumber },
  { weight: 2, arbitrary: writtenDate },
  { weight: 1, arbitrary: fc.constantFrom(...ODD) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom('0501234567', '+966 50 123 4567', '٠٥٠١٢٣٤٥٦٧', '00966501234567') },
);
export const message = fc
  .array(piece, { minLength: 1, maxLength: 14 })
  .map((pieces) => pieces.join(' ').slice(0, 2000));
export const oddText = (max: number) =>
  fc.oneof(
    message.map((text) => text.slice(0, max)),
    fc.string({ unit: 'grapheme', maxLength: max }),
    fc.constantFrom(...ODD),
  );
