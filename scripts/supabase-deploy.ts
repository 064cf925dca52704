import { spawnSync } from 'node:child_process';
import { writeSupabaseBundle } from './write-supabase-bundle';
import { writeSupabaseMigrations } from './write-supabase-migrations';

/**
 * `npm run supabase:deploy [-- <the CLI's options>]`: writes the Edge Functions' bundle and
 * supabase/migrations/ from src/ (both generated, not in git; `supabase db push` reads the
 * migrations), then runs the Supabase CLI's `functions deploy --use-api`
 * with the options given (`--project-ref <ref>`, a function's name). Without the CLI on the PATH
 * it says so, and how to go on, and fails: nothing was deployed.
 */
await writeSupabaseMigrations();
process.stdout.write(`wrote ${await writeSupabaseBundle()}\n`);
const args = ['functions', 'deploy', '--use-api', ...process.argv.slice(2)];
const deploy = spawnSync('supabase', args, { stdio: 'inherit' });
if ((deploy.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
  process.stderr.write(
    `The Supabase CLI is not installed, so nothing was deployed: install it (https://supabase.com/docs/guides/cli), then run \`npm run supabase:deploy\` again, or \`supabase ${args.join(' ')}\` yourself: the bundle is written.\n`,
  );
  process.exit(1);
}
process.exit(deploy.status ?? 1);
