import type { TopicClassifier } from './build-classifier';
import { type Candidate, classifyText } from './classify-text';
import { type Calibration, confidence, verdict } from './confidence';

/** A calibration paraphrase: a visitor's question and its topic, or none for a message no topic answers. */
export interface CalibrationItem {
  text: string;
  topic?: string;
}

/** How the classifier does on the calibration paraphrases, with the calibration fitted on them. */
export interface CalibrationReport {
  calibration: Calibration;
  items: number;
  /** Items with a topic whose best candidate is it. */
  topRight: number;
  topItems: number;
  /** Each item's decision under the calibration: answered right, asked which, unsure (handed over), answered wrong. */
  decisions: { right: number; asked: number; unsure: number; wrong: number };
  /** Predicted confidence against the share right, in five bands of confidence (reliability). */
  bands: { from: number; to: number; items: number; predicted: number; right: number }[];
}

/** What a wrong answer costs against a right one: a paragraph on the wrong topic is the worst outcome. */
const WRONG_COST = 4;
/** What asking which of two topics is worth against answering right. */
const ASKED_WORTH = 0.5;

/**
 * Fits the calibration on paraphrases the classifier was not trained on: a logistic curve from the
 * best score and its lead to the chance the best topic is right (Newton's method), then the
 * answer threshold, the ambiguity margin and the second's floor that maximise right answers
 * against wrong ones (each wrong costs four right; asking is worth half). A message of no topic
 * answered at all counts as wrong. Deterministic, rounded, so the written calibration is stable.
 *
 * @example
 * calibrate(classifier, [{ text: 'is a deposit required?', topic: 'deposit' }, { text: 'capital of France?' }]);
 */
export function calibrate(classifier: TopicClassifier, items: readonly CalibrationItem[]): CalibrationReport {
  const seen = items.map((item) => ({ item, candidates: classifyText(classifier, item.text) }));
  const curve = fitCurve(seen.map(({ item, candidates }) => [candidates, candidates[0]?.topic === item.topic]));
  let best: { calibration: Calibration; worth: number } | undefined;
  for (const answerAt of range(0.3, 0.95, 0.05)) {
    for (const ambiguousBelow of range(0, 0.3, 0.02)) {
      for (const secondAt of range(0, 1, 0.05)) {
        const calibration = { curve, answerAt, ambiguousBelow, secondAt };
        const outcome = decide(seen, calibration);
        const worth = outcome.right + ASKED_WORTH * outcome.asked - WRONG_COST * outcome.wrong;
        if (!best || worth > best.worth + 1e-9) best = { calibration, worth };
      }
    }
  }
  const calibration = best?.calibration ?? { curve, answerAt: 0.5, ambiguousBelow: 0, secondAt: 1 };
  const topItems = seen.filter(({ item }) => item.topic);
  return {
    calibration,
    items: items.length,
    topRight: topItems.filter(({ item, candidates }) => candidates[0]?.topic === item.topic).length,
    topItems: topItems.length,
    decisions: decide(seen, calibration),
    bands: bands(seen, calibration),
  };
}

function decide(seen: readonly { item: CalibrationItem; candidates: Candidate[] }[], calibration: Calibration) {
  const outcome = { right: 0, asked: 0, unsure: 0, wrong: 0 };
  for (const { item, candidates } of seen) {
    const result = verdict(candidates, calibration);
    if (result.kind === 'unsure') outcome.unsure++;
    else if (result.kind === 'clarify') {
      if (item.topic && result.topics.includes(item.topic)) outcome.asked++;
      else outcome.wrong++;
    } else if (result.topic === item.topic) outcome.right++;
    else outcome.wrong++;
  }
  return outcome;
}

/** Logistic regression of 'the best topic is right' on [1, score₁, score₁ − score₂], by Newton's method. */
function fitCurve(rows: readonly [Candidate[], boolean][]): Calibration['curve'] {
  const xs: Vector[] = rows.map(([candidates]) => {
    const first = candidates[0]?.score ?? 0;
    return [1, first, first - (candidates[1]?.score ?? 0)];
  });
  const ys = rows.map(([, right]) => (right ? 1 : 0));
  let w: Vector = [0, 0, 0];
  // A little ridge keeps the fit finite when the paraphrases separate perfectly.
  const ridge = 1e-3;
  for (let step = 0; step < 50; step++) {
    let gradient: Vector = scale(w, ridge);
    let hessian: Matrix = [
      [ridge, 0, 0],
      [0, ridge, 0],
      [0, 0, ridge],
    ];
    xs.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-dot(w, x)));
      gradient = add(gradient, scale(x, p - (ys[i] ?? 0)));
      hessian = hessian.map((row, a) => add(row, scale(x, p * (1 - p) * x[a as 0 | 1 | 2]))) as Matrix;
    });
    const delta = solve3(hessian, gradient);
    w = add(w, scale(delta, -1));
    if (Math.hypot(...delta) < 1e-8) break;
  }
  return { bias: round(w[0]), top: round(w[1]), lead: round(w[2]) };
}

type Vector = [number, number, number];
type Matrix = [Vector, Vector, Vector];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const add = (a: Vector, b: Vector): Vector => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vector, k: number): Vector => [a[0] * k, a[1] * k, a[2] * k];

/** Solves a 3×3 system by Cramer's rule: the Hessian is small and symmetric positive definite. */
function solve3(m: Matrix, v: Vector): Vector {
  const det = ([a, b, c]: Matrix) =>
    a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0]);
  const whole = det(m);
  const column = (k: 0 | 1 | 2) =>
    det(m.map((row, r) => row.map((cell, c) => (c === k ? v[r as 0 | 1 | 2] : cell))) as Matrix);
  return [column(0) / whole, column(1) / whole, column(2) / whole];
}

function bands(seen: readonly { item: CalibrationItem; candidates: Candidate[] }[], calibration: Calibration) {
  return [0, 0.2, 0.4, 0.6, 0.8].map((from) => {
    const to = from + 0.2;
    const inBand = seen
      .map(({ item, candidates }) => ({
        p: confidence(candidates, calibration),
        right: candidates[0]?.topic === item.topic,
      }))
      .filter(({ p }) => p >= from && (p < to || to >= 1));
    const predicted = inBand.reduce((sum, { p }) => sum + p, 0) / Math.max(1, inBand.length);
    return {
      from,
      to: round(to),
      items: inBand.length,
      predicted: round(predicted),
      right: inBand.filter(({ right }) => right).length,
    };
  });
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to + 1e-9; value += step) values.push(round(value));
  return values;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
