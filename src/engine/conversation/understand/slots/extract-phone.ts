import { toE164 } from '../../../../saudi';

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

/**
 * Every phone number in a text, in order, and the one to call: the first Saudi mobile (+9665…)
 * when there is one ('the office is 011 456 7890 ext. 3, my mobile 0561234567', 'my UK mobile is
 * +44… but use 0598…'), else the first number.
 *
 * @example
 * extractPhones('office 013 882 1100, mobile 0504 112 233').best?.phone; // '+966504112233'
 */
export function extractPhones(text: string): { all: PhoneMatch[]; best?: PhoneMatch } {
  const all: PhoneMatch[] = [];
  // Each search starts after the last number found, so two numbers never run into one.
  for (let offset = 0, found = extractPhone(text); found; found = extractPhone(text.slice(offset))) {
    all.push({ phone: found.phone, start: offset + found.start, end: offset + found.end });
    offset += found.end;
  }
  return { all, best: all.find((found) => found.phone.startsWith('+9665')) ?? all[0] };
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
