import { z } from 'zod';
import { LIMITS, citySchema, emailSchema, eventTypeSchema, isoDateSchema, languageSchema } from './common';

/** What Layla has learnt about the visitor's event so far (spec §3 Chat state: collected user context). */
export const leadInfoSchema = z.strictObject({
  name: z.string().trim().min(1).max(LIMITS.name).optional(),
  email: emailSchema.optional(),
  /** E.164, Saudi mobiles as +9665XXXXXXXX. */
  phone: z
    .string()
    .regex(/^\+[1-9][0-9]{7,14}$/, 'Phone in E.164 form (+9665XXXXXXXX)')
    .optional(),
  eventType: eventTypeSchema.optional(),
  guestCount: z.int().min(1).max(LIMITS.guestCount).optional(),
  location: citySchema.optional(),
  eventDate: isoDateSchema.optional(),
  budget: z.int().min(1).max(LIMITS.budget).optional(),
});
export type LeadInfo = z.infer<typeof leadInfoSchema>;

export const chatTurnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(LIMITS.chatHistoryContent),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const naturalConversationRequestSchema = z.strictObject({
  userMessage: z
    .string()
    .max(LIMITS.chatMessage, `The message is longer than ${LIMITS.chatMessage} characters`)
    .refine((value) => value.trim().length > 0, 'The message is empty'),
  conversationHistory: z
    .array(chatTurnSchema)
    .max(LIMITS.chatHistoryTurns, `The history is longer than ${LIMITS.chatHistoryTurns} turns`)
    .default([]),
  language: languageSchema.default('en'),
  userContext: leadInfoSchema.default({}),
  /** Ties the turns of one conversation together, so a lead is captured once. */
  conversationId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'An id of 8 to 64 letters, digits, _ or -')
    .optional(),
});
export type NaturalConversationRequest = z.input<typeof naturalConversationRequestSchema>;
export type NaturalConversation = z.output<typeof naturalConversationRequestSchema>;

export const naturalConversationResponseSchema = z.strictObject({
  response: z.string().max(8000),
  leadInfo: leadInfoSchema,
  leadCaptured: z.boolean(),
  /** 'rules' or 'llm:<model>'. */
  apiUsed: z.string().regex(/^(rules|llm:.{1,100})$/),
  processingTime: z.number().min(0),
});
export type NaturalConversationResponse = z.infer<typeof naturalConversationResponseSchema>;
