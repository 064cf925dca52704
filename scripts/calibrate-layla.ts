/**
 * Trains Layla's classifier on the default entries and writes it down
 * (src/engine/conversation/understand/classifier/default-model.ts), then calibrates it on the
 * calibration paraphrases and writes the result to calibration.ts beside it. Run after changing
 * the default entries, the classifier or the calibration set; the calibration test fails until then.
 *   npx tsx scripts/calibrate-layla.ts
 */
import { writeFileSync } from 'node:fs';
import { DEFAULT_KNOWLEDGE } from '../src/engine/conversation/knowledge-base/default-knowledge';
import { gatherEntries } from '../src/engine/conversation/knowledge-base/training-texts';
import { buildClassifier } from '../src/engine/conversation/understand/classifier/build-classifier';
import { calibrate } from '../src/engine/conversation/understand/classifier/calibrate';
import { calibrationSet } from '../tests/engine/conversation/knowledge-base/calibration-set';
import { writeLaylaModel } from './write-layla-model';

const { unique: entries, training } = gatherEntries(DEFAULT_KNOWLEDGE);
// Trained now, never read from the snapshot being replaced.
const classifier = buildClassifier(training);
const folder = new URL('../src/engine/conversation/understand/classifier/', import.meta.url);
await writeLaylaModel({ trained: classifier });
const declines = new Set(entries.filter((entry) => entry.kind === 'decline').map((entry) => entry.id));
const report = calibrate(classifier, calibrationSet(), declines);
writeFileSync(
  new URL('calibration.ts', folder),
  `import type { Calibration } from './confidence';

/**
 * Written by scripts/calibrate-layla.ts from the default entries and the calibration paraphrases
 * (tests/engine/conversation/knowledge-base/calibration/): ${report.items} messages, the best topic right for
 * ${report.topRight} of ${report.topItems}; decided with it: ${report.decisions.right} answered right, ${report.decisions.asked} asked which,
 * ${report.decisions.unsure} handed over or declined, ${report.decisions.wrong} answered wrong.
 */
export const CALIBRATION: Calibration = {
  curve: {
    bias: ${report.calibration.curve.bias},
    top: ${report.calibration.curve.top},
    lead: ${report.calibration.curve.lead},
    known: ${report.calibration.curve.known},
  },
  answerAt: ${report.calibration.answerAt},
  ambiguousBelow: ${report.calibration.ambiguousBelow},
  secondAt: ${report.calibration.secondAt},
};
`,
);
console.log(JSON.stringify(report, null, 2));
