import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/contracts/common';
import type { ChatTurn } from '../../../../src/contracts/natural-conversation';
import { buildLlmMessages, estimateTokens, questionFor } from '../../../../src/engine/conversation';
import { DEFAULT_KNOWLEDGE } from '../../../../src/engine/conversation/knowledge-base/default-knowledge';
import { ask } from '../play';

const history: ChatTurn[] = Array.from({ length: 20 }, (_, index) => ({
  role: index % 2 ? 'assistant' : 'user',
  content: `turn ${index} ${'words '.repeat(20)}`,
}));
const turn = ask('how much for a wedding of 200 guests in Jeddah? and do you take a deposit?', 'en');
const base = {
  history,
  userMessage: 'how much for a wedding of 200 guests in Jeddah? and do you take a deposit?',
  language: 'en' as Language,
  leadInfo: turn.leadInfo,
  missing: turn.missing,
  grounding: turn.grounding,
  rulesReply: turn.response,
  knowledge: DEFAULT_KNOWLEDGE,
};
const systemOf = (input: Partial<typeof base> & { tokenBudget?: number } = {}) =>
  buildLlmMessages({ ...base, tokenBudget: 100_000, ...input })[0]?.content ?? '';

describe('buildLlmMessages', () => {
  it('gives the model the whole knowledge base in the chat language, each entry by its label and answer', () => {
    const english = systemOf();
    const arabic = systemOf({ language: 'ar' });
    for (const entry of DEFAULT_KNOWLEDGE) {
      expect(english).toContain(entry.label.en);
      expect(arabic).toContain(entry.answer.ar.split('{')[0]?.slice(0, 40) ?? '');
    }
  });

  it('keeps the decide step: what Layla decided for each question, with her words and figures, is what the model words', () => {
    const system = systemOf();
    expect(turn.grounding).toHaveLength(2);
    for (const line of turn.grounding) expect(system).toContain(line);
    expect(system).toContain('add no other topic');
    expect(system).toContain('quote no other figure');
    expect(system).toContain(turn.response);
  });

  it('gives the dialogue state: the details known, and the one question to end with', () => {
    const system = systemOf();
    expect(system).toContain('guestCount: 200');
    expect(system).toContain('location: "Jeddah"');
    expect(system).toContain(`End with exactly this one question, and ask nothing else: ${questionFor('name', 'en')}`);
    expect(systemOf({ missing: null })).toContain('Ask for no detail.');
  });

  it('asks for Arabic replies in an Arabic chat, with the contact details it is given and no other', () => {
    const system = buildLlmMessages({
      ...base,
      language: 'ar',
      companyFacts: { phone: '+966 12 000 0000' },
      tokenBudget: 100_000,
    })[0]?.content;
    expect(system).toContain('Reply in Arabic');
    expect(system).toContain('+966 12 000 0000');
    expect(system).toContain('never any other phone number');
  });

  it('keeps all the history when it fits, in order, with the message last', () => {
    const messages = buildLlmMessages({ ...base, tokenBudget: 100_000 });
    expect(messages).toHaveLength(22);
    expect(messages.slice(1, -1).map((message) => message.content)).toEqual(history.map((one) => one.content));
    expect(messages.at(-1)).toEqual({ role: 'user', content: base.userMessage });
  });

  it('drops the oldest turns to stay within the token budget', () => {
    const full = buildLlmMessages({ ...base, tokenBudget: 100_000 });
    const fullCost = full.reduce((sum, message) => sum + estimateTokens(message.content) + 4, 3);
    const budget = fullCost - 100;
    const trimmed = buildLlmMessages({ ...base, tokenBudget: budget });
    const cost = trimmed.reduce((sum, message) => sum + estimateTokens(message.content) + 4, 3);
    expect(cost).toBeLessThanOrEqual(budget);
    expect(trimmed.length).toBeLessThan(full.length);
    expect(trimmed.at(-2)?.content).toBe(history.at(-1)?.content);
  });

  it('always keeps the system prompt and the message, even over budget', () => {
    const messages = buildLlmMessages({ ...base, tokenBudget: 10 });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
  });
});

describe('estimateTokens', () => {
  it('counts about four Latin characters and two Arabic characters per token', () => {
    expect(estimateTokens('abcdefgh')).toBe(2);
    expect(estimateTokens('مرحبا')).toBe(3);
    expect(estimateTokens('')).toBe(0);
  });
});
