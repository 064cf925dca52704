import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../functions/types';
import { leadsToCsv, sinceSchema } from '../leads-export';
import { ipNetwork } from '../privacy/ip-network';
import { adminLockout } from './admin-lockout';
import { hasKey } from './api-key';
import { clientIp } from './client-ip';
import { HttpError } from './errors';
import { peopleRoute } from './people-route';
import { createRateLimiter } from './rate-limiter';

const querySchema = z.object({
  format: z.enum(['csv', 'json']).default('json'),
  since: z.optional(sinceSchema),
});

/**
 * Staff routes, for holders of the service key: GET /admin/leads?format=csv|json&since=YYYY-MM-DD
 * (the export) and GET/DELETE /admin/people?email=…|phone=… (a person's access and erasure requests).
 */
export function adminRoute(deps: Deps) {
  const route = new Hono();
  route.use('*', staffOnly(deps));
  route.get('/leads', async (c) => {
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) {
      throw new HttpError(400, 'invalid_request', 'format must be csv or json; since must be a date YYYY-MM-DD', {
        issues: query.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    const leads = await deps.store.leads.list({ since: query.data.since });
    if (query.data.format === 'csv') {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(leadsToCsv(leads));
    }
    return c.json({ leads });
  });
  route.route('/people', peopleRoute(deps));
  return route;
}

/**
 * The service key, guarded against guessing: staff requests are limited per client address like
 * the functions (RATE_LIMIT_PER_MINUTE), and ten wrong keys from one address lock it out for a
 * while (admin-lockout.ts). Each refusal is logged with the address's network, never the key.
 */
function staffOnly(deps: Deps): MiddlewareHandler {
  // The server's clock (deps.now), so a test sets the minute the limits count in.
  const limiter = createRateLimiter(deps.store, deps.config.rateLimitPerMinute, () => deps.now().getTime());
  const lockout = adminLockout();
  const refuse = (seconds: number) =>
    new HttpError(429, 'rate_limited', 'Too many staff requests from this address; try again later', undefined, {
      'Retry-After': String(seconds),
    });
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const address = clientIp(c, deps.config.trustProxy) ?? 'unknown';
    const now = deps.now().getTime();
    const network = ipNetwork(address);
    const locked = lockout.lockedFor(address, now);
    if (locked) {
      deps.logger.warn({ network, retryAfterSeconds: locked }, 'staff request refused: address locked out');
      throw refuse(locked);
    }
    const { allowed, retryAfterSeconds } = await limiter.hit(`${address}|admin`);
    if (!allowed) throw refuse(retryAfterSeconds);
    if (!hasKey(c, deps.config.serviceKey)) {
      const { failures, locked: nowLocked } = lockout.fail(address, now);
      deps.logger.warn({ network, failures, lockedOut: nowLocked }, 'staff request with a wrong service key');
      if (nowLocked) throw refuse(lockout.lockedFor(address, now));
      throw new HttpError(401, 'unauthorized', 'The service key is required (apikey header or Authorization: Bearer)');
    }
    lockout.succeed(address);
    await next();
  };
}
