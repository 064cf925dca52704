import * as z from 'zod/mini';
import { type Language, languageSchema } from '../../../../src/contracts/common';
import { leadInfoSchema } from '../../../../src/contracts/natural-conversation';

/**
 * The questions a message asks, in order; each is the topic ids of the taxonomy (docs/layla.md)
 * that answer it well (any one of them). 'handover' among them: handing it to the team is right
 * too; 'decline': a polite no; 'none': saying nothing about it is right too (a detail an answer
 * may or may not take up). Empty: the message asks nothing (details, courtesies): an answer from
 * any topic is wrong.
 */
const asksSchema = z.array(z.array(z.string().check(z.minLength(1))));

/**
 * One thing a visitor writes to Layla, and what a good reply does with it. Written as visitors
 * write, before the engine was tuned: the development sets measure the engine, no test asserts
 * on single questions of them.
 */
const visitorMessageSchema = z.strictObject({
  message: z.string().check(z.minLength(1)),
  asks: asksSchema,
  /** Lead details the widget already holds. */
  context: z.optional(leadInfoSchema),
});
export type VisitorQuestion = z.infer<typeof visitorMessageSchema> & { language: Language };

/**
 * A questions file of a development set holds groups of messages in one language, each with a
 * title saying what its messages try where the set has one.
 */
export const visitorQuestionGroupSchema = z.strictObject({
  language: languageSchema,
  title: z.optional(z.string()),
  questions: z.array(visitorMessageSchema),
});

/** A conversation as a visitor holds it, and the lead the team must receive at its end. */
export const visitorConversationSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  language: languageSchema,
  /** A turn without asks is not judged on its topic; `asks: []` only tells (see asksSchema). */
  turns: z.array(z.strictObject({ message: z.string().check(z.minLength(1)), asks: z.optional(asksSchema) })),
  /** The last value of every detail, as the team must receive it. */
  lead: leadInfoSchema,
});
export type VisitorConversation = z.infer<typeof visitorConversationSchema>;
