import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from '@contracts/constants';
import type { ContactValues } from './contact-values';

export type ContactField = 'name' | 'email' | 'phone' | 'message';

/** A problem with one field: the i18n key of its message and the values it interpolates. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export type ContactErrors = Partial<Record<ContactField, FieldError>>;

/**
 * The client-side check, with the same bounds and patterns the server's contract enforces
 * (EMAIL_PATTERN and PHONE_PATTERN of src/contracts/constants), without loading
 * the schemas before the first call.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();

  if (!name) errors.name = { key: 'contact.errors.nameRequired' };
  else if (name.length > LIMITS.name) errors.name = tooLong(LIMITS.name);

  if (!email) errors.email = { key: 'contact.errors.emailRequired' };
  else if (email.length > LIMITS.email || !EMAIL_PATTERN.test(email))
    errors.email = { key: 'contact.errors.emailInvalid' };

  if (phone && (phone.length > LIMITS.phone || !PHONE_PATTERN.test(phone)))
    errors.phone = { key: 'contact.errors.phoneInvalid' };

  if (!message) errors.message = { key: 'contact.errors.messageRequired' };
  else if (message.length > LIMITS.message) errors.message = tooLong(LIMITS.message);

  return errors;
}

function tooLong(max: number): FieldError {
  return { key: 'contact.errors.tooLong', values: { max } };
}
