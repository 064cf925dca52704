import { LIMITS } from './constants';

/** Arabic-Indic (٠-٩), Eastern Arabic-Indic (۰-۹) and full-width (０-９) digits, as a keyboard may type them. */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;
/** Plus and minus signs of every script (U+2212 minus, small and full-width forms). */
const SIGNS = /[+\-\u2212\ufe62\ufe63\uff0b\uff0d]/g;

/**
 * The text with every digit written as 0-9 and every plus or minus sign as + or -.
 * @example westernDigits('٣٠٠ ضيف') // '300 ضيف'
 */
export function westernDigits(value: string): string {
  return value
    .replace(OTHER_DIGITS, (digit) => {
      const code = digit.charCodeAt(0);
      const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
      return String(code - zero);
    })
    .replace(SIGNS, (sign) => (sign === '+' || sign === '\uff0b' || sign === '\ufe62' ? '+' : '-'));
}

export const GUEST_COUNT_MESSAGE = `A number of guests must be a whole number from 1 to ${LIMITS.guestCount}`;

/**
 * The one reading of a guest count a visitor typed as text, for every contract that takes one:
 * words pass ('Not specified', 'about 200', '150-200'), but every number in it must be a whole
 * count from 1 to LIMITS.guestCount, in any digits, with no sign, exponent or decimals
 * ('٠', '０', '−5', '1e9', '2.5' are refused). Returns the count when the text is only a number.
 * @example readGuestCount('٣٠٠') // { ok: true, count: 300 }
 * @example readGuestCount('1e9') // { ok: false }
 */
export function readGuestCount(text: string): { ok: true; count?: number } | { ok: false } {
  const value = westernDigits(text).trim();
  // A sign before a number that no number precedes ('-5', 'about +5'); '150-200' is a range.
  if (/(^|[^\d\s])\s*[+-]\s*\d/.test(value)) return { ok: false };
  if (/\d\s*[eE]\s*[+-]?\s*\d/.test(value)) return { ok: false };
  // Thousands written with separators ('1,500', '1٬500') are one number; any other separator is a decimal.
  const numbers = value.replace(/\d{1,3}(?:[,\u066c]\d{3})+(?!\d)/g, (grouped) => grouped.replace(/[,\u066c]/g, ''));
  if (/\d[.,\u066b]\d/.test(numbers)) return { ok: false };
  const counts = (numbers.match(/\d+/g) ?? []).map(Number);
  if (!counts.every((count) => count >= 1 && count <= LIMITS.guestCount)) return { ok: false };
  const only = /^\d+$/.test(numbers) ? counts[0] : undefined;
  return only === undefined ? { ok: true } : { ok: true, count: only };
}
