import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SUPABASE_BUNDLE_PATH, supabaseBundle } from './supabase-bundle';
import { writeLaylaModel } from './write-layla-model';

/**
 * Writes the Edge Functions' bundle (generated, ignored by git): `npm run supabase:bundle`, the
 * first step of `npm run supabase:deploy` and of `npm run check:supabase`, and the node tests'
 * global setup. Written whole or not at all, so a run reading it never sees half of it; Layla's
 * model, which the bundle carries, is written first when it is missing or stale.
 * @example await writeSupabaseBundle(); // 'supabase/functions/_shared/create-edge-handler.js'
 */
export async function writeSupabaseBundle(): Promise<string> {
  await writeLaylaModel();
  await mkdir(dirname(SUPABASE_BUNDLE_PATH), { recursive: true });
  const partial = `${SUPABASE_BUNDLE_PATH}.${process.pid}.tmp`;
  await writeFile(partial, await supabaseBundle());
  await rename(partial, SUPABASE_BUNDLE_PATH);
  return SUPABASE_BUNDLE_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`wrote ${await writeSupabaseBundle()}\n`);
}
