import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm test`'s steps on a machine without Chromium, WordPress or DATABASE_URL: CHROME_PATH names
 * no file, PATH holds none of WordPress's commands (php, mariadbd), DATABASE_URL is not set. Each step runs as npm test
 * runs it, with the list of skipped suites kept in a file of this test's own.
 */
let dir = '';
let machine: NodeJS.ProcessEnv = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ev-preflight-'));
  machine = {
    PATH: join(dir, 'bin'),
    HOME: process.env.HOME,
    CHROME_PATH: join(dir, 'no-chromium'),
    npm_lifecycle_event: 'test',
    SKIPPED_SUITES_FILE: join(dir, 'skipped-suites.json'),
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** One step of npm test, run by this Node (PATH has no node on it). */
function step(args: string[], env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(process.execPath, args, { env: { ...machine, ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
const vitest = (...args: string[]) => step(['node_modules/vitest/vitest.mjs', 'run', ...args]);

const POSTGRESQL_SUITES = [
  'tests/server/privacy/purge-two-servers.test.ts › the retention purge on two servers at once',
  'tests/server/scale.test.ts › two servers on one PostgreSQL',
  'tests/supabase/functions-on-deno.test.ts › the Supabase Edge Functions on Deno',
  'tests/supabase/migrations.test.ts › a database migrated as Supabase migrates it',
  'tests/supabase/row-level-security.test.ts › row-level security on the Supabase migrations',
  'tests/supabase/migrations.test.ts › the Node server’s migrations and `supabase db push` on one database',
  'tests/server/postgres-ssl.test.ts › sslmode in DATABASE_URL, on Node',
  'tests/supabase/postgres-ssl-on-deno.test.ts › sslmode=verify-full in SUPABASE_DB_URL, on Deno',
].sort();
const WORDPRESS_SUITES = [
  'tests/integrations/wordpress/ev-widgets.test.ts › the WordPress plugin’s sources > its PHP',
  'tests/e2e/wordpress-settings.test.ts › the WordPress plugin',
  'tests/e2e/wordpress-shortcodes.test.ts › the WordPress plugin',
];

describe('npm test on a machine without Chromium, WordPress or DATABASE_URL', () => {
  it('starts by saying what it uses and what it lacks, with the command that installs it', () => {
    const preflight = step(['--import', 'tsx', 'scripts/test-preflight.ts']);
    expect(preflight.stderr).toBe('');
    expect(preflight.status).toBe(0);
    expect(preflight.stdout).toMatch(
      /^npm test uses:\n {2}Chromium {4}missing: no Chromium at .*\n.*apt-get install -y chromium/,
    );
    expect(preflight.stdout).toMatch(
      /PostgreSQL {2}missing: DATABASE_URL is not set\.\n.*sudo apt-get install -y postgresql/,
    );
    expect(preflight.stdout).toMatch(
      /WordPress {3}missing: .*php, msgfmt, xgettext not on PATH\.\n.*sudo apt-get install -y wordpress /,
    );
  });

  it('skips the suites that need them and ends green, listing them by name with the reason', () => {
    const files = [...POSTGRESQL_SUITES, ...WORDPRESS_SUITES].map((suite) => suite.split(' › ')[0] as string);
    const unit = vitest('--project', 'node', ...files.filter((file) => !file.startsWith('tests/e2e/')));
    expect(unit.status, unit.stdout + unit.stderr).toBe(0);
    const e2e = vitest('--project', 'e2e', ...files.filter((file) => file.startsWith('tests/e2e/')));
    expect(e2e.status, e2e.stdout + e2e.stderr).toBe(0);
    // Under npm test the runs only record; the last step lists.
    expect(unit.stdout + e2e.stdout).not.toContain('for what this machine lacks');

    const summary = step(['--import', 'tsx', 'scripts/test-summary.ts']);
    expect(summary.status).toBe(0);
    const listed = (reason: RegExp) => {
      const group = summary.stdout.split(/\n {2}(?=\S)/).find((block) => reason.test(block)) ?? '';
      return [...group.matchAll(/↓ (.+)/g)].map((match) => match[1]).sort();
    };
    expect(summary.stdout).toMatch(
      new RegExp(`^Skipped ${POSTGRESQL_SUITES.length + WORDPRESS_SUITES.length} suites for what this machine lacks`),
    );
    expect(listed(/^PostgreSQL: DATABASE_URL is not set\n/)).toEqual(POSTGRESQL_SUITES);
    expect(listed(/^WordPress: mariadbd, mariadb-install-db, php, msgfmt, xgettext not on PATH\n/)).toEqual([
      WORDPRESS_SUITES[0],
    ]);
    expect(listed(/^Chromium: no Chromium at .*; WordPress: .*php, msgfmt, xgettext not on PATH\n/)).toEqual(
      WORDPRESS_SUITES.slice(1),
    );
  });

  it('fails at once with CI=true, naming what is missing', () => {
    const preflight = step(['--import', 'tsx', 'scripts/test-preflight.ts'], { CI: 'true' });
    expect(preflight.status).toBe(1);
    expect(preflight.stderr).toMatch(
      /CI=true runs every suite, and this machine lacks Chromium \(no Chromium at .*\), PostgreSQL \(DATABASE_URL is not set\), WordPress \(/,
    );
  });
});

describe('the browser suites', () => {
  it('each say that they need Chromium, so a machine without it skips them rather than fail', () => {
    const files = readdirSync('tests/e2e').filter((file) => file.endsWith('.test.ts'));
    const silent = files.filter((file) => !/needs\('Chromium'/.test(readFileSync(join('tests/e2e', file), 'utf8')));
    expect(files.length).toBeGreaterThan(10);
    expect(silent).toEqual([]);
  });
});
