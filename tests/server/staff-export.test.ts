import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createLogger } from '../../src/server/logger';
import { captureLog } from '../support/log-capture';
import { withoutDatabaseUrl } from '../support/server-process';
import { ANON_KEY, SERVICE_KEY, type TestServer, startTestServer, validLead } from '../support/test-server';

const run = promisify(execFile);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.call('submit-lead', validLead({ name: 'Export One', message: '=HYPERLINK("http://evil")' }));
  await server.call('submit-lead', validLead({ name: 'تصدير اثنان', message: 'سطر أول\nسطر "ثاني", ثالث' }));
});
afterAll(() => server.dispose());

const admin = (query: string, key?: string) =>
  fetch(`${server.url}/admin/leads${query}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('GET /admin/leads', () => {
  it('refuses without the service key, and the anon key is not enough', async () => {
    expect((await admin('?format=json')).status).toBe(401);
    expect((await admin('?format=json', ANON_KEY)).status).toBe(401);
  });

  it('gives JSON with every lead', async () => {
    const response = await admin('?format=json', SERVICE_KEY);
    const { leads } = (await response.json()) as { leads: { name: string }[] };
    expect(leads.map((lead) => lead.name)).toEqual(['Export One', 'تصدير اثنان']);
  });

  it('gives CSV that quotes commas, quotes and line breaks and defuses formulas', async () => {
    const response = await admin('?format=csv', SERVICE_KEY);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.startsWith('\uFEFFid,createdAt,source,name,email')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"سطر أول\nسطر ""ثاني"", ثالث"');
  });

  it('filters by --since and refuses a malformed one', async () => {
    const future = await admin('?format=json&since=2999-01-01', SERVICE_KEY);
    expect(((await future.json()) as { leads: unknown[] }).leads).toHaveLength(0);
    expect((await admin('?format=json&since=yesterday', SERVICE_KEY)).status).toBe(400);
    // A day PostgreSQL cannot hold (there is no year 0) is the caller's 400, not the store's 500.
    for (const since of ['0000-01-01', '0001-01-01', '2026-02-30']) {
      expect((await admin(`?format=json&since=${since}`, SERVICE_KEY)).status, since).toBe(400);
    }
    expect((await admin('?format=xml', SERVICE_KEY)).status).toBe(400);
  });
});

describe('guessing the service key', () => {
  /** The staff routes as one client address sees them, with the server's store and a log to read. */
  const client = (address: string, log = captureLog(), now = () => new Date()) => {
    const app = createApp({ ...server.deps, logger: createLogger('info', log.stream), now });
    const env = { incoming: { socket: { remoteAddress: address } } };
    return {
      log,
      get: (key: string) => app.request('/admin/leads?format=json', { headers: { apikey: key } }, env),
    };
  };

  it('locks an address out after ten wrong keys: 60 guesses get 429 from the tenth, the right key too, logged without the key', async () => {
    const guesser = client('203.0.113.7');
    const statuses: number[] = [];
    for (let guess = 0; guess < 60; guess++) statuses.push((await guesser.get(`wrong-key-${guess}`)).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual(Array(51).fill(429));
    const locked = await guesser.get(SERVICE_KEY);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(200);
    const refusals = guesser.log.withMessage('staff request with a wrong service key');
    expect(refusals.at(-1)).toMatchObject({ network: '203.0.113.0/24', failures: 10, lockedOut: true });
    expect(guesser.log.withMessage('staff request refused: address locked out').length).toBeGreaterThan(0);
    expect(guesser.log.raw()).not.toMatch(/wrong-key-|203\.0\.113\.7/);
  });

  it('locks out only that address, and only for a while', async () => {
    let time = Date.now();
    const log = captureLog();
    const clock = () => new Date(time);
    const other = client('198.51.100.4', log, clock);
    expect((await other.get(SERVICE_KEY)).status).toBe(200);
    const guesser = client('192.0.2.50', log, clock);
    for (let guess = 0; guess < 10; guess++) await guesser.get('nope');
    expect((await guesser.get(SERVICE_KEY)).status).toBe(429);
    time += 6 * 60_000;
    expect((await guesser.get(SERVICE_KEY)).status).toBe(200);
  });
});

describe('npm run leads', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
      // The embedded store is the point here: a DATABASE_URL from CI must not reach the CLI.
      env: { ...withoutDatabaseUrl(process.env), EV_SERVICE_KEY: SERVICE_KEY, EV_ANON_KEY: ANON_KEY, ...env },
    });

  it('reads through the running server', async () => {
    const { stdout } = await cli(['--format', 'csv', '--url', server.url], { DATA_DIR: server.dataDir });
    expect(stdout).toContain('Export One');
    expect(stdout).toContain('تصدير اثنان');
  });

  it('refuses to open the store of a running server it cannot reach', async () => {
    const error = await cli(['--format', 'json', '--url', 'http://127.0.0.1:9'], { DATA_DIR: server.dataDir }).catch(
      (failure: { stderr: string; code: number }) => failure,
    );
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr).toMatch(/holds .* but does not answer/);
  });

  it('opens the store itself when no server runs, and says which', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ev-cli-'));
    const { stdout, stderr } = await cli(['--format', 'json', '--url', 'http://127.0.0.1:9'], { DATA_DIR: dataDir });
    expect(JSON.parse(stdout)).toEqual({ leads: [] });
    expect(stderr).toContain(`Store: PGlite in ${dataDir} (opened here: no server answered at http://127.0.0.1:9)`);
    const viaData = await cli(['--format', 'json', '--url', 'http://127.0.0.1:9', '--data', dataDir], {});
    expect(viaData.stderr).toContain(`Store: PGlite in ${dataDir}`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to guess the store: without DATA_DIR, DATABASE_URL or --data it opens nothing', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'ev-cli-cwd-'));
    // tsx from this checkout: the working directory is an empty folder.
    const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
    const failure = await run(
      process.execPath,
      ['--import', tsx, join(process.cwd(), 'scripts/leads.ts'), '--erase', 'a@b.example'],
      {
        cwd,
        env: {
          ...withoutDatabaseUrl(process.env),
          EV_SERVICE_KEY: SERVICE_KEY,
          EV_ANON_KEY: ANON_KEY,
          DATA_DIR: '',
        },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(
      /Which store\? Run with the server's DATA_DIR or DATABASE_URL set, or pass --data/,
    );
    expect(await readdir(cwd)).toEqual([]);
    await rm(cwd, { recursive: true, force: true });
  });
});
