import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SUPABASE_MIGRATIONS_DIR, supabaseMigrationFiles } from './supabase-migrations';

/**
 * Writes supabase/migrations/*.sql (generated, ignored by git) from the Node server's list:
 * `npm run supabase:migrations`; run by `npm ci`'s prepare, `npm run supabase:deploy` and the node
 * tests' global setup, so `supabase db push` and the tests always read what src/ says. Rewrites
 * the folder's .sql files whole, so a migration renamed in the list leaves no stale file behind.
 * @example await writeSupabaseMigrations(); // ['20261101000001_leads.sql', …]
 */
export async function writeSupabaseMigrations(dir = SUPABASE_MIGRATIONS_DIR): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    if (name.endsWith('.sql')) await rm(join(dir, name));
  }
  const files = supabaseMigrationFiles();
  for (const file of files) await writeFile(join(dir, file.name), file.sql);
  return files.map((file) => file.name);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const name of await writeSupabaseMigrations())
    process.stdout.write(`wrote ${SUPABASE_MIGRATIONS_DIR}/${name}\n`);
}
