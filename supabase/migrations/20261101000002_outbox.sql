-- The Node server's migration 002-outbox (src/server/store/migrations.ts), written by
-- `npm run supabase:migrations`: change that list, not this file (a test compares them).
create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now());

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
create index if not exists outbox_due on outbox (status, next_attempt_at);

insert into schema_migrations (id) values ('002-outbox') on conflict (id) do nothing;
