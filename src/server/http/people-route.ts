import { Hono } from 'hono';
import type { Deps } from '../functions/types';
import { erasureReport } from '../privacy/erasure-report';
import { PersonQueryError, personQuery } from '../privacy/person-query';
import { HttpError } from './errors';

/**
 * A person's access and erasure requests, behind the service key (admin-route.ts):
 * GET /admin/people?email=…|phone=… answers everything held about them; DELETE erases it all,
 * .eml copies included, and answers what it removed. Logged by counts and ids only.
 */
export function peopleRoute(deps: Deps) {
  const route = new Hono();
  route.get('/', async (c) => {
    const found = await deps.store.people.find(readQuery(c.req.query()));
    deps.logger.info(
      { leads: found.leads.length, outbox: found.outbox.length, leadIds: found.leads.map((lead) => lead.id) },
      'person looked up',
    );
    return c.json(found);
  });
  route.delete('/', async (c) => {
    const erased = await deps.store.people.erase(readQuery(c.req.query()));
    await deps.outbox.forget?.(erased.outboxIds);
    const report = erasureReport(erased);
    deps.logger.info(report, 'person erased');
    return c.json({ erased: report });
  });
  return route;
}

function readQuery(query: Record<string, string>) {
  try {
    return personQuery({ email: query.email, phone: query.phone });
  } catch (error) {
    if (error instanceof PersonQueryError) throw new HttpError(400, 'invalid_request', error.message);
    throw error;
  }
}
