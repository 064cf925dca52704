import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SUPABASE_MIGRATIONS_DIR, supabaseMigrationFiles } from './supabase-migrations';

// Rewrites the folder whole, so a migration renamed in the list leaves no stale file behind.
await mkdir(SUPABASE_MIGRATIONS_DIR, { recursive: true });
for (const name of await readdir(SUPABASE_MIGRATIONS_DIR)) {
  if (name.endsWith('.sql')) await rm(join(SUPABASE_MIGRATIONS_DIR, name));
}
for (const file of supabaseMigrationFiles()) {
  await writeFile(join(SUPABASE_MIGRATIONS_DIR, file.name), file.sql);
  process.stdout.write(`wrote ${SUPABASE_MIGRATIONS_DIR}/${file.name}\n`);
}
