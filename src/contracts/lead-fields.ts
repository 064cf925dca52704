/**
 * The lead, declared once: every field a lead carries, with what each part of the product needs to
 * know of it. Zod-free, like constants.ts, so the contact form reads it at load time. From it:
 * - the contracts' schemas (lead-shape.ts: submit-lead, and the notification for the form's fields);
 * - the contact form's fields, their client-side check, and what it sends (widgets/contact/);
 * - the leads table's columns in the store's SQL (store/leads.ts; a migration adds a new field's
 *   column, and tests/server/store.test.ts holds the migrated table to this list);
 * - the staff export, whose columns are the field names in this order (leads-export.ts);
 * - the staff emails' detail rows (mail/lead-mail-rows.ts), by `mail.order`;
 * - the privacy notice's list of what the contact form keeps (privacy/privacy-copy.ts).
 * A field's name is its name everywhere but in SQL (`column`). Its copy, one line a language, is in
 * lead-copy.ts; CONTRIBUTING.md has the recipe.
 */
import { LIMITS } from './constants';

/** What a field holds; each kind has one schema (lead-shape.ts) and one check in the form. */
export type LeadFieldKind = 'line' | 'text' | 'email' | 'phone' | 'guests';

/**
 * What kind of personal data a field is (docs/privacy.md): `identity` names the person,
 * `contact` reaches them (what an access or erasure request gives), `content` is what they wrote
 * (it may hold anything), `event` is their event's details; `none` is no personal data.
 */
export type PersonalData = 'identity' | 'contact' | 'content' | 'event' | 'none';

export interface LeadField {
  kind: LeadFieldKind;
  /** The most characters it takes. */
  max: number;
  /** Every lead carries it (the contact form, the generator and the chat): the contract refuses a lead without it. */
  required: boolean;
  /** Its column in the leads table (text). */
  column: string;
  personal: PersonalData;
  /** Its row among the details of the staff emails: the label (English: the team's) and the row's place. */
  mail?: { label: string; order: number };
  /** A field of the contact form, in this list's order: its input's attributes, or a textarea's rows. */
  form?: { type: 'text' | 'email' | 'tel'; dir?: 'ltr'; autoComplete: string } | { rows: number };
}

export const LEAD_FIELDS = {
  name: {
    kind: 'line',
    max: LIMITS.name,
    required: true,
    column: 'name',
    personal: 'identity',
    mail: { label: 'Name', order: 10 },
    form: { type: 'text', autoComplete: 'name' },
  },
  email: {
    kind: 'email',
    max: LIMITS.email,
    required: true,
    column: 'email',
    personal: 'contact',
    mail: { label: 'Email', order: 20 },
    // Typed values that read left to right stay so in Arabic.
    form: { type: 'email', dir: 'ltr', autoComplete: 'email' },
  },
  phone: {
    kind: 'phone',
    max: LIMITS.phone,
    required: false,
    column: 'phone',
    personal: 'contact',
    mail: { label: 'Phone', order: 30 },
    form: { type: 'tel', dir: 'ltr', autoComplete: 'tel' },
  },
  // The staff emails quote it under its own heading, not as a detail row.
  message: {
    kind: 'text',
    max: LIMITS.message,
    required: true,
    column: 'message',
    personal: 'content',
    form: { rows: 4 },
  },
  eventType: {
    kind: 'line',
    max: LIMITS.shortText,
    required: true,
    column: 'event_type',
    personal: 'event',
    mail: { label: 'Event type', order: 40 },
  },
  location: {
    kind: 'line',
    max: LIMITS.shortText,
    required: true,
    column: 'location',
    personal: 'event',
    mail: { label: 'City', order: 60 },
  },
  guestCount: {
    kind: 'guests',
    max: 40,
    required: true,
    column: 'guest_count',
    personal: 'event',
    mail: { label: 'Guests', order: 50 },
  },
} as const satisfies Record<string, LeadField>;

export type LeadFieldName = keyof typeof LEAD_FIELDS;

/** The fields of the contact form, in form order. */
export type ContactFormField = {
  [K in LeadFieldName]: (typeof LEAD_FIELDS)[K] extends { form: object } ? K : never;
}[LeadFieldName];

/** A field's declaration, read without its literal type. */
export const leadField = (name: LeadFieldName): LeadField => LEAD_FIELDS[name];

/** Every field's name, in declaration order. */
export const LEAD_FIELD_NAMES = Object.keys(LEAD_FIELDS) as LeadFieldName[];

/** The contact form's fields, in form order. */
export const CONTACT_FORM_FIELDS = LEAD_FIELD_NAMES.filter((name) => leadField(name).form) as ContactFormField[];
