import { describe, expect, it } from 'vitest';
import { defaultKnowledgeIndex } from '../../../../../src/engine/conversation/knowledge-base/default-knowledge-index';
import type { TopicClassifier } from '../../../../../src/engine/conversation/understand/classifier/build-classifier';
import { classifyText } from '../../../../../src/engine/conversation/understand/classifier/classify-text';
import { textFeatures } from '../../../../../src/engine/conversation/understand/classifier/text-features';

/** The scores as the model defines them: the message's unit TF-IDF vector times the weights, feature by feature. */
function reference(classifier: TopicClassifier, text: string): number[] {
  const scores = new Array<number>(classifier.topics.length).fill(0);
  const rows: [number, number][] = [];
  let norm2 = 0;
  for (const [feature, count] of textFeatures(text)) {
    const row = classifier.featureIds.get(feature);
    const weight = (1 + Math.log(count)) * (row === undefined ? classifier.unseenIdf : (classifier.idf[row] as number));
    norm2 += weight * weight;
    if (row !== undefined) rows.push([row, weight]);
  }
  const { start, topic, weight } = classifier.weights;
  for (const [row, x] of rows) {
    for (let at = start[row] as number; at < (start[row + 1] as number); at++) {
      const index = topic[at] as number;
      scores[index] = (scores[index] as number) + (x / Math.sqrt(norm2)) * (weight[at] as number);
    }
  }
  return scores;
}

describe('classifyText', () => {
  const { classifier } = defaultKnowledgeIndex();

  it.each([
    'how much is the deposit',
    'wedding wedding wedding, the the the',
    'ababab abab',
    'بالعربون والعربون للعرس بالرياض؟ العربون',
    'زواج في الرياض لـ٢٠٠ ضيف، كم العربون؟ وهل عندكم طاقم نسائي؟ وبكم الكوشة؟',
    'hi, we are planning a wedding for 200 guests in jeddah next march, how much is the deposit?',
  ])('scores %s as its whole vector does, words shared or repeated, read fresh or from the cache', (text) => {
    const expected = reference(classifier, text);
    for (const read of [classifyText(classifier, text), classifyText(classifier, text)]) {
      expect(read.length).toBe(3);
      for (const candidate of read) {
        expect(candidate.score).toBeCloseTo(expected[classifier.topics.indexOf(candidate.topic)] as number, 5);
      }
      const best = Math.max(...expected);
      expect(read[0]?.score).toBeCloseTo(best, 5);
    }
  });
});
