import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { oneSlip } from '../fix-typos';
import { deletionsOf, type KnowledgeIndex } from './knowledge-index';
import { knowledgeTerms } from './knowledge-terms';

export interface KnowledgeHit {
  entry: KnowledgeEntry;
  /** BM25 over the entry's topic, phrasings and (lightly) answer. */
  score: number;
  /** The share of the message's topic words (by rarity) this entry's words account for, 0–1. */
  coverage: number;
  /**
   * How many entries share the message's most telling word this entry matched ('deposit': one or
   * two; 'guests': most of them); a word met through a typo or a prefix counts as two more.
   */
  anchor: number;
}

/** BM25's usual saturation; lengths matter little, entries are of a size. */
const K1 = 1.2;
const B = 0.4;
/** A term met only through a typo or as a word's beginning counts for less than the word itself. */
const FUZZY = 0.7;

/**
 * The entries a message is about, best first, each with how much of the message it accounts for
 * (findKnowledge decides what is confident enough to answer with). Words one slip from an indexed
 * word, and beginnings of indexed words ('cancel' of 'cancellation'), match too, for less.
 *
 * @example
 * searchKnowledge(index, 'can my grandma come in a wheelchair')[0]?.entry.id; // 'accessibility'
 */
export function searchKnowledge(index: KnowledgeIndex, text: string): KnowledgeHit[] {
  const count = index.entries.length;
  const scores = new Map<number, number>();
  const covered = new Map<number, number>();
  const anchors = new Map<number, number>();
  let total = 0;
  for (const term of new Set(knowledgeTerms(text))) {
    const matches = lookUp(index, term);
    const weightOf = (df: number) => Math.log(1 + (count - df + 0.5) / (df + 0.5));
    // An unknown word still counts against coverage, as much as a rare known word does.
    const rarity =
      matches.length > 0 ? Math.max(...matches.map(([, postings]) => weightOf(postings.size))) : weightOf(1);
    total += rarity;
    const best = new Map<number, { value: number; factor: number }>();
    for (const [factor, postings] of matches) {
      const spread = postings.size + (factor < 1 ? 2 : 0);
      for (const doc of postings.keys()) anchors.set(doc, Math.min(anchors.get(doc) ?? count, spread));
      const idf = weightOf(postings.size);
      for (const [doc, tf] of postings) {
        const norm = tf + K1 * (1 - B + (B * (index.lengths[doc] ?? 0)) / index.averageLength);
        const value = factor * idf * ((tf * (K1 + 1)) / norm);
        if (value > (best.get(doc)?.value ?? 0)) best.set(doc, { value, factor });
      }
    }
    for (const [doc, { value, factor }] of best) {
      scores.set(doc, (scores.get(doc) ?? 0) + value);
      covered.set(doc, (covered.get(doc) ?? 0) + rarity * factor);
    }
  }
  return [...scores]
    .map(([doc, score]) => ({
      entry: index.entries[doc] as KnowledgeEntry,
      score,
      coverage: total > 0 ? Math.min(1, (covered.get(doc) ?? 0) / total) : 0,
      anchor: anchors.get(doc) ?? count,
    }))
    .sort((a, b) => b.score - a.score);
}

/** The postings a term reaches: itself, else the words one slip from it and the words it begins. */
function lookUp(index: KnowledgeIndex, term: string): [number, ReadonlyMap<number, number>][] {
  const exact = index.postings.get(term);
  if (exact) return [[1, exact]];
  if (term.length < 4) return [];
  const known = index.reached.get(term);
  if (known) return known;
  const near = new Set<string>();
  if (term.length >= 5) {
    for (const key of [term, ...deletionsOf(term)]) {
      for (const candidate of index.deletions.get(key) ?? []) if (oneSlip(term, candidate)) near.add(candidate);
    }
  }
  // The words it begins, two to eight letters longer: one range of the sorted terms.
  let at = lowerBound(index.sorted, term);
  for (; at < index.sorted.length && (index.sorted[at] as string).startsWith(term); at++) {
    const candidate = index.sorted[at] as string;
    if (candidate.length >= term.length + 2 && candidate.length <= term.length + 8) near.add(candidate);
  }
  const found = [...near].map((candidate): [number, ReadonlyMap<number, number>] => [
    FUZZY,
    index.postings.get(candidate) as ReadonlyMap<number, number>,
  ]);
  // Bounded: a flood of made-up words must not grow it without end.
  if (index.reached.size >= 5_000) index.reached.clear();
  index.reached.set(term, found);
  return found;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
