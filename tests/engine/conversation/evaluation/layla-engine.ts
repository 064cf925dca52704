import { converse } from '../../../../src/engine/conversation';
import type { Engine, SeenDecision } from './evaluate';

/** Layla's engine as the evaluation drives it: each turn with its history and context, her decisions read as they are. */
export const laylaEngine: Engine = ({ message, language, history, context, today }) => {
  const turn = converse({ userMessage: message, language, history, userContext: context, today });
  const decisions: SeenDecision[] = turn.decisions.map((decision) => {
    switch (decision.kind) {
      case 'answer':
        return { kind: 'answer', topics: [decision.topic] };
      case 'clarify':
        return { kind: 'clarify', topics: decision.topics };
      case 'handover':
        return { kind: 'handover', topics: decision.guess ? [decision.guess] : [] };
      case 'decline':
        return { kind: 'decline', topics: decision.topic ? [decision.topic] : [] };
    }
  });
  return { response: turn.response, decisions, lead: turn.leadInfo };
};
