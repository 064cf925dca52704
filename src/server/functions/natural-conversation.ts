import { randomUUID } from 'node:crypto';
import { naturalConversationRequestSchema } from '../../contracts';
import { buildLlmMessages, converse, strayPhone } from '../../engine/conversation';
import { DEFAULT_KNOWLEDGE } from '../../engine/conversation/knowledge-base/default-knowledge';
import { loadDefaultKnowledgeIndex } from '../../engine/conversation/knowledge-base/default-knowledge-index';
import { companyFacts } from '../../saudi';
import { captureChatLead, updateChatLead } from '../chat/save-chat-lead';
import { turnSigner } from '../chat/turn-signer';
import { chatCompletion } from '../llm/chat-completion';
import { acceptModelProse, chatFacts } from '../llm/model-guard';
import { saudiToday } from './saudi-today';
import { defineFunction } from './types';

/**
 * Prompt budget for the optional LLM: the system prompt (the whole knowledge base in the chat
 * language, about 10,000 tokens in Arabic, and this turn's decisions) plus as much recent history
 * as fits.
 */
const LLM_TOKEN_BUDGET = 24_000;

/**
 * One turn with Layla. The engine always understands the message, decides what to do with each
 * question and fills the lead; an LLM, when configured, only words what the engine decided (with
 * the planner's figures), and any failure of it falls back to the engine's reply in the same
 * request. A lead is stored once per conversation, with its transcript and its staff email in one
 * transaction; a detail changed after that updates the stored lead and mails the team the change.
 * Each reply comes signed (turn-signer.ts).
 */
export const naturalConversation = defineFunction({
  request: naturalConversationRequestSchema,
  async handle(input, { meta, deps }) {
    const started = performance.now();
    const conversationId = input.conversationId ?? `anon-${randomUUID()}`;
    const alreadyCaptured = input.conversationId ? await deps.store.leads.hasConversation(conversationId) : false;
    // The page's details over the server's: the visitor reads the phone the page shows.
    const facts = companyFacts(deps.config.company, input.companyFacts);
    const turn = converse({
      userMessage: input.userMessage,
      history: input.conversationHistory,
      language: input.language,
      userContext: input.userContext,
      alreadyCaptured,
      today: saudiToday(deps.now()),
      companyFacts: facts,
      // The Node server reads its knowledge at start; an Edge Function on its first request.
      knowledge: deps.knowledge ?? (await loadDefaultKnowledgeIndex()),
    });

    let response = turn.response;
    let apiUsed = 'rules';
    if (deps.config.llm) {
      try {
        const messages = buildLlmMessages({
          history: input.conversationHistory,
          userMessage: input.userMessage,
          language: input.language,
          leadInfo: turn.leadInfo,
          missing: turn.missing,
          grounding: turn.grounding,
          rulesReply: turn.response,
          knowledge: deps.knowledge?.entries ?? DEFAULT_KNOWLEDGE,
          companyFacts: facts,
          tokenBudget: LLM_TOKEN_BUDGET,
        });
        const written = await chatCompletion(deps.config.llm, messages);
        const stray = strayPhone(written, [facts.phone, facts.whatsapp, turn.leadInfo.phone]);
        if (stray) throw new Error(`the reply gives a phone number that is not the company's: ${stray}`);
        // The model speaks for the company only with what the engine gave it (model-guard.ts).
        const prose = {
          what: 'chat' as const,
          text: written,
          facts: [turn.response, ...turn.grounding, ...chatFacts(turn.leadInfo, facts)],
          contacts: [facts.phone, facts.whatsapp, facts.email, turn.leadInfo.phone, turn.leadInfo.email],
        };
        if (acceptModelProse(prose, deps.logger, meta.requestId)) {
          response = written;
          apiUsed = `llm:${deps.config.llm.model}`;
        }
      } catch (error) {
        deps.logger.warn({ requestId: meta.requestId, err: String(error) }, 'LLM failed; answering with the rules');
      }
    }

    const signer = turnSigner(deps.config.serviceKey);
    let leadCaptured = false;
    if (turn.leadCaptured || (alreadyCaptured && turn.leadUpdated.length > 0)) {
      // Staff read what the visitor wrote and what Layla really said: a turn the client wrote
      // in her name carries no valid signature and stays out of the lead and the email.
      const transcript = [
        ...signer.verifiedHistory(conversationId, input.conversationHistory),
        { role: 'user' as const, content: input.userMessage },
        { role: 'assistant' as const, content: response },
      ];
      const lead = { lead: turn.leadInfo, transcript, language: input.language, conversationId, meta };
      if (turn.leadCaptured) leadCaptured = await captureChatLead(deps, lead);
      else await updateChatLead(deps, { ...lead, updatedAt: deps.now().toISOString() });
    }

    return {
      status: 200,
      body: {
        response,
        leadInfo: turn.leadInfo,
        leadCaptured,
        signature: signer.sign(conversationId, response),
        ...(turn.missing ? { asks: turn.missing } : {}),
        apiUsed,
        processingTime: Math.round((performance.now() - started) * 100) / 100,
      },
    };
  },
});
