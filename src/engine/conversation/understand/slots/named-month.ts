import { MONTHS } from './date-words';

/**
 * A month a normalised message names on its own, 1–12: 'December', 'ديسمبر', 'شهر 7'. The
 * three-letter forms ('mar', 'may') are too often other words to count.
 *
 * @example
 * namedMonth('is december a good month'); // 12
 * namedMonth('الجو بشهر 7');               // 7
 */
export function namedMonth(text: string): number | undefined {
  return namedMonths(text)[0];
}

/**
 * Every month a normalised message names, in order, once each.
 *
 * @example
 * namedMonths('is march or october better'); // [3, 10]
 */
export function namedMonths(text: string): number[] {
  const months: number[] = [];
  for (const match of text.matchAll(/شهر\s*(\d{1,2})(?!\d)|\p{L}+/gu)) {
    const month = match[1]
      ? Number(match[1])
      : Object.hasOwn(MONTHS, match[0]) && match[0].length > 3
        ? MONTHS[match[0]]
        : 0;
    if (month && month >= 1 && month <= 12 && !months.includes(month)) months.push(month);
  }
  return months;
}
