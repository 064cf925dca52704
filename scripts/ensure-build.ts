/**
 * `npm start` builds the widgets (dist/) and the compiled server (build/server/) only when they
 * are missing or older than their sources, so a second start is instant and a fresh clone still
 * gets both.
 */
import { execFileSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const SOURCES = ['widgets', 'src/shell', 'src/contracts', 'vite.config.ts', 'package-lock.json'];

async function newest(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of await readdir(path)) latest = Math.max(latest, await newest(join(path, entry)));
  return latest;
}

async function ensure(output: string, sources: string[], what: string, command: string[]) {
  const built = (await stat(output).catch(() => null))?.mtimeMs ?? 0;
  const latest = Math.max(...(await Promise.all(sources.map(newest))));
  if (built >= latest) return;
  process.stdout.write(`Building ${what} (missing or older than its sources)...\n`);
  execFileSync(process.execPath, command, { stdio: 'inherit' });
}

await ensure('dist/ev-widgets.js', SOURCES, 'the widgets', [
  'node_modules/vite/bin/vite.js',
  'build',
  '--logLevel',
  'warn',
]);
await ensure(
  'build/server/main.js',
  ['src', 'scripts/bench-server.ts', 'scripts/leads.ts', 'rolldown.server.config.ts', 'package-lock.json'],
  'the server',
  ['node_modules/rolldown/bin/cli.mjs', '-c', 'rolldown.server.config.ts'],
);
