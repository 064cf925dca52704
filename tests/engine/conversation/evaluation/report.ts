/**
 * Prints Layla's report on the development set, with --fresh on the set written after the work,
 * with --dev2 on the second development set (round 2), with --dev3 on the third (its messages only), with --dev4 on the fourth, with --dev5 on the fifth, with --dev6 on the sixth:
 * npx tsx tests/engine/conversation/evaluation/report.ts [--fresh | --dev2 | --dev3 | --dev4 | --dev5 | --dev6] [--failures]
 */
import { evaluate, formatReport } from './evaluate';
import { evaluationSet } from './evaluation-set';
import { laylaEngine } from './layla-engine';

const name =
  (['fresh', 'dev6', 'dev5', 'dev4', 'dev3', 'dev2'] as const).find((set) => process.argv.includes(`--${set}`)) ??
  'dev';
const { questions, conversations } = evaluationSet(name);
const report = evaluate(laylaEngine, questions, conversations);
console.log(formatReport(report));
if (process.argv.includes('--failures')) console.log(report.failures.join('\n'));
