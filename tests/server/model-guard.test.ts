import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventAnalysisSchema } from '../../src/contracts';
import { captureLog } from '../support/log-capture';
import { startOpenAiCompatibleServer } from '../support/openai-compatible-server';
import { type TestServer, startTestServer } from '../support/test-server';
import { generatorForm } from './contract/event-generator';

/**
 * A local chat-completions server answering what a model might: invented figures, a wrong city or
 * guest count, a promised discount. None of it reaches the visitor; the rules' text does, in the
 * same request, and apiUsed / marketDataSource say so. A faithful reply is used as written.
 */
let llm: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
let server: TestServer;
const log = captureLog();
beforeAll(async () => {
  llm = await startOpenAiCompatibleServer();
  server = await startTestServer(
    { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'guarded-test', LLM_TIMEOUT_MS: '5000', LOG_LEVEL: 'warn' },
    { logDestination: log.stream },
  );
});
afterAll(async () => {
  await server.dispose();
  await llm.close();
});
beforeEach(() => llm.setMode('ok'));

const ISSUE_SENTENCE = 'A wedding for 200 in Riyadh costs only SAR 5,000 all-in, and we guarantee a 50% discount.';

describe('the chat with a model that speaks for the company', () => {
  const question = {
    userMessage: "We're planning a wedding for 300 guests in Jeddah, how much will it cost? I'm Huda, huda@example.sa",
    language: 'en',
  };
  const chat = async (body: Record<string, unknown>) =>
    (await (await server.call('natural-conversation', body)).json()) as { response: string; apiUsed: string };
  /** The rules' reply to the same message: what the visitor gets when the model is refused. */
  const rules = async (body: Record<string, unknown>) => {
    llm.setMode('error');
    const reply = await chat(body);
    llm.setMode('ok');
    expect(reply.apiUsed).toBe('rules');
    return reply.response;
  };

  it.each([
    ['invented figures and a promised discount (the issue’s sentence)', ISSUE_SENTENCE],
    ['a wrong city', 'Your wedding for 300 guests in Riyadh will be wonderful; what date do you have in mind?'],
    ['a wrong guest count', 'Your wedding for 250 guests in Jeddah will be wonderful; what date do you have in mind?'],
    ['a promised discount', 'Book your Jeddah wedding this week and we will give you a discount on every package.'],
  ])('answers with the rules’ text instead of %s, and says so', async (_label, invented) => {
    const expected = await rules(question);
    llm.setReply(invented);
    const dropsBefore = log.withMessage(
      'model prose dropped: it says what the engine did not give it; the rules answer',
    ).length;
    const reply = await chat(question);
    expect(reply.apiUsed).toBe('rules');
    expect(reply.response).toBe(expected);
    expect(reply.response).not.toContain(invented);
    const drops = log.withMessage('model prose dropped: it says what the engine did not give it; the rules answer');
    expect(drops).toHaveLength(dropsBefore + 1);
    expect(drops.at(-1)).toMatchObject({ what: 'chat', dropped: expect.any(Number), checked: expect.any(Number) });
  });

  it('refuses the same in Arabic', async () => {
    const body = { userMessage: 'عندنا زواج في جدة لـ ٣٠٠ ضيف، كم التكلفة؟', language: 'ar' };
    const expected = await rules(body);
    llm.setReply('زواج لـ ٢٠٠ ضيف في الرياض يكلف ٥٠٠٠ ريال فقط، ونضمن لكم خصم ٥٠٪.');
    const reply = await chat(body);
    expect(reply).toMatchObject({ apiUsed: 'rules', response: expected });
  });

  it('uses a faithful reply as the model wrote it', async () => {
    const expected = await rules(question);
    const [, tier, total] = expected.match(/our (\w+) tier comes to (SAR\s[\d,]+)/) ?? [];
    const [, low, high] = expected.match(/between (SAR\s[\d,]+) and (SAR\s[\d,]+)/) ?? [];
    expect(total).toBeDefined();
    expect(high).toBeDefined();
    const faithful = `Huda, your wedding for 300 guests in Jeddah comes to ${total} in our ${tier} tier, VAT included; most such weddings fall between ${low} and ${high}. What date do you have in mind?`;
    llm.setReply(faithful);
    expect(await chat(question)).toMatchObject({ apiUsed: 'llm:guarded-test', response: faithful });
  });

  it('logs a drop without the visitor’s details or the model’s words', () => {
    const text = log.raw();
    expect(text).toContain('model prose dropped');
    expect(text).not.toMatch(/Huda|huda@|5,000|Riyadh|discount on every/);
  });
});

describe('the generator with a model that speaks for the company', () => {
  const wedding = generatorForm({ eventType: 'wedding', guestCount: 300, location: 'Jeddah' });
  const generate = async () =>
    eventAnalysisSchema.parse(await (await server.call('ultimate-ai-event-generator', wedding)).json());
  let engine: Awaited<ReturnType<typeof generate>>;
  beforeAll(async () => {
    llm.setMode('error');
    engine = await generate();
    llm.setMode('ok');
  });

  it.each([
    ['invented figures and a promised discount (the issue’s sentence)', ISSUE_SENTENCE],
    ['a wrong city', 'Weddings in Riyadh are in high demand in this season.'],
    ['a wrong guest count', 'A wedding for 450 guests in Jeddah is in high demand.'],
    ['a promised discount', 'For a Jeddah wedding we can offer a discount on the Premium package.'],
  ])('keeps the planner’s analysis instead of %s, and says whose it is', async (_label, invented) => {
    llm.setReply(invented);
    const analysis = await generate();
    expect(analysis.marketAnalysis.analysis).toBe(engine.marketAnalysis.analysis);
    expect(analysis.marketDataSource).toBe(engine.marketDataSource);
    expect(analysis.marketDataSource).not.toMatch(/language model/);
    expect(JSON.stringify(analysis)).not.toContain(invented);
    expect(JSON.stringify(analysis)).not.toMatch(/5,000 all-in|guarantee a 50%|discount on the Premium/);
  });

  it('uses a faithful analysis, and says a model wrote it from the planner’s figures', async () => {
    const { pricePerGuest, bookingLeadTimeWeeks } = engine.marketAnalysis;
    const faithful = `A wedding for 300 guests in Jeddah costs about SAR ${pricePerGuest.typical.toLocaleString('en-US')} a guest; book ${bookingLeadTimeWeeks} weeks ahead.`;
    llm.setReply(faithful);
    const analysis = await generate();
    expect(analysis.marketAnalysis.analysis).toBe(faithful);
    expect(analysis.marketDataSource).toBe(
      `${engine.marketDataSource} The analysis text was written by a language model (guarded-test) from these figures.`,
    );
    expect(analysis.pricingAnalysis).toEqual(engine.pricingAnalysis);
  });
});
