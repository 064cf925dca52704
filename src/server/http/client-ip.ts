import type { Context } from 'hono';

/** The caller's address: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  const known = c.get('clientIp') as string | undefined;
  if (known) return known;
  const ip = readClientIp(c, trustProxy);
  c.set('clientIp', ip);
  return ip;
}

/**
 * What the runtime's server passes the app as `env`: @hono/node-server gives the Node request
 * (its socket), Deno.serve the connection info. app.request() in tests gives neither.
 */
interface ServerEnv {
  incoming?: { socket?: { remoteAddress?: string } };
  remoteAddr?: { hostname?: string };
}

function readClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as ServerEnv | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname ?? 'unknown';
}
