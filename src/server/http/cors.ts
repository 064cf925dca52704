import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HttpError } from './errors';

/**
 * CORS for the functions: origins from ALLOWED_ORIGINS ('*' allows any), and the server's own
 * origin always. A request from any other origin is refused with 403 before it can write anything.
 */
export function functionsCors(allowedOrigins: string[]): MiddlewareHandler {
  const isAllowed = (origin: string, c: Context) =>
    allowedOrigins.includes('*') || allowedOrigins.includes(origin) || origin === new URL(c.req.url).origin;
  const corsMiddleware = cors({
    origin: (origin, c) => (isAllowed(origin, c) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['apikey', 'authorization', 'content-type', 'x-client-info'],
    exposeHeaders: ['retry-after', 'x-request-id'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !isAllowed(origin, c)) {
      throw new HttpError(403, 'forbidden_origin', `Origin ${origin} is not allowed to call these functions`);
    }
    return corsMiddleware(c, next);
  };
}
