import { type LeadsRepo, leadsRepo } from './leads';
import { type OutboxRepo, outboxRepo } from './outbox';
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
    /**
     * Writes leads and outbox messages in one transaction: all of them, or none (a chat lead
     * and its staff email go together, so a failure leaves nothing and a retry captures again).
     */
    transaction: <T>(work: (repos: { leads: LeadsRepo; outbox: OutboxRepo }) => Promise<T>) =>
      sql.transaction((tx) => work({ leads: leadsRepo(tx), outbox: outboxRepo(tx) })),
    close: () => sql.close(),
  };
}
export type Store = ReturnType<typeof createStore>;
