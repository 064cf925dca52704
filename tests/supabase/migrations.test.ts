import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_MIGRATIONS_DIR, supabaseMigrationFiles } from '../../scripts/supabase-migrations';
import { writeSupabaseMigrations } from '../../scripts/write-supabase-migrations';
import { migrate } from '../../src/server/store/migrations';
import { openPostgres } from '../../src/server/store/postgres-sql';
import { createScratchDatabase } from '../support/postgres';
import { type SupabaseDatabase, createSupabaseDatabase, pushSupabaseMigrations } from '../support/supabase-database';
import { needs } from '../support/needs';

describe('supabase/migrations', () => {
  it('are written from the Node server’s migrations, file for file, leaving no stale file behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ev-migrations-'));
    try {
      await writeFile(join(dir, '20261101000099_renamed_since.sql'), 'select 1;');
      const expected = supabaseMigrationFiles();
      expect(await writeSupabaseMigrations(dir)).toEqual(expected.map((file) => file.name));
      expect((await readdir(dir)).sort()).toEqual(expected.map((file) => file.name));
      for (const file of expected) expect(await readFile(join(dir, file.name), 'utf8'), file.name).toBe(file.sql);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are not in git: npm ci, the tests and `npm run supabase:deploy` write them', async () => {
    // git from the system's folders too: test-preflight.test.ts runs this file with a PATH that
    // holds none of the optional tools, and git is not one of them.
    const ignored = spawnSync('git', ['check-ignore', '-q', `${SUPABASE_MIGRATIONS_DIR}/20261101000001_leads.sql`], {
      env: { ...process.env, PATH: [process.env.PATH, '/usr/local/bin', '/usr/bin', '/bin'].filter(Boolean).join(':') },
    });
    expect(ignored.status).toBe(0);
  });
});

describe('a database migrated as Supabase migrates it', needs('PostgreSQL'), () => {
  let supabase: SupabaseDatabase;
  let node: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    [supabase, node] = await Promise.all([
      createSupabaseDatabase() as Promise<SupabaseDatabase>,
      createScratchDatabase(),
    ]);
  });
  afterAll(async () => {
    await supabase?.drop();
    await node?.drop();
  });

  it('has the schema the Node server builds, and the Node server finds nothing left to apply', async () => {
    const sql = await openPostgres(node?.url ?? '');
    await migrate(sql);
    await sql.close();
    expect(await schemaOf(supabase.url)).toEqual(await schemaOf(node?.url ?? ''));

    const onSupabase = await openPostgres(supabase.url);
    expect(await migrate(onSupabase)).toEqual([]);
    await onSupabase.close();
  });

  it('has row-level security on every table, and nothing granted to anon or authenticated', async () => {
    const reach = await lockedOut(supabase.url);
    expect(reach.tables).toEqual(expect.arrayContaining(['leads', 'outbox', 'rate_limits', 'schema_migrations']));
    expect(reach.withoutRowLevelSecurity).toEqual([]);
    expect(reach.grantedToBrowserRoles).toEqual([]);
  });
});

/**
 * `supabase db push` on a database the Node server migrated (`npm run leads` with DATABASE_URL
 * migrates what it opens), and the Node server on one `db push` built: each twice, in both
 * orders, on a fresh database set up as Supabase's. Push reruns every file, as it would for
 * files its own history lacks; the Node server skips what schema_migrations records.
 */
describe('the Node server’s migrations and `supabase db push` on one database', needs('PostgreSQL'), () => {
  let reference: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    reference = await createScratchDatabase();
    const sql = await openPostgres(reference?.url ?? '');
    await migrate(sql);
    await sql.close();
  });
  afterAll(() => reference?.drop());

  const node = async (url: string) => {
    const sql = await openPostgres(url);
    await migrate(sql).finally(() => sql.close());
  };
  const orders = {
    'Node, then db push': [node, pushSupabaseMigrations, node, pushSupabaseMigrations],
    'db push, then Node': [pushSupabaseMigrations, node, pushSupabaseMigrations, node],
  };

  it.each(Object.entries(orders))(
    '%s, twice: each step applies, the browser roles stay locked out',
    async (_, steps) => {
      const database = (await createSupabaseDatabase({ push: false })) as SupabaseDatabase;
      try {
        for (const [index, step] of steps.entries()) {
          await step(database.url);
          expect(await lockedOut(database.url), `after step ${index + 1}`).toEqual({
            tables: expect.arrayContaining(['leads', 'maintenance_runs', 'outbox', 'rate_limits', 'schema_migrations']),
            withoutRowLevelSecurity: [],
            grantedToBrowserRoles: [],
            readableByBrowserRoles: [],
          });
        }
        expect(await schemaOf(database.url)).toEqual(await schemaOf(reference?.url ?? ''));
      } finally {
        await database.drop();
      }
    },
  );
});

/**
 * What Supabase's browser roles reach in public: tables without row-level security, any grant to
 * anon or authenticated, and which tables either can actually read (as PostgREST would switch to
 * them), beside the tables that are there.
 */
function lockedOut(url: string) {
  return withClient(url, async (client) => {
    const tables = await client.query<{ name: string; rls: boolean }>(
      `select relname as name, relrowsecurity as rls from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    );
    const grants = await client.query<{ grantee: string; table_name: string }>(
      `select grantee, table_name from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated')`,
    );
    const readable: string[] = [];
    for (const role of ['anon', 'authenticated']) {
      for (const { name } of tables.rows) {
        await client.query('begin');
        try {
          await client.query(`set local role ${role}`);
          await client.query(`select from ${name} limit 1`);
          readable.push(`${role}: ${name}`);
        } catch (error) {
          if ((error as { code?: string }).code !== '42501') throw error;
        } finally {
          await client.query('rollback');
        }
      }
    }
    return {
      tables: tables.rows.map((table) => table.name),
      withoutRowLevelSecurity: tables.rows.filter((table) => !table.rls).map((table) => table.name),
      grantedToBrowserRoles: grants.rows.map((grant) => `${grant.grantee}: ${grant.table_name}`),
      readableByBrowserRoles: readable,
    };
  });
}

/** Tables, columns, indexes and row-level security of public, as text that compares. */
function schemaOf(url: string) {
  return withClient(url, async (client) => {
    const columns = await client.query(
      `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' order by table_name, column_name`,
    );
    const indexes = await client.query(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    );
    const security = await client.query(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
       order by relname`,
    );
    // A constraint added twice (a foreign key of a rerun `add column`) shows here.
    const constraints = await client.query(
      `select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
       from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    );
    return { columns: columns.rows, indexes: indexes.rows, security: security.rows, constraints: constraints.rows };
  });
}

/** Runs `work` with a client of its own on `url`, closed afterwards. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
