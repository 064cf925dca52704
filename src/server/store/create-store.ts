import { leadsRepo } from './leads';
import { outboxRepo } from './outbox';
import { peopleRepo } from './people';
import { rateLimitRepo } from './rate-limits';
import { runMaintenance } from './retention';
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
    people: peopleRepo(sql),
    /** One pass of the personal-data maintenance (retention.ts); null when another server runs one. */
    maintain: (options: Parameters<typeof runMaintenance>[1]) => runMaintenance(sql, options),
    close: () => sql.close(),
  };
}
export type Store = ReturnType<typeof createStore>;
