/** Layla, the bilingual chat assistant: a pure rule-based engine plus the prompt for the optional LLM path. */
export { buildLlmMessages, estimateTokens, type LlmMessage, type BuildLlmMessagesInput } from './build-llm-messages';
export { type ConversationTurn, type ConverseInput, converse } from './converse';
export { detectIntent } from './detect-intent';
export { extractSlots } from './extract-slots';
export { nextMissing, isLeadComplete } from './lead-state';
export { REPLIES_AR } from './replies-ar';
export { REPLIES_EN } from './replies-en';
export type { Intent, Service, Slot } from './types';
export { SLOT_ORDER } from './types';
export { questionFor } from './question-for';
export { strayPhone } from './stray-phone';
