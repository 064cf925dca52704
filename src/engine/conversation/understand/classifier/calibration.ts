import type { Calibration } from './confidence';

/**
 * Written by scripts/calibrate-layla.ts from the default entries and the calibration paraphrases
 * (tests/engine/conversation/knowledge-base/calibration/): 1373 messages, the best topic right for
 * 1145 of 1295; decided with it: 916 answered right, 81 asked which,
 * 322 handed over or declined, 54 answered wrong.
 */
export const CALIBRATION: Calibration = {
  curve: {
    bias: -3.0967,
    top: 0.2317,
    lead: 7.2344,
    known: 2.9606,
  },
  answerAt: 0.75,
  ambiguousBelow: 0.28,
  secondAt: 0.5,
};
