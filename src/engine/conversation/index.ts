/** Layla, the bilingual chat assistant: understand → decide → say, pure, plus the prompt for the optional LLM path. */
export { type ConversationTurn, type ConverseInput, converse } from './converse';
export type { Decision } from './decide/decide';
export { isLeadComplete, nextMissing } from './decide/lead-state';
export {
  buildLlmMessages,
  type BuildLlmMessagesInput,
  estimateTokens,
  type LlmMessage,
} from './llm/build-llm-messages';
export { strayPhone } from './llm/stray-phone';
export { questionFor } from './say/question-for';
export { REPLIES_AR } from './say/replies-ar';
export { REPLIES_EN } from './say/replies-en';
export { SLOT_ORDER, type Slot } from './types';
