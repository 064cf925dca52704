import * as z from 'zod/mini';
import { LIMITS, optionalText } from './common';
import { CONTACT_FORM_FIELDS, LEAD_FIELD_NAMES } from './lead-fields';
import { leadShape } from './lead-shape';
import { leadSourceSchema } from './submit-lead';

/** What the notification carries of the lead: the contact form's fields and the event type, in the lead's order. */
export const NOTIFIED_FIELDS = LEAD_FIELD_NAMES.filter(
  (name): name is (typeof CONTACT_FORM_FIELDS)[number] | 'eventType' =>
    name === 'eventType' || (CONTACT_FORM_FIELDS as readonly string[]).includes(name),
);

/** Spec §3 Email-notification payload: name, email, message, eventType, source (phone when given). */
export const contactEmailNotificationRequestSchema = z.strictObject({
  ...leadShape(NOTIFIED_FIELDS),
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
