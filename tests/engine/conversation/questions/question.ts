import * as z from 'zod/mini';
import { type Language, languageSchema } from '../../../../src/contracts/common';
import { leadInfoSchema } from '../../../../src/contracts/natural-conversation';
import { SLOT_ORDER } from '../../../../src/engine/conversation';
import { quoteEvent } from '../../../../src/engine/planner';
import { formatNumber } from '../../../../src/saudi';

/** The suite's topics, for grouping and for the pass-rate report (TOPIC_ANSWERS below). */
const TOPICS = [
  'permits',
  'season',
  'calendar',
  'venues',
  'catering',
  'customs',
  'lead-time',
  'inclusions',
  'vat',
  'crowd-safety',
  'food-safety',
  'cities',
  'prices',
  'contact',
  'off-topic',
  'team-confirms',
] as const;
export type Topic = (typeof TOPICS)[number];

/** A text the reply must hold (case aside), or a pattern: { "pattern": "15\\s?%", "flags": "i" }. */
const textOrPatternSchema = z.union([
  z.string().check(z.minLength(1)),
  z.pipe(
    z.strictObject({
      pattern: z.string().check(z.minLength(1)),
      flags: z.optional(z.string().check(z.regex(/^[dgimsuvy]*$/, 'Flags of a regular expression'))),
    }),
    z.transform(({ pattern, flags }) => new RegExp(pattern, flags)),
  ),
]);

/** An event the planner quotes, for a fact that is its tier total. */
const pricedEventSchema = z.strictObject({
  eventType: z.enum(['wedding', 'corporate', 'birthday', 'cultural']),
  guestCount: z.int().check(z.positive()),
  location: z.string(),
  eventDate: z.iso.date(),
  season: z.enum(['winter', 'spring', 'summer', 'autumn']),
});

/**
 * A fact the reply must name: a text or a pattern; an array of them, satisfied by any one; or the
 * planner's tier total for an event (tierTotal).
 */
const factSchema = z.union([
  textOrPatternSchema,
  z.array(textOrPatternSchema).check(z.minLength(1)),
  z.pipe(
    z.strictObject({ tierTotal: pricedEventSchema, level: z.optional(z.enum(['basic', 'standard'])) }),
    z.transform(({ tierTotal: event, level }) => tierTotal(event, level)),
  ),
]);
export type Fact = string | RegExp | readonly (string | RegExp)[];

/**
 * One thing a visitor asks an event planner, written as visitors write it (short or long, Gulf
 * dialect, typos, details mixed in), and what a good answer must name. The suite asserts only
 * what the visitor reads: the reply's language, its facts, the details captured and the one ask
 * that moves the lead forward. It never asserts an intent or a sentence.
 */
const questionSchema = z.strictObject({
  topic: z.enum(TOPICS),
  message: z.string().check(z.minLength(1)),
  /** Lead details the widget already holds. */
  context: z.optional(leadInfoSchema),
  /** Earlier visitor messages in this conversation, each answered by Layla before this one. */
  before: z.optional(z.array(z.string().check(z.minLength(1)))),
  names: z.array(factSchema),
  /** Details this message carries, which the lead must hold afterwards. */
  captures: z.optional(leadInfoSchema),
  /** The detail the reply must ask for, when one is clearly the next (a price needs the guest count). */
  asks: z.optional(z.enum(SLOT_ORDER)),
});
export type Question = z.infer<typeof questionSchema> & { language: Language };

/** A question file holds groups of questions in one language, titled where the file says what each asks about. */
export const questionGroupSchema = z.strictObject({
  language: languageSchema,
  title: z.optional(z.string()),
  questions: z.array(questionSchema),
});

/** The day every question is asked on: the next Ramadan then starts in February 2027. */
export const ASKED_ON = '2026-05-01';

/**
 * The tier total a price answer leads with when the visitor says nothing of budget or style: the
 * Professional tier, the one most events choose (never all four tiers: a 4–5× spread helps no
 * one); Essential for the cheapest. A question's file names it as { "tierTotal": event, "level" }.
 */
function tierTotal(event: z.infer<typeof pricedEventSchema>, level: 'basic' | 'standard' = 'standard'): string {
  const tiers = quoteEvent({ ...event, currentDate: ASKED_ON });
  return formatNumber(tiers[level].total, 'en');
}

/**
 * The knowledge topics that answer a question of each suite topic well (the taxonomy's ids,
 * docs/layla.md), the first being the rule the suite's facts were written for; 'handover' and
 * 'decline' as in the development set (evaluation/evaluate.ts).
 */
// biome-ignore format: a table reads best packed
export const TOPIC_ANSWERS: Record<Topic, readonly string[]> = {
  permits: ['permits', 'music-rules', 'public-vs-private', 'civil-defense', 'conference', 'alula', 'makkah', 'handover'],
  season: ['seasons', 'weather-heat', 'school-holidays', 'wedding', 'riyadh', 'jeddah', 'eastern-province', 'abha-asir', 'taif', 'alula', 'outdoor-garden', 'handover'],
  calendar: ['calendar', 'ramadan-iftar-suhoor', 'eid-gathering', 'national-day', 'makkah', 'hajj-return', 'ghabga', 'lead-time', 'handover'],
  venues: ['venues', 'wedding-hall', 'hotel-ballroom', 'istiraha', 'desert-camp', 'farm-evening', 'at-home', 'outdoor-garden', 'beach-events', 'large-events', 'children-entertainment', 'handover'],
  catering: ['catering-menus', 'saudi-dishes', 'halal', 'vegetarian', 'allergies', 'coffee-service', 'cake-sweets', 'buffet-or-plated', 'alcohol', 'wedding', 'handover'],
  customs: ['separate-sections', 'gender-mixing', 'prayer-times', 'event-timings', 'end-time', 'photo-privacy', 'female-crew', 'live-music-band', 'music-rules', 'entrance-zaffa', 'national-day', 'dress-code', 'non-muslim-guests', 'product-launch', 'handover'],
  'lead-time': ['lead-time', 'last-minute', 'handover'],
  inclusions: ['inclusions', 'custom-package', 'tiers-explained', 'photographer', 'decor', 'handover'],
  vat: ['vat', 'budget-fit', 'handover'],
  'crowd-safety': ['crowd-management', 'health-safety', 'security-guards', 'civil-defense', 'large-events', 'handover'],
  'food-safety': ['food-safety', 'halal', 'handover'],
  cities: ['cities-served', 'riyadh', 'jeddah', 'eastern-province', 'abha-asir', 'taif', 'alula', 'madinah', 'makkah', 'neom-tabuk', 'events-abroad', 'handover'],
  prices: ['price-estimate', 'budget-fit', 'price-item', 'tiers-explained'],
  contact: ['contact-details', 'callback-time'],
  'off-topic': ['decline', 'handover', 'none'],
  'team-confirms': ['handover', 'entrance-zaffa', 'interpreters', 'valet-parking'],
};
