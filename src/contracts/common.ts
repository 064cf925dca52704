/**
 * The contracts use zod/mini: the same schemas parse on the server and in the widgets, and its
 * functional API lets the bundle keep only what it uses (full zod cost the runtime chunk ~20 KB gzip).
 */
import * as z from 'zod/mini';
import { CITIES, EMAIL_PATTERN, EVENT_TYPES, LANGUAGES, LIMITS, PHONE_PATTERN } from './constants';

export { CITIES, EMAIL_PATTERN, EVENT_TYPES, LANGUAGES, LIMITS, PHONE_PATTERN } from './constants';

export type { Language } from './constants';

export const languageSchema = z.enum(LANGUAGES);

/** A trimmed, non-empty string of at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

/** Like requiredText, on one line: for values that end up in email headers (CR/LF would inject headers). */
export const requiredLine = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.maxLength(max, `At most ${max} characters`),
    z.refine((value) => !/[\r\n]/.test(value), { message: 'Must be a single line' }),
  );

/** An optional string of at most `max` characters; empty becomes undefined. */
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(LIMITS.email, `At most ${LIMITS.email} characters`)),
  z.email({ pattern: EMAIL_PATTERN, error: 'A valid email address is required' }),
);

/** Phone as typed by a visitor: digits, spaces, dashes, dots, parentheses and a leading +, Arabic digits included. */
export const phoneSchema = z
  .string()
  .check(
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
