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
  /** Each feature's inverse document frequency over the training texts. */
  idf: ReadonlyMap<string, number>;
  /** The idf of a feature no training text holds: it still lengthens a message it is in. */
  unseenIdf: number;
  /** Feature → its row in `weights`. */
  featureIds: ReadonlyMap<string, number>;
  /** One row of topic weights per feature (feature id × topics). */
  weights: Float32Array;
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
    idf,
    unseenIdf: Math.log(total + 1) + 1,
    featureIds,
    weights: trainLinear(vectors, textTopic, featureIds, topics.length),
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
