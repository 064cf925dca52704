import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import type { KnowledgeIndex } from './knowledge-index';
import { searchKnowledge } from './search-knowledge';

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** So clearly about this entry that it is answered even where a rule also answers. */
  decisive: boolean;
  /**
   * Worth answering even when the rules found the message outside events ('do you offer valet?',
   * 'لو جا غبار'): the entry's words weigh enough on their own, or carry half the message.
   */
  strong: boolean;
}

/**
 * Below these, a message is not about an entry (measured on the held-out paraphrases and the
 * question suite, docs/layla.md): enough of the message's topic words must be the entry's, and
 * the match must be worth something on its own.
 */
const MATCH = { score: 1.5, coverage: 0.4, lead: 0.9 };
/** Strong: a match that weighs on its own, or a fair one that carries half the message. */
const STRONG = { score: 4.5, fair: 3.4, coverage: 0.45 };
/** Decisive: a strong match, most of the message, well ahead of the next entry. */
const DECISIVE = { score: 3, coverage: 0.55, lead: 0.8 };

/**
 * The entry a message (or one question of it) is about, or undefined when no entry is a
 * confident match: then Layla never answers with an unrelated entry.
 *
 * @example
 * findKnowledge(index, 'do you take a deposit?'); // { entry: deposit, decisive: true }
 * findKnowledge(index, 'can the bride arrive on a horse?'); // undefined
 */
export function findKnowledge(index: KnowledgeIndex, text: string): KnowledgeMatch | undefined {
  const [best, next] = searchKnowledge(index, text);
  if (!best || best.score < MATCH.score || best.coverage < MATCH.coverage) return undefined;
  // Two entries as likely as each other: the message is about neither in particular.
  if ((next?.score ?? 0) > best.score * MATCH.lead) return undefined;
  const decisive =
    best.score >= DECISIVE.score &&
    best.coverage >= DECISIVE.coverage &&
    (next?.score ?? 0) <= best.score * DECISIVE.lead;
  const strong = best.score >= STRONG.score || (best.score >= STRONG.fair && best.coverage >= STRONG.coverage);
  return { entry: best.entry, decisive, strong };
}
