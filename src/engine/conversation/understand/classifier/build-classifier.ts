import { WEIGHT_STEP } from './model-snapshot';
import { textFeatures } from './text-features';
import { trainLinear } from './train-linear';

/** One labelled text the classifier learns from: a phrasing (or the label) of a topic. */
export interface TrainingText {
  topic: string;
  text: string;
}

/** A linear classifier over TF-IDF vectors of the texts' features (text-features.ts). */
export interface TopicClassifier {
  topics: readonly string[];
  /** Each feature's inverse document frequency over the training texts, by its row. */
  idf: Float64Array;
  /** The idf of a feature no training text holds: it still lengthens a message it is in. */
  unseenIdf: number;
  /** Feature → its row in `weights`. */
  featureIds: ReadonlyMap<string, number>;
  /** The model's weights, feature by feature, without the zeros (nine in ten). */
  weights: SparseWeights;
}

/**
 * A feature's weights are `weight[start[row]…start[row + 1]]`, for the topics `topic[…]`: a
 * feature moves only the topics whose texts it was in or whose rivals it was (about one in ten),
 * so scoring a message reads a tenth of a dense matrix.
 */
export interface SparseWeights {
  start: Uint32Array;
  topic: Uint16Array;
  weight: Float32Array;
}

/** The dense weights (feature × topics), rounded to WEIGHT_STEP, without their zeros. */
export function sparseWeights(dense: Float32Array, topicCount: number): SparseWeights {
  const rows = dense.length / topicCount;
  let nonZero = 0;
  for (const value of dense) if (value !== 0) nonZero++;
  const start = new Uint32Array(rows + 1);
  const topic = new Uint16Array(nonZero);
  const weight = new Float32Array(nonZero);
  let at = 0;
  for (let row = 0; row < rows; row++) {
    start[row] = at;
    for (let column = 0; column < topicCount; column++) {
      // In steps of 1/16384 (a 16-bit number in the snapshot), far finer than any score reads.
      const value = Math.round((dense[row * topicCount + column] as number) / WEIGHT_STEP) * WEIGHT_STEP;
      if (value === 0) continue;
      topic[at] = column;
      weight[at++] = value;
    }
  }
  start[rows] = at;
  return { start, topic, weight };
}

/**
 * Trains the classifier: document frequencies over the training texts, a unit TF-IDF vector per
 * text (sublinear counts), and the averaged passive-aggressive linear model over them
 * (train-linear.ts). Deterministic: the same texts give the same classifier, so a calibration
 * made on it holds.
 *
 * @example
 * const classifier = buildClassifier([{ topic: 'deposit', text: 'do you take a deposit?' }, …]);
 */
export function buildClassifier(texts: readonly TrainingText[]): TopicClassifier {
  const topics = [...new Set(texts.map((text) => text.topic))];
  const topicIndex = new Map(topics.map((topic, index) => [topic, index]));
  const counts = texts.map((text) => textFeatures(text.text));
  const frequency = new Map<string, number>();
  for (const features of counts) {
    for (const feature of features.keys()) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
  }
  const total = texts.length;
  const idf = new Map<string, number>();
  for (const [feature, df] of frequency) idf.set(feature, Math.log((total + 1) / (df + 1)) + 1);
  const featureIds = new Map([...idf.keys()].map((feature, id) => [feature, id]));
  const vectors = counts.map((features) => weigh(features, idf));
  const textTopic = Int32Array.from(texts, (text) => topicIndex.get(text.topic) ?? 0);
  return {
    topics,
    idf: Float64Array.from(idf.values()),
    unseenIdf: Math.log(total + 1) + 1,
    featureIds,
    weights: sparseWeights(trainLinear(vectors, textTopic, featureIds, topics.length), topics.length),
  };
}

/** A text's features as a unit vector: (1 + ln count) × idf, normalised. */
export function weigh(features: ReadonlyMap<string, number>, idf: ReadonlyMap<string, number>): Map<string, number> {
  const vector = new Map<string, number>();
  let norm2 = 0;
  for (const [feature, count] of features) {
    const weight = (1 + Math.log(count)) * (idf.get(feature) ?? 0);
    if (weight <= 0) continue;
    vector.set(feature, weight);
    norm2 += weight * weight;
  }
  const norm = Math.sqrt(norm2) || 1;
  for (const [feature, weight] of vector) vector.set(feature, weight / norm);
  return vector;
}
