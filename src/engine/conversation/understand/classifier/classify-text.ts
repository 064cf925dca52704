import type { TopicClassifier } from './build-classifier';
import { featureWords, PAIR_WEIGHT, wordFeatures } from './text-features';

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
  const { known, unknown } = readText(classifier, text);
  const query: [row: number, weight: number][] = [];
  let norm2 = 0;
  let known2 = 0;
  for (const count of unknown.values()) {
    const weight = (1 + Math.log(count)) * classifier.unseenIdf;
    norm2 += weight * weight;
  }
  for (const [row, count] of known) {
    const weight = (1 + Math.log(count)) * (classifier.idf[row] as number);
    norm2 += weight * weight;
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

/** One word's features as the classifier reads them: its stem, and each feature's row (-1 when unseen). */
interface ReadWord {
  stem: string;
  features: readonly (readonly [feature: string, row: number, weight: number])[];
}

/** Words already read, per classifier: visitors use the same few thousand words, and a word's features never change. */
const wordCache = new WeakMap<TopicClassifier, Map<string, ReadWord>>();
/** A cache this large is started again: it only ever holds what is cheap to read again. */
const MOST_WORDS = 50_000;

/**
 * A text's feature counts (textFeatures.ts), those the classifier knows by their row and the
 * others by their name; each word's own features read once per classifier.
 */
function readText(classifier: TopicClassifier, text: string) {
  const cache = wordCache.get(classifier) ?? new Map<string, ReadWord>();
  wordCache.set(classifier, cache);
  const known = new Map<number, number>();
  const unknown = new Map<string, number>();
  const add = (feature: string, row: number, weight: number) => {
    if (row >= 0) known.set(row, (known.get(row) ?? 0) + weight);
    else unknown.set(feature, (unknown.get(feature) ?? 0) + weight);
  };
  let previous: string | undefined;
  for (const word of featureWords(text)) {
    let read = cache.get(word);
    if (!read) {
      const features = wordFeatures(word).map(
        ([feature, weight]) => [feature, classifier.featureIds.get(feature) ?? -1, weight] as const,
      );
      read = { stem: (features[0] as readonly [string, number, number])[0].slice(2), features };
      if (cache.size >= MOST_WORDS) cache.clear();
      cache.set(word, read);
    }
    for (const [feature, row, weight] of read.features) add(feature, row, weight);
    if (previous) {
      const pair = `p ${previous} ${read.stem}`;
      add(pair, classifier.featureIds.get(pair) ?? -1, PAIR_WEIGHT);
    }
    previous = read.stem;
  }
  return { known, unknown };
}
