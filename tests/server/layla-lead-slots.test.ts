import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/contracts/common';
import type { LeadInfo } from '../../src/contracts/natural-conversation';
import { conversationLeads, playConversation } from '../support/play-conversation';
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

  /**
   * Each way of giving the details: the messages, what the stored row and its lead hold, and the
   * lines of the staff email (found by the phone or email in it).
   */
  const GIVEN: {
    way: string;
    language: Language;
    messages: string[];
    row: Record<string, string>;
    leadInfo?: Partial<LeadInfo>;
    mailWith: string;
    mail: string[];
  }[] = [
    {
      way: 'a name given after the phone, in a message of its own',
      language: 'en',
      messages: ['hi we want to do a wedding in riyadh', 'around 300 guests', '0551230001', 'Reem'],
      row: { name: 'Reem', phone: '+966551230001', guestCount: '300', location: 'Riyadh' },
      mailWith: '+966551230001',
      mail: ['Name: Reem', 'Phone: +966551230001'],
    },
    {
      way: 'a labelled name: الاسم: …',
      language: 'ar',
      messages: ['عندنا زواج في الرياض', 'تقريبا ٣٠٠ شخص', '٠٥٥١٢٣٠٠٠٢', 'الاسم: نورة العتيبي'],
      row: { name: 'نورة العتيبي' },
      mailWith: '+966551230002',
      mail: ['Name: نورة العتيبي'],
    },
    {
      way: 'a kunya, kept as given, with an aqiqah for a son',
      language: 'ar',
      messages: ['ابي اسوي عقيقة لولدي في الرياض', 'حوالي ٥٠ شخص', 'معك أم فهد ٠٥٥١٢٣٠٠٠٣'],
      row: { name: 'أم فهد', eventType: 'other', guestCount: '50' },
      leadInfo: { occasion: 'aqiqah' },
      mailWith: '+966551230003',
      mail: ['Name: أم فهد', 'Occasion: aqiqah', 'Guests: 50'],
    },
    {
      way: 'a bare first name before a comma and the number',
      language: 'en',
      messages: ['graduation party for my son, 80 people, jeddah', 'Reem, 0551230004'],
      row: { name: 'Reem', location: 'Jeddah', guestCount: '80', eventType: 'other' },
      leadInfo: { occasion: 'graduation' },
      mailWith: '+966551230004',
      mail: ['Name: Reem', 'Occasion: graduation'],
    },
    {
      way: 'a correction typed with typos: "sorry i ment 150"',
      language: 'en',
      messages: [
        'corporate dinner in khobar for 120',
        'sorry i ment 150',
        'my name is Faisal, faisal.slots@example.com',
      ],
      row: { guestCount: '150', location: 'Khobar' },
      mailWith: 'faisal.slots@example.com',
      mail: ['Guests: 150', 'Occasion: corporate dinner'],
    },
    {
      way: '"30 children with their mothers, i.e. 60 people" is 60 (en)',
      language: 'en',
      messages: [
        'birthday for my daughter in riyadh',
        '30 children with their mothers, i.e. 60 people',
        'name: Huda, 0551230005',
      ],
      row: { guestCount: '60' },
      mailWith: '+966551230005',
      mail: ['Guests: 60'],
    },
    {
      way: '"30 children with their mothers, i.e. 60 people" is 60 (ar)',
      language: 'ar',
      messages: ['عيد ميلاد بنتي في جدة', '٣٠ طفل مع امهاتهم يعني ٦٠ شخص', 'اسمي ريم ٠٥٥١٢٣٠٠٠٦'],
      row: { guestCount: '60' },
      mailWith: '+966551230006',
      mail: ['Guests: 60'],
    },
    {
      way: 'a change of the kind of event mid-way',
      language: 'en',
      messages: [
        'we are planning an engagement party in dammam, about 100 guests',
        'actually change of plan, it will be the milka instead',
        'Omar here 0551230007',
      ],
      row: { name: 'Omar', eventType: 'wedding' },
      leadInfo: { occasion: 'milka' },
      mailWith: '+966551230007',
      mail: ['Occasion: milka', 'Event type: wedding'],
    },
    {
      way: 'the aqiqah family of words in English, and a month kept as a month',
      language: 'en',
      messages: ['aqeeqa for our baby boy next month in taif, 70 people', 'Abu Fahad, 0551230008'],
      row: { name: 'Abu Fahad', location: 'Taif', guestCount: '70' },
      leadInfo: { occasion: 'aqiqah', eventMonth: '2026-12' },
      mailWith: '+966551230008',
      mail: ['Occasion: aqiqah', 'Date: December 2026 (no day yet)'],
    },
  ];

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
