-- The Node server's migration 005-personal-data (src/server/store/migrations.ts), written by
-- `npm run supabase:migrations`: change that list, not this file (a test compares them).
create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now());

alter table outbox add column if not exists lead_id uuid references leads (id) on delete cascade;
create index if not exists outbox_lead_id on outbox (lead_id);
create index if not exists outbox_created_at on outbox (created_at);
create index if not exists leads_meta_to_minimise on leads (created_at) where request_meta ?| array['ip', 'userAgent'];
create table if not exists maintenance_runs (
  job text primary key,
  last_run_at timestamptz not null
);
alter table maintenance_runs enable row level security;
do $$
declare
  browser_role text;
begin
  foreach browser_role in array array['anon', 'authenticated'] loop
    if exists (select from pg_roles where rolname = browser_role) then
      execute format('revoke all on table maintenance_runs from %I', browser_role);
    end if;
  end loop;
end $$;

insert into schema_migrations (id) values ('005-personal-data') on conflict (id) do nothing;
