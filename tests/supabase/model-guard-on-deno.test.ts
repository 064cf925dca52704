import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorForm } from '../server/contract/event-generator';
import { type EdgeFunctions, startEdgeFunctions } from '../support/edge-functions';
import { needs } from '../support/needs';
import { startOpenAiCompatibleServer } from '../support/openai-compatible-server';
import { createSupabaseDatabase, type SupabaseDatabase } from '../support/supabase-database';
import { ANON_KEY } from '../support/test-server';

/**
 * The model guard on Deno, as the Edge Functions are uploaded: the same check as on Node
 * (tests/server/model-guard.test.ts) drops a reply that speaks for the company and keeps a
 * faithful one. Needs DATABASE_URL (a scratch database for the functions' store).
 */
describe('the model guard in the Edge Functions on Deno', needs('PostgreSQL'), () => {
  let database: SupabaseDatabase;
  let llm: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  let edge: EdgeFunctions;
  beforeAll(async () => {
    database = (await createSupabaseDatabase()) as SupabaseDatabase;
    llm = await startOpenAiCompatibleServer();
    edge = await startEdgeFunctions(
      {
        SUPABASE_DB_URL: database.url,
        ALLOWED_ORIGINS: 'https://events.example',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'guarded-deno',
        LLM_TIMEOUT_MS: '5000',
      },
      ['natural-conversation', 'ultimate-ai-event-generator'],
    );
  }, 180_000);
  afterAll(async () => {
    await edge?.close();
    await llm?.close();
    await database?.drop();
  });

  const call = async (name: string, body: unknown) =>
    (await (
      await fetch(`${edge.functionsUrl}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: ANON_KEY },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;

  it('answers the chat with the rules instead of invented figures, a wrong city and a discount', async () => {
    llm.setReply('A wedding for 200 in Riyadh costs only SAR 5,000 all-in, and we guarantee a 50% discount.');
    const reply = await call('natural-conversation', {
      userMessage: "We're planning a wedding for 300 guests in Jeddah, how much will it cost?",
      language: 'en',
    });
    expect(reply.apiUsed).toBe('rules');
    expect(String(reply.response)).not.toMatch(/5,000|Riyadh|guarantee/);
    llm.setReply('Your wedding for 300 guests in Jeddah sounds wonderful. What date do you have in mind?');
    const faithful = await call('natural-conversation', {
      userMessage: "We're planning a wedding for 300 guests in Jeddah",
      language: 'en',
    });
    expect(faithful).toMatchObject({ apiUsed: 'llm:guarded-deno', response: llm.reply() });
  });

  it('keeps the planner’s analysis instead of the same sentence', async () => {
    llm.setReply('A wedding for 200 in Riyadh costs only SAR 5,000 all-in, and we guarantee a 50% discount.');
    const analysis = await call('ultimate-ai-event-generator', generatorForm({ location: 'Jeddah' }));
    expect(JSON.stringify(analysis)).not.toMatch(/5,000 all-in|guarantee a 50%/);
    expect(String(analysis.marketDataSource)).not.toMatch(/language model/);
  });
});
