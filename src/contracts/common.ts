/**
 * The contracts use zod/mini: the same schemas parse on the server and in the widgets, and its
 * functional API lets the bundle keep only what it uses (full zod cost the runtime chunk ~20 KB gzip).
 */
import * as z from 'zod/mini';
import { CITIES, EMAIL_PATTERN, EVENT_TYPES, LANGUAGES, LIMITS, PHONE_PATTERN } from './constants';

export { CITIES, EMAIL_PATTERN, EVENT_TYPES, LANGUAGES, LIMITS, PHONE_PATTERN } from './constants';

export type { Language } from './constants';

export const languageSchema = z.enum(LANGUAGES);

/**
 * NUL, and half of a UTF-16 surrogate pair with no other half: no visitor types them, JSON can
 * carry them (`\u0000`, `\ud800`), and PostgreSQL refuses to store either (text and jsonb alike),
 * so a request holding one would fail in the store, after it was accepted.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` can be stored and mailed as it is: no NUL, no lone surrogate. */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Bidirectional embeddings, overrides, isolates and marks: nobody types them, and one U+202E
 * turns what staff read (a subject, a name) around. Removed from every text field.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Every way to end a line: a value that must stay on its line holds none of them. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/** A character a reader can see: not a space, a zero-width or other format character, a lone mark or a blank filler. */
const VISIBLE = /[^\s\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]/u;

/** True when `value` holds something a reader can see (a name of zero-width spaces is empty). */
export const isVisibleText = (value: string): boolean => VISIBLE.test(value);

/** True when `value` holds no line break of any kind. */
export const isSingleLine = (value: string): boolean => !LINE_BREAK.test(value);

/**
 * Every text field of every request starts here, so one rule keeps unstorable characters out of
 * all of them (refused with a 400, never a 500 from the store) and bidi controls out of what
 * staff read.
 */
export const text = () =>
  z.string().check(
    z.refine(isStorableText, {
      message: 'Contains a character that cannot be stored (NUL or an unpaired surrogate)',
    }),
    z.overwrite((value) => value.replace(BIDI_CONTROLS, '')),
  );

// An empty value is minLength's to refuse: one issue per fault.
const visible = () => z.refine<string>((value) => !value || isVisibleText(value), { message: 'Required' });
const singleLine = () => z.refine<string>(isSingleLine, { message: 'Must be a single line' });

/** A trimmed, non-empty string of at most `max` characters. */
export const requiredText = (max: number) =>
  text().check(z.trim(), z.minLength(1, 'Required'), visible(), z.maxLength(max, `At most ${max} characters`));

/**
 * Like requiredText, on one line: names and every detail shown under a label in the staff email
 * (a line break would let a visitor write a label of their own) or in a header.
 */
export const requiredLine = (max: number) =>
  text().check(
    z.trim(),
    z.minLength(1, 'Required'),
    visible(),
    z.maxLength(max, `At most ${max} characters`),
    singleLine(),
  );

/** An optional string of at most `max` characters; empty becomes undefined. */
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(text().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((value: string | undefined) => (value && isVisibleText(value) ? value : undefined)),
  );

/** A guest count as a number: whole, from 1 to LIMITS.guestCount, in every contract that takes one. */
export const guestCountSchema = z
  .int('guestCount must be a whole number')
  .check(
    z.minimum(1, 'guestCount must be at least 1'),
    z.maximum(LIMITS.guestCount, `guestCount must be at most ${LIMITS.guestCount}`),
  );

export const emailSchema = z.pipe(
  text().check(z.trim(), z.maxLength(LIMITS.email, `At most ${LIMITS.email} characters`)),
  z.email({ pattern: EMAIL_PATTERN, error: 'A valid email address is required' }),
);

/** Phone as typed by a visitor: digits, spaces, dashes, dots, parentheses and a leading +, Arabic digits included. */
export const phoneSchema = text().check(
  z.trim(),
  z.maxLength(LIMITS.phone, `At most ${LIMITS.phone} characters`),
  z.regex(PHONE_PATTERN, 'A valid phone number is required'),
);

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDateSchema = z.iso.date('A date as YYYY-MM-DD is required');

export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

export const citySchema = z.enum(CITIES);
export type City = z.infer<typeof citySchema>;
