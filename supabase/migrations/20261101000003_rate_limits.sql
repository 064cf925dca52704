-- The Node server's migration 003-rate-limits (src/server/store/migrations.ts), written by
-- `npm run supabase:migrations`: change that list, not this file (a test compares them).
create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now());

create table if not exists rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);

insert into schema_migrations (id) values ('003-rate-limits') on conflict (id) do nothing;
