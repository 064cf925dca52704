import type { Sql } from './sql';

/** The tables that hold personal data: leads (with chat transcripts) and the mail outbox. */
const PERSONAL_TABLES = ['leads', 'outbox'];

/**
 * Makes deleted personal data unrecoverable from the database's files, after an erasure or a
 * retention purge. A DELETE only marks rows dead: their bytes stay in the table files until the
 * space is reused, and in the write-ahead log until its segment is overwritten.
 *
 * PGlite (the data folder is the whole database): VACUUM FULL rewrites each table and its
 * indexes into new files and deletes the old ones; a WAL switch then closes the segment that
 * logged the rows, and the checkpoint after it removes that segment. With wal_recycle off it is
 * deleted, not renamed for reuse with its old bytes; the next segment starts zero-filled.
 *
 * PostgreSQL (shared with other servers, maybe managed): a plain VACUUM, which takes no lock that
 * blocks inserts, frees the dead rows for reuse. The WAL, archived WAL and backups stay the
 * operator's (docs/privacy.md says what remains where).
 * @example await store.people.erase({ email }); await scrubDeleted(sql);
 */
export async function scrubDeleted(sql: Pick<Sql, 'kind' | 'query'>): Promise<void> {
  if (sql.kind === 'postgres') {
    await sql.query(`vacuum ${PERSONAL_TABLES.join(', ')}`);
    return;
  }
  // One statement per call: VACUUM cannot run inside the transaction a multi-statement string is.
  for (const table of PERSONAL_TABLES) await sql.query(`vacuum full ${table}`);
  await sql.query('set wal_recycle = off');
  await sql.query('select pg_switch_wal()');
  await sql.query('checkpoint');
}
