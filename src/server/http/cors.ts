import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

const ALLOW_METHODS = 'POST, OPTIONS';
const ALLOW_HEADERS = 'apikey, authorization, content-type, x-client-info';
const EXPOSE_HEADERS = 'retry-after, x-request-id';

/**
 * CORS for the functions: origins from ALLOWED_ORIGINS ('*' allows any), and the server's own
 * origin always. A request from any other origin is refused with 403 before it can write anything.
 * Every header is set before the handler runs (a header added to a finished response makes Hono
 * copy it), and a request with no Origin (not from a browser) gets none.
 */
export function functionsCors(allowedOrigins: string[]): MiddlewareHandler {
  const isAllowed = (origin: string, c: Context) =>
    allowedOrigins.includes('*') || allowedOrigins.includes(origin) || origin === new URL(c.req.url).origin;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin) {
      if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: ALLOW_METHODS });
      return next();
    }
    if (!isAllowed(origin, c)) {
      throw new HttpError(
        403,
        'forbidden_origin',
        `Origin ${origin.slice(0, 200)} is not allowed to call these functions`,
      );
    }
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
      });
    }
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    return next();
  };
}
