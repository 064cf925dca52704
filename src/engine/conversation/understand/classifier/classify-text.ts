import type { TopicClassifier } from './build-classifier';
import { textFeatures } from './text-features';

/** A topic and the linear model's score for it (a margin: about 1 for a phrasing it was trained on). */
export interface Candidate {
  topic: string;
  score: number;
}

export interface ClassifyOptions {
  /** Only these topics compete (a clarifying question's two). */
  among?: ReadonlySet<string>;
  /** How many candidates to return, best first. */
  top?: number;
}

/**
 * The topics a text is nearest, best first, by the linear model's score over its unit TF-IDF
 * vector. Words the classifier never saw still count in the vector's length, so a message mostly
 * about something else scores low everywhere: the score is absolute, and the calibration reads it
 * as such (confidence.ts).
 *
 * @example
 * classifyText(classifier, 'how much is the deposit')[0]; // { topic: 'deposit', score: 0.93 }
 */
export function classifyText(classifier: TopicClassifier, text: string, options: ClassifyOptions = {}): Candidate[] {
  const query: [row: number, weight: number][] = [];
  let norm2 = 0;
  for (const [feature, count] of textFeatures(text)) {
    const weight = (1 + Math.log(count)) * (classifier.idf.get(feature) ?? classifier.unseenIdf);
    norm2 += weight * weight;
    const row = classifier.featureIds.get(feature);
    if (row !== undefined) query.push([row, weight]);
  }
  if (query.length === 0) return [];
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
  return candidates.slice(0, options.top ?? 3);
}
