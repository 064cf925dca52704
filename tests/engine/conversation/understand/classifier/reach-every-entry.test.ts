import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../../src/contracts/common';
import { DEFAULT_KNOWLEDGE } from '../../../../../src/engine/conversation/knowledge-base/default-knowledge';
import { topicWords } from '../../../../../src/engine/conversation/knowledge-base/knowledge-index';
import { buildClassifier } from '../../../../../src/engine/conversation/understand/classifier/build-classifier';
import { CALIBRATION } from '../../../../../src/engine/conversation/understand/classifier/calibration';
import { classifyText } from '../../../../../src/engine/conversation/understand/classifier/classify-text';
import { verdict } from '../../../../../src/engine/conversation/understand/classifier/confidence';

/** Ten models, each trained without a tenth of every entry's phrasings: each phrasing is read by a model that never saw it. */
const FOLDS = 10;
const LANGUAGES: readonly Language[] = ['en', 'ar'];

/**
 * Every phrasing, classified by the model trained without it (and without a tenth of the others):
 * it reaches its entry when the entry is the model's best topic, or one of the two Layla asks
 * about, or, for an item with a price, 'the price of one item' (whose answer prices that item).
 */
function reachedPerEntry(): Map<string, Record<Language, number>> {
  const phrasings = DEFAULT_KNOWLEDGE.flatMap((entry) =>
    LANGUAGES.flatMap((language) =>
      entry.phrasings[language].map((text, index) => ({ topic: entry.id, text, language, fold: index % FOLDS })),
    ),
  );
  const words = DEFAULT_KNOWLEDGE.flatMap((entry) => topicWords(entry).map((text) => ({ topic: entry.id, text })));
  const reached = new Map(DEFAULT_KNOWLEDGE.map((entry) => [entry.id, { en: 0, ar: 0 }]));
  for (let fold = 0; fold < FOLDS; fold++) {
    const classifier = buildClassifier([...phrasings.filter((phrasing) => phrasing.fold !== fold), ...words]);
    for (const phrasing of phrasings.filter((candidate) => candidate.fold === fold)) {
      const candidates = classifyText(classifier, phrasing.text);
      const result = verdict(candidates, CALIBRATION);
      const item = DEFAULT_KNOWLEDGE.find((entry) => entry.id === phrasing.topic)?.item;
      const best = candidates[0]?.topic;
      const ok =
        best === phrasing.topic ||
        (result.kind === 'clarify' && result.topics.includes(phrasing.topic)) ||
        (item !== undefined && best === 'price-item');
      const counts = reached.get(phrasing.topic);
      if (ok && counts) counts[phrasing.language]++;
    }
  }
  return reached;
}

describe('every knowledge entry', () => {
  it('is reached by at least eight of its phrasings in each language, each left out of the model that reads it', () => {
    const reached = reachedPerEntry();
    const short = [...reached]
      .filter(([, counts]) => counts.en < 8 || counts.ar < 8)
      .map(([id, counts]) => `${id}: en ${counts.en}, ar ${counts.ar}`);
    expect(short).toEqual([]);
  }, 300_000);
});
