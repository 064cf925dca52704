import type { Language } from '../../../../src/contracts/common';
import type { LeadInfo } from '../../../../src/contracts/natural-conversation';
import type { Slot } from '../../../../src/engine/conversation';

/** One scripted exchange: a visitor's message in a known state, and what Layla must do with it. */
export interface Exchange {
  /** What the exchange shows, as a sentence. */
  title: string;
  language: Language;
  message: string;
  /** Lead details the widget already holds. */
  context?: LeadInfo;
  /** Layla's previous reply asked for this detail (the runner checks the context agrees). */
  after?: Slot;
  today?: string;
  /** Defaults to whether the context already holds a complete lead (captured on an earlier turn). */
  alreadyCaptured?: boolean;
  /** The whole leadInfo expected back. */
  lead: LeadInfo;
  /** The questions the message asks, each the topics that answer it well (see evaluation/visitor-question.ts); [] for none. */
  asks: readonly (readonly string[])[];
  captured?: boolean;
  /** Text the reply must contain. */
  says?: string[];
}

export const TODAY = '2026-05-01';
export const WEDDING_SARA: LeadInfo = { eventType: 'wedding', name: 'Sara' };
export const WEDDING_NORA: LeadInfo = { eventType: 'wedding', name: 'نورة' };
export const CAPTURED_EN: LeadInfo = { ...WEDDING_SARA, phone: '+966501234567' };
export const CAPTURED_AR: LeadInfo = { ...WEDDING_NORA, phone: '+966501234567' };
