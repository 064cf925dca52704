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
  const { known, unknown, words, pairs } = readText(classifier, text);
  let norm2 = 0;
  let known2 = 0;
  for (const count of unknown.values()) {
    const weight = (1 + Math.log(count)) * classifier.unseenIdf;
    norm2 += weight * weight;
  }
  for (const [row, count] of known) {
    const weight = (1 + Math.log(count)) * (classifier.idf[row] as number);
    norm2 += weight * weight;
    known2 += weight * weight;
  }
  if (known.size === 0) return Object.assign([], { coverage: 0 });
  const norm = Math.sqrt(norm2);
  // Each word's own features summed once per classifier (wordScores), then the pairs of words,
  // then, for a feature two words share, the difference its summed count makes (1 + ln n is not
  // n times 1 + ln 1): the same scores as the message's vector read feature by feature.
  const scores = new Float64Array(classifier.topics.length);
  for (const word of words) {
    const vector = wordScores(classifier, word);
    for (let topic = 0; topic < vector.length; topic++)
      scores[topic] = (scores[topic] as number) + (vector[topic] as number);
  }
  for (const [row, count] of pairs)
    addRow(classifier, scores, row, (1 + Math.log(count)) * (classifier.idf[row] as number));
  for (const [row, apart] of shared(words)) {
    const whole = 1 + Math.log(known.get(row) as number);
    addRow(classifier, scores, row, (whole - apart) * (classifier.idf[row] as number));
  }
  for (let topic = 0; topic < scores.length; topic++) scores[topic] = (scores[topic] as number) / norm;
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

/** One word's features as the classifier reads them: its stem, each feature's row (-1 when unseen) and count in the word. */
interface ReadWord {
  stem: string;
  features: readonly (readonly [feature: string, row: number, count: number])[];
  /** The word's features times their weights, summed per topic: read once, on first use. */
  scores?: Float32Array;
}

/** Words already read, per classifier: visitors use the same few thousand words, and a word's features never change. */
const wordCache = new WeakMap<TopicClassifier, Map<string, ReadWord>>();
/** A cache this large is started again: it only ever holds what is cheap to read again. */
const MOST_WORDS = 20_000;

/**
 * A text's feature counts (textFeatures.ts): those the classifier knows by their row and the
 * others by their name, the words read (each word's own features once per classifier) and the
 * rows of the pairs of neighbouring words.
 */
function readText(classifier: TopicClassifier, text: string) {
  const cache = wordCache.get(classifier) ?? new Map<string, ReadWord>();
  wordCache.set(classifier, cache);
  const known = new Map<number, number>();
  const unknown = new Map<string, number>();
  const pairs = new Map<number, number>();
  const words: ReadWord[] = [];
  const add = (feature: string, row: number, weight: number) => {
    if (row >= 0) known.set(row, (known.get(row) ?? 0) + weight);
    else unknown.set(feature, (unknown.get(feature) ?? 0) + weight);
  };
  let previous: string | undefined;
  for (const word of featureWords(text)) {
    let read = cache.get(word);
    if (!read) {
      const counts = new Map<string, number>();
      for (const [feature, weight] of wordFeatures(word)) counts.set(feature, (counts.get(feature) ?? 0) + weight);
      const features = [...counts].map(
        ([feature, count]) => [feature, classifier.featureIds.get(feature) ?? -1, count] as const,
      );
      read = { stem: (features[0] as readonly [string, number, number])[0].slice(2), features };
      if (cache.size >= MOST_WORDS) cache.clear();
      cache.set(word, read);
    }
    words.push(read);
    for (const [feature, row, count] of read.features) add(feature, row, count);
    if (previous) {
      const pair = `p ${previous} ${read.stem}`;
      const row = classifier.featureIds.get(pair) ?? -1;
      add(pair, row, PAIR_WEIGHT);
      if (row >= 0) pairs.set(row, (pairs.get(row) ?? 0) + PAIR_WEIGHT);
    }
    previous = read.stem;
  }
  return { known, unknown, words, pairs };
}

/** A word's known features, each (1 + ln its count) × its idf, times the model's weights: its share of every topic's score. */
function wordScores(classifier: TopicClassifier, word: ReadWord): Float32Array {
  if (word.scores) return word.scores;
  const scores = new Float64Array(classifier.topics.length);
  for (const [, row, count] of word.features) {
    if (row >= 0) addRow(classifier, scores, row, (1 + Math.log(count)) * (classifier.idf[row] as number));
  }
  word.scores = Float32Array.from(scores);
  return word.scores;
}

function addRow(classifier: TopicClassifier, scores: Float64Array, row: number, x: number): void {
  const { start, topic, weight } = classifier.weights;
  const end = start[row + 1] as number;
  for (let at = start[row] as number; at < end; at++) {
    const index = topic[at] as number;
    scores[index] = (scores[index] as number) + x * (weight[at] as number);
  }
}

/** The known rows of more than one word of the message, with the sum of 1 + ln (its count in each word) (pairs are features of their own). */
function shared(words: readonly ReadWord[]): Map<number, number> {
  const seen = new Map<number, number>();
  const twice = new Map<number, number>();
  for (const word of words) {
    for (const [, row, count] of word.features) {
      if (row < 0) continue;
      const before = seen.get(row);
      const part = 1 + Math.log(count);
      if (before === undefined) seen.set(row, part);
      else twice.set(row, (twice.get(row) ?? before) + part);
    }
  }
  return twice;
}
