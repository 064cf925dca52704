import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_FIELDS,
  contactEmailNotificationRequestSchema,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  type LeadField,
  submitLeadRequestSchema,
} from '../../src/contracts';
import { LEAD_COPY } from '../../src/contracts/lead-copy';

const fields = Object.entries(LEAD_FIELDS) as [string, LeadField][];

describe('the lead’s declaration (src/contracts/lead-fields.ts)', () => {
  it('names each field’s column once, as a plain SQL identifier (the store’s SQL is made from them)', () => {
    const columns = fields.map(([, field]) => field.column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const column of columns) expect(column).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('gives each row of the staff emails its own place', () => {
    const orders = fields.flatMap(([, field]) => (field.mail ? [field.mail.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('is the contracts’ lead: submit-lead takes every field, the notification the form’s and the event type', () => {
    expect(Object.keys(submitLeadRequestSchema.shape).slice(0, LEAD_FIELD_NAMES.length)).toEqual(LEAD_FIELD_NAMES);
    expect(Object.keys(contactEmailNotificationRequestSchema.shape)).toEqual([
      ...LEAD_FIELD_NAMES.filter((name) => name === 'eventType' || CONTACT_FORM_FIELDS.includes(name as never)),
      'source',
      'website',
    ]);
    // Only what every source sends is required: the chat and the generator send no new form field.
    const required = fields.filter(([, field]) => field.required).map(([name]) => name);
    const { success } = submitLeadRequestSchema.safeParse({
      ...Object.fromEntries(required.map((name) => [name, name === 'email' ? 'sara@example.sa' : 'Given'])),
      source: 'contact-form',
      wantsTeamContact: true,
    });
    expect(success).toBe(true);
  });

  it('has the contact form’s fields worded in both languages, each with what the privacy notice calls it', () => {
    for (const language of ['en', 'ar'] as const) {
      for (const name of CONTACT_FORM_FIELDS) {
        const copy = LEAD_COPY[language][name];
        expect(copy.label && copy.placeholder && copy.kept, `${language} ${name}`).toBeTruthy();
        if (LEAD_FIELDS[name].required) expect(copy.required, `${language} ${name}`).toBeTruthy();
      }
    }
  });
});
