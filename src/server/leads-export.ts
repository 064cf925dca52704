import type { StoredLead } from './store';

const COLUMNS: (keyof StoredLead)[] = [
  'id',
  'createdAt',
  'source',
  'name',
  'email',
  'phone',
  'message',
  'eventType',
  'location',
  'guestCount',
  'wantsTeamContact',
  'conversationId',
];

/**
 * RFC 4180 CSV with a BOM (so spreadsheet apps read Arabic as UTF-8). Cells starting with
 * = + - @ are prefixed with ' so a visitor's text never runs as a spreadsheet formula.
 * @example leadsToCsv([]) // '\uFEFFid,createdAt,...\r\n'
 */
export function leadsToCsv(leads: StoredLead[]): string {
  const lines = [COLUMNS.join(',')];
  for (const lead of leads) lines.push(COLUMNS.map((column) => csvCell(lead[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
