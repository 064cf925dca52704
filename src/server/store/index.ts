import { leadsRepo } from './leads';
import { migrate } from './migrations';
import { outboxRepo } from './outbox';
import { rateLimitRepo } from './rate-limits';
import { openSql } from './sql';

/**
 * Opens the store (PostgreSQL when databaseUrl is set, else PGlite under dataDir) and migrates it.
 * @example const store = await openStore({ dataDir: './data' }); await store.leads.count();
 */
export async function openStore(options: { databaseUrl?: string; dataDir: string }) {
  const sql = await openSql(options);
  await migrate(sql);
  return {
    kind: sql.kind,
    sql,
    leads: leadsRepo(sql),
    outbox: outboxRepo(sql),
    rateLimits: rateLimitRepo(sql),
    close: () => sql.close(),
  };
}
export type Store = Awaited<ReturnType<typeof openStore>>;
export type { NewLead, RequestMeta, StoredLead } from './leads';
