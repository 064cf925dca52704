import * as z from 'zod/mini';
import {
  CATERING_TIERS,
  COLOR_SCHEMES,
  MENU_TYPES,
  PREMIUM_LEVELS,
  SEASONS,
  SERVICE_PACKAGES,
  VISUAL_STYLES,
} from './constants';
import {
  eventTypeSchema,
  guestCountSchema,
  isoDateSchema,
  LIMITS,
  isSingleLine,
  languageSchema,
  requiredLine,
  text,
} from './common';

export const premiumLevelSchema = z.enum(PREMIUM_LEVELS);
export type PremiumLevel = z.infer<typeof premiumLevelSchema>;
export type Season = (typeof SEASONS)[number];
export type ServicePackage = (typeof SERVICE_PACKAGES)[number];

const DAYS = 'duration must be 1 to 7 days';

/** How far ahead the generator plans: its market data says nothing about later years. */
export const EVENT_DATE_HORIZON_YEARS = 3;
export const EVENT_DATE_TOO_FAR = `Event date must be within ${EVENT_DATE_HORIZON_YEARS} years`;

/** The generator form's fields (spec §3), before the rules across them. */
const eventGeneratorFields = z.strictObject({
  eventType: eventTypeSchema,
  customEventType: z.optional(
    text().check(z.trim(), z.maxLength(LIMITS.shortText), z.refine(isSingleLine, 'Must be a single line')),
  ),
  guestCount: guestCountSchema,
  location: requiredLine(LIMITS.shortText),
  duration: z._default(
    z.int('duration must be a whole number of days').check(z.minimum(1, DAYS), z.maximum(7, DAYS)),
    1,
  ),
  season: z.enum(SEASONS),
  eventDate: isoDateSchema,
  premiumLevel: z._default(premiumLevelSchema, 'standard'),
  cateringOptions: z._default(
    z.strictObject({
      menuType: z._default(z.enum(MENU_TYPES), 'traditional_saudi'),
      tier: z._default(z.enum(CATERING_TIERS), 'premium'),
    }),
    { menuType: 'traditional_saudi', tier: 'premium' },
  ),
  servicePackages: z._default(z.array(z.enum(SERVICE_PACKAGES)).check(z.maxLength(SERVICE_PACKAGES.length)), []),
  specialRequests: z._default(
    z
      .array(
        text().check(z.trim(), z.maxLength(LIMITS.specialRequest), z.refine(isSingleLine, 'Must be a single line')),
      )
      .check(z.maxLength(LIMITS.specialRequests)),
    [],
  ),
  budgetRange: z.optional(
    z
      .strictObject({
        min: z.int().check(z.minimum(0), z.maximum(LIMITS.budget)),
        max: z.int().check(z.minimum(0), z.maximum(LIMITS.budget)),
      })
      .check(z.refine((range) => range.min <= range.max, { message: 'budgetRange.min must not exceed max' })),
  ),
  visualPreferences: z._default(
    z.strictObject({
      colorScheme: z._default(z.enum(COLOR_SCHEMES), 'elegant'),
      style: z._default(z.enum(VISUAL_STYLES), 'modern'),
      culturalElements: z._default(z.boolean(), true),
    }),
    { colorScheme: 'elegant', style: 'modern', culturalElements: true },
  ),
  generateVisuals: z._default(z.boolean(), true),
  language: z._default(languageSchema, 'en'),
  currentDate: z.union([z.iso.datetime({ offset: true }), isoDateSchema]),
});

type Fields = z.output<typeof eventGeneratorFields>;
const describedOther = z.refine<Fields>((form) => form.eventType !== 'other' || Boolean(form.customEventType), {
  path: ['customEventType'],
  message: 'Please describe your custom event type',
});
const notPast = z.refine<Fields>((form) => form.eventDate >= form.currentDate.slice(0, 10), {
  path: ['eventDate'],
  message: 'Event date cannot be in the past',
});

/**
 * The generator form of spec §3 with guestCount and duration as integers, plus language and
 * currentDate (§7). Cross-field rules ('other' needs a description, no past date, no date past
 * the planning horizon) are refinements.
 */
export const eventGeneratorRequestSchema = eventGeneratorFields.check(
  describedOther,
  notPast,
  z.refine((form: Fields) => eventDateProblem(form.eventDate, form.currentDate.slice(0, 10)) !== 'too_far', {
    path: ['eventDate'],
    message: EVENT_DATE_TOO_FAR,
  }),
);

/**
 * The same form for any future date: what the planner's rules, customs, venues and lead times
 * read. They hold for an event in ten years as for one next month; only prices stop at the horizon.
 */
export const eventFactsRequestSchema = eventGeneratorFields.check(describedOther, notPast);

/**
 * Whether an event date can be planned from `today` (both YYYY-MM-DD): not before yesterday (a
 * visitor west of Riyadh may still be on the day before) and within the horizon. The server asks
 * this with its own clock, since the request's currentDate is whatever the client wrote.
 * @example eventDateProblem('2020-05-01', '2026-11-25') // 'past'
 */
export function eventDateProblem(eventDate: string, today: string): 'past' | 'too_far' | undefined {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  if (day(eventDate) < day(today) - 1) return 'past';
  if (eventDate > planningHorizon(today)) return 'too_far';
  return undefined;
}

/**
 * The last day the planner plans and prices from `today` (both YYYY-MM-DD): the same day,
 * EVENT_DATE_HORIZON_YEARS later (28 February for a 29 February that year lacks).
 * @example planningHorizon('2026-05-01') // '2029-05-01'
 */
export function planningHorizon(today: string): string {
  const year = Number(today.slice(0, 4)) + EVENT_DATE_HORIZON_YEARS;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return today.slice(5) === '02-29' && !leap ? `${year}-02-28` : `${year}${today.slice(4)}`;
}
export type EventGeneratorRequest = z.input<typeof eventGeneratorRequestSchema>;
export type EventGeneratorForm = z.output<typeof eventGeneratorRequestSchema>;

const money = z.int().check(z.minimum(0));
const bilingual = z.strictObject({ en: z.string(), ar: z.string() });

export const TIER_KEYS = PREMIUM_LEVELS;
export const lineItemSchema = z.strictObject({
  category: z.enum(['venue', 'catering', 'service', 'coordination', 'vat', 'discount']),
  label: z.string().check(z.minLength(1)),
  amount: z.int(),
});
export const pricingTierSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  description: z.string(),
  /** VAT included; equals the sum of the breakdown. */
  total: money,
  perGuest: money,
  breakdown: z.array(lineItemSchema).check(z.minLength(1)),
  listPrice: money,
  savings: money,
  addedValue: money,
  bestValue: z.boolean(),
  features: z.array(z.string()),
});
export type PricingTier = z.infer<typeof pricingTierSchema>;

export const eventAnalysisSchema = z.strictObject({
  eventDetails: z.strictObject({
    type: eventTypeSchema,
    customEventType: z.optional(z.string()),
    guestCount: z.int().check(z.minimum(1)),
    duration: z.int().check(z.minimum(1), z.maximum(7)),
    season: z.enum(SEASONS),
    eventDate: isoDateSchema,
    premiumLevel: premiumLevelSchema,
    location: z.strictObject({ city: z.string().check(z.minLength(1)), input: z.string(), known: z.boolean() }),
  }),
  processingTime: z.number().check(z.minimum(0)),
  marketDataSource: z.string().check(z.minLength(1)),
  /**
   * How the analysis was written: by the project's rules from its market data ('rules'), or its
   * market analysis reworded by the configured language model from the same figures ('llm').
   * Optional: an older server leaves it out.
   */
  analysisMethod: z.optional(z.enum(['rules', 'llm'])),
  pricingAnalysis: z.strictObject({
    currency: z.literal('SAR'),
    vatRate: z.number(),
    tiers: z.strictObject({
      basic: pricingTierSchema,
      standard: pricingTierSchema,
      premium: pricingTierSchema,
      luxury: pricingTierSchema,
    }),
  }),
  marketAnalysis: z.strictObject({
    analysis: z.string().check(z.minLength(1)),
    /** 0 to 1: how much of the request the market data covers. */
    confidence: z.number().check(z.minimum(0), z.maximum(1)),
    demand: z.enum(['peak', 'high', 'medium', 'low']),
    pricePerGuest: z.strictObject({ low: money, typical: money, high: money }),
    bookingLeadTimeWeeks: z.int().check(z.minimum(0)),
  }),
  venueRecommendations: z.array(
    z.strictObject({
      name: z.string().check(z.minLength(1)),
      suitability: z.int().check(z.minimum(0), z.maximum(100)),
      tier: z.enum(['luxury', 'premium', 'standard', 'other']),
      capacity: z.strictObject({ min: z.int().check(z.minimum(0)), max: z.int().check(z.minimum(1)) }),
      description: z.string(),
    }),
  ),
  visualConcepts: z.strictObject({
    generatedImages: z.array(
      z.strictObject({
        url: z.string().check(z.minLength(1)),
        prompt: z.string(),
        style: z.string(),
        colorScheme: z.string(),
      }),
    ),
    colorSchemes: z.record(
      z.string(),
      z.strictObject({
        name: bilingual,
        description: bilingual,
        colors: z.array(z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/))),
      }),
    ),
    conceptDescriptions: z.array(
      z.strictObject({
        id: z.string(),
        title: z.string(),
        description: z.string(),
        style: z.string(),
        culturalRelevance: z.string(),
      }),
    ),
    imageGenerationStatus: z.enum(['generated', 'svg', 'fallback', 'disabled']),
  }),
  optimizationRecommendations: z.strictObject({
    savingsOpportunities: z.array(
      z.strictObject({
        title: z.string(),
        description: z.string(),
        effort: z.enum(['very_low', 'low', 'medium', 'high']),
        savings: money,
      }),
    ),
  }),
  complianceInfo: z.strictObject({
    saudiRegulations: z.array(z.strictObject({ title: z.string(), authority: z.string(), description: z.string() })),
    culturalConsiderations: z.array(z.strictObject({ title: z.string(), description: z.string() })),
  }),
});
export type EventAnalysis = z.infer<typeof eventAnalysisSchema>;
