import * as z from 'zod/mini';
import { eventTypeSchema } from './common';

/** Things Layla prices on their own, for the guest count asked, from the planner's data (price-item.ts). */
export const PRICED_ITEMS = ['kosha', 'photographer', 'videographer', 'istiraha', 'desert-camp'] as const;
export type PricedItem = (typeof PRICED_ITEMS)[number];

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;
const text = (min: number, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(min, `must be at least ${min} characters`),
      z.maxLength(max, `must be at most ${max} characters`),
    );
const arabic = (min: number, max: number) =>
  text(min, max).check(z.refine((value) => ARABIC.test(value), 'must be written in Arabic'));
const english = (min: number, max: number) =>
  text(min, max).check(z.refine((value) => LATIN.test(value), 'must be written in English'));

/**
 * One topic Layla knows (the company's terms, a service, a custom, a kind of venue): the answer in
 * both languages and the questions it answers. A deployment adds or replaces entries with JSON files
 * of this shape (KNOWLEDGE_DIR); the same id replaces the default entry.
 */
export const knowledgeEntrySchema = z
  .strictObject({
    /** kebab-case; the same id in a deployment folder replaces the default entry. */
    id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case, such as deposit-terms')),
    topic: english(3, 80),
    answer: z.strictObject({ en: english(20, 700), ar: arabic(20, 700) }),
    /** Questions and phrasings this entry answers, as visitors write them (at least two per language). */
    phrasings: z.strictObject({
      en: z.array(english(2, 200)).check(z.minLength(2, 'needs at least two English phrasings')),
      ar: z.array(arabic(2, 200)).check(z.minLength(2, 'needs at least two Arabic phrasings')),
    }),
    /** Where a figure in the answer comes from: docs/sources.md and its reference (R9), or the planner. */
    source: z.optional(
      z.string().check(z.regex(/^docs\/sources\.md(#[A-Za-z0-9-]+)?$/, 'must be docs/sources.md#R<n>')),
    ),
    /** The answer's {price} is computed by the planner for this item and the visitor's guest count. */
    item: z.optional(z.enum(PRICED_ITEMS)),
    /** The event types this entry is an idea for, when a visitor asks for advice… */
    adviceFor: z.optional(z.array(eventTypeSchema)),
    /** …and the idea, as a phrase that runs into Layla's sentence ('a desert camp evening with a fire'). */
    idea: z.optional(z.strictObject({ en: english(10, 200), ar: arabic(10, 200) })),
  })
  .check(
    z.refine((entry) => !/[0-9٠-٩]/.test(entry.answer.en + entry.answer.ar) || Boolean(entry.source || entry.item), {
      message: 'states a figure: give its source (docs/sources.md#R<n>) or the planner item that computes it',
    }),
    z.refine((entry) => !entry.item || (entry.answer.en.includes('{price}') && entry.answer.ar.includes('{price}')), {
      message: 'a priced item needs {price} in both answers',
    }),
    z.refine((entry) => !entry.adviceFor || Boolean(entry.idea), {
      message: 'adviceFor needs the idea in both languages',
    }),
  );
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;
