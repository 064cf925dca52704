import { type LeadFieldName, leadField } from '../../contracts/lead-fields';

/** A detail of a staff email that is no field of the lead (the chat's occasion, a plan's date), placed by its `order`. */
export interface OwnDetail<K extends string> {
  label: string;
  order: number;
  key: K;
  value: string | number | undefined;
}

/**
 * The detail rows of a staff email: each of `fields` that has a row (lead-fields.ts `mail`),
 * under its label, and the mail's own details, all in mail order; a value not given reads 'Not
 * given'. The key says which field a row shows.
 * @example leadMailRows({ name: 'Sara', email: 's@x.sa' }, ['name', 'email', 'phone']) // [['Name', 'Sara', 'name'], ['Email', 's@x.sa', 'email'], ['Phone', 'Not given', 'phone']]
 */
export function leadMailRows<F extends LeadFieldName, K extends string = never>(
  values: { [N in F]?: string | number | undefined },
  fields: readonly F[],
  own: readonly OwnDetail<K>[] = [],
): [label: string, value: string, key: F | K][] {
  const rows: OwnDetail<F | K>[] = [...own];
  for (const name of fields) {
    const mail = leadField(name).mail;
    if (mail) rows.push({ ...mail, key: name, value: values[name] });
  }
  return rows
    .sort((a, b) => a.order - b.order)
    .map(({ label, value, key }) => [label, value === undefined ? 'Not given' : String(value), key]);
}
