import { leadsRepo } from './leads';
import { outboxRepo } from './outbox';
import { rateLimitRepo } from './rate-limits';
import type { Sql } from './sql';

/**
 * The store's repositories on a database already migrated: the Node server opens and migrates
 * its own (openStore); on Supabase the migrations are applied by `supabase db push`.
 * @example const store = createStore(await openPostgres(url)); await store.leads.count();
 */
export function createStore(sql: Sql) {
  return {
    kind: sql.kind,
    sql,
    leads: leadsRepo(sql),
    outbox: outboxRepo(sql),
    rateLimits: rateLimitRepo(sql),
    close: () => sql.close(),
  };
}
export type Store = ReturnType<typeof createStore>;
