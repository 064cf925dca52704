import type { Candidate } from './classify-text';

/** Candidates as classifyText gives them; the coverage counts as full when absent. */
type Read = readonly Candidate[] & { coverage?: number };

/**
 * The classifier's calibration: the logistic curve that turns the best score and its lead over
 * the second into the chance the best topic is right, and the thresholds the decision uses.
 * Fitted on the calibration paraphrases (calibrate.ts; scripts/calibrate-layla.ts writes it).
 */
export interface Calibration {
  /** p = 1 / (1 + e^-(bias + top × score₁ + lead × (score₁ − score₂) + known × coverage)). */
  curve: { bias: number; top: number; lead: number; known: number };
  /** Answer when p reaches this. */
  answerAt: number;
  /** Two topics closer than this (in score) are ambiguous: ask which one… */
  ambiguousBelow: number;
  /** …when the second is at least this near (otherwise neither is likely). */
  secondAt: number;
}

/** What the candidates of one question say, read with the calibration. */
export type Verdict =
  | { kind: 'answer'; topic: string; confidence: number }
  | { kind: 'clarify'; topics: readonly [string, string]; confidence: number }
  | { kind: 'unsure'; guess?: string; confidence: number };

/**
 * The calibrated chance that the best candidate is the topic asked: from its score, its lead over
 * the second, and how much of the message the model knows.
 *
 * @example
 * confidence([{ topic: 'deposit', score: 0.6 }, { topic: 'refunds', score: 0.2 }], calibration); // 0.97
 */
export function confidence(candidates: Read, calibration: Calibration): number {
  const [first, second] = candidates;
  if (!first) return 0;
  const { bias, top, lead, known } = calibration.curve;
  const z = bias + top * first.score + lead * (first.score - (second?.score ?? 0)) + known * (candidates.coverage ?? 1);
  return 1 / (1 + Math.exp(-z));
}

/**
 * Rasa's fallback rule on calibrated scores: two topics nearly tied and both plausible are asked
 * about ('Do you mean A or B?'); otherwise the best is answered when its confidence reaches the
 * threshold; below it, Layla is unsure (the closest topic is kept as a guess, to say what she
 * understood).
 *
 * @example
 * verdict([{ topic: 'deposit', score: 0.6 }], calibration); // { kind: 'answer', topic: 'deposit', … }
 */
export function verdict(candidates: Read, calibration: Calibration): Verdict {
  const [first, second] = candidates;
  const chance = confidence(candidates, calibration);
  if (!first) return { kind: 'unsure', confidence: 0 };
  if (second && first.score - second.score < calibration.ambiguousBelow && second.score >= calibration.secondAt) {
    return { kind: 'clarify', topics: [first.topic, second.topic], confidence: chance };
  }
  if (chance >= calibration.answerAt) return { kind: 'answer', topic: first.topic, confidence: chance };
  return { kind: 'unsure', guess: first.topic, confidence: chance };
}
