import { findCities, normalizeDigits, normalizeText, toE164 } from '../../saudi';
import { parseNumbers } from '../conversation/text/parse-numbers';
import { COMMITMENT_WORDS, EVENT_KIND_WORDS, MONTH_WORDS } from './claim-words';

/** What a text states for the company: figures, cities, kinds of event, promises, months, and contact details or links beyond the allowed ones. */
export interface Claims {
  figures: Set<number>;
  cities: Set<string>;
  kinds: Set<string>;
  commitments: Set<string>;
  months: Set<string>;
  /** Phone numbers, emails and links that are not the company's configured ones (or the visitor's own). */
  strangers: number;
}

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
/** A phone as written: a leading + or 00, or nine digits and more in one run of digits and separators. */
const PHONE = /(?:\+|\b00)?\d[\d \u00a0\-().]{6,}\d/g;
/** 45 000 or 1,250,000: an amount written in groups, never a phone. */
const GROUPED = /^\d{1,3}(?:[ ,\u00a0]\d{3})+$/;
/** An ISO day (2027-03-15): its month counts as named. */
const ISO_DAY = /\b\d{4}-(\d{2})-\d{2}\b/g;

/**
 * The claims in `text`, read the same way from the facts the engine gave and from a model's
 * reply, so that one can be compared with the other. `contacts`: the phone numbers and emails
 * the text may give (the company's, the visitor's); any other one counts as a stranger, and is
 * not read as figures. One and two written as words ('one of our planners') are prose, not figures.
 *
 * @example
 * readClaims('A wedding for 200 in Riyadh: SAR 5,000, and a 50% discount.').figures; // Set { 200, 5000, 50 }
 */
export function readClaims(text: string, contacts: readonly string[] = []): Claims {
  let strangers = 0;
  const known = new Set(contacts.map(contactKey).filter(Boolean));
  const stranger = (found: string) => {
    if (!known.has(contactKey(found))) strangers += 1;
    return ' ';
  };
  const plain = normalizeDigits(text).replace(EMAIL, stranger).replace(LINK, stranger);
  const withoutPhones = plain.replace(PHONE, (found) =>
    GROUPED.test(found.trim()) || found.replace(/\D/g, '').length < 9 ? found : stranger(found),
  );
  const normal = normalizeText(withoutPhones);
  const figures = new Set<number>();
  for (const mention of parseNumbers(normal)) {
    const written = normal.slice(mention.start, mention.end);
    if (!/\d/.test(written) && mention.value <= 2) continue;
    figures.add(mention.value);
  }
  const months = new Set(MONTH_WORDS.filter(([pattern]) => pattern.test(normal)).map(([, month]) => month));
  for (const [, month] of normal.matchAll(ISO_DAY)) months.add(`g${Number(month)}`);
  return {
    figures,
    cities: new Set(findCities(withoutPhones)),
    kinds: new Set(EVENT_KIND_WORDS.flatMap(([pattern, kinds]) => (pattern.test(normal) ? kinds : []))),
    commitments: new Set(COMMITMENT_WORDS.filter(([pattern]) => pattern.test(normal)).map(([, kind]) => kind)),
    months,
    strangers,
  };
}

/** One form per contact: an email in lower case, a phone as E.164 (0501234567 and +966 50 123 4567 alike). */
function contactKey(contact: string): string {
  const text = contact.trim();
  if (text.includes('@')) return text.toLowerCase();
  if (/^(https?:\/\/|www\.)/i.test(text)) return text.toLowerCase().replace(/[).,;!?]+$/, '');
  return toE164(text) ?? toE164(`+${text.replace(/^\+/, '')}`) ?? text.replace(/\D/g, '');
}
