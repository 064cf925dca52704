import { describe, expect, it } from 'vitest';
import { leadInfoSchema } from '../../../src/contracts/natural-conversation';
import { converse, isLeadComplete, questionFor } from '../../../src/engine/conversation';
import { hasSlot } from '../../../src/engine/conversation/decide/lead-state';
import { judge } from './evaluation/evaluate';
import { laylaDecisions } from './evaluation/layla-engine';
import type { Exchange } from './exchanges/exchange';
import { exchangeSet } from './exchanges/exchange-set';
import { expectReplyIn } from './reply-language';

const EXCHANGES_EN = exchangeSet('en');
const EXCHANGES_AR = exchangeSet('ar');

function run(exchange: Exchange) {
  const context = exchange.context ?? {};
  return converse({
    userMessage: exchange.message,
    history: exchange.after ? [{ role: 'assistant', content: questionFor(exchange.after, exchange.language) }] : [],
    language: exchange.language,
    userContext: context,
    // A context that already holds a complete lead was captured on an earlier turn.
    alreadyCaptured: exchange.alreadyCaptured ?? isLeadComplete(context),
    today: exchange.today,
  });
}

describe.each([
  ['English', EXCHANGES_EN],
  ['Arabic', EXCHANGES_AR],
])('%s scripted exchanges', (_, exchanges) => {
  it.each(exchanges.map((exchange) => [exchange.title, exchange] as const))('%s', (_title, exchange) => {
    const turn = run(exchange);
    const { occasion: _occasion, ...lead } = turn.leadInfo;
    expect(lead).toEqual(exchange.lead);
    expect(leadInfoSchema.safeParse(turn.leadInfo).success).toBe(true);
    expect(['right', 'asked']).toContain(judge(exchange.asks, laylaDecisions(turn)));
    expect(turn.leadCaptured).toBe(exchange.captured ?? false);
    expectReplyIn(exchange.language, turn.response);
    if (turn.missing) {
      expect(turn.response).toContain(questionFor(turn.missing, exchange.language));
      expect(hasSlot(turn.leadInfo, turn.missing)).toBe(false);
    }
    for (const text of exchange.says ?? [])
      expect(turn.response.replace(/\n/g, ' ').toLowerCase()).toContain(text.toLowerCase());
  });
});

describe('the scripted exchanges', () => {
  it('number at least 80, half of them or more in Arabic', () => {
    expect(EXCHANGES_EN.length + EXCHANGES_AR.length).toBeGreaterThanOrEqual(80);
    expect(EXCHANGES_AR.length).toBeGreaterThanOrEqual(EXCHANGES_EN.length);
  });
});
