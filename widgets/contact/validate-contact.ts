import { EMAIL_PATTERN, PHONE_PATTERN } from '@contracts/constants';
import { CONTACT_FORM_FIELDS, type ContactFormField, leadField } from '@contracts/lead-fields';
import type { ContactValues } from './contact-values';

/** A problem with one field: the i18n keys of its message (the first that exists) and the values it interpolates. */
export interface FieldError {
  key: string | string[];
  values?: Record<string, unknown>;
}

export type ContactErrors = Partial<Record<ContactFormField, FieldError>>;

/** The kinds whose values follow a pattern, with it: too long is as wrong as malformed for them. */
const PATTERNS: Partial<Record<string, RegExp>> = { email: EMAIL_PATTERN, phone: PHONE_PATTERN };

/**
 * The client-side check of every field of the form, with the bounds and patterns the server's
 * contract enforces for its kind (lead-fields.ts, and EMAIL_PATTERN and PHONE_PATTERN of
 * src/contracts/constants), without loading the schemas before the first call.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const name of CONTACT_FORM_FIELDS) {
    const field = leadField(name);
    const value = values[name].trim();
    const pattern = PATTERNS[field.kind];
    if (!value) {
      if (field.required) errors[name] = { key: [`contact.fields.${name}.required`, 'contact.errors.required'] };
    } else if (pattern && (value.length > field.max || !pattern.test(value))) {
      errors[name] = { key: `contact.errors.${field.kind}Invalid` };
    } else if (value.length > field.max) {
      errors[name] = { key: 'contact.errors.tooLong', values: { max: field.max } };
    }
  }
  return errors;
}
