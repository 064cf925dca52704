/**
 * Prints Layla's report on the development set, or with --fresh on the set written after the
 * work: npx tsx tests/engine/conversation/evaluation/report.ts [--fresh] [--failures]
 */
import { DEV_CONVERSATIONS } from './dev-conversations';
import { DEV_QUESTIONS } from './dev-questions';
import { evaluate, formatReport } from './evaluate';
import { FRESH_CONVERSATIONS } from './fresh-conversations';
import { FRESH_QUESTIONS } from './fresh-questions';
import { laylaEngine } from './layla-engine';

const fresh = process.argv.includes('--fresh');
const report = fresh
  ? evaluate(laylaEngine, FRESH_QUESTIONS, FRESH_CONVERSATIONS)
  : evaluate(laylaEngine, DEV_QUESTIONS, DEV_CONVERSATIONS);
console.log(formatReport(report));
if (process.argv.includes('--failures')) console.log(report.failures.join('\n'));
