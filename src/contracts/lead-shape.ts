import * as z from 'zod/mini';
import { emailSchema, guestCountSchema, phoneSchema, requiredLine, requiredText } from './common';
import { GUEST_COUNT_MESSAGE, readGuestCount } from './guest-count';
import { LEAD_FIELDS, type LeadField, type LeadFieldKind, type LeadFieldName } from './lead-fields';

/** Each kind of lead field's schema, for a field of at most `max` characters. */
const KINDS = {
  line: (max: number) => requiredLine(max),
  text: (max: number) => requiredText(max),
  email: () => emailSchema,
  phone: () => phoneSchema,
  /**
   * A number, or the guests as words ('Not specified', 'about 200', '150-200'): any number in the
   * words is a count like the numeric form (readGuestCount), so '-5', '٠' or '1e9' guests are refused.
   */
  guests: (max: number) =>
    z.union([
      guestCountSchema,
      requiredLine(max).check(z.refine((value) => readGuestCount(value).ok, { message: GUEST_COUNT_MESSAGE })),
    ]),
} satisfies Record<LeadFieldKind, (max: number) => z.ZodMiniType>;

type KindSchema<K extends LeadFieldKind> = ReturnType<(typeof KINDS)[K]>;
type FieldSchema<F extends LeadField> = F['required'] extends true
  ? KindSchema<F['kind']>
  : z.ZodMiniOptional<KindSchema<F['kind']>>;

/** The zod shape of `names`' fields, each of its kind and optional unless the lead requires it. */
export type LeadShape<N extends LeadFieldName> = { [K in N]: FieldSchema<(typeof LEAD_FIELDS)[K]> };

/**
 * The contracts' shape of these lead fields, from their declaration (lead-fields.ts).
 * @example z.strictObject(leadShape(['name', 'email'])).parse({ name: 'Sara', email: 'sara@example.com' })
 */
export function leadShape<N extends LeadFieldName>(names: readonly N[]): LeadShape<N> {
  return Object.fromEntries(
    names.map((name) => {
      const field: LeadField = LEAD_FIELDS[name];
      const schema = KINDS[field.kind](field.max);
      return [name, field.required ? schema : z.optional(schema)];
    }),
  ) as LeadShape<N>;
}
