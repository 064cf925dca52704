import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';

/**
 * The entries as the classifier learns them: the last entry with an id wins, and every entry's
 * phrasings in both languages and its topic words are training texts. Apart from the index (and
 * from the written model it may read), so scripts/write-layla-model.ts can train on them before
 * that model exists.
 *
 * @example
 * gatherEntries(DEFAULT_KNOWLEDGE).training[0]; // { topic: 'about-company', text: 'who are you guys?' }
 */
export function gatherEntries(entries: readonly KnowledgeEntry[]) {
  const byId = new Map<string, KnowledgeEntry>();
  for (const entry of entries) byId.set(entry.id, entry);
  const unique = [...byId.values()];
  const training = unique.flatMap((entry) =>
    [...entry.phrasings.en, ...entry.phrasings.ar, ...topicWords(entry)].map((text) => ({ topic: entry.id, text })),
  );
  return { unique, byId, training };
}

/** The words of an entry besides its phrasings: how Layla names it, its topic, and its answers. */
export function topicWords(entry: KnowledgeEntry): string[] {
  return [entry.label.en, entry.label.ar, entry.topic, entry.answer.en, entry.answer.ar];
}
