import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SupabaseDatabase, createSupabaseDatabase } from '../support/supabase-database';
import { needs } from '../support/needs';

/**
 * What a leaked anon key could do to the leads: connect as PostgREST does (the authenticator
 * role, switched to anon or authenticated) on a database migrated with supabase/migrations.
 */
describe('row-level security on the Supabase migrations', needs('PostgreSQL'), () => {
  let database: SupabaseDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = (await createSupabaseDatabase()) as SupabaseDatabase;
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    await owner.query(`insert into leads (id, source, name, email, payload)
      values ('00000000-0000-4000-8000-000000000001', 'contact-form', 'سارة', 'sara@example.sa', '{}')`);
    await owner.end();
    client = new pg.Client({ connectionString: database.authenticatorUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  /** Runs `sql` as `role` and says how it ended: the rows, or the SQLSTATE of the refusal. */
  async function as(role: string, sql: string): Promise<{ rows?: unknown[]; refused?: string }> {
    await client.query('begin');
    try {
      await client.query(`set local role ${role}`);
      return { rows: (await client.query(sql)).rows };
    } catch (error) {
      return { refused: (error as { code?: string }).code };
    } finally {
      await client.query('rollback');
    }
  }

  const insertLead = `insert into leads (id, source, name, payload)
    values ('00000000-0000-4000-8000-000000000002', 'contact-form', 'x', '{}')`;

  it.each(['anon', 'authenticated'])('%s can neither read nor insert nor change a lead', async (role) => {
    expect(await as(role, 'select name, email from leads')).toEqual({ refused: '42501' });
    expect(await as(role, insertLead)).toEqual({ refused: '42501' });
    expect(await as(role, `update leads set name = 'x'`)).toEqual({ refused: '42501' });
    expect(await as(role, 'delete from leads')).toEqual({ refused: '42501' });
  });

  it.each(['anon', 'authenticated'])('%s can touch none of the store’s tables', async (role) => {
    for (const table of ['outbox', 'rate_limits', 'schema_migrations']) {
      expect(await as(role, `select * from ${table}`), table).toEqual({ refused: '42501' });
    }
  });

  it('row-level security holds even if someone grants anon the table again: no row shows, none goes in', async () => {
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    await owner.query('grant select, insert on leads to anon');
    try {
      expect(await as('anon', 'select name from leads')).toEqual({ rows: [] });
      expect(await as('anon', insertLead)).toEqual({ refused: '42501' });
    } finally {
      await owner.query('revoke all on leads from anon');
      await owner.end();
    }
  });

  it('the service role, which the functions’ side may use, reads the lead', async () => {
    expect(await as('service_role', 'select name from leads')).toEqual({ rows: [{ name: 'سارة' }] });
  });

  it('logs the authenticator in with the test’s password even where the role exists with another', async () => {
    // Roles outlive databases: another run, or another project on this server, may have set one.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`alter role authenticator password 'another-project-password'`).finally(() => admin.end());
    const again = (await createSupabaseDatabase()) as SupabaseDatabase;
    const login = new pg.Client({ connectionString: again.authenticatorUrl });
    try {
      await login.connect();
      expect((await login.query('select current_user as role')).rows).toEqual([{ role: 'authenticator' }]);
    } finally {
      await login.end();
      await again.drop();
    }
  });
});
