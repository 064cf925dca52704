import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../support/needs';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type TlsProxy, httpsCall, startTlsProxy, strongKey } from '../support/tls-proxy';
import { validLead } from '../support/test-server';

/**
 * Production as docs/deploy.md sets it up: the built server (NODE_ENV=production, keys of its
 * own, TRUST_PROXY naming nginx's address) on loopback, Debian's nginx with deploy/nginx.conf
 * terminating TLS in front of it. Every request below goes through https://; clients are told apart by the
 * loopback address they connect from (127.0.0.2, 127.0.0.3, ...).
 */
const SITE = 'events.example';
const LIMIT = 5;
const keys = { anon: strongKey(), service: strongKey() };
let dataDir: string;
let server: ServerProcess;
let proxy: TlsProxy;

const origin = () => `https://${SITE}:${proxy.port}`;
const through = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string },
) =>
  httpsCall({
    port: proxy.port,
    ca: proxy.ca,
    serverName: SITE,
    path,
    method: init.method,
    headers: init.headers,
    body: init.body,
    localAddress: init.from,
  });
const submit = (name: string, from: string, headers: Record<string, string> = {}) =>
  through('/functions/v1/submit-lead', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', apikey: keys.anon, origin: origin(), ...headers },
    body: JSON.stringify(validLead({ name })),
  });
const storedLeads = async () => {
  const answer = await through('/admin/leads?format=json', { headers: { apikey: keys.service }, from: '127.0.0.9' });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { leads: { name: string; requestMeta: { ip?: string; requestId: string } }[] })
    .leads;
};

describe('the built server behind nginx over TLS', needs('nginx'), () => {
  beforeAll(async () => {
    // The compiled server production runs, rebuilt when older than its sources (as `npm start` does).
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { stdio: 'inherit' });
    dataDir = await mkdtemp(join(tmpdir(), 'ev-tls-'));
    server = await startServerProcess(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        EV_ANON_KEY: keys.anon,
        EV_SERVICE_KEY: keys.service,
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
      },
      { built: true },
    );
    proxy = await startTlsProxy(SITE, new URL(server.url).host);
  });
  afterAll(async () => {
    await proxy?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('accepts a lead from the site’s own https origin, with no ALLOWED_ORIGINS, and stores the real client address', async () => {
    const answer = await submit('Own Site Visitor', '127.0.0.3');
    expect(answer.status, answer.body).toBe(201);
    expect(answer.headers['access-control-allow-origin']).toBe(origin());
    const lead = (await storedLeads()).find((row) => row.name === 'Own Site Visitor');
    expect(lead?.requestMeta.ip).toBe('127.0.0.3');
    // nginx's request id reached the server's log and the stored lead.
    expect(lead?.requestMeta.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses another origin still', async () => {
    const answer = await submit('Elsewhere', '127.0.0.4', { origin: 'https://elsewhere.example' });
    expect(answer.status).toBe(403);
  });

  it('limits a client that writes a new X-Forwarded-For on every request, and stores its real address', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const from = `127.0.0.${10 + attempt}`;
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 3; i++) {
        const spoofed = { 'x-forwarded-for': `198.51.100.${i + 1}` };
        statuses.push((await submit(`Spoofer ${attempt}-${i}`, from, spoofed)).status);
      }
      if (Math.floor(Date.now() / 60_000) !== minute) continue; // the window turned mid-run: again
      expect(statuses).toEqual([...Array(LIMIT).fill(201), 429, 429, 429]);
      const spoofers = (await storedLeads()).filter((lead) => lead.name.startsWith(`Spoofer ${attempt}-`));
      expect(spoofers).toHaveLength(LIMIT);
      expect(new Set(spoofers.map((lead) => lead.requestMeta.ip))).toEqual(new Set([from]));
      return;
    }
    throw new Error('three minute windows turned mid-run');
  });

  it('never answers 200 to the README’s example keys', async () => {
    for (const key of ['ev-local-service-key', 'ev-local-anon-key']) {
      const answer = await through('/admin/leads', { headers: { apikey: key }, from: '127.0.0.20' });
      expect(answer.status).toBe(401);
    }
  });
});
