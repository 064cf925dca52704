import type { Context } from 'hono';
import { viaTrustedProxy } from './client-ip';
import type { ProxyTrust } from './proxy-trust';

export interface SiteOrigins {
  /** SITE_ORIGIN: the site's own origins, as configured. */
  origins: readonly string[];
  trust: ProxyTrust;
  /**
   * Without SITE_ORIGIN outside production: a request made straight to the server (a laptop's
   * `npm start`) counts its own URL's origin as the site's. Never through a proxy, never in production.
   */
  inferDirect: boolean;
}

/**
 * Whether `origin` is the site's own, so its pages may call the functions without ALLOWED_ORIGINS.
 * With SITE_ORIGIN, it must be one of those origins, and a request that came through a trusted
 * proxy must also be for one of their host names (X-Forwarded-Host, else Host): whatever host a
 * client writes, the configured origin decides, so `Host: evil.example` or a client's own
 * X-Forwarded-Host gives it nothing. Without SITE_ORIGIN, only a direct request in development
 * to localhost or an address counts its own URL; the forwarded host is never believed.
 * @example isOwnOrigin('https://events.example', c, { origins: ['https://events.example'], trust, inferDirect: false })
 */
export function isOwnOrigin(origin: string, c: Context, site: SiteOrigins): boolean {
  const proxied = viaTrustedProxy(c, site.trust);
  if (site.origins.length > 0) {
    if (!site.origins.includes(origin)) return false;
    if (!proxied) return true;
    const host = forwardedHostname(c);
    return host !== undefined && site.origins.some((own) => new URL(own).hostname === host);
  }
  if (!site.inferDirect || proxied) return false;
  const direct = new URL(c.req.url);
  // 'localhost' or an address, as a laptop or a LAN test reaches it: a name could be any site's
  // own, pointed at this machine (DNS rebinding).
  return origin === direct.origin && /^(localhost|[\d.]+|\[[0-9a-f:.]+\])$/i.test(direct.hostname);
}

/** The host name the proxy says the request was for, without its port, lower case. */
function forwardedHostname(c: Context): string | undefined {
  const host = (c.req.header('x-forwarded-host') ?? c.req.header('host'))?.split(',')[0]?.trim().toLowerCase();
  if (!host || !/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(host)) return undefined;
  return host.replace(/:\d{1,5}$/, '');
}
