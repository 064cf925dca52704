import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../../src/server/http/client-ip';
import { isOwnOrigin, type SiteOrigins } from '../../../src/server/http/own-origin';
import { canonicalIp } from '../../../src/server/http/ip-address';
import { createRateLimiter } from '../../../src/server/http/rate-limiter';
import { parseTrustProxy } from '../../../src/server/http/proxy-trust';
import type { Store } from '../../../src/server/store';

/** What the app sees for a request from `peer` carrying `headers`. */
async function seen(trustProxy: string, peer: string | undefined, headers: Record<string, string> = {}) {
  const trust = parseTrustProxy(trustProxy);
  const app = new Hono();
  app.get('/', (c) => c.json({ ip: clientIp(c, trust) ?? null }));
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  const response = await app.request('http://backend:8787/', { headers }, env);
  return (await response.json()) as { ip: string | null };
}

describe('the client address behind proxies', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect((await seen('false', '203.0.113.9', { 'x-forwarded-for': '198.51.100.7' })).ip).toBe('203.0.113.9');
  });

  it('with TRUST_PROXY=true is the address the one proxy appended, not what the visitor wrote', async () => {
    // nginx appends the real peer: "<visitor's own text>, <real address>".
    const spoofed = { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' };
    expect((await seen('true', '127.0.0.1', spoofed)).ip).toBe('203.0.113.9');
    expect((await seen('true', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).ip).toBe('203.0.113.9');
  });

  it('counts hops from the right with a number', async () => {
    const chain = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2' };
    expect((await seen('2', '10.0.0.1', chain)).ip).toBe('203.0.113.9');
    expect((await seen('1', '10.0.0.1', chain)).ip).toBe('10.0.0.2');
  });

  it('with a list of proxies skips exactly those, IPv4 and IPv6 networks alike', async () => {
    const chain = { 'x-forwarded-for': '1.1.1.1, 2001:db8::7, 10.1.2.3' };
    expect((await seen('10.0.0.0/8, ::1', '::1', chain)).ip).toBe('2001:db8::7');
    expect((await seen('10.0.0.0/8, 2001:db8::/32, ::1', '::1', chain)).ip).toBe('1.1.1.1');
    // A peer that is not a listed proxy is the client, its headers ignored.
    expect((await seen('10.0.0.0/8', '192.0.2.1', chain)).ip).toBe('192.0.2.1');
    expect((await seen('10.0.0.0/8', '::ffff:10.0.0.5', { 'x-forwarded-for': '192.0.2.8' })).ip).toBe('192.0.2.8');
  });

  it('is always a valid address: garbage in the header is never taken', async () => {
    expect((await seen('true', '127.0.0.1', { 'x-forwarded-for': '1.2.3.4<img src=x>' })).ip).toBe('127.0.0.1');
    expect((await seen('true', undefined, { 'x-forwarded-for': 'unknown' })).ip).toBeNull();
    expect(canonicalIp('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(canonicalIp('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(canonicalIp('999.1.1.1')).toBeUndefined();
  });

  it('refuses a TRUST_PROXY that is none of its forms', () => {
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/not true, false, a hop count/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/proxy\.example/);
  });
});

describe("the site's own origin", () => {
  /** Whether a page at `origin` counts as the site's own for a request from `peer` with `headers`. */
  async function own(origin: string, site: Partial<SiteOrigins>, peer: string, headers: Record<string, string> = {}) {
    const app = new Hono();
    const settings = { origins: [], trust: parseTrustProxy('127.0.0.1'), inferDirect: false, ...site };
    app.get('/', (c) => c.json({ own: isOwnOrigin(origin, c, settings) }));
    const env = { incoming: { socket: { remoteAddress: peer } } };
    return ((await (await app.request('http://backend:8787/', { headers }, env)).json()) as { own: boolean }).own;
  }
  const site = { origins: ['https://events.example'] };

  it('is SITE_ORIGIN, for requests the trusted proxy passes on for its host name', async () => {
    expect(await own('https://events.example', site, '127.0.0.1', { 'x-forwarded-host': 'events.example' })).toBe(true);
    expect(await own('https://events.example', site, '127.0.0.1', { host: 'events.example:443' })).toBe(true);
    expect(await own('https://elsewhere.example', site, '127.0.0.1', { host: 'events.example' })).toBe(false);
  });

  it('is never what a client writes as the host: another host through the proxy is not the site', async () => {
    const evil = { 'x-forwarded-host': 'evil.example', host: 'events.example' };
    expect(await own('https://events.example', site, '127.0.0.1', evil)).toBe(false);
    expect(await own('https://evil.example', site, '127.0.0.1', evil)).toBe(false);
    expect(await own('https://evil.example', { origins: [] }, '127.0.0.1', evil)).toBe(false);
    expect(
      await own('http://evil.example', { origins: [], inferDirect: true }, '127.0.0.1', { host: 'evil.example' }),
    ).toBe(false);
  });

  it('is inferred from the request only when made straight to the server outside production', async () => {
    const direct = async (url: string, inferDirect: boolean) => {
      const app = new Hono();
      const settings = { origins: [], trust: parseTrustProxy('false'), inferDirect };
      app.get('/', (c) => c.json({ own: isOwnOrigin(new URL(url).origin, c, settings) }));
      return ((await (await app.request(url)).json()) as { own: boolean }).own;
    };
    expect(await direct('http://localhost:8787/', true)).toBe(true);
    expect(await direct('http://192.168.1.5:8787/', true)).toBe(true);
    expect(await direct('http://localhost:8787/', false)).toBe(false);
    // A name pointed at this machine (DNS rebinding) is not the laptop's own site.
    expect(await direct('http://evil.example:8787/', true)).toBe(false);
  });
});

describe('the in-memory rate limiter', () => {
  const memory = { kind: 'pglite' } as Store;
  it('drops the windows of past minutes instead of forgetting everyone at once', async () => {
    let time = 0;
    const limiter = createRateLimiter(memory, 2, () => time, 3);
    for (const bucket of ['a', 'b', 'c']) await limiter.hit(bucket);
    // A fourth address within the minute evicts the oldest bucket only: 'b' and 'c' keep their counts.
    await limiter.hit('d');
    expect(limiter.size?.()).toBe(3);
    await limiter.hit('c');
    expect((await limiter.hit('c')).allowed).toBe(false);
    expect((await limiter.hit('a')).allowed).toBe(true);
    time = 60_000;
    await limiter.hit('e');
    expect(limiter.size?.()).toBe(1);
  });
});

describe('an address as written', () => {
  it('is taken in every valid IPv4 and IPv6 form, and nothing else', () => {
    for (const valid of [
      '192.0.2.1',
      '::1',
      '::',
      '2001:db8::7',
      'fe80::1%eth0',
      '64:ff9b::192.0.2.1',
      '1:2:3:4:5:6:7:8',
    ]) {
      expect(canonicalIp(valid), valid).toBeDefined();
    }
    for (const invalid of [
      '256.1.1.1',
      '01.2.3.4',
      '1.2.3',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      'g::1',
      '::1.2.3',
      'unknown',
      '',
    ]) {
      expect(canonicalIp(invalid), invalid).toBeUndefined();
    }
  });
});
