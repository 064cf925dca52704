import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { entryAnswer } from '../knowledge-base/entry-answer';
import { knowledgeAnswer } from '../knowledge/knowledge-answer';
import type { KnowledgeAnswer, KnowledgeInput } from '../knowledge/types';

/**
 * What Layla says for a topic she answers: the rule's answer computed from the planner for the
 * visitor's event when the entry is a rule and has something to say, else the entry's own words
 * (its placeholders filled), which are also a rule's general wording.
 *
 * @example
 * answerText(vatEntry, input).text; // 'VAT at 15% is included in all our quotes, shown as its own line.'
 */
export function answerText(entry: KnowledgeEntry, input: KnowledgeInput): KnowledgeAnswer {
  if (entry.rule) {
    const ruled = knowledgeAnswer(entry.rule, input);
    if (ruled?.text) return ruled;
    const general = entryAnswer(entry, input);
    return { text: general.text, needs: ruled?.needs ?? general.needs };
  }
  return entryAnswer(entry, input);
}
