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

/** True when the request reached the server through a proxy TRUST_PROXY names (its socket peer is one). */
export function viaTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  return isTrustedHop(trust, addressChain(c)[0], 0);
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
