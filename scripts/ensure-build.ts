/**
 * `npm start` builds the widgets only when dist/ is missing or older than their sources, so a
 * second start is instant and a fresh clone still gets a bundle.
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

const built = (await stat('dist/ev-widgets.js').catch(() => null))?.mtimeMs ?? 0;
const sources = Math.max(...(await Promise.all(SOURCES.map(newest))));
if (built < sources) {
  process.stdout.write('Building the widgets (dist/ is missing or older than its sources)...\n');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
