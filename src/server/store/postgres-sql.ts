import pg from 'pg';
import { withLibpqSslModes } from './libpq-ssl-modes';
import type { Sql } from './sql';

export interface PostgresOptions {
  max?: number;
  /**
   * An idle pooled connection the server ended (a restart, a failover, an administrator): the pool
   * drops it and opens another when needed. Without a listener node-postgres throws it as an
   * uncaught exception, which would stop the whole server.
   */
  onIdleError?: (error: Error) => void;
}

/**
 * A pool on a PostgreSQL server (node-postgres, which runs on Node and on Deno alike). An Edge
 * Function keeps `max` small: every warm isolate holds its own pool. TLS as `sslmode` in `url` says.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Sql> {
  const pool = new pg.Pool({ connectionString: withLibpqSslModes(url), max: options.max ?? 10 });
  pool.on('error', (error) => options.onIdleError?.(error));
  await pool.query('select 1');
  const session: Sql['session'] = async (work) => {
    const client = await pool.connect();
    // A checked-out client has no pool listener: a connection ended mid-session (a restart, an
    // administrator) would otherwise be an uncaught exception. Its query rejects on its own; the
    // broken client is destroyed on release instead of going back to the pool.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
      options.onIdleError?.(error);
    };
    client.on('error', onError);
    try {
      return await work({
        query: async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[],
        exec: async (text: string) => {
          await client.query(text);
        },
      });
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  };
  return {
    kind: 'postgres',
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as Row[];
    },
    async exec(text) {
      await pool.query(text);
    },
    session,
    transaction: (work) =>
      session(async (client) => {
        await client.query('begin');
        try {
          const result = await work(client);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        }
      }),
    async close() {
      await pool.end();
    },
  };
}
