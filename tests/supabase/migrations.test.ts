import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_MIGRATIONS_DIR, supabaseMigrationFiles } from '../../scripts/supabase-migrations';
import { migrate } from '../../src/server/store/migrations';
import { openPostgres } from '../../src/server/store/postgres-sql';
import { createScratchDatabase } from '../support/postgres';
import { type SupabaseDatabase, createSupabaseDatabase } from '../support/supabase-database';
import { needs } from '../support/needs';

describe('supabase/migrations', () => {
  it('are the Node server’s migrations, file for file (run `npm run supabase:migrations` after changing them)', async () => {
    const onDisk = (await readdir(SUPABASE_MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    const expected = supabaseMigrationFiles();
    expect(onDisk).toEqual(expected.map((file) => file.name));
    for (const file of expected) {
      expect(await readFile(join(SUPABASE_MIGRATIONS_DIR, file.name), 'utf8'), file.name).toBe(file.sql);
    }
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
    const client = new pg.Client({ connectionString: supabase.url });
    await client.connect();
    try {
      const tables = await client.query<{ name: string; rls: boolean }>(
        `select relname as name, relrowsecurity as rls from pg_class
         where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
      );
      expect(tables.rows.map((table) => table.name)).toEqual(
        expect.arrayContaining(['leads', 'outbox', 'rate_limits', 'schema_migrations']),
      );
      for (const table of tables.rows) expect(table.rls, table.name).toBe(true);
      const grants = await client.query(
        `select table_name, grantee, privilege_type from information_schema.role_table_grants
         where table_schema = 'public' and grantee in ('anon', 'authenticated')`,
      );
      expect(grants.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

/** Tables, columns, indexes and row-level security of public, as text that compares. */
async function schemaOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
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
    return { columns: columns.rows, indexes: indexes.rows, security: security.rows };
  } finally {
    await client.end();
  }
}
