import type { LeadInfo } from '../../../contracts/natural-conversation';
import type { Slot } from '../types';
import type { People } from '../understand/person';

/** What Layla does about one question of a message. */
export type Decision = DecisionKind & {
  /** The question's own words (normalised), which a rule reads for details. */
  asked: string;
};

type DecisionKind =
  /** Answer it from the topic's entry (its text, or the rule that computes it). */
  | { kind: 'answer'; topic: string; confidence: number }
  /**
   * Ask which was meant: two close topics ('Do you mean A or B?'), or the one fair guess when she
   * is unsure ('Do you mean A?', the first stage of Rasa's two-stage fallback).
   */
  | { kind: 'clarify'; topics: readonly string[]; confidence: number }
  /** Unsure, with no fair guess or the guess turned down: say so and hand it to the team. */
  | { kind: 'handover'; confidence: number }
  /** Not an event matter: the topic's polite no and its way back. */
  | { kind: 'decline'; topic: string; confidence: number };

/** Everything a reply is made of, decided before a word is written. */
export interface TurnPlan {
  decisions: readonly Decision[];
  /** The lead after this message (the last value of each detail). */
  lead: LeadInfo;
  /** The details this message changed or added. */
  changed: readonly (keyof LeadInfo)[];
  /** The lead became complete on this turn: the server captures it. */
  captured: boolean;
  /** The lead was captured before and this message changed it: the server updates it. */
  updated: boolean;
  /** The one detail the reply asks for, if any. */
  ask: Slot | null;
  /** Who the event is for and who comes, as far as the conversation said. */
  people: People;
}
