import { normalizeDigits } from './normalize-text';

/**
 * One typed phone number to E.164, or undefined if it is not one. Saudi numbers are read from
 * every usual form (05…, 5…, 9665…, 009665…, +966 with spaces or dashes, Arabic-Indic digits);
 * other countries only with their + or 00 prefix, so a guest count or a budget is never a phone.
 *
 * @example
 * toE164('00966 50 123 4567'); // '+966501234567'
 * toE164('٠٥٠١٢٣٤٥٦٧');        // '+966501234567'
 */
export function toE164(typed: string): string | undefined {
  const ascii = normalizeDigits(typed).trim();
  const plus = ascii.startsWith('+');
  let digits = ascii.replace(/\D/g, '');
  if (!plus && digits.startsWith('00')) digits = digits.slice(2);
  else if (!plus && !digits.startsWith('966')) digits = saudiNational(digits) ?? '';
  if (digits.startsWith('966')) return saudiInternational(digits.slice(3));
  if (!plus && !ascii.startsWith('00')) return undefined;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
}

/** 05XXXXXXXX, 5XXXXXXXX (mobiles) and 01XXXXXXXX-style landlines, to 966 + national number. */
function saudiNational(digits: string): string | undefined {
  if (/^0[1-9]\d{8}$/.test(digits)) return `966${digits.slice(1)}`;
  if (/^5\d{8}$/.test(digits)) return `966${digits}`;
  return undefined;
}

/** After +966: a mobile is 5 + 8 digits, a landline an area code + 7 digits; a 0 after 966 is dropped. */
function saudiInternational(national: string): string | undefined {
  const rest = national.startsWith('0') ? national.slice(1) : national;
  return /^(5\d{8}|[1-46-7]\d{7,8})$/.test(rest) ? `+966${rest}` : undefined;
}

/**
 * A number as people read it aloud, for prose: Saudi mobiles and landlines in their usual groups,
 * anything else as +digits, or as typed when it is not a phone number.
 *
 * @example
 * formatPhone('966501234567'); // '+966 50 123 4567'
 * formatPhone('+966112345678'); // '+966 11 234 5678'
 */
export function formatPhone(typed: string): string {
  const e164 = toE164(typed) ?? toE164(`+${normalizeDigits(typed).replace(/\D/g, '')}`);
  if (!e164) return typed;
  const saudi = /^\+966(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return saudi ? `+966 ${saudi[1]} ${saudi[2]} ${saudi[3]}` : e164;
}

/**
 * A `tel:` href for a number as displayed: E.164 when it is one, else its digits (and a leading
 * +) so short codes such as 9200… still dial.
 *
 * @example
 * telHref('+966 11 234 5678'); // 'tel:+966112345678'
 */
export function telHref(phone: string): string {
  return `tel:${toE164(phone) ?? normalizeDigits(phone).replace(/[^+\d]/g, '')}`;
}
