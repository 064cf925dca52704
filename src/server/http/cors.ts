import type { Context } from 'hono';
import { HttpError } from './errors';
import { isOwnOrigin, type SiteOrigins } from './own-origin';

const ALLOW_METHODS = 'POST, OPTIONS';
const ALLOW_HEADERS = 'apikey, authorization, content-type, x-client-info';
const EXPOSE_HEADERS = 'retry-after, x-request-id';

/**
 * CORS for the functions: origins from ALLOWED_ORIGINS ('*' allows any), and the site's own
 * (SITE_ORIGIN; own-origin.ts). A call from any other origin is refused with 403
 * `forbidden_origin` before it can write anything.
 *
 * The refusal is readable by the page that was refused: its preflight passes and the 403 carries
 * `Access-Control-Allow-Origin` for it. Otherwise the browser hides the answer behind a bare
 * network error, and the widget could neither tell the visitor the right thing nor tell the site
 * owner to add the origin to ALLOWED_ORIGINS. Letting the preflight through costs nothing: the
 * origin is judged again on the call itself, first, and no credentials are ever allowed.
 * Every header is set before the handler runs (a header added to a finished response makes Hono
 * copy it), and a request with no Origin (not from a browser) gets none. Returns the answer to a
 * preflight; for a call, nothing, and the route goes on.
 */
export function functionsCors(
  allowedOrigins: readonly string[],
  site: SiteOrigins = { origins: [], trust: { hops: 0 }, inferDirect: true },
): (c: Context) => Response | undefined {
  const isAllowed = (origin: string, c: Context) =>
    allowedOrigins.includes('*') || allowedOrigins.includes(origin) || isOwnOrigin(origin, c, site);
  return (c) => {
    const origin = c.req.header('origin');
    if (!origin) {
      if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: ALLOW_METHODS });
      return undefined;
    }
    const cors = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        ...cors,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
      });
    }
    if (!isAllowed(origin, c)) {
      const shown = origin.slice(0, 200);
      throw new HttpError(
        403,
        'forbidden_origin',
        `Origin ${shown} is not allowed to call these functions: add it to ALLOWED_ORIGINS (or SITE_ORIGIN, for the site's own) on the functions server`,
        { origin: shown },
        { ...cors, 'Access-Control-Expose-Headers': EXPOSE_HEADERS },
      );
    }
    for (const [name, value] of Object.entries(cors)) c.header(name, value);
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    return undefined;
  };
}

/**
 * The allow-list in words, for the start-up log: a site owner whose page is refused looks here.
 * @example describeAllowedOrigins({ allowedOrigins: ['https://a.example'], siteOrigins: [], env: 'development' }) // "this server's own origin and https://a.example (ALLOWED_ORIGINS)"
 */
export function describeAllowedOrigins(config: {
  allowedOrigins: readonly string[];
  siteOrigins: readonly string[];
  env: string;
}): string {
  if (config.allowedOrigins.includes('*')) return 'any origin (ALLOWED_ORIGINS=*)';
  const own = config.siteOrigins.length
    ? `${config.siteOrigins.join(', ')} (SITE_ORIGIN)`
    : config.env === 'production'
      ? ''
      : "this server's own origin";
  const listed = config.allowedOrigins.length ? `${config.allowedOrigins.join(', ')} (ALLOWED_ORIGINS)` : '';
  if (own && listed) return `${own} and ${listed}`;
  if (own) return `only ${own}${config.siteOrigins.length ? '' : ' (ALLOWED_ORIGINS is empty)'}`;
  return listed ? `only ${listed}` : 'no page (set SITE_ORIGIN or ALLOWED_ORIGINS)';
}
