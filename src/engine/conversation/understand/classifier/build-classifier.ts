import { textFeatures } from './text-features';

/** One labelled text the classifier learns from: a phrasing (or the label) of a topic. */
export interface TrainingText {
  topic: string;
  text: string;
}

/** A feature's postings: the texts (or topics) that hold it and its weight in each. */
interface Postings {
  ids: Int32Array;
  weights: Float32Array;
}

/**
 * A nearest-neighbour classifier over TF-IDF vectors of the texts' features (text-features.ts):
 * every training text as a unit vector, and each topic's sum of them (its centroid, unnormalised,
 * so one text can be taken out of it: leave-one-out).
 */
export interface TopicClassifier {
  topics: readonly string[];
  /** The topic (index into `topics`) of each training text. */
  textTopic: Int32Array;
  idf: ReadonlyMap<string, number>;
  /** Feature → the training texts holding it. */
  textPostings: ReadonlyMap<string, Postings>;
  /** Feature → the topics whose summed vectors hold it. */
  topicPostings: ReadonlyMap<string, Postings>;
  /** Each topic's summed vector's squared length. */
  topicNorm2: Float64Array;
  /** Each training text's dot product with its own topic's sum (for leave-one-out). */
  selfDot: Float64Array;
  /** The idf of a feature no training text holds. */
  unseenIdf: number;
}

/**
 * Trains the classifier: document frequencies over the training texts, a unit TF-IDF vector per
 * text (sublinear counts), each topic's sum, and the inverted postings both are searched by.
 * Deterministic: the same texts give the same classifier, so a calibration made on it holds.
 *
 * @example
 * const classifier = buildClassifier([{ topic: 'deposit', text: 'do you take a deposit?' }, …]);
 */
export function buildClassifier(texts: readonly TrainingText[]): TopicClassifier {
  const topics = [...new Set(texts.map((text) => text.topic))];
  const topicIndex = new Map(topics.map((topic, index) => [topic, index]));
  const counts = texts.map((text) => textFeatures(text.text));
  const frequency = new Map<string, number>();
  for (const features of counts)
    for (const feature of features.keys()) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
  const total = texts.length;
  const idf = new Map<string, number>();
  for (const [feature, df] of frequency) idf.set(feature, Math.log((total + 1) / (df + 1)) + 1);
  const vectors = counts.map((features) => weigh(features, idf));

  const textLists = new Map<string, { ids: number[]; weights: number[] }>();
  const sums = topics.map(() => new Map<string, number>());
  vectors.forEach((vector, id) => {
    const sum = sums[topicIndex.get(texts[id]?.topic ?? '') ?? 0] as Map<string, number>;
    for (const [feature, weight] of vector) {
      const list = textLists.get(feature) ?? { ids: [], weights: [] };
      list.ids.push(id);
      list.weights.push(weight);
      textLists.set(feature, list);
      sum.set(feature, (sum.get(feature) ?? 0) + weight);
    }
  });
  const topicLists = new Map<string, { ids: number[]; weights: number[] }>();
  const topicNorm2 = new Float64Array(topics.length);
  sums.forEach((sum, topic) => {
    for (const [feature, weight] of sum) {
      const list = topicLists.get(feature) ?? { ids: [], weights: [] };
      list.ids.push(topic);
      list.weights.push(weight);
      topicLists.set(feature, list);
      topicNorm2[topic] = (topicNorm2[topic] ?? 0) + weight * weight;
    }
  });
  const textTopic = Int32Array.from(texts, (text) => topicIndex.get(text.topic) ?? 0);
  const selfDot = Float64Array.from(vectors, (vector, id) => {
    const sum = sums[textTopic[id] ?? 0] as Map<string, number>;
    let dot = 0;
    for (const [feature, weight] of vector) dot += weight * (sum.get(feature) ?? 0);
    return dot;
  });
  return {
    topics,
    textTopic,
    idf,
    textPostings: freeze(textLists),
    topicPostings: freeze(topicLists),
    topicNorm2,
    selfDot,
    unseenIdf: Math.log(total + 1) + 1,
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

function freeze(lists: Map<string, { ids: number[]; weights: number[] }>): Map<string, Postings> {
  const postings = new Map<string, Postings>();
  for (const [feature, list] of lists) {
    postings.set(feature, { ids: Int32Array.from(list.ids), weights: Float32Array.from(list.weights) });
  }
  return postings;
}
