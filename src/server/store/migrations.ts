import type { Sql } from './sql';

/** Where the Node server records what it applied (Supabase's copies record it there too). */
export const SCHEMA_MIGRATIONS_TABLE =
  'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())';

/**
 * Ordered, append-only. A change to the schema is a new entry, never an edit of an old one.
 * `supabase/migrations/` is generated from this list (`npm run supabase:migrations`, not in git): a new table
 * needs row-level security on and nothing granted to Supabase's anon and authenticated roles,
 * as in 004 (tests/supabase/migrations.test.ts fails otherwise). Every entry must also apply
 * cleanly to a database that already has it (`if not exists`, guarded `alter`s, policies dropped
 * by name before they are created): `supabase db push` runs the files on a database the Node
 * server may have migrated already, and does not read schema_migrations.
 */
export const MIGRATIONS: { id: string; sql: string }[] = [
  {
    id: '001-leads',
    sql: `
      create table if not exists leads (
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
      create index if not exists leads_created_at on leads (created_at);`,
  },
  {
    id: '002-outbox',
    sql: `
      create table if not exists outbox (
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
      create index if not exists outbox_due on outbox (status, next_attempt_at);`,
  },
  {
    id: '003-rate-limits',
    sql: `
      create table if not exists rate_limits (
        bucket text not null,
        window_start timestamptz not null,
        hits integer not null default 0,
        primary key (bucket, window_start)
      );`,
  },
  {
    // No policy: only the owner (the functions' own connection) and roles that bypass it see a row.
    // On Supabase, anon and authenticated (the keys browsers hold) are granted every new table in
    // public by default: take that back, so a leaked anon key reads and writes nothing, even
    // through the Data API. Elsewhere (a plain PostgreSQL, PGlite) these roles do not exist.
    id: '004-row-level-security',
    sql: `
      alter table leads enable row level security;
      alter table outbox enable row level security;
      alter table rate_limits enable row level security;
      alter table schema_migrations enable row level security;
      ${revokeFromBrowserRoles('leads, outbox, rate_limits, schema_migrations')}`,
  },
  {
    // Personal data (docs/privacy.md): an outbox message knows the lead it reports, so
    // purging or erasing the lead takes its email with it; maintenance_runs is the claim row that
    // lets one server of many run the daily purge; the partial index finds the leads whose
    // address and user agent are still to be minimised without reading the others.
    id: '005-personal-data',
    sql: `
      alter table outbox add column if not exists lead_id uuid references leads (id) on delete cascade;
      create index if not exists outbox_lead_id on outbox (lead_id);
      create index if not exists outbox_created_at on outbox (created_at);
      create index if not exists leads_meta_to_minimise on leads (created_at) where request_meta ?| array['ip', 'userAgent'];
      create table if not exists maintenance_runs (
        job text primary key,
        last_run_at timestamptz not null
      );
      alter table maintenance_runs enable row level security;
      ${revokeFromBrowserRoles('maintenance_runs')}`,
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
      await session.exec(SCHEMA_MIGRATIONS_TABLE);
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

/**
 * Takes every grant on `tables` back from Supabase's browser roles (anon, authenticated), which
 * Supabase gives on public tables by default; where those roles do not exist (a plain
 * PostgreSQL, PGlite) it does nothing. Keeps the text the migrations have always had.
 */
function revokeFromBrowserRoles(tables: string): string {
  return `do $$
      declare
        browser_role text;
      begin
        foreach browser_role in array array['anon', 'authenticated'] loop
          if exists (select from pg_roles where rolname = browser_role) then
            execute format('revoke all on table ${tables} from %I', browser_role);
          end if;
        end loop;
      end $$;`;
}
