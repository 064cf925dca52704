import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * A field added to the lead as CONTRIBUTING.md's recipe adds one, and by nothing else: its
 * declaration in src/contracts/lead-fields.ts, its copy line in each language of
 * src/contracts/lead-copy.ts, and its migration in src/server/store/migrations.ts. Each edit is
 * made on a temporary copy of that file, which a test puts in the original's place
 * (`vi.mock(original, () => import(addedFieldCopy(...)))`): every other module the test loads is
 * the project's own, unchanged.
 */
export const ADDED_FIELD = {
  name: 'company',
  declaration: `  company: {
    kind: 'line',
    max: 120,
    required: false,
    column: 'company',
    personal: 'identity',
    mail: { label: 'Company', order: 35 },
    form: { type: 'text', autoComplete: 'organization' },
  },
`,
  copy: {
    en: "    company: { label: 'Company', placeholder: 'Your company or family', kept: 'the company you name' },\n",
    ar: "    company: { label: 'الجهة', placeholder: 'اسم الشركة أو العائلة', kept: 'الجهة التي تذكرها' },\n",
  },
  migration: "  { id: '006-lead-company', sql: 'alter table leads add column if not exists company text' },\n",
} as const;

const EDITS = {
  'src/contracts/lead-fields.ts': (text: string) =>
    insertBefore(text, '} as const satisfies Record<string, LeadField>;', ADDED_FIELD.declaration),
  'src/contracts/lead-copy.ts': (text: string) =>
    insertAfter(insertAfter(text, '  en: {\n', ADDED_FIELD.copy.en), '  ar: {\n', ADDED_FIELD.copy.ar),
  'src/server/store/migrations.ts': (text: string) =>
    insertBefore(text, '\n];\n', `\n${ADDED_FIELD.migration.trimEnd()}`),
};

// Inside the project (in .cache/, which git ignores), where both test projects' resolvers take an
// absolute path. The same text whoever writes it, each write whole (a rename), so test files running
// at once share the copies.
const folder = resolve('.cache', 'added-lead-field');

/**
 * The temporary copy of `file` with the field added, its relative imports pointed at the project's
 * files (so they resolve, and a mocked one resolves to its copy too).
 * @example vi.mock('../../src/contracts/lead-fields', async () => import((await import('../support/added-lead-field')).addedFieldCopy('src/contracts/lead-fields.ts')));
 */
export function addedFieldCopy(file: keyof typeof EDITS): string {
  const original = resolve(file);
  const text = EDITS[file](readFileSync(original, 'utf8')).replace(
    /from '(\.{1,2}\/[^']+)'/g,
    (_, path: string) => `from '${resolve(dirname(original), path)}'`,
  );
  const copy = join(folder, file);
  mkdirSync(dirname(copy), { recursive: true });
  writeFileSync(`${copy}.${process.pid}.${threadId}`, text);
  renameSync(`${copy}.${process.pid}.${threadId}`, copy);
  return copy;
}

function insertBefore(text: string, marker: string, added: string): string {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`the recipe's place is gone: ${marker.trim()}`);
  return `${text.slice(0, at)}${added}${text.slice(at)}`;
}

function insertAfter(text: string, marker: string, added: string): string {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`the recipe's place is gone: ${marker.trim()}`);
  return `${text.slice(0, at + marker.length)}${added}${text.slice(at + marker.length)}`;
}
