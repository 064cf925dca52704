import { z } from 'zod';
import { isoDateSchema } from '../contracts';
import { LEAD_FIELD_NAMES } from '../contracts/lead-fields';
import type { StoredLead } from './store';

/**
 * The export's `since`: a calendar day from 1900 on (no lead is older, and PostgreSQL has no year
 * 0000), so `since=0000-01-01` is the caller's 400, never the store's 500.
 */
export const sinceSchema = isoDateSchema.check(
  z.refine((day: string) => day >= '1900-01-01', { message: 'since must be a date from 1900-01-01 on' }),
);

/** The export's columns: the row's, with the lead's own fields by name in their declared order (lead-fields.ts). */
export const EXPORT_COLUMNS: (keyof StoredLead)[] = [
  ...['id', 'createdAt', 'source'],
  ...LEAD_FIELD_NAMES,
  ...['wantsTeamContact', 'conversationId'],
] as (keyof StoredLead)[];

/**
 * RFC 4180 CSV with a BOM (so spreadsheet apps read Arabic as UTF-8). Cells starting with
 * = + - @ are prefixed with ' so a visitor's text never runs as a spreadsheet formula.
 * @example leadsToCsv([]) // '\uFEFFid,createdAt,...\r\n'
 */
export function leadsToCsv(leads: StoredLead[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const lead of leads) lines.push(EXPORT_COLUMNS.map((column) => csvCell(lead[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
