import { z } from 'zod';
import { LIMITS, emailSchema, optionalText, phoneSchema, requiredLine, requiredText } from './common';

/** Where a lead came from. The contact form sends 'contact-form' (spec §3 Lead payload). */
export const LEAD_SOURCES = ['contact-form', 'chat', 'generator'] as const;
export const leadSourceSchema = z.enum(LEAD_SOURCES);

/** The spec's lead payload: eventType is 'General Inquiry', location and guestCount 'Not specified'. */
export const submitLeadRequestSchema = z.strictObject({
  name: requiredLine(LIMITS.name),
  email: emailSchema,
  phone: phoneSchema.optional(),
  message: requiredText(LIMITS.message),
  eventType: requiredLine(LIMITS.shortText),
  location: requiredLine(LIMITS.shortText),
  guestCount: z.union([z.int().min(1).max(LIMITS.guestCount), requiredText(40)]),
  source: leadSourceSchema,
  wantsTeamContact: z.boolean(),
  /** Honeypot: people never see it; a bot that fills it is answered as usual and nothing is stored. */
  website: optionalText(LIMITS.shortText),
});
export type SubmitLeadRequest = z.input<typeof submitLeadRequestSchema>;
export type SubmitLead = z.output<typeof submitLeadRequestSchema>;

export const submitLeadResponseSchema = z.strictObject({
  id: z.string().min(1).max(64),
  receivedAt: z.iso.datetime(),
});
export type SubmitLeadResponse = z.infer<typeof submitLeadResponseSchema>;
