import { writeSupabaseBundle } from '../../scripts/write-supabase-bundle';
import { writeSupabaseMigrations } from '../../scripts/write-supabase-migrations';

/**
 * The node tests' global setup: the Edge Functions' bundle and the Supabase migrations are
 * generated (not in git), so the tests that deploy-walk the bundle, run it on Deno or migrate a
 * database as `supabase db push` does (tests/supabase) get them from this src/; the bundle step
 * writes Layla's model (generated too) first, which every test of her engine reads.
 */
export default async function setup(): Promise<void> {
  await writeSupabaseMigrations();
  await writeSupabaseBundle();
}
