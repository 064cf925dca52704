/**
 * The contracts use zod/mini: the same schemas parse on the server and in the widgets, and its
 * functional API lets the bundle keep only what it uses (full zod cost the runtime chunk ~20 KB gzip).
 */
import * as z from 'zod/mini';

/** The two languages of the product (spec §3 Language). */
export const LANGUAGES = ['en', 'ar'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Bounds shared by every contract, so the server, the widgets and the JSON Schema agree. */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  shortText: 200,
  message: 5000,
  chatMessage: 2000,
  chatHistoryTurns: 50,
  chatHistoryContent: 4000,
  guestCount: 100_000,
  budget: 1_000_000_000,
  specialRequests: 20,
  specialRequest: 300,
} as const;

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
  z.email('A valid email address is required'),
);

/** Phone as typed by a visitor: digits, spaces, dashes, dots, parentheses and a leading +, Arabic digits included. */
export const phoneSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LIMITS.phone, `At most ${LIMITS.phone} characters`),
    z.regex(/^\+?[0-9٠-٩۰-۹\s\-().]{7,}$/, 'A valid phone number is required'),
  );

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDateSchema = z.iso.date('A date as YYYY-MM-DD is required');

/** The event types of the generator form (spec §3), shared by chat lead info. */
export const EVENT_TYPES = ['wedding', 'corporate', 'birthday', 'cultural', 'other'] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

/** The cities Layla and the planner know, by their canonical English names. */
export const CITIES = [
  'Riyadh',
  'Jeddah',
  'Mecca',
  'Medina',
  'Dammam',
  'Khobar',
  'Dhahran',
  'Jubail',
  'Al-Ahsa',
  'Taif',
  'Abha',
  'Khamis Mushait',
  'Tabuk',
  'Hail',
  'Buraidah',
  'Jazan',
  'Najran',
  'Yanbu',
  'AlUla',
  'NEOM',
] as const;
export const citySchema = z.enum(CITIES);
export type City = z.infer<typeof citySchema>;
