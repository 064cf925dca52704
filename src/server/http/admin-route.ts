import { Hono } from 'hono';
import { z } from 'zod';
import { isoDateSchema } from '../../contracts';
import type { Deps } from '../functions/types';
import { leadsToCsv } from '../leads-export';
import { hasKey } from './api-key';
import { HttpError } from './errors';
import { peopleRoute } from './people-route';

const querySchema = z.object({
  format: z.enum(['csv', 'json']).default('json'),
  since: z.optional(isoDateSchema),
});

/**
 * Staff routes, for holders of the service key: GET /admin/leads?format=csv|json&since=YYYY-MM-DD
 * (the export) and GET/DELETE /admin/people?email=…|phone=… (a person's access and erasure requests).
 */
export function adminRoute(deps: Deps) {
  const route = new Hono();
  route.use('*', async (c, next) => {
    if (!hasKey(c, deps.config.serviceKey)) {
      throw new HttpError(401, 'unauthorized', 'The service key is required (apikey header or Authorization: Bearer)');
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });
  route.get('/leads', async (c) => {
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) {
      throw new HttpError(400, 'invalid_request', 'format must be csv or json; since must be YYYY-MM-DD', {
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
