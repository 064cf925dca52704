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
  const numbered = /شهر\s*(\d{1,2})(?!\d)/u.exec(text);
  if (numbered && Number(numbered[1]) >= 1 && Number(numbered[1]) <= 12) return Number(numbered[1]);
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (word.length > 3 && Object.hasOwn(MONTHS, word)) return MONTHS[word];
  }
  return undefined;
}
