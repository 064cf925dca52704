/**
 * The first step of `npm test`: says what the suites will use (Chromium, PostgreSQL, WordPress, nginx).
 * Where this machine lacks one, it names the command that installs it, and the suites that need
 * it skip (tests/support/needs.ts) and are listed at the end (scripts/test-summary.ts); with
 * CI=true nothing may be missing, and it fails naming what is.
 */
import pg from 'pg';
import { skippedSuites } from './skipped-suites';
import { onCi, type Requirement, testRequirements } from './test-requirements';

const requirements = await Promise.all(testRequirements().map(reachable));
skippedSuites().clear();
const ci = onCi();
const lines = requirements.map(({ name, uses, missing, install }) =>
  uses
    ? `  ${name.padEnd(11)} ${uses}`
    : `  ${name.padEnd(11)} missing: ${missing}.\n  ${''.padEnd(11)} ${ci ? 'To install' : 'Its suites skip; to run them'}: ${install}`,
);
process.stdout.write(`npm test uses:\n${lines.join('\n')}\n`);

const unreachable = requirements.find((requirement) => requirement.unreachable);
if (unreachable) {
  process.stderr.write(`npm test: ${unreachable.unreachable}\n`);
  process.exit(1);
}
const missing = requirements.filter((requirement) => requirement.missing);
if (ci && missing.length > 0) {
  const named = missing.map(({ name, missing: why }) => `${name} (${why})`).join(', ');
  process.stderr.write(`npm test: CI=true runs every suite, and this machine lacks ${named}. .ci/run installs them.\n`);
  process.exit(1);
}

/** The PostgreSQL of DATABASE_URL must answer: a set but dead URL is a mistake, not a skip. */
async function reachable(requirement: Requirement): Promise<Requirement & { unreachable?: string }> {
  const url = process.env.DATABASE_URL;
  if (requirement.name !== 'PostgreSQL' || !requirement.uses || !url) return requirement;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return { ...requirement, uses: `PostgreSQL ${rows[0]?.server_version.split(' ')[0]}, ${requirement.uses}` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      ...requirement,
      unreachable: `DATABASE_URL is set, but its PostgreSQL does not answer (${why}): start it, or unset DATABASE_URL to skip the suites that need it.`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}
