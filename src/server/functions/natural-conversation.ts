import { randomUUID } from 'node:crypto';
import { naturalConversationRequestSchema } from '../../contracts';
import { buildLlmMessages, converse, strayPhone } from '../../engine/conversation';
import { companyFacts } from '../../saudi';
import { turnSigner } from '../chat/turn-signer';
import { chatCompletion } from '../llm/chat-completion';
import { acceptModelProse, chatFacts } from '../llm/model-guard';
import { transcriptText } from '../mail/plain-text';
import type { ChatLeadNotification } from '../mail/render-chat-lead';
import { saudiToday } from './saudi-today';
import { defineFunction } from './types';

/** Prompt budget for the optional LLM: the system prompt plus as much recent history as fits. */
const LLM_TOKEN_BUDGET = 3000;

/**
 * One turn with Layla. The rules engine always reads the message, fills the lead slots and finds
 * the planner's facts for a question; an LLM, when configured, only rewrites the reply's prose from
 * those facts, and any failure of it falls back to the rules' reply in the same request. A lead is stored once per conversation,
 * with its transcript and its staff email in one transaction; each reply comes signed (turn-signer.ts).
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
      knowledge: deps.knowledge,
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
          // The planner's facts the rules found for this message (rules, tiers, season): the model words them.
          facts: turn.facts,
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
          facts: [turn.response, turn.facts, ...chatFacts(turn.leadInfo, facts)],
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
    if (turn.leadCaptured) {
      // Staff read what the visitor wrote and what Layla really said: a turn the client wrote
      // in her name carries no valid signature and stays out of the lead and the email.
      const transcript = [
        ...signer.verifiedHistory(conversationId, input.conversationHistory),
        { role: 'user' as const, content: input.userMessage },
        { role: 'assistant' as const, content: response },
      ];
      const lead = turn.leadInfo;
      const stored = await deps.store.transaction(async ({ leads, outbox }) => {
        const row = await leads.insert({
          source: 'chat',
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          // The same structure as the email's text part: speakers are ours, every turn quoted.
          message: transcriptText(transcript),
          eventType: lead.eventType,
          location: lead.location,
          guestCount: lead.guestCount,
          wantsTeamContact: true,
          conversationId,
          payload: { leadInfo: lead, language: input.language, conversationId, transcript },
          requestMeta: meta,
        });
        if (row) {
          const notification: ChatLeadNotification = {
            leadInfo: lead,
            transcript,
            language: input.language,
            receivedAt: row.receivedAt,
          };
          await outbox.enqueue('chat-lead', notification, row.id);
        }
        return row;
      });
      leadCaptured = stored !== null;
      if (stored) void deps.outbox.kick();
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
