import { beforeEach, describe, expect, it } from 'vitest';
import { naturalConversationResponseSchema } from '../../src/contracts';
import { questionFor } from '../../src/engine/conversation';
import { DEFAULT_KNOWLEDGE } from '../../src/engine/conversation/knowledge-base/default-knowledge';
import type { Mode } from '../support/openai-compatible-server';
import { type TestServer, useTestServer, useTestServerWithModel } from '../support/test-server';

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
  const test = useTestServerWithModel((url) => ({
    LLM_BASE_URL: url,
    LLM_API_KEY: 'sk-test',
    LLM_MODEL: 'layla-test',
    LLM_TIMEOUT_MS: '300',
  }));
  beforeEach(() => test.model.setMode('ok'));

  it('takes the prose from the LLM, and the lead slots from the rules', async () => {
    test.model.setReply('أهلاً بك! يسعدني مساعدتك في حفل زفافك.');
    const reply = await say(test.server, { userMessage: 'عندي زواج في الرياض لـ ٣٠٠ ضيف', language: 'ar' });
    expect(reply).toMatchObject({ response: 'أهلاً بك! يسعدني مساعدتك في حفل زفافك.', apiUsed: 'llm:layla-test' });
    expect(reply.leadInfo).toMatchObject({ eventType: 'wedding', location: 'Riyadh', guestCount: 300 });
    const sent = test.model.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('layla-test');
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'عندي زواج في الرياض لـ ٣٠٠ ضيف' });
  });

  it("gives the LLM the page's phone and falls back to the rules when it writes any other number", async () => {
    const companyFacts = { phone: '+966 13 777 1234' };
    test.model.setReply('Call us on +966 13 777 1234 or on WhatsApp at +966 50 123 4567.');
    const kept = await say(test.server, { userMessage: 'How do I reach you?', language: 'en', companyFacts });
    expect(kept.apiUsed).toBe('llm:layla-test');
    const messages = (test.model.requests.at(-1)?.body.messages ?? []) as { content: string }[];
    const system = messages[0]?.content;
    expect(system).toContain('phone +966 13 777 1234');
    expect(system).toContain('never any other phone number');

    test.model.setReply('Sure! Call our manager directly on 0551234999.');
    const guarded = await say(test.server, { userMessage: 'How do I reach you?', language: 'en', companyFacts });
    expect(guarded.apiUsed).toBe('rules');
    expect(guarded.response).toContain('+966 13 777 1234');
    expect(guarded.response).not.toContain('0551234999');
  });

  it("keeps the decide step: the model gets the whole knowledge base, the details known, what Layla decided with the planner's figures, and the one question to end with", async () => {
    test.model.setReply('A festival is a public event, so it needs a permit.');
    const reply = await say(test.server, {
      userMessage: 'what permits do we need for a public festival in Riyadh for 3000 people?',
      language: 'en',
    });
    expect(reply.apiUsed).toBe('llm:layla-test');
    const system = ((test.model.requests.at(-1)?.body.messages ?? []) as { content: string }[])[0]?.content ?? '';
    for (const entry of DEFAULT_KNOWLEDGE) expect(system).toContain(entry.label.en);
    expect(system).toContain('guestCount: 3000');
    expect(system).toContain('location: "Riyadh"');
    expect(system).toContain('For this message Layla has decided');
    const permits = DEFAULT_KNOWLEDGE.find((entry) => entry.id === 'permits');
    expect(system).toContain(`Answer the question about ${permits?.label.en}`);
    for (const fact of ['GEA event permit', '60 days', 'Civil Defense (Salama platform)'])
      expect(system).toContain(fact);
    expect(system).toContain(`End with exactly this one question, and ask nothing else: ${questionFor('name', 'en')}`);

    test.model.setReply('Here are our prices.');
    await say(test.server, {
      userMessage: 'how much for a wedding of 250 guests in Jeddah on 15 December 2027?',
      language: 'en',
    });
    const pricePrompt = ((test.model.requests.at(-1)?.body.messages ?? []) as { content: string }[])[0]?.content ?? '';
    // The same figures the rules would say (tests/server/layla-prices.test.ts checks them against the generator).
    expect(pricePrompt).toMatch(/our Professional tier comes to SAR\u00a0[\d,]+, VAT included/);
    expect(pricePrompt).toContain('quote no other figure');
  });

  it.each<Mode>(['error', 'slow', 'empty', 'garbage'])(
    'falls back to the rules in the same request when the LLM is %s',
    async (mode) => {
      test.model.setMode(mode);
      const reply = await say(test.server, { userMessage: 'Hello, I need help with a birthday party', language: 'en' });
      expect(reply.apiUsed).toBe('rules');
      expect(reply.response.length).toBeGreaterThan(10);
      expect(reply.leadInfo).toMatchObject({ eventType: 'birthday' });
    },
  );
});

describe('natural-conversation names the cities the company configured', () => {
  const test = useTestServer({ COMPANY_CITIES: 'Riyadh, Jeddah, العلا' });

  it('lists COMPANY_CITIES, and sends a city outside them to the team', async () => {
    const list = await say(test.server, { userMessage: 'Which cities do you cover?', language: 'en' });
    expect(list.response).toContain('Riyadh, Jeddah and AlUla');
    expect(list.response).not.toContain('NEOM');
    const elsewhere = await say(test.server, { userMessage: 'تقدرون تسوون فعالية في نيوم؟', language: 'ar' });
    expect(elsewhere.response).toContain('نيوم فليست ضمن المدن التي نخدمها حاليًا');
    expect(elsewhere.response).toContain('الرياض، وجدة والعلا');
  });
});

describe("natural-conversation states the company's configured contact details", () => {
  const test = useTestServer({
    COMPANY_PHONE: '+966 12 555 0000',
    COMPANY_WHATSAPP: '0555550000',
    COMPANY_EMAIL: 'events@company.example',
  });

  it("gives the server's details when the page sets none", async () => {
    const reply = await say(test.server, { userMessage: 'How can I contact you?', language: 'en' });
    expect(reply.response).toContain('+966 12 555 0000');
    expect(reply.response).toContain('+966 55 555 0000');
    expect(reply.response).toContain('events@company.example');
    expect(reply.response).not.toContain('+966 11 234 5678');
  });

  it("gives the page's details over the server's, in both languages", async () => {
    const companyFacts = { phone: '+966 13 777 1234', whatsapp: '966501112222', email: 'page@company.example' };
    const en = await say(test.server, { userMessage: 'What is your phone number?', language: 'en', companyFacts });
    expect(en.response).toContain('+966 13 777 1234');
    expect(en.response).toContain('+966 50 111 2222');
    expect(en.response).not.toContain('+966 12 555 0000');
    const ar = await say(test.server, {
      userMessage: 'أبي أكلم موظف',
      language: 'ar',
      companyFacts: { phone: '+966 13 777 1234' },
    });
    expect(ar.response).toContain('+966 13 777 1234');
    expect(ar.response).toContain('+966 55 555 0000');
  });

  it('refuses contact details that are not a phone or an email, or too long, with 400', async () => {
    for (const companyFacts of [
      { phone: 'call the office' },
      { phone: `+966 ${'1'.repeat(40)}` },
      { whatsapp: '<script>' },
      { email: 'not-an-email' },
      { fax: '+966 11 000 0000' },
    ]) {
      const response = await test.server.call('natural-conversation', { userMessage: 'hi', companyFacts });
      expect(response.status, JSON.stringify(companyFacts)).toBe(400);
    }
  });
});

describe('a chat lead and its staff email', () => {
  const test = useTestServer();

  it('are written together or not at all: a failure between them leaves neither, and the retry captures once', async () => {
    const { sql } = test.server.deps.store;
    // The outbox refuses every message, as a full disk or a dropped connection would at that moment.
    await sql.exec(`
      create function refuse_outbox() returns trigger language plpgsql as $$
        begin raise exception 'outbox unavailable'; end $$;
      create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox();`);
    const turn = {
      userMessage: 'sami@example.sa',
      language: 'en',
      userContext: { name: 'Sami Al-Dosari', eventType: 'corporate', guestCount: 120 },
      conversationId: 'conv-transaction-1',
    };
    const failed = await test.server.call('natural-conversation', turn);
    expect(failed.status).toBe(500);
    expect(await test.server.deps.store.people.find({ email: 'sami@example.sa' })).toEqual({ leads: [], outbox: [] });

    await sql.exec('drop trigger refuse_outbox on outbox; drop function refuse_outbox();');
    const retried = await say(test.server, turn);
    expect(retried.leadCaptured).toBe(true);
    const found = await test.server.deps.store.people.find({ email: 'sami@example.sa' });
    expect(found.leads).toHaveLength(1);
    expect(found.outbox).toHaveLength(1);
    expect(found.outbox[0]?.leadId).toBe(found.leads[0]?.id);
    expect((await say(test.server, turn)).leadCaptured).toBe(false);
    expect((await test.server.deps.store.people.find({ email: 'sami@example.sa' })).outbox).toHaveLength(1);
  });
});
