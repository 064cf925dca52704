import { normalizeDigits } from '@saudi/normalize-text';

/** A piece of a chat reply: plain text, or a link whose href this module built itself. */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'tel' | 'mailto' | 'whatsapp'; text: string; href: string };

const DIGIT = '[0-9\u0660-\u0669\u06F0-\u06F9]';
const SEP = '[ \\-.()\u00A0]';
// The alternation order is the priority at one position: a WhatsApp URL or an email swallows the
// digits inside it before the phone pattern can see them.
const PATTERN = new RegExp(
  [
    '(?<whatsapp>(?<![\\w.@/-])(?:https?:\\/\\/)?(?:wa\\.me|api\\.whatsapp\\.com)\\/[^\\s<>"\'`]*)',
    '(?<email>[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,24})',
    `(?<phone>(?<![\\w+\u0660-\u0669\u06F0-\u06F9])(?:\\+|00)?${DIGIT}(?:${SEP}{0,2}${DIGIT}){6,16}(?!${DIGIT}))`,
  ].join('|'),
  'gu',
);
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"\u060C\u061B\u061F\u06D4]+$/u;

/**
 * Splits a reply into text and safe links: phone numbers (Saudi and international) become `tel:`,
 * emails `mailto:`, and only wa.me / api.whatsapp.com URLs become https links. Nothing else is
 * linked, so `javascript:` or any other URL in a reply stays text.
 * @example linkify('Call 0501234567') // [{kind:'text',text:'Call '},{kind:'tel',text:'0501234567',href:'tel:+966501234567'}]
 */
export function linkify(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const groups = match.groups ?? {};
    const start = match.index ?? 0;
    let raw = match[0];
    let link: Segment | null = null;
    if (groups.whatsapp) {
      raw = raw.replace(TRAILING_PUNCTUATION, '');
      link = whatsappLink(raw);
    } else if (groups.email) {
      link = { kind: 'mailto', text: raw, href: `mailto:${raw}` };
    } else if (groups.phone) {
      link = phoneLink(raw);
    }
    if (!link) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push(link);
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

function whatsappLink(raw: string): Segment | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw.replace(/^http:/i, 'https:') : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || (url.hostname !== 'wa.me' && url.hostname !== 'api.whatsapp.com')) return null;
  if (url.username || url.password || url.port) return null;
  return { kind: 'whatsapp', text: raw, href: url.href };
}

// Which digit strings are phone numbers: international (+ or 00), Saudi numbers starting with 0
// (mobiles 05…, landlines 01…), the unified 9200 and toll-free 800 numbers. Dates, prices and
// guest counts fall outside these shapes.
function phoneLink(raw: string): Segment | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const digits = normalizeDigits(raw).replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(raw);
  let target: string | null = null;
  if (international) {
    const national = raw.trimStart().startsWith('+') ? digits : digits.slice(2);
    if (national.length >= 8 && national.length <= 15 && !national.startsWith('0')) target = `+${national}`;
  } else if (/^0[1-9]\d{7,8}$/.test(digits)) {
    target = `+966${digits.slice(1)}`;
  } else if (/^9200\d{5}$/.test(digits) || /^800\d{7}$/.test(digits)) {
    target = digits;
  }
  return target ? { kind: 'tel', text: raw, href: `tel:${target}` } : null;
}
