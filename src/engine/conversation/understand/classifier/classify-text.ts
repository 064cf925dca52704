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
    const weight = (1 + Math.log(count)) * (classifier.idf.get(feature) ?? classifier.unseenIdf);
    norm2 += weight * weight;
    const row = classifier.featureIds.get(feature);
    if (row === undefined) continue;
    query.push([row, weight]);
    known2 += weight * weight;
  }
  if (query.length === 0) return Object.assign([], { coverage: 0 });
  const norm = Math.sqrt(norm2);
  const count = classifier.topics.length;
  const scores = new Float64Array(count);
  for (const [row, weight] of query) {
    const base = row * count;
    const x = weight / norm;
    for (let topic = 0; topic < count; topic++) {
      scores[topic] = (scores[topic] as number) + x * (classifier.weights[base + topic] as number);
    }
  }
  const candidates: Candidate[] = [];
  classifier.topics.forEach((topic, index) => {
    if (!options.among || options.among.has(topic)) candidates.push({ topic, score: scores[index] as number });
  });
  candidates.sort((a, b) => b.score - a.score || a.topic.localeCompare(b.topic));
  return Object.assign(candidates.slice(0, options.top ?? 3), { coverage: Math.sqrt(known2) / norm });
}
