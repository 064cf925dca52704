import * as z from 'zod/mini';
import {
  citySchema,
  emailSchema,
  eventTypeSchema,
  guestCountSchema,
  isoDateSchema,
  isVisibleText,
  LIMITS,
  languageSchema,
  phoneSchema,
  requiredLine,
  text,
} from './common';
import { OCCASIONS } from './constants';
import { LEAD_FIELD_NAMES, type LeadFieldName } from './lead-fields';

/** What Layla has learnt about the visitor's event so far (spec §3 Chat state: collected user context). */
export const leadInfoSchema = z.strictObject({
  /** One line: the name heads the staff email's details and Layla says it back. */
  name: z.optional(requiredLine(LIMITS.name)),
  email: z.optional(emailSchema),
  /** E.164, Saudi mobiles as +9665XXXXXXXX. */
  phone: z.optional(z.string().check(z.regex(/^\+[1-9][0-9]{7,14}$/, 'Phone in E.164 form (+9665XXXXXXXX)'))),
  eventType: z.optional(eventTypeSchema),
  guestCount: z.optional(guestCountSchema),
  location: z.optional(citySchema),
  eventDate: z.optional(isoDateSchema),
  /** A month given without a day ('in June'), YYYY-MM, kept until a date replaces it. */
  eventMonth: z.optional(z.string().check(z.regex(/^20[0-9]{2}-(?:0[1-9]|1[0-2])$/, 'A month as YYYY-MM'))),
  budget: z.optional(z.int().check(z.minimum(1), z.maximum(LIMITS.budget))),
  /** The occasion as the visitor named it (a graduation, an aqiqah); eventType is the planner's kind of it. */
  occasion: z.optional(z.enum(OCCASIONS)),
});
export type LeadInfo = z.infer<typeof leadInfoSchema>;

/** The lead's fields (lead-fields.ts) a chat lead carries too, under the same names: its row's columns and mail rows. */
export const CHAT_LEAD_FIELDS = LEAD_FIELD_NAMES.filter((name) => name in leadInfoSchema.shape) as (LeadFieldName &
  keyof LeadInfo)[];

/** What the server signs Layla's replies with: an HMAC-SHA256, base64url. */
const signatureSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'A signature the server gave'));

export const chatTurnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: text().check(z.maxLength(LIMITS.chatHistoryContent)),
  /**
   * On Layla's turns: the `signature` her reply came with. Only signed turns are stored with a
   * lead and mailed to staff as hers; the chat's own lines (introduction, error notes) have none.
   */
  signature: z.optional(signatureSchema),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/**
 * The company's contact details as the page configured them (the chat sends what the host set):
 * Layla states these instead of the server's own, so her replies match the page.
 */
export const companyContactSchema = z.strictObject({
  /** As displayed, e.g. '+966 11 234 5678'. */
  phone: z.optional(phoneSchema),
  /** Any phone form; Layla writes it as an international number. */
  whatsapp: z.optional(phoneSchema),
  email: z.optional(emailSchema),
});
export type CompanyContactInput = z.infer<typeof companyContactSchema>;

export const naturalConversationRequestSchema = z.strictObject({
  userMessage: text().check(
    z.maxLength(LIMITS.chatMessage, `The message is longer than ${LIMITS.chatMessage} characters`),
    z.refine(isVisibleText, { message: 'The message is empty' }),
  ),
  conversationHistory: z._default(
    z
      .array(chatTurnSchema)
      .check(z.maxLength(LIMITS.chatHistoryTurns, `The history is longer than ${LIMITS.chatHistoryTurns} turns`)),
    [],
  ),
  language: z._default(languageSchema, 'en'),
  userContext: z._default(leadInfoSchema, {}),
  /** Ties the turns of one conversation together, so a lead is captured once. */
  conversationId: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'An id of 8 to 64 letters, digits, _ or -')),
  ),
  companyFacts: z.optional(companyContactSchema),
});
export type NaturalConversationRequest = z.input<typeof naturalConversationRequestSchema>;
export type NaturalConversation = z.output<typeof naturalConversationRequestSchema>;

export const naturalConversationResponseSchema = z.strictObject({
  response: z.string().check(z.maxLength(8000)),
  leadInfo: leadInfoSchema,
  leadCaptured: z.boolean(),
  /** The server's signature of `response`: sent back with this turn in conversationHistory. */
  signature: z.optional(signatureSchema),
  /**
   * The detail the reply asks for, if any (`contact` is an email or a phone): the chat shows its
   * privacy notice before Layla first asks for a contact detail. Absent from older servers.
   */
  asks: z.optional(z.enum(['eventType', 'name', 'contact', 'guestCount', 'location', 'eventDate', 'budget'])),
  /** 'rules' or 'llm:<model>'. */
  apiUsed: z.string().check(z.regex(/^(rules|llm:.{1,100})$/)),
  processingTime: z.number().check(z.minimum(0)),
});
export type NaturalConversationResponse = z.infer<typeof naturalConversationResponseSchema>;
