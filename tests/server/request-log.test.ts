import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../support/log-capture';
import { type TestServer, startTestServer, validLead } from '../support/test-server';

let server: TestServer;
let site: string;
const log = captureLog();
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'ev-request-log-'));
  await mkdir(join(site, 'demo'));
  await mkdir(join(site, 'dist'));
  await writeFile(join(site, 'demo', 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(join(site, 'dist', 'ev-contact.js'), 'export {};');
  server = await startTestServer(
    { LOG_LEVEL: 'debug' },
    { demoDir: join(site, 'demo'), distDir: join(site, 'dist'), logDestination: log.stream },
  );
});
afterAll(async () => {
  await server.dispose();
  await rm(site, { recursive: true, force: true });
});

describe('the request log', () => {
  it('writes the functions’ requests at info and static files and health checks at debug', async () => {
    for (const path of ['/', '/dist/ev-contact.js', '/missing.png', '/dist/missing.js', '/health']) {
      await (await fetch(`${server.url}${path}`)).arrayBuffer();
    }
    expect((await server.call('submit-lead', validLead())).status).toBe(201);
    expect((await server.call('submit-lead', validLead(), { apikey: 'wrong' })).status).toBe(401);
    expect((await fetch(`${server.url}/admin/leads`)).status).toBe(401);

    await expect.poll(() => log.withMessage('request').length).toBe(8);
    const levels = Object.fromEntries(
      log.withMessage('request').map((line) => [`${line.path} ${line.status}`, line.level]),
    );
    expect(levels).toEqual({
      '/ 200': 'debug',
      '/dist/ev-contact.js 200': 'debug',
      '/missing.png 404': 'debug',
      '/dist/missing.js 404': 'debug',
      '/health 200': 'debug',
      '/functions/v1/submit-lead 201': 'info',
      '/functions/v1/submit-lead 401': 'info',
      '/admin/leads 401': 'info',
    });
  });
});
