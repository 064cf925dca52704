import * as z from 'zod/mini';
import { emailSchema, LIMITS, optionalText, phoneSchema, requiredLine, requiredText } from './common';
import { leadSourceSchema } from './submit-lead';

/** Spec §3 Email-notification payload: name, email, message, eventType, source (phone when given). */
export const contactEmailNotificationRequestSchema = z.strictObject({
  name: requiredLine(LIMITS.name),
  email: emailSchema,
  phone: z.optional(phoneSchema),
  message: requiredText(LIMITS.message),
  eventType: requiredLine(LIMITS.shortText),
  source: leadSourceSchema,
  website: optionalText(LIMITS.shortText),
});
export type ContactEmailNotificationRequest = z.input<typeof contactEmailNotificationRequestSchema>;
export type ContactEmailNotification = z.output<typeof contactEmailNotificationRequestSchema>;

/** The notification is queued in the outbox before this answer; sending happens after. */
export const contactEmailNotificationResponseSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(['queued', 'sent']),
});
export type ContactEmailNotificationResponse = z.infer<typeof contactEmailNotificationResponseSchema>;
