import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/contracts/common';
import type { ChatTurn, LeadInfo } from '../../src/contracts/natural-conversation';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';

type Reply = { response: string; leadInfo: LeadInfo; leadCaptured: boolean; signature?: string };

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
  /** Plays the messages as the widget does (signed history, the last lead as context); returns the replies and the conversation's id. */
  async function play(language: Language, messages: readonly string[]) {
    const conversationId = `layla-slots-${++conversations}-${Date.now()}`;
    const history: ChatTurn[] = [];
    let userContext: LeadInfo = {};
    const replies: Reply[] = [];
    for (const userMessage of messages) {
      const response = await server.call('natural-conversation', {
        userMessage,
        conversationHistory: history,
        language,
        userContext,
        conversationId,
      });
      expect(response.status).toBe(200);
      const reply = (await response.json()) as Reply;
      history.push(
        { role: 'user', content: userMessage },
        { role: 'assistant', content: reply.response, signature: reply.signature },
      );
      userContext = reply.leadInfo;
      replies.push(reply);
    }
    return { replies, conversationId };
  }

  async function storedLead(conversationId: string) {
    const rows = (await server.deps.store.leads.list({ limit: 1000 })).filter(
      (row) => row.conversationId === conversationId,
    );
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

  it('a name given after the phone, in a message of its own', async () => {
    const { conversationId } = await play('en', [
      'hi we want to do a wedding in riyadh',
      'around 300 guests',
      '0551230001',
      'Reem',
    ]);
    const { row } = await storedLead(conversationId);
    expect(row).toMatchObject({ name: 'Reem', phone: '+966551230001', guestCount: '300', location: 'Riyadh' });
    expectLines(await staffMail('New chat lead', '+966551230001'), ['Name: Reem', 'Phone: +966551230001']);
  });

  it('a labelled name: الاسم: …', async () => {
    const { conversationId } = await play('ar', [
      'عندنا زواج في الرياض',
      'تقريبا ٣٠٠ شخص',
      '٠٥٥١٢٣٠٠٠٢',
      'الاسم: نورة العتيبي',
    ]);
    expect((await storedLead(conversationId)).row?.name).toBe('نورة العتيبي');
    expectLines(await staffMail('New chat lead', '+966551230002'), ['Name: نورة العتيبي']);
  });

  it('a kunya, kept as given, with an aqiqah for a son', async () => {
    const { conversationId } = await play('ar', [
      'ابي اسوي عقيقة لولدي في الرياض',
      'حوالي ٥٠ شخص',
      'معك أم فهد ٠٥٥١٢٣٠٠٠٣',
    ]);
    const { row, leadInfo } = await storedLead(conversationId);
    expect(row).toMatchObject({ name: 'أم فهد', eventType: 'other', guestCount: '50' });
    expect(leadInfo.occasion).toBe('aqiqah');
    expectLines(await staffMail('New chat lead', '+966551230003'), ['Name: أم فهد', 'Occasion: aqiqah', 'Guests: 50']);
  });

  it('a bare first name before a comma and the number', async () => {
    const { conversationId } = await play('en', ['graduation party for my son, 80 people, jeddah', 'Reem, 0551230004']);
    const { row, leadInfo } = await storedLead(conversationId);
    expect(row).toMatchObject({ name: 'Reem', location: 'Jeddah', guestCount: '80', eventType: 'other' });
    expect(leadInfo.occasion).toBe('graduation');
    expectLines(await staffMail('New chat lead', '+966551230004'), ['Name: Reem', 'Occasion: graduation']);
  });

  it('a correction typed with typos: "sorry i ment 150"', async () => {
    const { conversationId } = await play('en', [
      'corporate dinner in khobar for 120',
      'sorry i ment 150',
      'my name is Faisal, faisal.slots@example.com',
    ]);
    expect((await storedLead(conversationId)).row).toMatchObject({ guestCount: '150', location: 'Khobar' });
    expectLines(await staffMail('New chat lead', 'faisal.slots@example.com'), [
      'Guests: 150',
      'Occasion: corporate dinner',
    ]);
  });

  it.each([
    [
      'en',
      [
        'birthday for my daughter in riyadh',
        '30 children with their mothers, i.e. 60 people',
        'name: Huda, 0551230005',
      ],
      '+966551230005',
    ],
    ['ar', ['عيد ميلاد بنتي في جدة', '٣٠ طفل مع امهاتهم يعني ٦٠ شخص', 'اسمي ريم ٠٥٥١٢٣٠٠٠٦'], '+966551230006'],
  ] as const)('"30 children with their mothers, i.e. 60 people" is 60 (%s)', async (language, messages, phone) => {
    const { conversationId } = await play(language, messages);
    expect((await storedLead(conversationId)).row?.guestCount).toBe('60');
    expectLines(await staffMail('New chat lead', phone), ['Guests: 60']);
  });

  it('a change of the kind of event mid-way', async () => {
    const { conversationId } = await play('en', [
      'we are planning an engagement party in dammam, about 100 guests',
      'actually change of plan, it will be the milka instead',
      'Omar here 0551230007',
    ]);
    const { row, leadInfo } = await storedLead(conversationId);
    expect(row).toMatchObject({ name: 'Omar', eventType: 'wedding' });
    expect(leadInfo.occasion).toBe('milka');
    expectLines(await staffMail('New chat lead', '+966551230007'), ['Occasion: milka', 'Event type: wedding']);
  });

  it('the aqiqah family of words in English, and a month kept as a month', async () => {
    const { conversationId } = await play('en', [
      'aqeeqa for our baby boy next month in taif, 70 people',
      'Abu Fahad, 0551230008',
    ]);
    const { row, leadInfo } = await storedLead(conversationId);
    expect(row).toMatchObject({ name: 'Abu Fahad', location: 'Taif', guestCount: '70' });
    expect(leadInfo).toMatchObject({ occasion: 'aqiqah', eventMonth: '2026-12' });
    expectLines(await staffMail('New chat lead', '+966551230008'), [
      'Occasion: aqiqah',
      'Date: December 2026 (no day yet)',
    ]);
  });

  it('a detail changed after the capture updates the stored lead, mails the team the change, and she says so', async () => {
    const { replies, conversationId } = await play('en', [
      'wedding in june 2027 in jeddah for 400',
      "I'm Lama, 0551230009",
      'when will someone call me?',
      'oh and the guests will be 450 not 400',
    ]);
    expect(replies.map((reply) => reply.leadCaptured)).toEqual([false, true, false, false]);
    expect(replies[2]?.response).toMatch(/within a day|24 hours/);
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
