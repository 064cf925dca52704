import type { ChatTurn, LeadInfo } from '../../../contracts/natural-conversation';
import { decide, type TurnPlan } from '../decide/decide';
import { hasSlot, isLeadComplete } from '../decide/lead-state';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import { REPLIES_AR } from '../say/replies-ar';
import { REPLIES_EN } from '../say/replies-en';
import { SLOT_ORDER, type Slot } from '../types';
import type { People } from './person';
import { understand } from './understand';

/** What the conversation holds before a message: rebuilt from the history every turn (the engine keeps nothing). */
export interface DialogueState {
  /** The lead so far: the last value of each detail. */
  lead: LeadInfo;
  /** The detail Layla's last reply asked for. */
  asked: Slot | null;
  /** The topic or two her last reply asked the visitor to confirm or choose between. */
  pending?: readonly string[];
  /** The lead was complete after an earlier message: it was captured then. */
  captured: boolean;
  people: People;
  /** Layla has replied before (a greeting is for the first reply). */
  replied: boolean;
  /** How often she asked for a detail and the visitor's next message left it unanswered. */
  unanswered?: Partial<Record<Slot, number>>;
  /** The groups the guest count adds up, as the visitor gave them ('men' 180, 'women' 220). */
  groups?: ReadonlyMap<string, number>;
}

export const EMPTY_STATE: DialogueState = { lead: {}, asked: null, captured: false, people: {}, replied: false };

export interface ReplayContext {
  knowledge: KnowledgeIndex;
  today?: string;
}

/**
 * The dialogue state before the current message, rebuilt by understanding and deciding each of
 * the visitor's earlier messages in turn, as Layla did then: what she asked, which two topics she
 * offered, the lead with every correction, whether it was captured. Layla's own words are not
 * read back, so a reply an LLM worded leaves the state as it was.
 *
 * @example
 * replayHistory([{ role: 'user', content: 'a wedding for 200' }, { role: 'assistant', content: '…' }], { knowledge }).asked;
 * // 'name'
 */
export function replayHistory(history: readonly ChatTurn[], context: ReplayContext): DialogueState {
  let state = EMPTY_STATE;
  for (const turn of history) {
    if (turn.role === 'assistant') {
      // A question of hers the replay did not decide (the chat's own opening, a test's script) is still the one asked.
      state = { ...state, replied: true, asked: state.asked ?? slotAskedIn(turn.content) };
      continue;
    }
    if (typeof turn.content !== 'string' || !turn.content.trim()) continue;
    const understanding = understand(turn.content, {
      knowledge: context.knowledge,
      known: state.lead,
      expecting: state.asked,
      today: context.today,
      groups: state.groups,
    });
    state = advance(state, decide(understanding, state, { knowledge: context.knowledge }), understanding.groups);
  }
  return state;
}

/** The state after a turn Layla decided. */
export function advance(
  state: DialogueState,
  plan: TurnPlan,
  groups: ReadonlyMap<string, number> | undefined = state.groups,
): DialogueState {
  const clarify = plan.decisions.find((decision) => decision.kind === 'clarify');
  const left = state.asked && !hasSlot(plan.lead, state.asked) ? state.asked : undefined;
  const unanswered = left ? { ...state.unanswered, [left]: (state.unanswered?.[left] ?? 0) + 1 } : state.unanswered;
  return {
    lead: plan.lead,
    asked: plan.ask,
    ...(clarify ? { pending: clarify.topics } : {}),
    captured: state.captured || isLeadComplete(plan.lead),
    people: plan.people,
    replied: state.replied,
    ...(unanswered ? { unanswered } : {}),
    ...(groups ? { groups } : {}),
  };
}

/** The detail a reply asks for by her own words for it, in either language, if any. */
function slotAskedIn(reply: string): Slot | null {
  if (typeof reply !== 'string') return null;
  return (
    SLOT_ORDER.find(
      (slot) => reply.includes(REPLIES_EN.questions[slot]) || reply.includes(REPLIES_AR.questions[slot]),
    ) ?? null
  );
}
