import type { Calibration } from './confidence';

/**
 * Written by scripts/calibrate-layla.ts from the default entries and the calibration paraphrases
 * (tests/engine/conversation/knowledge-base/calibration/): 1373 messages, the best topic right for
 * 1143 of 1292; decided with it: 910 answered right, 102 asked which,
 * 308 handed over or declined, 53 answered wrong.
 */
export const CALIBRATION: Calibration = {
  curve: {
    bias: -3.7266,
    top: -0.161,
    lead: 7.9149,
    known: 3.872,
  },
  answerAt: 0.75,
  ambiguousBelow: 0.26,
  secondAt: 0.45,
};
