import { createStore } from './create-store';
import { migrate } from './migrations';
import { openSql } from './open-sql';
import type { PostgresOptions } from './postgres-sql';

/**
 * Opens the store (PostgreSQL when databaseUrl is set, else PGlite under dataDir) and migrates it.
 * @example const store = await openStore({ dataDir: './data' }); await store.leads.count();
 */
export async function openStore(
  options: { databaseUrl?: string; dataDir: string } & Pick<PostgresOptions, 'onIdleError'>,
) {
  const sql = await openSql(options);
  await migrate(sql);
  return createStore(sql);
}
export type { Store } from './create-store';
export type { NewLead, RequestMeta, StoredLead } from './leads';
export type { Erased, OutboxEntry, PersonQuery, PersonRecord } from './people';
export type { MaintenanceReport } from './retention';
