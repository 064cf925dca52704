import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from './postgres';

export const AUTHENTICATOR_PASSWORD = 'authenticator-test-password';

/**
 * A scratch database set up as a Supabase project's: the roles Supabase has (anon,
 * authenticated, service_role, and authenticator, the login role PostgREST connects as and
 * switches from), public granted to them by default as Supabase grants it, then (unless `push`
 * is false) supabase/migrations/*.sql applied as `supabase db push` applies them. Undefined when
 * DATABASE_URL is not set.
 */
export async function createSupabaseDatabase(options: { push?: boolean } = {}) {
  const scratch = await createScratchDatabase();
  if (!scratch) return undefined;
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    await createSupabaseRoles(client);
    await client.query(`
      grant usage on schema public to anon, authenticated, service_role;
      alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
      alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
      alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;`);
  } finally {
    await client.end();
  }
  if (options.push !== false) await pushSupabaseMigrations(scratch.url);
  const authenticator = new URL(scratch.url);
  authenticator.username = 'authenticator';
  authenticator.password = AUTHENTICATOR_PASSWORD;
  return { ...scratch, authenticatorUrl: authenticator.toString() };
}
export type SupabaseDatabase = NonNullable<Awaited<ReturnType<typeof createSupabaseDatabase>>>;

/** supabase/migrations/*.sql in order, each in its own transaction, as `supabase db push` runs them. */
export async function pushSupabaseMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of (await readdir('supabase/migrations')).filter((file) => file.endsWith('.sql')).sort()) {
      await client.query(`begin;\n${await readFile(join('supabase/migrations', name), 'utf8')}\ncommit;`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Roles belong to the whole server: each is created, or altered if another run left it with other
 * attributes or another password, so the authenticator logs in with the password used here.
 * Other test files may do the same at the same moment.
 */
async function createSupabaseRoles(client: pg.Client) {
  const roles = [
    'anon nologin noinherit',
    'authenticated nologin noinherit',
    'service_role nologin noinherit bypassrls',
    `authenticator login noinherit password '${AUTHENTICATOR_PASSWORD}'`,
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      for (const role of roles) {
        await client.query(
          `do $$ begin create role ${role}; exception when duplicate_object or unique_violation then null; end $$`,
        );
        await client.query(`alter role ${role}`);
      }
      await client.query('grant anon, authenticated, service_role to authenticator');
      return;
    } catch (error) {
      // "tuple concurrently updated" when two files alter or grant at once: the other one's stands.
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
