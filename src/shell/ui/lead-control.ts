import { type ContactFormField, LEAD_FIELDS } from '@contracts/lead-fields';

/**
 * The attributes of a lead field's control as the lead's declaration gives them
 * (src/contracts/lead-fields.ts): its name, its size, and its input's type, direction and autofill
 * (or a textarea's rows). Every form that asks for a lead field draws it from here.
 * @example <input {...control} {...leadControl('email')} value={email} onChange={…} />
 */
export function leadControl<N extends ContactFormField>(name: N) {
  const { form, max } = LEAD_FIELDS[name];
  return { name, maxLength: max, ...(form as (typeof LEAD_FIELDS)[N]['form']) };
}
