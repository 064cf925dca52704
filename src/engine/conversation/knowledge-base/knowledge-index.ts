import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { knowledgeTerms } from './knowledge-terms';

/** The entries, searchable: term weights per entry and each term's rarity (BM25's inputs). */
export interface KnowledgeIndex {
  entries: readonly KnowledgeEntry[];
  /** term → weighted count in each entry (index into `entries`). */
  postings: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Each entry's weighted length, and the mean. */
  lengths: readonly number[];
  averageLength: number;
  /** Every term, sorted: the words a beginning ('cancel') starts are one range of it. */
  sorted: readonly string[];
  /** Each term of five letters or more under each of its one-letter deletions: the typo look-up (symmetric deletion). */
  deletions: ReadonlyMap<string, readonly string[]>;
  /** What each message word reached, kept: visitors' words repeat, so a turn rarely looks one up again. */
  reached: Map<string, [number, ReadonlyMap<number, number>][]>;
}

/** What an entry's own words count for: the phrasings are its questions, the answer only helps. */
const WEIGHTS = { topic: 1.5, phrasing: 1, answer: 0.25 };

/**
 * Builds the search index over the entries once (at start, or when a deployment's folder is read).
 * The last entry with an id wins, so a deployment's entries replace the defaults of the same id.
 *
 * @example
 * const index = buildKnowledgeIndex(DEFAULT_KNOWLEDGE);
 * searchKnowledge(index, 'do you take a deposit?')[0]?.entry.id; // 'deposit'
 */
export function buildKnowledgeIndex(entries: readonly KnowledgeEntry[]): KnowledgeIndex {
  const byId = new Map<string, KnowledgeEntry>();
  for (const entry of entries) byId.set(entry.id, entry);
  const unique = [...byId.values()];
  const postings = new Map<string, Map<number, number>>();
  const lengths = unique.map((entry, index) => {
    let length = 0;
    const add = (text: string, weight: number) => {
      for (const term of knowledgeTerms(text)) {
        const counts = postings.get(term) ?? new Map<number, number>();
        counts.set(index, (counts.get(index) ?? 0) + weight);
        postings.set(term, counts);
        length += weight;
      }
    };
    add(entry.topic, WEIGHTS.topic);
    for (const phrasing of [...entry.phrasings.en, ...entry.phrasings.ar]) add(phrasing, WEIGHTS.phrasing);
    if (WEIGHTS.answer > 0) add(`${entry.answer.en} ${entry.answer.ar}`, WEIGHTS.answer);
    return length;
  });
  const deletions = new Map<string, string[]>();
  for (const term of postings.keys()) {
    if (term.length < 5) continue;
    for (const key of [term, ...deletionsOf(term)]) deletions.set(key, [...(deletions.get(key) ?? []), term]);
  }
  return {
    entries: unique,
    postings,
    lengths,
    averageLength: lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length),
    sorted: [...postings.keys()].sort(),
    deletions,
    reached: new Map(),
  };
}

/** The word with each one of its letters left out. */
export function deletionsOf(word: string): string[] {
  return Array.from(word, (_, at) => word.slice(0, at) + word.slice(at + 1));
}
