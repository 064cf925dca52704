import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect((await admin('?format=xml', SERVICE_KEY)).status).toBe(400);
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

  it('opens the store itself when no server runs', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ev-cli-'));
    const { stdout } = await cli(['--format', 'json', '--url', 'http://127.0.0.1:9'], { DATA_DIR: dataDir });
    expect(JSON.parse(stdout)).toEqual({ leads: [] });
    await rm(dataDir, { recursive: true, force: true });
  });
});
