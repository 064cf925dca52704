import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import { classifyText } from '../understand/classifier/classify-text';
import type { DialogueState } from '../understand/dialogue-state';
import type { Understanding } from '../understand/understand';
import type { Decision } from './decision';

/** Choosing between the two topics of a clarifying question: the one picked must be this near and this far ahead. */
const PICK = { score: 0.2, lead: 0.1 };

/**
 * The answer to 'Do you mean A or B?' or 'Do you mean A?': 'yes' or 'the first' is A, 'no' or
 * 'the second' is B (a no to a single guess hands the question to the team: the second stage),
 * or the topic of the two the message is nearer. A message that asks something else
 * confidently is a new question (undefined: decided as usual).
 *
 * @example
 * resolvePending(understand('the first one'), { pending: ['saudi-dishes', 'catering-menus'], … }, knowledge);
 * // [{ kind: 'answer', topic: 'saudi-dishes', … }]
 */
export function resolvePending(
  understanding: Understanding,
  state: DialogueState,
  knowledge: KnowledgeIndex,
): Decision[] | undefined {
  const pending = state.pending;
  if (!pending || pending.length === 0) return undefined;
  if (understanding.questions.some((question) => question.verdict.kind === 'answer')) return undefined;
  const asked = understanding.text;
  const { acts } = understanding;
  const yes = acts.includes('affirm') && !acts.includes('deny');
  const no = acts.includes('deny') && !acts.includes('affirm');
  if (yes) return [{ asked, kind: 'answer', topic: pending[0] as string, confidence: 1 }];
  if (no && pending.length === 1) return [{ asked, kind: 'handover', confidence: 0 }];
  if (no) return [{ asked, kind: 'answer', topic: pending[1] as string, confidence: 1 }];
  const [first, second] = classifyText(knowledge.classifier, asked, { among: new Set(pending), top: 2 });
  if (pending.length > 1 && first && first.score >= PICK.score && first.score - (second?.score ?? 0) >= PICK.lead) {
    return [{ asked, kind: 'answer', topic: first.topic, confidence: 1 }];
  }
  return undefined;
}
