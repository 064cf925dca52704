import type { TopicClassifier } from './build-classifier';
import { textFeatures } from './text-features';

/** A topic and the linear model's score for it (a margin: about 1 for a phrasing it was trained on). */
export interface Candidate {
  topic: string;
  score: number;
}

/** The candidates, best first, and how much of the message the model knows at all. */
export type Candidates = Candidate[] & {
  /** The share of the message's TF-IDF weight on features the model was trained on (0 to 1): low for a message about something else. */
  coverage: number;
};

export interface ClassifyOptions {
  /** Only these topics compete (a clarifying question's two). */
  among?: ReadonlySet<string>;
  /** How many candidates to return, best first. */
  top?: number;
}

/**
 * The topics a text is nearest, best first, by the linear model's score over its unit TF-IDF
 * vector. Words the classifier never saw still count in the vector's length, so a message mostly
 * about something else scores low everywhere, and its coverage (the share of it the model knows)
 * is low: the calibration reads both (confidence.ts).
 *
 * @example
 * classifyText(classifier, 'how much is the deposit')[0]; // { topic: 'deposit', score: 0.93 }
 */
export function classifyText(classifier: TopicClassifier, text: string, options: ClassifyOptions = {}): Candidates {
  const query: [row: number, weight: number][] = [];
  let norm2 = 0;
  let known2 = 0;
  for (const [feature, count] of textFeatures(text)) {
    const row = classifier.featureIds.get(feature);
    const weight = (1 + Math.log(count)) * (row === undefined ? classifier.unseenIdf : (classifier.idf[row] as number));
    norm2 += weight * weight;
    if (row === undefined) continue;
    query.push([row, weight]);
    known2 += weight * weight;
  }
  if (query.length === 0) return Object.assign([], { coverage: 0 });
  const norm = Math.sqrt(norm2);
  const scores = new Float64Array(classifier.topics.length);
  const { start, topic, weight } = classifier.weights;
  for (const [row, value] of query) {
    const x = value / norm;
    const end = start[row + 1] as number;
    for (let at = start[row] as number; at < end; at++) {
      const index = topic[at] as number;
      scores[index] = (scores[index] as number) + x * (weight[at] as number);
    }
  }
  // The best few, best first (ties by name), without sorting every topic.
  const wanted = options.top ?? 3;
  const candidates: Candidate[] = [];
  classifier.topics.forEach((name, index) => {
    const score = scores[index] as number;
    const last = candidates[wanted - 1];
    if (last && score < last.score) return;
    if (options.among && !options.among.has(name)) return;
    const candidate = { topic: name, score };
    let at = candidates.length;
    while (at > 0 && before(candidate, candidates[at - 1] as Candidate)) at--;
    if (at < wanted) {
      candidates.splice(at, 0, candidate);
      if (candidates.length > wanted) candidates.pop();
    }
  });
  return Object.assign(candidates, { coverage: Math.sqrt(known2) / norm });
}

const before = (a: Candidate, b: Candidate) =>
  a.score > b.score || (a.score === b.score && a.topic.localeCompare(b.topic) < 0);
