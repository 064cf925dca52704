-- The Node server's migration 001-leads (src/server/store/migrations.ts), written by
-- `npm run supabase:migrations`: change that list, not this file (a test compares them).
create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now());

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
create index if not exists leads_created_at on leads (created_at);

insert into schema_migrations (id) values ('001-leads') on conflict (id) do nothing;
