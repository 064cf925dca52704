import * as z from 'zod/mini';

/** Things Layla prices on their own, for the guest count asked, from the planner's data (price-item.ts). */
export const PRICED_ITEMS = ['kosha', 'photographer', 'videographer', 'istiraha', 'desert-camp'] as const;
export type PricedItem = (typeof PRICED_ITEMS)[number];

/** The taxonomy's groups (docs/layla.md), in the order a reviewer reads them. */
export const KNOWLEDGE_GROUPS = [
  'company',
  'terms',
  'services',
  'guests',
  'occasions',
  'places',
  'rules',
  'outside',
] as const;
export type KnowledgeGroup = (typeof KNOWLEDGE_GROUPS)[number];

/**
 * The answers Layla computes from the planner and the visitor's event rather than reads out
 * (src/engine/conversation/knowledge/): an entry of kind 'rule' names one.
 */
export const RULE_TOPICS = [
  'pricing',
  'price-item',
  'budget',
  'inclusions',
  'vat',
  'lead-time',
  'contact',
  'cities',
  'catering',
  'venues',
  'season',
  'calendar',
  'permits',
  'food-safety',
] as const;
export type RuleTopic = (typeof RULE_TOPICS)[number];

/**
 * How an entry answers: 'text' reads its answer; 'rule' computes it (its answer is the general
 * wording when the visitor's event gives the rule nothing to work with, and an LLM's grounding);
 * 'decline' is not an event matter: its answer is a polite no and a way back.
 */
export const ENTRY_KINDS = ['text', 'rule', 'decline'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** What may stand in braces in an answer: the company's details, an item's price and count, or a choice by gender. */
const PLACEHOLDER = /^\{(?:phone|whatsapp|email|price|guests|[^{}|]+\|[^{}|]+(?:\|[^{}|]+)?)\}$/;
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
 * One topic Layla knows (the company's terms, a service, a custom, a place, a rule, or something
 * the company does not do): how she names it, the answer in both languages and the questions it
 * answers, which are what her classifier is trained on. A deployment adds or replaces entries
 * with JSON files of this shape (KNOWLEDGE_DIR); the same id replaces the default entry.
 */
/** A phrasing is a message as a visitor sends it: some ramble for a paragraph before they ask. */
const PHRASING_MAX = 400;

export const knowledgeEntrySchema = z
  .strictObject({
    /** kebab-case; the same id in a deployment folder replaces the default entry. */
    id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case, such as deposit-terms')),
    group: z.enum(KNOWLEDGE_GROUPS),
    kind: z.enum(ENTRY_KINDS),
    /** For kind 'rule': the rule that computes the answer. */
    rule: z.optional(z.enum(RULE_TOPICS)),
    topic: english(3, 80),
    /** How Layla names the topic inside 'Do you mean A or B?': a noun phrase, lower case in English. */
    label: z.strictObject({ en: english(3, 60), ar: arabic(3, 60) }),
    /**
     * May hold {phone}, {whatsapp} and {email} (the company's), for an item {price} and {guests}, and
     * {masculine|feminine} or {masculine|feminine|either} forms that follow whom the event is for.
     */
    answer: z.strictObject({ en: english(20, 700), ar: arabic(20, 700) }),
    /** Questions and phrasings this entry answers, as visitors write them (at least two per language). */
    phrasings: z.strictObject({
      en: z.array(english(2, PHRASING_MAX)).check(z.minLength(2, 'needs at least two English phrasings')),
      ar: z.array(arabic(2, PHRASING_MAX)).check(z.minLength(2, 'needs at least two Arabic phrasings')),
    }),
    /** Where a figure in the answer comes from: docs/sources.md and its reference (R9), or the planner. */
    source: z.optional(
      z.string().check(z.regex(/^docs\/sources\.md(#[A-Za-z0-9-]+)?$/, 'must be docs/sources.md#R<n>')),
    ),
    /** The answer's {price} is computed by the planner for this item and the visitor's guest count. */
    item: z.optional(z.enum(PRICED_ITEMS)),
  })
  .check(
    z.refine((entry) => (entry.kind === 'rule') === (entry.rule !== undefined), {
      message: "names a rule exactly when its kind is 'rule'",
    }),
    z.refine((entry) => !/[0-9٠-٩]/.test(entry.answer.en + entry.answer.ar) || Boolean(entry.source || entry.item), {
      message: 'states a figure: give its source (docs/sources.md#R<n>) or the planner item that computes it',
    }),
    z.refine((entry) => !entry.item || (entry.answer.en.includes('{price}') && entry.answer.ar.includes('{price}')), {
      message: 'a priced item needs {price} in both answers',
    }),
    z.refine(
      (entry) =>
        [entry.answer.en, entry.answer.ar].every((answer) =>
          (answer.match(/\{[^}]*\}?/g) ?? []).every((part) => PLACEHOLDER.test(part)),
        ),
      {
        message:
          'has a {…} that is none of {phone}, {whatsapp}, {email}, {price}, {guests} or {masculine|feminine(|either)}',
      },
    ),
  );
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;
