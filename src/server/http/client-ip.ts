import type { Context } from 'hono';
import { canonicalIp } from './ip-address';
import { isTrustedHop, type ProxyTrust } from './proxy-trust';

/**
 * The caller's address, always a valid address or undefined: the socket's peer, or, behind
 * trusted proxies, the first X-Forwarded-For hop that is not one of them, read from the right.
 * Every proxy appends the address it saw, so the entries on the left are whatever the visitor
 * wrote: trusting the leftmost would let anyone pick their own rate-limit bucket.
 */
export function clientIp(c: Context, trust: ProxyTrust): string | undefined {
  const known = c.get('clientIp') as { ip: string | undefined } | undefined;
  if (known) return known.ip;
  const chain = addressChain(c);
  let ip = canonicalIp(chain[0]);
  for (let hop = 0; hop < chain.length - 1 && isTrustedHop(trust, chain[hop], hop); hop++) {
    const next = canonicalIp(chain[hop + 1]);
    // Garbage written by a trusted proxy ends the walk at the last real address.
    if (!next) break;
    ip = next;
  }
  c.set('clientIp', { ip });
  return ip;
}

/**
 * This server's origin as the visitor's browser sees it. Behind a trusted proxy that terminates
 * TLS the request arrives as `http://backend:8787`, while the page is `https://events.example`:
 * the proxy's X-Forwarded-Proto and X-Forwarded-Host (or the Host it passed on) say which.
 * Without a trusted proxy, the request's own URL.
 */
export function ownOrigin(c: Context, trust: ProxyTrust): string {
  const direct = new URL(c.req.url).origin;
  if (!isTrustedHop(trust, addressChain(c)[0], 0)) return direct;
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim().toLowerCase();
  const proto = first('x-forwarded-proto') ?? new URL(c.req.url).protocol.slice(0, -1);
  const host = first('x-forwarded-host') ?? first('host');
  if (!/^https?$/.test(proto) || !host || !/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(host)) return direct;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return direct;
  }
}

/**
 * What the runtime's server passes the app as `env`: @hono/node-server gives the Node request
 * (its socket), Deno.serve the connection info. app.request() in tests gives neither.
 */
interface ServerEnv {
  incoming?: { socket?: { remoteAddress?: string } };
  remoteAddr?: { hostname?: string };
}

/** The socket's peer, then X-Forwarded-For from right to left: nearest hop first. */
function addressChain(c: Context): (string | undefined)[] {
  const env = c.env as ServerEnv | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname;
  const forwarded = c.req.header('x-forwarded-for')?.split(',') ?? [];
  return [peer, ...forwarded.reverse()];
}
