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

/** Each environment a server must refuse, and the line that names why. */
const REFUSED: [string, Record<string, string>, RegExp][] = [
  [
    'on HOST=0.0.0.0 without keys of its own: one line names the variable',
    { HOST: '0.0.0.0' },
    /EV_ANON_KEY: must be set to a secret of your own when HOST \(0\.0\.0\.0\) is not loopback/,
  ],
  [
    'on HOST=0.0.0.0 with the README example service key set explicitly',
    { HOST: '0.0.0.0', EV_ANON_KEY: 'a-real-anon-key-0123456789', EV_SERVICE_KEY: 'ev-local-service-key' },
    /EV_SERVICE_KEY: must be set to a secret of your own/,
  ],
  [
    'in production with the service key equal to the anon key',
    {
      NODE_ENV: 'production',
      EV_ANON_KEY: 'same-key-for-both-0123456789',
      EV_SERVICE_KEY: 'same-key-for-both-0123456789',
    },
    /EV_SERVICE_KEY: must differ from EV_ANON_KEY/,
  ],
  [
    'on loopback behind a trusted proxy with the published keys: the proxy makes it reachable',
    { HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' },
    /EV_SERVICE_KEY: must be set to a secret of your own when TRUST_PROXY puts a proxy in front/,
  ],
  [
    'in production with keys of one repeated character',
    {
      NODE_ENV: 'production',
      EV_ANON_KEY: 'a'.repeat(32),
      EV_SERVICE_KEY: 'b'.repeat(32),
      SITE_ORIGIN: 'https://events.example',
    },
    /EV_ANON_KEY: must hold at least 10 different characters/,
  ],
  [
    'in production with no page allowed to call the functions (no SITE_ORIGIN, no ALLOWED_ORIGINS)',
    {
      NODE_ENV: 'production',
      EV_ANON_KEY: 'an0ther-anon-key-0123456789',
      EV_SERVICE_KEY: 'a-service-key-9876543210-xyz',
    },
    /SITE_ORIGIN: is required in production/,
  ],
];

describe('a server that would guard real data with known keys does not start', () => {
  it.each(REFUSED)('%s: it names the reason and nothing listens', async (_, env, reason) => {
    const { code, output } = await start(env);
    expect(code).toBe(1);
    expect(output).toMatch(reason);
    expect(output).not.toMatch(/running at/);
  });
});
