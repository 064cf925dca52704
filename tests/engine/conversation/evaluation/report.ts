/**
 * Prints Layla's report on the development set (and, with --fresh, on the set written after the
 * work): npx tsx tests/engine/conversation/evaluation/report.ts [--fresh] [--failures]
 */
import { DEV_CONVERSATIONS } from './dev-conversations';
import { DEV_QUESTIONS } from './dev-questions';
import { evaluate, formatReport } from './evaluate';
import { laylaEngine } from './layla-engine';

const report = evaluate(laylaEngine, DEV_QUESTIONS, DEV_CONVERSATIONS);
console.log(formatReport(report));
if (process.argv.includes('--failures')) console.log(report.failures.join('\n'));
