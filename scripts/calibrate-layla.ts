/**
 * Calibrates Layla's classifier on the calibration paraphrases and writes the result to
 * src/engine/conversation/understand/classifier/calibration.ts (run after changing the default
 * entries or the calibration set; tests/engine/conversation/calibration.test.ts fails until then).
 *   npx tsx scripts/calibrate-layla.ts
 */
import { writeFileSync } from 'node:fs';
import { defaultKnowledgeIndex } from '../src/engine/conversation/knowledge-base/default-knowledge-index';
import { calibrate } from '../src/engine/conversation/understand/classifier/calibrate';
import { calibrationSet } from '../tests/engine/conversation/knowledge-base/calibration-set';

const knowledge = defaultKnowledgeIndex();
const declines = new Set(knowledge.entries.filter((entry) => entry.kind === 'decline').map((entry) => entry.id));
const report = calibrate(knowledge.classifier, calibrationSet(), declines);
const file = new URL('../src/engine/conversation/understand/classifier/calibration.ts', import.meta.url);
writeFileSync(
  file,
  `import type { Calibration } from './confidence';

/**
 * Written by scripts/calibrate-layla.ts from the default entries and the calibration paraphrases
 * (tests/engine/conversation/knowledge-base/calibration/): ${report.items} messages, the best topic right for
 * ${report.topRight} of ${report.topItems}; decided with it: ${report.decisions.right} answered right, ${report.decisions.asked} asked which,
 * ${report.decisions.unsure} handed over or declined, ${report.decisions.wrong} answered wrong.
 */
export const CALIBRATION: Calibration = ${JSON.stringify(report.calibration, null, 2)};
`,
);
console.log(JSON.stringify(report, null, 2));
