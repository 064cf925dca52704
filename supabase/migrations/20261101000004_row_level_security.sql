-- The Node server's migration 004-row-level-security (src/server/store/migrations.ts), written by
-- `npm run supabase:migrations`: change that list, not this file (a test compares them).
create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now());

alter table leads enable row level security;
alter table outbox enable row level security;
alter table rate_limits enable row level security;
alter table schema_migrations enable row level security;
do $$
declare
  browser_role text;
begin
  foreach browser_role in array array['anon', 'authenticated'] loop
    if exists (select from pg_roles where rolname = browser_role) then
      execute format('revoke all on table leads, outbox, rate_limits, schema_migrations from %I', browser_role);
    end if;
  end loop;
end $$;

insert into schema_migrations (id) values ('004-row-level-security') on conflict (id) do nothing;
