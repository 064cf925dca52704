import type { Calibration } from './confidence';

/**
 * Written by scripts/calibrate-layla.ts from the default entries and the calibration paraphrases
 * (tests/engine/conversation/knowledge-base/calibration/): 1364 messages, the best topic right for
 * 1139 of 1288; decided with it: 923 answered right, 69 asked which,
 * 319 handed over or declined, 53 answered wrong.
 */
export const CALIBRATION: Calibration = {
  curve: {
    bias: -3.2549,
    top: 0.1176,
    lead: 7.4561,
    known: 3.1817,
  },
  answerAt: 0.75,
  ambiguousBelow: 0.24,
  secondAt: 0.5,
};
