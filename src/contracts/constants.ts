/**
 * The contracts' constants, with no zod: the widgets import these at load time and leave the
 * schemas (and zod) to the functions client chunk, loaded on the first call.
 */

/** The two languages of the product (spec §3 Language). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The error codes the functions answer with, one per status of the error envelope ({ error: { code } }). */
export const ERROR_CODES = [
  'invalid_request',
  'invalid_json',
  'unauthorized',
  'forbidden_origin',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

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

/** The event types of the generator form (spec §3), shared by chat lead info. */
export const EVENT_TYPES = ['wedding', 'corporate', 'birthday', 'cultural', 'other'] as const;

/**
 * The occasions a visitor names, kept as said (a graduation, an aqiqah, a henna night) beside the
 * planner's event type, so the team receives what Layla confirmed.
 */
export const OCCASIONS = [
  'wedding',
  'milka',
  'engagement',
  'henna-night',
  'aqiqah',
  'newborn',
  'baby-shower',
  'graduation',
  'birthday',
  'anniversary',
  'housewarming',
  'hajj-return',
  'iftar',
  'suhoor',
  'ghabga',
  'eid-gathering',
  'national-day',
  'founding-day',
  'condolence',
  'retirement',
  'farewell',
  'family-reunion',
  'dinner-party',
  'heritage-evening',
  'festival',
  'exhibition',
  'corporate-dinner',
  'conference',
  'seminar',
  'product-launch',
  'awards-gala',
  'team-building',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

/**
 * The cities Layla and the planner know, by their canonical ids (English names); the Saudi core's
 * city table (src/saudi/cities.ts) holds their names and spellings.
 */
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

export const SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;
export const PREMIUM_LEVELS = ['basic', 'standard', 'premium', 'luxury'] as const;
export const MENU_TYPES = ['traditional_saudi', 'international', 'fusion'] as const;
export const CATERING_TIERS = ['basic', 'premium', 'luxury'] as const;
export const SERVICE_PACKAGES = [
  'photography',
  'videography',
  'entertainment',
  'decoration',
  'transportation',
  'security',
  'coordination',
  'technology',
] as const;
export const COLOR_SCHEMES = ['elegant', 'traditional', 'modern'] as const;
export const VISUAL_STYLES = ['modern', 'traditional'] as const;

/** Where a lead came from. The contact form sends 'contact-form' (spec §3 Lead payload). */
export const LEAD_SOURCES = ['contact-form', 'chat', 'generator'] as const;

/**
 * A phone as typed: digits (Arabic and Persian too), spaces (no-break ones too), dashes, dots,
 * parentheses, a leading +. Never a line break or a tab: the phone goes into the staff email.
 */
export const PHONE_PATTERN = /^\+?[0-9٠-٩۰-۹ \u00a0\u202f\-().]{7,}$/;

/**
 * An email address: zod's own email pattern (zod/v4/core regexes.email), kept here so the
 * contract (z.email with this pattern) and the widgets' instant checks use one definition.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
