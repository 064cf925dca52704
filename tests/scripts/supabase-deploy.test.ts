import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_BUNDLE_PATH } from '../../scripts/supabase-bundle';

const run = promisify(execFile);
let bin: string;
beforeAll(async () => {
  bin = await mkdtemp(join(tmpdir(), 'ev-supabase-cli-'));
});
afterAll(() => rm(bin, { recursive: true, force: true }));

/** `npm run supabase:deploy -- …args` with only node and `bin` on the PATH. */
function deploy(args: string[]) {
  const PATH = [bin, dirname(process.execPath), '/usr/bin', '/bin'].join(':');
  return run(process.execPath, ['--import', 'tsx', 'scripts/supabase-deploy.ts', ...args], {
    env: { ...process.env, PATH },
  }).then(
    (done) => ({ code: 0, ...done }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run supabase:deploy', () => {
  it('writes the bundle from src/, then deploys with the Supabase CLI and the options given', async () => {
    const calls = join(bin, 'calls.txt');
    await writeFile(join(bin, 'supabase'), `#!/bin/sh\necho "$@" > "${calls}"\n`);
    await chmod(join(bin, 'supabase'), 0o755);
    const before = Date.now();
    const { code, stdout } = await deploy(['--project-ref', 'abcdefghijklmnop']);
    expect(code).toBe(0);
    expect(stdout).toContain(`wrote ${SUPABASE_BUNDLE_PATH}`);
    expect((await stat(SUPABASE_BUNDLE_PATH)).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
    expect((await readFile(calls, 'utf8')).trim()).toBe('functions deploy --use-api --project-ref abcdefghijklmnop');
    await rm(join(bin, 'supabase'));
  }, 60_000);

  it('says the CLI is missing and fails, nothing deployed, when it is not installed', async () => {
    const { code, stderr } = await deploy([]);
    expect(code).toBe(1);
    expect(stderr).toContain('The Supabase CLI is not installed, so nothing was deployed');
  }, 60_000);
});
