import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { access, copyFile, cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGLITE_OPTIONS } from './pglite-options';

/** PGlite's CommonJS entry (.../node_modules/@electric-sql/pglite/dist/index.cjs), for the child. */
const pgliteEntry = () => createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteDir = () => dirname(dirname(pgliteEntry()));

/** Where template clusters are kept: node_modules/.cache, so a fresh `npm ci` starts clean. */
export const templateCacheDir = () => join(pgliteDir(), '..', '..', '.cache', 'ev-widgets');

/**
 * Makes `dir` a PGlite cluster, if it is not one yet, without running initdb in this process.
 *
 * PGlite's first open of an empty folder runs initdb in the opening process: a second PGlite,
 * a copy of its WASM heap and a tarball of the new cluster live side by side, ~850 MB of RSS
 * that V8 keeps long after. So initdb runs in a short-lived child process, once per PGlite
 * version and initdb settings, into a template cluster; each new data folder is a copy of it.
 * PG_VERSION, whose presence tells PGlite a cluster exists, is copied last, so an interrupted
 * copy is simply made again on the next start.
 * @example await prepareCluster('./data/pg'); const db = await PGlite.create('./data/pg', PGLITE_OPTIONS);
 * @returns how the folder came to hold a cluster
 */
export async function prepareCluster(
  dir: string,
  cacheDir = templateCacheDir(),
): Promise<'existing' | 'template' | 'initdb'> {
  if (await isCluster(dir)) return 'existing';
  const template = await ensureTemplate(cacheDir);
  if (template) {
    await copyCluster(template, dir);
    return 'template';
  }
  const scratch = `${dir}.initdb-${randomUUID()}`;
  try {
    await initdbInChild(scratch);
    await copyCluster(scratch, dir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return 'initdb';
}

/**
 * The template cluster for the installed PGlite and the initdb settings in force, made by a
 * child process if missing; null when the cache folder cannot be written (a read-only
 * node_modules in some containers). Several processes may make it at once: each works in its
 * own scratch folder and the first rename wins.
 */
export async function ensureTemplate(cacheDir = templateCacheDir()): Promise<string | null> {
  const template = join(cacheDir, await templateName());
  if (await isCluster(template)) return template;
  const writable = await mkdir(cacheDir, { recursive: true }).then(
    () => true,
    () => false,
  );
  if (!writable) return null;
  const scratch = `${template}.tmp-${randomUUID()}`;
  try {
    await initdbInChild(scratch);
    await rename(scratch, template).catch(async () => {
      if (await isCluster(template)) return; // another process made it meanwhile
      // A template folder without PG_VERSION was damaged from outside: nobody copies from it.
      await rm(template, { recursive: true, force: true });
      await rename(scratch, template);
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return template;
}

async function templateName(): Promise<string> {
  const { version } = JSON.parse(await readFile(join(pgliteDir(), 'package.json'), 'utf8')) as { version: string };
  const settings = createHash('sha256').update(JSON.stringify(PGLITE_OPTIONS.initDbStartParams)).digest('hex');
  return `pglite-${version}-${settings.slice(0, 12)}`;
}

/** Runs in the child: PGlite's own first open of `dir` (initdb), then a clean close. */
const INITDB_CHILD = `
const [entry, dir, options] = process.argv.slice(1);
require(entry).PGlite.create(dir, JSON.parse(options))
  .then((db) => db.close())
  .catch((error) => { console.error(error && error.stack ? error.stack : error); process.exitCode = 1; });
`;

async function initdbInChild(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  // --liftoff-only: initdb is over before TurboFan's code would pay for itself; without it the
  // child peaks ~90 MB higher and, on a busy 2-core machine, takes longer.
  const child = spawn(
    process.execPath,
    ['--liftoff-only', '-e', INITDB_CHILD, pgliteEntry(), dir, JSON.stringify(PGLITE_OPTIONS)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !(await isCluster(dir))) {
    throw new Error(`Could not initialise the embedded database in ${dir} (initdb exited with ${code}):\n${stderr}`);
  }
}

async function copyCluster(from: string, to: string): Promise<void> {
  const marker = join(from, 'PG_VERSION');
  await mkdir(to, { recursive: true });
  await cp(from, to, { recursive: true, force: true, filter: (source) => source !== marker });
  await copyFile(marker, join(to, 'PG_VERSION'));
}

function isCluster(dir: string): Promise<boolean> {
  return access(join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}
