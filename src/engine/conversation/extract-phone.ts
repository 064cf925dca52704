/** A phone number found in text, in E.164, with the span it covered (to hide it from number parsing). */
export interface PhoneMatch {
  phone: string;
  start: number;
  end: number;
}

/** Digits with the spaces, dashes, dots and brackets people type between them; no slashes (dates). */
const CANDIDATE = /\+?\(?\d[\d\s\-()]{5,}\d/g;

/**
 * The first phone number in a text whose digits are already ASCII (see normalizeDigits), as
 * E.164. Saudi numbers are read from every usual form (05…, 5…, 9665…, 009665…, +966 with
 * spaces or dashes); other countries only with their + or 00 prefix, so that a guest count
 * or a budget is never taken for a phone.
 *
 * @example
 * extractPhone('call me on 050-123-4567')?.phone; // '+966501234567'
 */
export function extractPhone(text: string): PhoneMatch | undefined {
  for (const match of text.matchAll(CANDIDATE)) {
    const found = bestSubspan(match[0]);
    if (found) {
      const start = match.index + found.offset;
      return { phone: found.phone, start, end: start + found.length };
    }
  }
  return undefined;
}

/** A candidate can glue a count to a phone ('200 0501234567'): try it from each group onwards. */
function bestSubspan(candidate: string): { phone: string; offset: number; length: number } | undefined {
  const groupStarts = [0, ...[...candidate.matchAll(/\s+(?=[\d+(])/g)].map((gap) => gap.index + gap[0].length)];
  for (const offset of groupStarts) {
    const rest = candidate.slice(offset);
    const trimmed = rest.replace(/[\s\-()]+$/, '');
    const phone = toE164(trimmed);
    if (phone) return { phone, offset, length: trimmed.length };
  }
  return undefined;
}

/**
 * One typed phone number to E.164, or undefined if it is not one.
 *
 * @example
 * toE164('00966 50 123 4567'); // '+966501234567'
 * toE164('٠٥٠١٢٣٤٥٦٧'.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))); // '+966501234567'
 */
export function toE164(typed: string): string | undefined {
  const plus = typed.trim().startsWith('+');
  let digits = typed.replace(/\D/g, '');
  if (!plus && digits.startsWith('00')) digits = digits.slice(2);
  else if (!plus && !digits.startsWith('966')) digits = saudiNational(digits) ?? '';
  if (digits.startsWith('966')) return saudiInternational(digits.slice(3));
  if (!plus && !typed.trim().startsWith('00')) return undefined;
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
