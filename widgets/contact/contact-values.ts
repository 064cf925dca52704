import { CONTACT_FORM_FIELDS, type ContactFormField } from '@contracts/lead-fields';

/** What the visitor types into the contact form: the lead's form fields (lead-fields.ts); `website` is the honeypot. */
export type ContactValues = Record<ContactFormField | 'website', string>;

export const EMPTY_CONTACT_VALUES = Object.fromEntries(
  [...CONTACT_FORM_FIELDS, 'website'].map((name) => [name, '']),
) as ContactValues;
