import type { Reporter, TestModule } from 'vitest/node';
import { formatSkippedSuites, skippedSuites } from '../../scripts/skipped-suites';

/**
 * Lists, at the end of a run, the suites skipped for what this machine lacks (tests/support/needs.ts),
 * with the reason. Under `npm test` it only records them: the closing step lists both runs' at once.
 */
export default class SkippedSuitesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const skipped = testModules.flatMap((module) =>
      [...module.children.allSuites()]
        // Inner suites inherit the meta: the outermost one names them all.
        .filter((suite) => suite.meta().missing && suite.state() === 'skipped')
        .filter((suite) => suite.parent.type === 'module' || !suite.parent.meta().missing)
        .map((suite) => ({
          suite: `${module.relativeModuleId} › ${suite.fullName}`,
          missing: suite.meta().missing ?? '',
        })),
    );
    if (process.env.npm_lifecycle_event === 'test') skippedSuites().add(skipped);
    else process.stdout.write(formatSkippedSuites(skipped));
  }
}
