import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { naturalConversationResponseSchema } from '../../src/contracts';
import { type Mode, startOpenAiCompatibleServer } from '../support/openai-compatible-server';
import { type TestServer, startTestServer } from '../support/test-server';

type Reply = {
  response: string;
  leadInfo: Record<string, unknown>;
  leadCaptured: boolean;
  apiUsed: string;
  processingTime: number;
};

async function say(server: TestServer, body: Record<string, unknown>) {
  const response = await server.call('natural-conversation', body);
  expect(response.status).toBe(200);
  const reply = (await response.json()) as Reply;
  expect(naturalConversationResponseSchema.safeParse(reply).success).toBe(true);
  return reply;
}

// The rules' answers, the lead captured once and its email are in contract/natural-conversation.ts.
describe('natural-conversation with an LLM configured', () => {
  let llm: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  let server: TestServer;
  beforeAll(async () => {
    llm = await startOpenAiCompatibleServer();
    server = await startTestServer({
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'layla-test',
      LLM_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await server.dispose();
    await llm.close();
  });
  beforeEach(() => llm.setMode('ok'));

  it('takes the prose from the LLM, and the lead slots from the rules', async () => {
    llm.setReply('أهلاً بك! يسعدني مساعدتك في حفل زفافك.');
    const reply = await say(server, { userMessage: 'عندي زواج في الرياض لـ ٣٠٠ ضيف', language: 'ar' });
    expect(reply).toMatchObject({ response: 'أهلاً بك! يسعدني مساعدتك في حفل زفافك.', apiUsed: 'llm:layla-test' });
    expect(reply.leadInfo).toMatchObject({ eventType: 'wedding', location: 'Riyadh', guestCount: 300 });
    const sent = llm.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('layla-test');
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'عندي زواج في الرياض لـ ٣٠٠ ضيف' });
  });

  it.each<Mode>(['error', 'slow', 'empty', 'garbage'])(
    'falls back to the rules in the same request when the LLM is %s',
    async (mode) => {
      llm.setMode(mode);
      const reply = await say(server, { userMessage: 'Hello, I need help with a birthday party', language: 'en' });
      expect(reply.apiUsed).toBe('rules');
      expect(reply.response.length).toBeGreaterThan(10);
      expect(reply.leadInfo).toMatchObject({ eventType: 'birthday' });
    },
  );
});
