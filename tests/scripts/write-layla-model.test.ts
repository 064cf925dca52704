import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAYLA_MODEL_PATH, sourcesFingerprint, writeLaylaModel } from '../../scripts/write-layla-model';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const folder = mkdtemp(join(tmpdir(), 'ev-layla-model-'));
afterAll(async () => rm(await folder, { recursive: true, force: true }));

describe(LAYLA_MODEL_PATH, () => {
  it('is generated, never committed: git ignores it, and the tests’ setup wrote it from these sources', async () => {
    expect(git('ls-files', LAYLA_MODEL_PATH)).toBe('');
    expect(git('check-ignore', LAYLA_MODEL_PATH)).toBe(LAYLA_MODEL_PATH);
    expect(await readFile(LAYLA_MODEL_PATH, 'utf8')).toContain(`made from sources ${sourcesFingerprint()}`);
  });

  it('is written where it is missing, the same model as the one the setup wrote, and left alone while its sources stand', async () => {
    const path = join(await folder, 'default-model.ts');
    expect(await writeLaylaModel({ path })).toEqual({ path, written: true });
    expect(await readFile(path, 'utf8')).toBe(await readFile(LAYLA_MODEL_PATH, 'utf8'));
    const { mtimeMs } = await stat(path);
    expect(await writeLaylaModel({ path })).toEqual({ path, written: false });
    expect((await stat(path)).mtimeMs).toBe(mtimeMs);
  }, 60_000);

  it('is written again when it was made from other sources (an entry or the trainer changed)', async () => {
    const path = join(await folder, 'stale-model.ts');
    const written = (await readFile(LAYLA_MODEL_PATH, 'utf8')).replace(sourcesFingerprint(), '0000000000000000');
    await writeFile(path, written);
    expect(await writeLaylaModel({ path })).toEqual({ path, written: true });
    expect(await readFile(path, 'utf8')).toBe(await readFile(LAYLA_MODEL_PATH, 'utf8'));
  }, 60_000);

  it('is made on install: the root package’s prepare script (which npm ci runs) writes it', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.prepare).toMatch(/^node --import tsx scripts\/write-layla-model\.ts( &&|$)/);
    expect(scripts['build:server']).toMatch(/^node --import tsx scripts\/write-layla-model\.ts && /);
  });
});
