import { writeSupabaseBundle } from '../../scripts/write-supabase-bundle';

/**
 * The node tests' global setup: the Edge Functions' bundle is generated (not in git), so the
 * tests that deploy-walk it or run it on Deno (tests/supabase) get one built from this src/; it
 * writes Layla's model (generated too) first, which every test of her engine reads.
 */
export default async function setup(): Promise<void> {
  await writeSupabaseBundle();
}
