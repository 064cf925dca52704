import * as z from 'zod/mini';
import { LEAD_SOURCES } from './constants';

export { LEAD_SOURCES } from './constants';
import { emailSchema, LIMITS, optionalText, phoneSchema, requiredLine, requiredText } from './common';

export const leadSourceSchema = z.enum(LEAD_SOURCES);

/** The spec's lead payload: eventType is 'General Inquiry', location and guestCount 'Not specified'. */
export const submitLeadRequestSchema = z.strictObject({
  name: requiredLine(LIMITS.name),
  email: emailSchema,
  phone: z.optional(phoneSchema),
  message: requiredText(LIMITS.message),
  eventType: requiredLine(LIMITS.shortText),
  location: requiredLine(LIMITS.shortText),
  guestCount: z.union([z.int().check(z.minimum(1), z.maximum(LIMITS.guestCount)), requiredText(40)]),
  source: leadSourceSchema,
  wantsTeamContact: z.boolean(),
  /** Honeypot: people never see it; a bot that fills it is answered as usual and nothing is stored. */
  website: optionalText(LIMITS.shortText),
});
export type SubmitLeadRequest = z.input<typeof submitLeadRequestSchema>;
export type SubmitLead = z.output<typeof submitLeadRequestSchema>;

export const submitLeadResponseSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  receivedAt: z.iso.datetime(),
});
export type SubmitLeadResponse = z.infer<typeof submitLeadResponseSchema>;
