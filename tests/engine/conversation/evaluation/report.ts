/**
 * Prints Layla's report on the development set, with --fresh on the set written after the work,
 * with --dev2 on the second development set (round 2), with --dev3 on the third (its messages only):
 * npx tsx tests/engine/conversation/evaluation/report.ts [--fresh | --dev2 | --dev3] [--failures]
 */
import { DEV_CONVERSATIONS } from './dev-conversations';
import { DEV_QUESTIONS } from './dev-questions';
import { DEV2_CONVERSATIONS } from './dev2-conversations';
import { DEV2_QUESTIONS } from './dev2-questions';
import { DEV3_QUESTIONS } from './dev3-questions';
import { evaluate, formatReport } from './evaluate';
import { FRESH_CONVERSATIONS } from './fresh-conversations';
import { FRESH_QUESTIONS } from './fresh-questions';
import { laylaEngine } from './layla-engine';

const report = process.argv.includes('--fresh')
  ? evaluate(laylaEngine, FRESH_QUESTIONS, FRESH_CONVERSATIONS)
  : process.argv.includes('--dev3')
    ? evaluate(laylaEngine, DEV3_QUESTIONS, [])
    : process.argv.includes('--dev2')
      ? evaluate(laylaEngine, DEV2_QUESTIONS, DEV2_CONVERSATIONS)
      : evaluate(laylaEngine, DEV_QUESTIONS, DEV_CONVERSATIONS);
console.log(formatReport(report));
if (process.argv.includes('--failures')) console.log(report.failures.join('\n'));
