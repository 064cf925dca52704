import * as z from 'zod/mini';
import { type Language, languageSchema } from '../../../../src/contracts/common';
import { leadInfoSchema } from '../../../../src/contracts/natural-conversation';
import { SLOT_ORDER } from '../../../../src/engine/conversation';

/** One scripted exchange: a visitor's message in a known state, and what Layla must do with it. */
const exchangeSchema = z.strictObject({
  /** What the exchange shows, as a sentence. */
  title: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  /** Lead details the widget already holds. */
  context: z.optional(leadInfoSchema),
  /** Layla's previous reply asked for this detail (the runner checks the context agrees). */
  after: z.optional(z.enum(SLOT_ORDER)),
  /** The day it is asked on (YYYY-MM-DD), where dates or prices need one. */
  today: z.optional(z.iso.date()),
  /** Defaults to whether the context already holds a complete lead (captured on an earlier turn). */
  alreadyCaptured: z.optional(z.boolean()),
  /** The whole leadInfo expected back. */
  lead: leadInfoSchema,
  /** The questions the message asks, each the topics that answer it well (see evaluation/visitor-question.ts); [] for none. */
  asks: z.array(z.array(z.string().check(z.minLength(1)))),
  captured: z.optional(z.boolean()),
  /** Text the reply must contain. */
  says: z.optional(z.array(z.string().check(z.minLength(1)))),
});
export type Exchange = z.infer<typeof exchangeSchema> & { language: Language };

/** An exchanges file holds groups of exchanges in one language, each titled with what its exchanges try. */
export const exchangeGroupSchema = z.strictObject({
  language: languageSchema,
  title: z.string(),
  exchanges: z.array(exchangeSchema),
});
