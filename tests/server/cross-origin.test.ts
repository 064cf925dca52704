import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrecompressed } from '../../scripts/precompress-plugin';
import { startServerProcess } from '../support/server-process';
import { waitFor } from '../support/smtp-sink';
import { ANON_KEY, type TestServer, startTestServer, validLead } from '../support/test-server';

const PARTNER = 'http://localhost:9011';
const STRANGER = 'http://localhost:9012';

let server: TestServer;
let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'ev-cross-origin-'));
  await mkdir(join(site, 'demo'));
  await mkdir(join(site, 'dist', 'chunks'), { recursive: true });
  await writeFile(join(site, 'demo', 'index.html'), '<!doctype html><title>demo</title>');
  // As the build writes the bundle: each file with its precompressed copies.
  const contact = `export const x = ${JSON.stringify('y'.repeat(2000))};`;
  await writeFile(join(site, 'dist', 'ev-contact.js'), contact);
  await writePrecompressed(join(site, 'dist', 'ev-contact.js'), contact);
  await writeFile(
    join(site, 'dist', 'chunks', 'runtime-abc123.js'),
    `export const r = ${JSON.stringify('r'.repeat(900))};`,
  );
  await writeFile(join(site, 'dist', 'chunks', 'noto-sans-arabic-400-abc123.woff2'), Buffer.from('wOF2fake font'));
  await writeFile(join(site, 'dist', 'chunks', 'photo-abc123.webp'), Buffer.from('RIFFfake image'));
  server = await startTestServer(
    { ALLOWED_ORIGINS: PARTNER },
    { demoDir: join(site, 'demo'), distDir: join(site, 'dist') },
  );
});
afterAll(async () => {
  await server.dispose();
  await rm(site, { recursive: true, force: true });
});

const fromPage = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { origin: STRANGER, ...headers } });

describe('the bundle (/dist/**) for pages of any origin', () => {
  it.each([
    ['an entry', '/dist/ev-contact.js', 'no-cache'],
    ['a hashed chunk', '/dist/chunks/runtime-abc123.js', 'public, max-age=31536000, immutable'],
    ['the Arabic font', '/dist/chunks/noto-sans-arabic-400-abc123.woff2', 'public, max-age=31536000, immutable'],
    ['an image', '/dist/chunks/photo-abc123.webp', 'public, max-age=31536000, immutable'],
  ])(
    '%s answers with ACAO *, CORP cross-origin, its caching and no cookie or credentials',
    async (_label, path, cache) => {
      const response = await fromPage(path, { 'accept-encoding': 'gzip, br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('cache-control')).toBe(cache);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      // Nothing that would stop another origin from embedding it.
      expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
      await response.arrayBuffer();
    },
  );

  it('keeps compressing scripts and keeps the headers on a revalidation (304)', async () => {
    const first = await fromPage('/dist/ev-contact.js', { 'accept-encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    await first.text();
    const again = await fromPage('/dist/ev-contact.js', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect(again.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers a missing bundle file with a 404 another origin can read', async () => {
    const response = await fromPage('/dist/chunks/gone-000000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('leaves the demo pages to their own origin', async () => {
    const page = await fromPage('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the functions for a host page on another origin', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/functions/v1/submit-lead`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type',
      },
    });

  it('lets an origin of ALLOWED_ORIGINS call and records it with the lead', async () => {
    const pass = await preflight(PARTNER);
    expect(pass.status).toBe(204);
    expect(pass.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const response = await server.call('submit-lead', validLead({ name: 'Partner Lead' }), { origin: PARTNER });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const [lead] = (await server.deps.store.leads.list()).filter((row) => row.name === 'Partner Lead');
    expect(lead?.requestMeta.origin).toBe(PARTNER);
  });

  it('refuses any other origin with a 403 its page can read, naming the origin and ALLOWED_ORIGINS, and stores nothing', async () => {
    const pass = await preflight(STRANGER);
    // The preflight passes, so the refusal itself reaches the widget instead of a bare network error.
    expect(pass.status).toBe(204);
    expect(pass.headers.get('access-control-allow-origin')).toBe(STRANGER);
    expect(pass.headers.get('access-control-allow-credentials')).toBeNull();

    const leads = await server.deps.store.leads.count();
    const outbox = await server.deps.store.outbox.stats();
    const limits = await server.deps.store.sql.query<{ n: number }>('select count(*)::int as n from rate_limits');
    for (const name of ['submit-lead', 'contact-email-notification', 'natural-conversation']) {
      const response = await server.call(name, validLead(), { origin: STRANGER, authorization: `Bearer ${ANON_KEY}` });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBe(STRANGER);
      expect(response.headers.get('vary')).toMatch(/origin/i);
      const body = (await response.json()) as { error: { code: string; message: string; details: unknown } };
      expect(body.error.code).toBe('forbidden_origin');
      expect(body.error.message).toContain(STRANGER);
      expect(body.error.message).toContain('ALLOWED_ORIGINS');
      expect(body.error.details).toEqual({ origin: STRANGER });
    }
    expect(await server.deps.store.leads.count()).toBe(leads);
    expect(await server.deps.store.outbox.stats()).toEqual(outbox);
    expect(await server.deps.store.sql.query('select count(*)::int as n from rate_limits')).toEqual(limits);
  });
});

describe('the start-up log', () => {
  it('says once which origins the functions accept', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ev-origins-log-'));
    const running = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ALLOWED_ORIGINS: `${PARTNER},https://blog.example`,
    });
    try {
      await waitFor(() => running.output().includes('Origins:'));
      const lines = running
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; allowedOrigins?: string[] });
      const origins = lines.filter((line) => line.allowedOrigins);
      expect(origins).toHaveLength(1);
      expect(origins[0]?.allowedOrigins).toEqual([PARTNER, 'https://blog.example']);
      expect(origins[0]?.msg).toContain(`${PARTNER}, https://blog.example (ALLOWED_ORIGINS)`);
      expect(running.output()).toContain(`Origins:   this server's own origin and ${PARTNER}, https://blog.example`);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
