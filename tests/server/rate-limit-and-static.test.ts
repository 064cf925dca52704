import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrecompressed } from '../../scripts/precompress-plugin';
import { HOME_FIRST_SCREEN } from '../../src/server/app';
import { ANON_KEY, type TestServer, startTestServer, validLead } from '../support/test-server';

let server: TestServer;
let site: string;
/** The server's clock, which the rate limits count minutes by: half-way through one. */
let clock = new Date('2027-01-15T09:30:30Z');
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'ev-site-'));
  await mkdir(join(site, 'demo'));
  await mkdir(join(site, 'dist', 'chunks'), { recursive: true });
  await writeFile(
    join(site, 'demo', 'index.html'),
    '<!doctype html><title>t</title><script type="application/json" id="ev-config">{"anonKey":"__EV_ANON_KEY__"}</script>',
  );
  // As the build writes the bundle: each file with its precompressed copies.
  const contact = `export const x = ${JSON.stringify('y'.repeat(2000))};`;
  await writeFile(join(site, 'dist', 'ev-contact.js'), contact);
  await writePrecompressed(join(site, 'dist', 'ev-contact.js'), contact);
  await writeFile(join(site, 'dist', 'chunks', 'runtime-abc123.js'), 'export {};');
  await writeFile(join(site, 'secret.txt'), 'not public');
  server = await startTestServer(
    { RATE_LIMIT_PER_MINUTE: '5', ALLOWED_ORIGINS: 'https://partner.example' },
    { demoDir: join(site, 'demo'), distDir: join(site, 'dist'), now: () => clock },
  );
});
afterAll(async () => {
  await server.dispose();
  await rm(site, { recursive: true, force: true });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit, per function, and stores nothing more', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await server.call('submit-lead', validLead())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await server.call('submit-lead', validLead());
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(await server.deps.store.leads.count()).toBe(5);
    // Another function has its own budget.
    expect(
      (
        await server.call('contact-email-notification', {
          ...validLead(),
          location: undefined,
          guestCount: undefined,
          wantsTeamContact: undefined,
        })
      ).status,
    ).toBe(202);
  });

  it('lets the client through again in the next minute of the server’s clock, and only then', async () => {
    expect((await server.call('submit-lead', validLead())).status).toBe(429);
    clock = new Date('2027-01-15T09:30:59.900Z');
    expect((await server.call('submit-lead', validLead())).status).toBe(429);
    clock = new Date('2027-01-15T09:31:00Z');
    expect((await server.call('submit-lead', validLead())).status).toBe(201);
  });
});

describe('CORS from ALLOWED_ORIGINS', () => {
  it('allows a listed origin; another passes the preflight, so that the refusal of its call can be read', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/functions/v1/submit-lead`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://partner.example')).headers.get('access-control-allow-origin')).toBe(
      'https://partner.example',
    );
    expect((await preflight('https://other.example')).status).toBe(204);
    const refused = await server.call('submit-lead', validLead(), { origin: 'https://other.example' });
    expect(refused.status).toBe(403);
  });
});

describe('static files', () => {
  it('serve the demo page with the accepted anon key and the security headers', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`"anonKey":"${ANON_KEY}"`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serve the bundle compressed, hashed chunks cached for a year', async () => {
    const entry = await fetch(`${server.url}/dist/ev-contact.js`, { headers: { 'accept-encoding': 'br' } });
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(await entry.text()).toContain('yyyy');
    const chunk = await fetch(`${server.url}/dist/chunks/runtime-abc123.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it("put <ev-home>'s built first screen into a demo page that asks for it, once the build has written it", async () => {
    await writeFile(
      join(site, 'demo', 'home.html'),
      `<!doctype html><title>t</title><ev-home>${HOME_FIRST_SCREEN}</ev-home>`,
    );
    const page = async () => {
      const response = await fetch(`${server.url}/home.html`);
      return { html: await response.text(), etag: response.headers.get('etag') };
    };
    // Not built: the marker stays, a comment the browser ignores.
    const unbuilt = await page();
    expect(unbuilt.html).toContain(`<ev-home>${HOME_FIRST_SCREEN}</ev-home>`);

    const firstScreen =
      '<div data-ev-first-screen="en" inert><h1>Events</h1></div><div data-ev-first-screen="ar" inert><h1>فعاليات</h1></div>';
    await writeFile(join(site, 'dist', 'ev-home.first-screen.html'), firstScreen);
    const built = await page();
    expect(built.html).toContain(`<ev-home>${firstScreen}</ev-home>`);
    expect(built.etag).not.toBe(unbuilt.etag);

    // Rebuilt: the page changes with it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(join(site, 'dist', 'ev-home.first-screen.html'), firstScreen.replace('Events', 'Rebuilt'));
    expect((await page()).html).toContain('<h1>Rebuilt</h1>');
  });

  it('never leave their folders', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/dist/../../secret.txt',
      '/dist/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
