import { PGlite } from '@electric-sql/pglite';
import { prepareCluster } from './pglite-cluster';
import { PGLITE_OPTIONS } from './pglite-options';
import type { Sql } from './sql';

/** The embedded PostgreSQL in a folder: one process, one session. */
export async function openPglite(dir: string): Promise<Sql> {
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
    // PGlite's own transaction holds the connection: other queries of the process wait for it
    // instead of landing inside it.
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(text: string, params: unknown[] = []) => (await tx.query<Row>(text, params)).rows,
          exec: async (text: string) => {
            await tx.exec(text);
          },
        }),
      ),
    async close() {
      if (!db.closed) await db.close();
    },
  };
  return sql;
}
