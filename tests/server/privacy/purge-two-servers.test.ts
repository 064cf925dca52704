import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../../src/server/store';
import { createScratchDatabase } from '../../support/postgres';
import { type ServerProcess, startServerProcess } from '../../support/server-process';
import { waitFor } from '../../support/smtp-sink';
import { needs } from '../../support/needs';

const DAY = 86_400_000;

/** `count` leads (each with a sent email tied to it) and as many loose sent emails, `ageDays` old. */
async function seed(store: Store, count: number, ageDays: number) {
  const leadIds = Array.from({ length: count }, () => randomUUID());
  const looseIds = Array.from({ length: count }, () => randomUUID());
  await store.sql.query(
    `insert into leads (id, created_at, source, name, email, wants_team_contact, payload)
     select id::uuid, now() - make_interval(days => $2), 'contact-form', 'Aged', 'aged@example.sa', true, '{}'::jsonb
     from jsonb_array_elements_text($1::jsonb) as id`,
    [JSON.stringify(leadIds), ageDays],
  );
  await store.sql.query(
    `insert into outbox (id, created_at, kind, payload, lead_id, status)
     select gen_random_uuid(), now(), 'chat-lead', '{}'::jsonb, id::uuid, 'sent' from jsonb_array_elements_text($1::jsonb) as id`,
    [JSON.stringify(leadIds)],
  );
  await store.sql.query(
    `insert into outbox (id, created_at, kind, payload, status)
     select id::uuid, now() - make_interval(days => $2), 'contact-notification', '{}'::jsonb, 'sent'
     from jsonb_array_elements_text($1::jsonb) as id`,
    [JSON.stringify(looseIds), ageDays],
  );
  return leadIds;
}

/**
 * The retention purge with two servers on one PostgreSQL: each expired row is deleted once, by
 * one of them, and neither errs. Needs DATABASE_URL; skipped without it.
 */
describe('the retention purge on two servers at once', needs('PostgreSQL'), () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let stores: Store[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const url = scratch?.url ?? '';
    stores = [
      await openStore({ databaseUrl: url, dataDir: tmpdir() }),
      await openStore({ databaseUrl: url, dataDir: tmpdir() }),
    ];
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await scratch?.drop();
  });

  it('two servers starting together purge each expired row once, log it once and err nowhere', async () => {
    const [store] = stores as [Store];
    const expired = await seed(store, 60, 400);
    const kept = await seed(store, 10, 30);
    const env = { DATABASE_URL: scratch?.url ?? '', DATA_DIR: tmpdir(), LOG_LEVEL: 'info' };
    const servers: ServerProcess[] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      await waitFor(() => servers.some((server) => server.output().includes('"msg":"retention purge"')) || undefined);
    } finally {
      for (const server of servers) {
        server.child.kill('SIGTERM');
        await server.exited; // the pass each started with has settled
      }
    }
    const lines = servers.flatMap((server) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    );
    const purges = lines.filter((line) => line.msg === 'retention purge');
    console.info(`two servers: ${purges.length} purge, ${JSON.stringify(purges.map((p) => [p.leads, p.outbox]))}`);
    expect(purges).toHaveLength(1);
    expect(purges[0]).toMatchObject({ leads: 60, outbox: 120 });
    expect(new Set(purges[0]?.leadIds as string[])).toEqual(new Set(expired));
    expect(lines.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([]);

    const left = await store.sql.query<{ id: string }>('select id from leads order by id');
    expect(left.map((row) => row.id)).toEqual([...kept].sort());
    const outbox = await store.sql.query<{ n: number }>('select count(*)::int as n from outbox');
    expect(outbox[0]?.n).toBe(20);
  }, 120_000);

  it('passes racing on two connections day after day delete each row once and never fail', async () => {
    const [first, second] = stores as [Store, Store];
    const start = Date.now() + 2 * DAY; // after the servers' pass of today
    for (let day = 0; day < 5; day++) {
      const expired = await seed(first, 20, 400);
      const now = new Date(start + day * DAY);
      const reports = await Promise.all([
        first.maintain({ now, retentionDays: 365 }),
        second.maintain({ now, retentionDays: 365 }),
      ]);
      const purged = reports.flatMap((report) => report?.purged?.leadIds ?? []);
      expect(purged.sort()).toEqual([...expired].sort());
      expect(reports.filter((report) => report?.purged).length).toBe(1);
    }
  }, 60_000);
});
