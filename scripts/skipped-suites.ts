import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SkippedSuite {
  /** `tests/…/x.test.ts › suite name` */
  suite: string;
  /** `WordPress: no /usr/sbin/apache2` */
  missing: string;
}

/**
 * Where one `npm test` keeps the suites it skipped for what the machine lacks: each Vitest run
 * adds its own (tests/support/skipped-suites-reporter.ts), the closing step lists them all
 * (scripts/test-summary.ts). SKIPPED_SUITES_FILE moves it (a test that runs Vitest inside Vitest).
 * @example skippedSuites().add([{ suite: 'tests/a.test.ts › a', missing: 'PostgreSQL: DATABASE_URL is not set' }]);
 */
export function skippedSuites(env: NodeJS.ProcessEnv = process.env) {
  const file = env.SKIPPED_SUITES_FILE || 'artifacts/skipped-suites.json';
  const read = (): SkippedSuite[] => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as SkippedSuite[];
    } catch {
      return [];
    }
  };
  return {
    read,
    clear: () => rmSync(file, { force: true }),
    add(suites: SkippedSuite[]) {
      if (suites.length === 0) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify([...read(), ...suites], null, 2));
    },
  };
}

/** The skipped suites grouped by what they lack, one suite a line; '' when none was skipped. */
export function formatSkippedSuites(suites: SkippedSuite[]): string {
  if (suites.length === 0) return '';
  const reasons = [...new Set(suites.map((skipped) => skipped.missing))];
  const groups = reasons.map((missing) => {
    const lines = suites.filter((skipped) => skipped.missing === missing).map((skipped) => `    ↓ ${skipped.suite}`);
    return `  ${missing}\n${lines.join('\n')}`;
  });
  return `Skipped ${suites.length} suite${suites.length === 1 ? '' : 's'} for what this machine lacks (npm test's first lines say how to install it):\n${groups.join('\n')}\n`;
}
