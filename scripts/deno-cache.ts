/**
 * Fetches what the Supabase Edge Functions import into the project's Deno cache, from each
 * function's upload as the CLI stages it (no node_modules: Deno downloads the import map's `npm:`
 * packages from the registry, as Supabase does). `.ci/run` calls it first, so a fresh machine
 * shows here, not in a test's setup, whether Deno reaches the registry; it prints the cache it used
 * and how long the download took. Later runs find the packages there and download nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { FUNCTION_NAMES } from '../src/contracts';
import { denoBinary, denoEnv } from './deno';
import { stageSupabaseUpload } from './supabase-upload';

const env = denoEnv();
const cache = env.DENO_DIR ?? '';
const wasEmpty = !existsSync(cache) || readdirSync(cache).length === 0;
const started = performance.now();
for (const name of FUNCTION_NAMES) {
  const { dir, entry, importMap } = await stageSupabaseUpload(name);
  const { status, stderr } = spawnSync(denoBinary(), ['cache', '--config', importMap, entry], { cwd: dir, env, encoding: 'utf8' });
  await rm(dir, { recursive: true, force: true });
  if (status !== 0) {
    process.stderr.write(`deno cache failed for ${name} (DENO_DIR=${cache}):\n${stderr}`);
    process.exit(1);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const packages = existsSync(`${cache}/npm/registry.npmjs.org`) ? readdirSync(`${cache}/npm/registry.npmjs.org`) : [];
process.stdout.write(
  `Deno cache ${cache}: ${wasEmpty ? 'was empty, downloaded' : 'already held'} ${packages.length} npm packages ` +
    `(${packages.join(', ')}) for ${FUNCTION_NAMES.length} functions in ${seconds} s\n`,
);
