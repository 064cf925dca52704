import { MIGRATIONS, SCHEMA_MIGRATIONS_TABLE } from '../src/server/store/migrations';

export const SUPABASE_MIGRATIONS_DIR = 'supabase/migrations';

/**
 * The Node server's migrations as Supabase migration files, one per entry, in the same order:
 * `<version>_<name>.sql`, the version made from the entry's number so the order holds. Each file
 * also records its id in schema_migrations, as the Node server does, so a Node server pointed at
 * the Supabase database applies nothing twice.
 * @example supabaseMigrationFiles()[0]?.name // '20261101000001_leads.sql'
 */
export function supabaseMigrationFiles(): { name: string; sql: string }[] {
  return MIGRATIONS.map(({ id, sql }) => {
    const [, number, slug] = id.match(/^(\d+)-(.+)$/) ?? [];
    if (!number || !slug) throw new Error(`migration id ${id} is not <number>-<name>`);
    const body = dedent(sql);
    return {
      name: `20261101${number.padStart(6, '0')}_${slug.replaceAll('-', '_')}.sql`,
      sql: [
        `-- The Node server's migration ${id} (src/server/store/migrations.ts), written by`,
        '-- `npm run supabase:migrations` (generated, not in git): change that list, not this file.',
        `${SCHEMA_MIGRATIONS_TABLE};`,
        '',
        body,
        '',
        `insert into schema_migrations (id) values ('${id}') on conflict (id) do nothing;`,
        '',
      ].join('\n'),
    };
  });
}

function dedent(sql: string): string {
  const lines = sql.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}
