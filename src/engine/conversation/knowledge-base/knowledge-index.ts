import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { buildClassifier, type TopicClassifier, type TrainingText } from '../understand/classifier/build-classifier';

/** Layla's knowledge as she uses it: the entries by id, and the classifier trained on their phrasings. */
export interface KnowledgeIndex {
  entries: readonly KnowledgeEntry[];
  byId: ReadonlyMap<string, KnowledgeEntry>;
  classifier: TopicClassifier;
  /** What the classifier was trained on, in order (a text's index is its leave-one-out key). */
  training: readonly TrainingText[];
}

/**
 * Builds the knowledge base once (at start, or when a deployment's folder is read): the last
 * entry with an id wins, so a deployment's entries replace the defaults of the same id; the
 * classifier learns every entry's phrasings in both languages and its label, which is how
 * visitors name a topic too.
 *
 * @example
 * const index = buildKnowledgeIndex(DEFAULT_KNOWLEDGE);
 * index.byId.get('deposit')?.label.en; // 'the deposit'
 */
export function buildKnowledgeIndex(entries: readonly KnowledgeEntry[]): KnowledgeIndex {
  const byId = new Map<string, KnowledgeEntry>();
  for (const entry of entries) byId.set(entry.id, entry);
  const unique = [...byId.values()];
  const training = unique.flatMap((entry) =>
    [...entry.phrasings.en, ...entry.phrasings.ar, entry.label.en, entry.label.ar].map((text) => ({
      topic: entry.id,
      text,
    })),
  );
  return { entries: unique, byId, classifier: buildClassifier(training), training };
}
