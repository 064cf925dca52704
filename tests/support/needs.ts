import type { TestOptions } from 'vitest';
import { onCi, type RequirementName, testRequirement } from '../../scripts/test-requirements';

declare module 'vitest' {
  interface TaskMeta {
    /** Why the suite was skipped: what this machine lacks (tests/support/skipped-suites-reporter.ts lists it). */
    missing?: string;
  }
}

/**
 * The options of a `describe` that needs `names`: none when this machine has them; otherwise the
 * suite is skipped (its hooks do not run), the reason kept for the run's closing list. With CI=true
 * nothing is skipped, so a CI machine that lacks one fails (npm test's preflight says so first).
 * @example describe('two servers on one PostgreSQL', needs('PostgreSQL'), () => { ... });
 */
export function needs(...names: RequirementName[]): Omit<TestOptions, 'shuffle'> {
  const missing = names
    .map((name) => testRequirement(name))
    .filter((requirement) => requirement.missing)
    .map(({ name, missing: why }) => `${name}: ${why}`);
  if (missing.length === 0 || onCi()) return {};
  return { skip: true, meta: { missing: missing.join('; ') } };
}
