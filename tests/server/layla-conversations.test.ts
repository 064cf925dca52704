import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTurn, LeadInfo } from '../../src/contracts/natural-conversation';
import { startTestServer, type TestServer } from '../support/test-server';
import { CONVERSATIONS } from './layla/conversations';

type Reply = { response: string; leadInfo: LeadInfo; leadCaptured: boolean };

// Each conversation changes a detail on the way; the lead the store keeps must hold the last value of each.
describe('conversations where details change, read back from the store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { now: () => new Date('2026-11-25T09:00:00Z') });
  });
  afterAll(() => server.dispose());

  it('has at least fifteen, in both languages', () => {
    expect(CONVERSATIONS.length).toBeGreaterThanOrEqual(15);
    expect(CONVERSATIONS.filter((conversation) => conversation.language === 'ar').length).toBeGreaterThanOrEqual(7);
    expect(CONVERSATIONS.filter((conversation) => conversation.language === 'en').length).toBeGreaterThanOrEqual(7);
  });

  CONVERSATIONS.forEach((conversation, index) => {
    it(`${conversation.language}: ${conversation.title}`, async () => {
      const conversationId = `layla-change-${index}-${Date.now()}`;
      const history: ChatTurn[] = [];
      let userContext: LeadInfo = {};
      const captured: boolean[] = [];
      for (const userMessage of conversation.messages) {
        const response = await server.call('natural-conversation', {
          userMessage,
          conversationHistory: history,
          language: conversation.language,
          userContext,
          conversationId,
        });
        expect(response.status).toBe(200);
        const reply = (await response.json()) as Reply;
        history.push({ role: 'user', content: userMessage }, { role: 'assistant', content: reply.response });
        userContext = reply.leadInfo;
        captured.push(reply.leadCaptured);
      }
      expect(captured.filter(Boolean)).toHaveLength(1);
      const stored = (await server.deps.store.leads.list({ limit: 500 })).filter(
        (lead) => lead.conversationId === conversationId,
      );
      expect(stored).toHaveLength(1);
      const [lead] = stored;
      const { name, phone, email, eventType, location, guestCount, eventDate, budget } = conversation.lead;
      expect(lead?.name).toBe(name ?? null);
      expect(lead?.phone ?? undefined).toBe(phone);
      expect(lead?.email ?? undefined).toBe(email);
      expect(lead?.eventType).toBe(eventType);
      expect(lead?.location).toBe(location);
      expect(Number(lead?.guestCount)).toBe(guestCount);
      const kept = (lead?.payload as { leadInfo: LeadInfo } | undefined)?.leadInfo ?? {};
      expect(kept.eventDate).toBe(eventDate);
      expect(kept.budget).toBe(budget);
    });
  });
});
