import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutDatabaseUrl } from '../support/server-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ev-keys-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `npm start`'s server with this environment: its exit code and what it printed. */
function start(env: Record<string, string>) {
  const clean = withoutDatabaseUrl(process.env);
  for (const name of ['EV_ANON_KEY', 'EV_SERVICE_KEY', 'NODE_ENV', 'HOST']) delete clean[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...clean, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('a server that would guard real data with known keys does not start', () => {
  it('on HOST=0.0.0.0 without keys of its own: one line names the variable, nothing listens', async () => {
    const { code, output } = await start({ HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toMatch(/EV_ANON_KEY: must be set to a secret of your own when HOST \(0\.0\.0\.0\) is not loopback/);
    expect(output).not.toMatch(/running at/);
  });

  it('on HOST=0.0.0.0 with the README example service key set explicitly', async () => {
    const { code, output } = await start({
      HOST: '0.0.0.0',
      EV_ANON_KEY: 'a-real-anon-key-0123456789',
      EV_SERVICE_KEY: 'ev-local-service-key',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/EV_SERVICE_KEY: must be set to a secret of your own/);
  });

  it('in production with the service key equal to the anon key', async () => {
    const key = 'same-key-for-both-0123456789';
    const { code, output } = await start({ NODE_ENV: 'production', EV_ANON_KEY: key, EV_SERVICE_KEY: key });
    expect(code).toBe(1);
    expect(output).toMatch(/EV_SERVICE_KEY: must differ from EV_ANON_KEY/);
  });

  it('on loopback behind a trusted proxy with the published keys: the proxy makes it reachable', async () => {
    const { code, output } = await start({ HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' });
    expect(code).toBe(1);
    expect(output).toMatch(
      /EV_SERVICE_KEY: must be set to a secret of your own when TRUST_PROXY puts a proxy in front/,
    );
    expect(output).not.toMatch(/running at/);
  });

  it('in production with keys of one repeated character', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      EV_ANON_KEY: 'a'.repeat(32),
      EV_SERVICE_KEY: 'b'.repeat(32),
      SITE_ORIGIN: 'https://events.example',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/EV_ANON_KEY: must hold at least 10 different characters/);
  });

  it('in production with no page allowed to call the functions (no SITE_ORIGIN, no ALLOWED_ORIGINS)', async () => {
    const { code, output } = await start({
      NODE_ENV: 'production',
      EV_ANON_KEY: 'an0ther-anon-key-0123456789',
      EV_SERVICE_KEY: 'a-service-key-9876543210-xyz',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/SITE_ORIGIN: is required in production/);
  });
});
