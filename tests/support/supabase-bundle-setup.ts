import { writeSupabaseBundle } from '../../scripts/write-supabase-bundle';

/**
 * The node tests' global setup: the Edge Functions' bundle is generated (not in git), so the
 * tests that deploy-walk it or run it on Deno (tests/supabase) get one built from this src/.
 */
export default async function setup(): Promise<void> {
  await writeSupabaseBundle();
}
