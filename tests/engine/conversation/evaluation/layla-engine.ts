import { type ConversationTurn, converse } from '../../../../src/engine/conversation';
import type { Engine, SeenDecision } from './evaluate';

/** Layla's engine as the evaluation drives it: each turn with its history and context, her decisions read as they are. */
export const laylaEngine: Engine = ({ message, language, history, context, today }) => {
  const turn = converse({ userMessage: message, language, history, userContext: context, today });
  return { response: turn.response, decisions: laylaDecisions(turn), lead: turn.leadInfo };
};

/** A turn's decisions as the evaluation reads them: the kind, and the topics it names. */
export function laylaDecisions(turn: ConversationTurn): SeenDecision[] {
  return turn.decisions.map((decision) => ({
    kind: decision.kind,
    topics: decision.kind === 'clarify' ? decision.topics : 'topic' in decision ? [decision.topic] : [],
  }));
}
