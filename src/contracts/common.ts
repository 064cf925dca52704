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
 * Every text field of every request starts here, so one rule keeps unstorable characters out of
 * all of them: refused with a 400, never a 500 from the store.
 */
export const text = () =>
  z.string().check(
    z.refine(isStorableText, {
      message: 'Contains a character that cannot be stored (NUL or an unpaired surrogate)',
    }),
  );

/** A trimmed, non-empty string of at most `max` characters. */
export const requiredText = (max: number) =>
  text().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

/** Like requiredText, on one line: for values that end up in email headers (CR/LF would inject headers). */
export const requiredLine = (max: number) =>
  text().check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.maxLength(max, `At most ${max} characters`),
    z.refine((value) => !/[\r\n]/.test(value), { message: 'Must be a single line' }),
  );

/** An optional string of at most `max` characters; empty becomes undefined. */
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(text().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
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
