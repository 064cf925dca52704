import { openPglite } from './pglite-sql';
import { openPostgres, type PostgresOptions } from './postgres-sql';
import type { Sql } from './sql';

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir/pg`.
 * @example const sql = await openSql({ dataDir: './data' }); await sql.query('select 1');
 */
export async function openSql(
  options: { databaseUrl?: string; dataDir: string } & Pick<PostgresOptions, 'onIdleError'>,
): Promise<Sql> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { onIdleError: options.onIdleError })
    : openPglite(`${options.dataDir}/pg`);
}
