import { describe, expect, it } from 'vitest';
import { leadInfoSchema } from '../../../src/contracts/natural-conversation';
import { converse, type Intent, isLeadComplete, nextMissing, questionFor } from '../../../src/engine/conversation';
import type { Exchange } from './exchanges/exchange';
import { EXCHANGES_AR } from './exchanges/exchanges-ar';
import { EXCHANGES_EN } from './exchanges/exchanges-en';
import { expectReplyIn } from './reply-language';

function run(exchange: Exchange) {
  const context = exchange.context ?? {};
  if (exchange.after) expect(nextMissing(context), 'the context leads to the question asked').toBe(exchange.after);
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
    expect(turn.leadInfo).toEqual(exchange.lead);
    expect(leadInfoSchema.safeParse(turn.leadInfo).success).toBe(true);
    expect(turn.intent).toBe(exchange.intent);
    expect(turn.missing).toBe(exchange.missing);
    expect(turn.leadCaptured).toBe(exchange.captured ?? false);
    expectReplyIn(exchange.language, turn.response);
    if (turn.missing) expect(turn.response).toContain(questionFor(turn.missing, exchange.language));
    for (const text of exchange.says ?? []) expect(turn.response).toContain(text);
  });
});

describe('the scripted exchanges', () => {
  it('number at least 80, half of them or more in Arabic', () => {
    expect(EXCHANGES_EN.length + EXCHANGES_AR.length).toBeGreaterThanOrEqual(80);
    expect(EXCHANGES_AR.length).toBeGreaterThanOrEqual(EXCHANGES_EN.length);
  });

  it('cover every intent in both languages', () => {
    const all: Intent[] = [
      'greeting',
      'event-wedding',
      'event-corporate',
      'event-birthday',
      'event-cultural',
      'event-other',
      'service-entertainment',
      'service-corporate',
      'service-protocol',
      'service-consultation',
      'service-crowd',
      'service-health',
      'services',
      'about',
      'process',
      'pricing',
      'cities',
      'contact',
      'availability',
      'thanks',
      'goodbye',
      'human',
      'lead-details',
      'acknowledgement',
      'off-topic',
    ];
    for (const exchanges of [EXCHANGES_EN, EXCHANGES_AR]) {
      const covered = new Set(exchanges.map((exchange) => exchange.intent));
      expect(all.filter((intent) => !covered.has(intent))).toEqual([]);
    }
  });
});
