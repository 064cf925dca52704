import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SUPABASE_BUNDLE_PATH, supabaseBundle } from './supabase-bundle';

await mkdir(dirname(SUPABASE_BUNDLE_PATH), { recursive: true });
await writeFile(SUPABASE_BUNDLE_PATH, await supabaseBundle());
process.stdout.write(`wrote ${SUPABASE_BUNDLE_PATH}\n`);
