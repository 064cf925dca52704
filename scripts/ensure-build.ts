/**
 * `npm start` builds the widgets (dist/) and the compiled server (build/server/) only when they
 * are missing or older than their sources, so a second start is instant and a fresh clone still
 * gets both. It says so in one line: the builds' own output (file lists, chunk sizes) is for
 * whoever changes the build, shown with VERBOSE=1 and whenever a build fails.
 */
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeLaylaModel } from './write-layla-model';

const VERBOSE = Boolean(process.env.VERBOSE && process.env.VERBOSE !== '0');
const SOURCES = ['widgets', 'src/shell', 'src/contracts', 'vite.config.ts', 'package-lock.json'];

const steps = [
  {
    what: 'the widgets',
    output: 'dist/ev-widgets.js',
    sources: SOURCES,
    command: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  },
  {
    what: 'the server',
    output: 'build/server/main.js',
    sources: ['src', 'scripts/bench-server.ts', 'scripts/leads.ts', 'rolldown.server.config.ts', 'package-lock.json'],
    command: ['node_modules/rolldown/bin/cli.mjs', '-c', 'rolldown.server.config.ts'],
  },
];

const built: string[] = [];
let warned = false;
// Generated, not in git: the server bundles it (written only when its sources changed).
const modelStarted = performance.now();
if ((await writeLaylaModel()).written) built.push(`Layla’s model in ${seconds(modelStarted)}`);
for (const step of steps) {
  if (!(await stale(step.output, step.sources))) continue;
  const started = performance.now();
  const run = spawnSync(process.execPath, step.command, { stdio: VERBOSE ? 'inherit' : 'pipe', encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}Build: building ${step.what} failed (above).\n`);
    process.exit(run.status ?? 1);
  }
  warned ||= Boolean(run.stderr?.trim());
  built.push(`${step.what} in ${seconds(started)}`);
}
process.stdout.write(`${summary()}\n`);

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function summary(): string {
  if (built.length === 0) return 'Build: the widgets (dist/) and the server (build/server/) are up to date.';
  const more = VERBOSE
    ? ''
    : warned
      ? ', with warnings: VERBOSE=1 npm start shows them'
      : ' (VERBOSE=1 npm start shows the build’s own output)';
  return `Build: built ${built.join(' and ')}${more}.`;
}

/** True when `output` is missing or older than the newest file under `sources`. */
async function stale(output: string, sources: string[]): Promise<boolean> {
  const builtAt = (await stat(output).catch(() => null))?.mtimeMs ?? 0;
  return builtAt < Math.max(...(await Promise.all(sources.map(newest))));
}

async function newest(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of await readdir(path)) latest = Math.max(latest, await newest(join(path, entry)));
  return latest;
}
