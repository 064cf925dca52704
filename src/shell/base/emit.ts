import type { EventAnalysis } from '@contracts/event-generator';
import type { LeadInfo } from '@contracts/natural-conversation';
import type { SubmitLeadRequest } from '@contracts/submit-lead';
import type { Language } from './language';

export type View = 'home' | 'generator';

/** Every event an element or the bus dispatches, with its detail. */
export interface EvEvents {
  'ev-lead-submitted': { id: string; receivedAt: string; source: SubmitLeadRequest['source'] };
  'ev-language-change': { language: Language };
  'ev-view-change': { view: View };
  'ev-analysis-ready': { analysis: EventAnalysis };
  'ev-chat-open': Record<string, never>;
  'ev-chat-close': Record<string, never>;
  'ev-lead-captured': { leadInfo: LeadInfo; conversationId: string };
}
export type EvEventName = keyof EvEvents;

/**
 * Dispatches a typed `ev-*` CustomEvent that bubbles and is composed, so a listener on the host
 * page sees it although it starts inside a shadow root.
 */
export function emit<K extends EvEventName>(target: EventTarget, name: K, detail: EvEvents[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

type EvEventMap = { [K in EvEventName]: CustomEvent<EvEvents[K]> };

// So `addEventListener('ev-lead-submitted', e => e.detail.id)` is typed on elements and document.
declare global {
  interface DocumentEventMap extends EvEventMap {}
  interface HTMLElementEventMap extends EvEventMap {}
}
