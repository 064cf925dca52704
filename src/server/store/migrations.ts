import type { Sql } from './sql';

/** Ordered, append-only. A change to the schema is a new entry, never an edit of an old one. */
const MIGRATIONS: { id: string; sql: string }[] = [
  {
    id: '001-leads',
    sql: `
      create table leads (
        id uuid primary key,
        created_at timestamptz not null default now(),
        source text not null,
        name text,
        email text,
        phone text,
        message text,
        event_type text,
        location text,
        guest_count text,
        wants_team_contact boolean not null default false,
        conversation_id text unique,
        payload jsonb not null,
        request_meta jsonb not null default '{}'::jsonb
      );
      create index leads_created_at on leads (created_at);`,
  },
  {
    id: '002-outbox',
    sql: `
      create table outbox (
        id uuid primary key,
        created_at timestamptz not null default now(),
        kind text not null,
        payload jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz
      );
      create index outbox_due on outbox (status, next_attempt_at);`,
  },
  {
    id: '003-rate-limits',
    sql: `
      create table rate_limits (
        bucket text not null,
        window_start timestamptz not null,
        hits integer not null default 0,
        primary key (bucket, window_start)
      );`,
  },
];

/** Any fixed number: it names the lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 872_061;

/**
 * Applies the migrations not yet applied, each in its own transaction.
 * @example await migrate(sql); // safe to run from several processes at once
 */
export async function migrate(sql: Sql): Promise<string[]> {
  return sql.session(async (session) => {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await session.exec(
        'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
      );
      const done = new Set((await session.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
      const applied: string[] = [];
      for (const migration of MIGRATIONS) {
        if (done.has(migration.id)) continue;
        await session.exec(
          `begin; ${migration.sql}; insert into schema_migrations (id) values ('${migration.id}'); commit;`,
        );
        applied.push(migration.id);
      }
      return applied;
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
