import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/store/postgres-sql';
import { captureLog } from '../support/log-capture';
import { needs } from '../support/needs';
import { createScratchDatabase } from '../support/postgres';
import { type TestServer, startTestServer, validLead } from '../support/test-server';

/**
 * PostgreSQL may end a pooled connection while it is idle (a restart, a failover, an
 * administrator): node-postgres then raises an error with no request to fail, which without a
 * listener stops the whole Node process.
 */
describe('a PostgreSQL that ends idle connections', needs('PostgreSQL'), () => {
  let server: TestServer;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const log = captureLog();

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    server = await startTestServer(
      { DATABASE_URL: scratch?.url ?? '', LOG_LEVEL: 'warn' },
      { logDestination: log.stream },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
    await scratch?.drop();
  });

  it('keeps the server up: the pool logs it, opens another connection and the next lead is stored', async () => {
    expect((await server.call('submit-lead', validLead({ name: 'Before' }))).status).toBe(201);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = new URL(scratch?.url ?? '').pathname.slice(1);
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await expect
      .poll(() => log.withMessage('PostgreSQL ended an idle connection; the pool opens another').length)
      .toBeGreaterThan(0);
    expect((await server.call('submit-lead', validLead({ name: 'After' }))).status).toBe(201);
    const names = (await server.deps.store.leads.list()).map((lead) => lead.name);
    expect(names).toEqual(expect.arrayContaining(['Before', 'After']));
  });

  it('ends a session cut between its queries with its next query failing, not the process, and the pool goes on', async () => {
    const seen: Error[] = [];
    const sql = await openPostgres(scratch?.url ?? '', { onIdleError: (error) => seen.push(error) });
    try {
      let reportPid: (pid: number) => void = () => {};
      const pid = new Promise<number>((resolve) => {
        reportPid = resolve;
      });
      let letGo: () => void = () => {};
      const terminated = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      const cut = sql
        .session(async (client) => {
          const [row] = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
          reportPid(row?.pid ?? 0);
          await terminated;
          await client.query('select 1');
          return 'finished';
        })
        .catch((error: Error) => error);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [await pid]);
      await admin.end();
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      letGo();
      expect(await cut).toBeInstanceOf(Error);
      expect(await sql.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await sql.close();
    }
  });
});
