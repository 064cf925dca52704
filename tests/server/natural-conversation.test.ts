import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { naturalConversationResponseSchema } from '../../src/contracts';
import { type Mode, startOpenAiCompatibleServer } from '../support/openai-compatible-server';
import { waitFor } from '../support/smtp-sink';
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

describe('natural-conversation with the rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  it('refuses an empty, whitespace-only or over-long message and an over-long history with 400', async () => {
    const bad = [
      { userMessage: '' },
      { userMessage: '   \n\t ' },
      { userMessage: 'x'.repeat(2001) },
      { userMessage: 'hi', conversationHistory: Array.from({ length: 51 }, () => ({ role: 'user', content: 'hi' })) },
      { userMessage: 'hi', language: 'fr' },
    ];
    for (const body of bad) {
      const response = await server.call('natural-conversation', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toMatch(/empty|longer than|Invalid/);
    }
  });

  it('answers in the chat language with the rules and says so', async () => {
    const reply = await say(server, { userMessage: 'I want to plan a wedding in Jeddah', language: 'ar' });
    expect(reply.apiUsed).toBe('rules');
    expect(reply.response).toMatch(/[\u0600-\u06FF]/);
    expect(reply.leadInfo).toMatchObject({ eventType: 'wedding', location: 'Jeddah' });
    expect(reply.leadCaptured).toBe(false);
  });

  it('captures the lead once per conversation and stores it with source chat and the transcript', async () => {
    const conversationId = 'conv-capture-0001';
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    let context: Record<string, unknown> = {};
    const captured: boolean[] = [];
    for (const userMessage of [
      'We are planning a corporate conference for 200 guests',
      'My name is Khalid Al-Harbi',
      'khalid@example.sa',
      'Thanks!',
    ]) {
      const reply = await say(server, {
        userMessage,
        conversationHistory: history,
        language: 'en',
        userContext: context,
        conversationId,
      });
      history.push({ role: 'user', content: userMessage }, { role: 'assistant', content: reply.response });
      context = reply.leadInfo;
      captured.push(reply.leadCaptured);
    }
    expect(captured).toEqual([false, false, true, false]);
    const leads = (await server.deps.store.leads.list()).filter((lead) => lead.conversationId === conversationId);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: 'chat',
      name: 'Khalid Al-Harbi',
      email: 'khalid@example.sa',
      eventType: 'corporate',
      guestCount: '200',
    });
    const [lead] = leads;
    const emails = await waitFor(async () => {
      // Only finished messages: the transport writes `<id>.eml.tmp` first, then renames it.
      const files = (await readdir(join(server.dataDir, 'outbox')).catch((): string[] => [])).filter((name) =>
        name.endsWith('.eml'),
      );
      return files.length > 0 ? files : undefined;
    });
    const mail = await simpleParser(await readFile(join(server.dataDir, 'outbox', emails[0] ?? '')));
    expect(mail.subject).toBe('New chat lead from Khalid Al-Harbi');
    expect(mail.text).toContain('Email: khalid@example.sa');
    expect(mail.text).toContain('Visitor: My name is Khalid Al-Harbi');
    expect(lead?.message).toContain('Visitor: khalid@example.sa');
    expect((lead?.payload as { transcript: unknown[] } | undefined)?.transcript).toHaveLength(6);
  });
});

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
