import type { TopicClassifier } from './build-classifier';
import { textFeatures } from './text-features';

/** A topic and how near the text is to it (0 to 1). */
export interface Candidate {
  topic: string;
  score: number;
}

/** How much of a topic's score is its nearest phrasing; the rest is its centroid. */
const NEAREST_SHARE = 0.6;

export interface ClassifyOptions {
  /** A training text left out (its index): leave-one-out, as if the classifier had never seen it. */
  exclude?: number;
  /** Only these topics compete (a clarifying question's two). */
  among?: ReadonlySet<string>;
  /** How many candidates to return, best first. */
  top?: number;
}

/**
 * The topics a text is nearest, best first: each topic's score blends the cosine to its nearest
 * training text and to its centroid (the sum of its texts), so one lucky phrasing does not win
 * alone and a topic written many ways is not diluted. Words the classifier never saw still count
 * in the text's length: a message mostly about something else scores low everywhere.
 *
 * @example
 * classifyText(classifier, 'how much is the deposit')[0]; // { topic: 'deposit', score: 0.61 }
 */
export function classifyText(classifier: TopicClassifier, text: string, options: ClassifyOptions = {}): Candidate[] {
  const query = new Map<string, number>();
  let norm2 = 0;
  for (const [feature, count] of textFeatures(text)) {
    const weight = (1 + Math.log(count)) * (classifier.idf.get(feature) ?? classifier.unseenIdf);
    norm2 += weight * weight;
    if (classifier.idf.has(feature)) query.set(feature, weight);
  }
  const norm = Math.sqrt(norm2);
  if (norm === 0 || query.size === 0) return [];
  const textDots = new Float64Array(classifier.textTopic.length);
  const topicDots = new Float64Array(classifier.topics.length);
  for (const [feature, weight] of query) {
    const texts = classifier.textPostings.get(feature);
    if (texts) addInto(textDots, texts.ids, texts.weights, weight);
    const topics = classifier.topicPostings.get(feature);
    if (topics) addInto(topicDots, topics.ids, topics.weights, weight);
  }
  const nearest = new Float64Array(classifier.topics.length);
  for (let id = 0; id < textDots.length; id++) {
    if (id === options.exclude) continue;
    const topic = classifier.textTopic[id] as number;
    if ((textDots[id] as number) > (nearest[topic] as number)) nearest[topic] = textDots[id] as number;
  }
  const candidates: Candidate[] = [];
  classifier.topics.forEach((topic, index) => {
    if (options.among && !options.among.has(topic)) return;
    let dot = topicDots[index] as number;
    let length2 = classifier.topicNorm2[index] as number;
    // Leave-one-out: the left-out text's unit vector taken back out of its topic's sum.
    if (options.exclude !== undefined && classifier.textTopic[options.exclude] === index) {
      dot -= textDots[options.exclude] as number;
      length2 += 1 - 2 * (classifier.selfDot[options.exclude] as number);
    }
    const centroid = length2 > 1e-9 ? dot / Math.sqrt(length2) : 0;
    const score = (NEAREST_SHARE * (nearest[index] as number) + (1 - NEAREST_SHARE) * centroid) / norm;
    if (score > 0) candidates.push({ topic, score });
  });
  candidates.sort((a, b) => b.score - a.score || a.topic.localeCompare(b.topic));
  return candidates.slice(0, options.top ?? 3);
}

/** dots[ids[i]] += weight × weights[i], for every posting of one feature. */
function addInto(dots: Float64Array, ids: Int32Array, weights: Float32Array, weight: number): void {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    dots[id] = (dots[id] as number) + weight * (weights[i] as number);
  }
}
