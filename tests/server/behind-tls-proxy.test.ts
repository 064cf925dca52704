import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/server/http/functions-route';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers';
import { needs } from '../support/needs';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process';
import { httpsCall, rawHttps, renderSite, startTlsProxy, strongKey, type TlsProxy } from '../support/tls-proxy';
import { validLead } from '../support/test-server';

/**
 * Production as docs/deploy.md sets it up: the built server (NODE_ENV=production, keys of its
 * own, TRUST_PROXY naming nginx's address, SITE_ORIGIN the site's https origin) on loopback,
 * Debian's nginx with deploy/nginx.conf (rendered by the documented envsubst line) terminating TLS
 * in front of it. Every request below goes through https://; clients are told apart by the
 * loopback address they connect from (127.0.0.2, 127.0.0.3, ...).
 */
const SITE = 'events.example';
const LIMIT = 5;
const keys = { anon: strongKey(), service: strongKey() };
let dataDir: string;
let server: ServerProcess;
let proxy: TlsProxy;
let proxyPort: number;

const origin = () => `https://${SITE}:${proxyPort}`;
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
    // The site's origin is configured, never read from a request: nginx's port is chosen first.
    proxyPort = await freePort();
    server = await startServerProcess(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        EV_ANON_KEY: keys.anon,
        EV_SERVICE_KEY: keys.service,
        TRUST_PROXY: '127.0.0.1',
        SITE_ORIGIN: `https://${SITE}:${proxyPort}`,
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
      },
      { built: true },
    );
    proxy = await startTlsProxy(SITE, new URL(server.url).host, { port: proxyPort });
    // A build, when the sources are newer than it, on a machine busy with the other suites.
  }, 180_000);
  afterAll(async () => {
    await proxy?.close();
    if (server?.child.exitCode === null) server.child.kill('SIGTERM');
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

  describe('a client choosing the host', () => {
    it('writing its own X-Forwarded-Host gets nothing: nginx sends the site name, an evil origin stays 403', async () => {
      const evil = { 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
      const refused = await submit('Host Forger', '127.0.0.40', evil);
      expect(refused.status).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBe('https://evil.example');
      // The site's own page with a forged header still works: the header never reached the server.
      const own = await submit('Own Page Forged Header', '127.0.0.40', { 'x-forwarded-host': 'evil.example' });
      expect(own.status).toBe(201);
      expect((await storedLeads()).map((lead) => lead.name)).not.toContain('Host Forger');
    });

    it('naming another Host, or an 8 KB one, gets the connection closed without an answer', async () => {
      const body = JSON.stringify(validLead({ name: 'Evil Host' }));
      for (const host of ['evil.example', `${'a'.repeat(8000)}.example`, `evil.example:${proxyPort}`]) {
        const answer = await rawHttps({
          port: proxyPort,
          ca: proxy.ca,
          serverName: SITE,
          request: [
            'POST /functions/v1/submit-lead HTTP/1.1',
            `Host: ${host}`,
            'Origin: https://evil.example',
            `apikey: ${keys.anon}`,
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(body)}`,
            'Connection: close',
            '',
            body,
          ].join('\r\n'),
        });
        expect(answer, host.slice(0, 40)).toBe('');
      }
      expect((await storedLeads()).map((lead) => lead.name)).not.toContain('Evil Host');
    });

    it('naming another server in TLS (SNI) is refused at the handshake', async () => {
      await expect(
        rawHttps({ port: proxyPort, ca: proxy.ca, serverName: 'evil.example', request: 'GET / HTTP/1.1\r\n\r\n' }),
      ).rejects.toThrow();
    });
  });

  describe("nginx's own answers", () => {
    const hasSecurityHeaders = (headers: Record<string, unknown>) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers[name.toLowerCase()], name).toBe(value);
      expect(headers['strict-transport-security']).toBe('max-age=31536000');
    };

    it('send HSTS with every answer and never the nginx version', async () => {
      for (const path of ['/health', '/functions/v1/nope', '/nothing-here']) {
        const answer = await through(path, { from: '127.0.0.50' });
        expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000');
        expect(String(answer.headers.server ?? '')).not.toMatch(/\d/);
      }
    });

    it('take bodies up to the functions’ own limit, and answer a larger one with the functions’ JSON 413', async () => {
      const site = await renderSite(process.cwd(), {
        EV_SERVER_NAME: SITE,
        EV_LISTEN: '443',
        EV_UPSTREAM: '127.0.0.1:8787',
        EV_TLS_CERT: '/c',
        EV_TLS_KEY: '/k',
      });
      expect(site).toContain(`client_max_body_size ${BODY_LIMIT_BYTES / 1024}k;`);
      const post = (bytes: number) =>
        through('/functions/v1/submit-lead', {
          method: 'POST',
          from: '127.0.0.51',
          headers: { 'content-type': 'application/json', apikey: keys.anon, origin: origin() },
          body: 'x'.repeat(bytes),
        });
      // At the limit the server itself judges it (not JSON: its 400).
      expect((await post(BODY_LIMIT_BYTES)).status).toBe(400);
      const tooLarge = await post(40 * 1024);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers['content-type']).toBe('application/json');
      expect(JSON.parse(tooLarge.body)).toEqual({
        error: { code: 'payload_too_large', message: 'The body is larger than 32 KiB' },
      });
      expect(tooLarge.headers['access-control-allow-origin']).toBe(origin());
      hasSecurityHeaders(tooLarge.headers);
    });

    it('answer a malformed request with the JSON 400 and the security headers', async () => {
      const answer = await rawHttps({
        port: proxyPort,
        ca: proxy.ca,
        serverName: SITE,
        request: `POST /functions/v1/submit-lead HTTP/1.1\r\nHost: ${SITE}\r\nContent-Length: twelve\r\nConnection: close\r\n\r\n`,
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/^Content-Type: application\/json\r?$/im);
      expect(head).toMatch(/^Strict-Transport-Security: max-age=31536000\r?$/im);
      expect(head).toMatch(/^X-Content-Type-Options: nosniff\r?$/im);
      expect(JSON.parse(body)).toEqual({ error: { code: 'invalid_request', message: 'The request is malformed' } });
    });
  });

  it('limits a client guessing the service key by its real address, whatever X-Forwarded-For it writes', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess++) {
      const headers = { apikey: `guess-${guess}`, 'x-forwarded-for': `198.51.100.${guess + 1}` };
      statuses.push((await through('/admin/leads', { headers, from: '127.0.0.60' })).status);
    }
    // RATE_LIMIT_PER_MINUTE (5 here) comes first; the lockout after ten is tests/server/staff-export.test.ts's.
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(12 - LIMIT).fill(429)]);
    const staff = await through('/admin/leads?format=json', { headers: { apikey: keys.service }, from: '127.0.0.61' });
    expect(staff.status).toBe(200);
  });

  it('answers the JSON 502 when the server is down', async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    const answer = await through('/functions/v1/submit-lead', {
      method: 'POST',
      from: '127.0.0.70',
      headers: { 'content-type': 'application/json', apikey: keys.anon, origin: origin() },
      body: JSON.stringify(validLead()),
    });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'internal_error' } });
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
