import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { prepareCluster } from './pglite-cluster';
import { PGLITE_OPTIONS } from './pglite-options';

/** The one database surface the store needs, met by PGlite and by PostgreSQL alike (same SQL). */
export interface Sql {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs several statements (migrations); no parameters. */
  exec(text: string): Promise<void>;
  /** Runs `work` on one session, so session-level locks (advisory locks) hold across its queries. */
  session<T>(work: (sql: Pick<Sql, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir/pg`.
 * @example const sql = await openSql({ dataDir: './data' }); await sql.query('select 1');
 */
export async function openSql(options: { databaseUrl?: string; dataDir: string }): Promise<Sql> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(`${options.dataDir}/pg`);
}

async function openPglite(dir: string): Promise<Sql> {
  // initdb runs in a child process, never here: its peak would be this process's peak (pglite-cluster.ts).
  await prepareCluster(dir);
  const db = await PGlite.create(dir, PGLITE_OPTIONS);
  const sql: Sql = {
    kind: 'pglite',
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await db.query<Row>(text, params);
      return result.rows;
    },
    async exec(text) {
      await db.exec(text);
    },
    // PGlite is a single session already.
    session: (work) => work(sql),
    async close() {
      if (!db.closed) await db.close();
    },
  };
  return sql;
}

async function openPostgres(url: string): Promise<Sql> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as Row[];
    },
    async exec(text) {
      await pool.query(text);
    },
    async session(work) {
      const client = await pool.connect();
      try {
        return await work({
          query: async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[],
          exec: async (text: string) => {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
