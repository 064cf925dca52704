import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/contracts/common';
import type { LeadInfo } from '../../src/contracts/natural-conversation';
import { conversationLeads, playConversation } from '../support/play-conversation';
import { GIVEN } from './layla/lead-ways';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The lead slots a visitor fills in their own way, each through the real natural-conversation
 * function with its store and outbox: the stored lead and the staff email are read back.
 */
describe('lead details as visitors give them, read back from the store and the staff email', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: smtp.url }, { now: () => new Date('2026-11-25T09:00:00Z') });
  });
  afterAll(async () => {
    await server.dispose();
    await smtp.close();
  });

  let conversations = 0;
  /** Plays the messages as the widget does; returns the replies and the conversation's id. */
  async function play(language: Language, messages: readonly string[]) {
    const conversationId = `layla-slots-${++conversations}-${Date.now()}`;
    return { replies: await playConversation(server, messages, { language, conversationId }), conversationId };
  }

  async function storedLead(conversationId: string) {
    const rows = await conversationLeads(server.deps.store, conversationId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    return { row, leadInfo: (row?.payload as { leadInfo: LeadInfo } | undefined)?.leadInfo ?? {} };
  }

  /** The staff email whose subject starts so and which holds `text`, as plain text. */
  async function staffMail(subject: string, text: string): Promise<string> {
    const mail = await waitFor(async () => {
      for (const candidate of smtp.received) {
        const parsed = await simpleParser(candidate.raw);
        if (parsed.subject?.startsWith(subject) && parsed.text?.includes(text)) return parsed.text;
      }
      return undefined;
    });
    return mail;
  }

  /** Each detail of the email on a line of its own, once. */
  function expectLines(mail: string, lines: readonly string[]) {
    const all = mail.split('\n');
    for (const line of lines)
      expect(
        all.filter((candidate) => candidate === line),
        line,
      ).toHaveLength(1);
  }

  it.each(GIVEN)('$way', async ({ language, messages, row, leadInfo = {}, mailWith, mail }) => {
    const { conversationId } = await play(language, messages);
    const stored = await storedLead(conversationId);
    expect(stored.row).toMatchObject(row);
    expect(stored.leadInfo).toMatchObject(leadInfo);
    expectLines(await staffMail('New chat lead', mailWith), mail);
  });

  it('a detail changed after the capture updates the stored lead, mails the team the change, and she says so', async () => {
    const { replies, conversationId } = await play('en', [
      'wedding in june 2027 in jeddah for 400',
      "I'm Lama, 0551230009",
      'when will someone call me?',
      'oh and the guests will be 450 not 400',
    ]);
    expect(replies.map((reply) => reply.leadCaptured)).toEqual([false, true, false, false]);
    expect(replies[2]?.response).toMatch(/within a day|24 hours/i);
    expect(replies[3]?.response).toContain("I've updated your request for our team: 450 guests.");
    const { row, leadInfo } = await storedLead(conversationId);
    expect(row?.guestCount).toBe('450');
    expect(leadInfo).toMatchObject({ guestCount: 450, eventMonth: '2027-06', name: 'Lama' });
    expect(row?.message).toContain('Visitor wrote:\n> oh and the guests will be 450 not 400');
    expectLines(await staffMail('New chat lead', '+966551230009'), ['Guests: 400', 'Date: June 2027 (no day yet)']);
    const update = await staffMail('Lead updated: Lama', '+966551230009');
    expectLines(update, ['Changed: Guests', 'Guests: 450', 'Date: June 2027 (no day yet)']);
  });
});
