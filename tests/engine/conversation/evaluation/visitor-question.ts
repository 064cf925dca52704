import type { Language } from '../../../../src/contracts/common';
import type { LeadInfo } from '../../../../src/contracts/natural-conversation';

/**
 * One thing a visitor writes to Layla, and what a good reply does with it, in topic ids of the
 * taxonomy (docs/layla.md). Written as visitors write, before the engine was tuned: the
 * development set measures the engine, no test asserts on single questions of it.
 */
export interface VisitorQuestion {
  language: Language;
  message: string;
  /**
   * The questions the message asks, in order; each is the topic ids that answer it well (any one
   * of them). 'handover' among them: handing it to the team is right too; 'decline': a polite no;
   * 'none': saying nothing about it is right too (a detail an answer may or may not take up).
   * Empty: the message asks nothing (details, courtesies): an answer from any topic is wrong.
   */
  asks: readonly (readonly string[])[];
  /** Lead details the widget already holds. */
  context?: LeadInfo;
}

/** A conversation as a visitor holds it, and the lead the team must receive at its end. */
export interface VisitorConversation {
  title: string;
  language: Language;
  turns: readonly { message: string; asks?: readonly (readonly string[])[] }[];
  /** The last value of every detail, as the team must receive it. */
  lead: LeadInfo & { occasion?: string; eventMonth?: string };
}

export const q = (
  language: Language,
  message: string,
  asks: readonly (readonly string[] | string)[],
  context?: LeadInfo,
): VisitorQuestion => ({
  language,
  message,
  asks: asks.map((ask) => (typeof ask === 'string' ? [ask] : ask)),
  ...(context ? { context } : {}),
});
