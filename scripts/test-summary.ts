/**
 * The last step of `npm test`: the suites both Vitest runs skipped for what this machine lacks,
 * by name, with the reason (nothing when none was skipped).
 */
import { formatSkippedSuites, skippedSuites } from './skipped-suites';

process.stdout.write(formatSkippedSuites(skippedSuites().read()));
