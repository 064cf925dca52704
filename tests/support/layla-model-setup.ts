import { writeLaylaModel } from '../../scripts/write-layla-model';

/**
 * The widgets' and e2e tests' global setup: Layla's default model is generated (not in git), and
 * the functions those tests start read it. The node tests get it with the Supabase bundle.
 */
export default async function setup(): Promise<void> {
  await writeLaylaModel();
}
