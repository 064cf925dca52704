import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../../src/contracts/natural-conversation';
import { buildLlmMessages, estimateTokens } from '../../../src/engine/conversation';

const history: ChatTurn[] = Array.from({ length: 20 }, (_, index) => ({
  role: index % 2 ? 'assistant' : 'user',
  content: `turn ${index} ${'words '.repeat(20)}`,
}));
const base = {
  history,
  userMessage: 'How much for 200 guests?',
  language: 'en' as const,
  leadInfo: { eventType: 'wedding' as const, name: 'Sara' },
  missing: 'contact' as const,
};

describe('buildLlmMessages', () => {
  it('starts with a system prompt that carries the company facts, the price rule and the one missing detail', () => {
    const [system] = buildLlmMessages({ ...base, tokenBudget: 10_000 });
    expect(system?.role).toBe('system');
    for (const fact of [
      'Layla',
      '2010',
      'VIP protocol',
      'crowd management',
      'coordination',
      'execution',
      '24 hours',
      'NEOM',
      '+966 11 234 5678',
      'Reply in English',
      'plain text',
    ]) {
      expect(system?.content).toContain(fact);
    }
    expect(system?.content).toContain('Quote only the prices and figures in the facts below, never others');
    expect(system?.content).toContain('No planner facts for this message: state no figures.');
    expect(system?.content).toContain('a phone number or email');
    expect(system?.content).toContain('name: "Sara"');
  });

  it('asks for Arabic replies in an Arabic chat and uses the facts it is given', () => {
    const [system] = buildLlmMessages({
      ...base,
      language: 'ar',
      missing: null,
      companyFacts: { phone: '+966 12 000 0000' },
      tokenBudget: 10_000,
    });
    expect(system?.content).toContain('Reply in Arabic');
    expect(system?.content).toContain('+966 12 000 0000');
    expect(system?.content).toContain('do not ask for more');
  });

  it("grounds the reply in the planner's facts the rules found for the message", () => {
    const facts = 'For a wedding of 250 guests in Jeddah, our four tiers come to Essential SAR 63,654 …';
    const [system] = buildLlmMessages({ ...base, facts, tokenBudget: 10_000 });
    expect(system?.content).toContain(`Facts for this message, from our planner`);
    expect(system?.content).toContain(facts);
    expect(system?.content).not.toContain('state no figures');
  });

  it('keeps all the history when it fits, in order, with the message last', () => {
    const messages = buildLlmMessages({ ...base, tokenBudget: 10_000 });
    expect(messages).toHaveLength(22);
    expect(messages.slice(1, -1).map((message) => message.content)).toEqual(history.map((turn) => turn.content));
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
    expect(trimmed[1]?.content).not.toBe(history[0]?.content);
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
