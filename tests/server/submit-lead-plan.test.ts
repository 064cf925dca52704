import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planEvent } from '../../src/engine/planner';
import { eventGeneratorRequestSchema } from '../../src/contracts/event-generator';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { type TestServer, startTestServer, validLead } from '../support/test-server';

/** A wedding for 300 in Jeddah on Eid al-Fitr's second day, as the widget sends it. */
const PLAN = {
  eventType: 'wedding',
  guestCount: 300,
  location: 'Jeddah',
  season: 'spring',
  eventDate: '2027-03-10',
  premiumLevel: 'premium',
  servicePackages: ['photography', 'decoration'],
  currentDate: '2026-09-01',
};
const generatorLead = (overrides: Record<string, unknown> = {}) =>
  validLead({
    name: 'Noura Al-Harbi',
    email: 'noura@example.sa',
    message: 'Please email me this plan.',
    eventType: 'wedding',
    location: 'Jeddah',
    guestCount: 300,
    source: 'generator',
    plan: PLAN,
    ...overrides,
  });

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer(
    { SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'team@events.test' },
    { now: () => new Date('2026-09-01T09:00:00+03:00') },
  );
});
afterAll(async () => {
  await server.dispose();
  await smtp.close();
});

describe('submit-lead from the generator ("Email me this plan")', () => {
  it('emails the plan it computes itself to the visitor, and the lead with the plan attached to the team', async () => {
    for (const language of ['en', 'ar'] as const) {
      const name = `Plan ${language}`;
      const before = smtp.received.length;
      const response = await server.call('submit-lead', generatorLead({ name, plan: { ...PLAN, language } }));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const stored = (await server.deps.store.leads.list()).find((lead) => lead.id === id);
      expect(stored).toMatchObject({
        source: 'generator',
        eventType: 'wedding',
        location: 'Jeddah',
        guestCount: '300',
      });

      const mails = await waitFor(() => smtp.received.length >= before + 2 && smtp.received.slice(before));
      const toVisitor = mails.find((mail) => mail.to.includes('noura@example.sa'));
      const toTeam = mails.find((mail) => mail.to.includes('team@events.test'));
      expect(toVisitor && toTeam).toBeTruthy();
      const visitor = await simpleParser(toVisitor?.raw ?? '');
      const team = await simpleParser(toTeam?.raw ?? '');

      const plan = planEvent(eventGeneratorRequestSchema.parse({ ...PLAN, language }));
      const best = Object.values(plan.pricingAnalysis.tiers).find((tier) => tier.bestValue);
      expect(visitor.subject).toBe(
        language === 'en' ? 'Your event plan from Saudi Events' : 'خطة مناسبتك من فعاليات السعودية',
      );
      // The body is the whole plan: every tier's total, the market analysis naming Eid, the company's phone.
      for (const tier of Object.values(plan.pricingAnalysis.tiers)) expect(visitor.text).toContain(tier.name);
      expect(visitor.text?.replace(/\u00a0/g, ' ')).toContain(best?.total.toLocaleString('en-US'));
      expect(visitor.text).toContain(language === 'en' ? 'Eid al-Fitr' : 'عيد الفطر');
      expect(visitor.text).toContain('+966 11 234 5678');
      expect(visitor.html).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      expect(visitor.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

      expect(team.subject).toBe(`New generator lead from ${name}`);
      expect(team.text).toContain('noura@example.sa');
      const attachment = team.attachments.find((file) => file.filename === 'event-plan.html');
      expect(attachment?.contentType).toBe('text/html');
      expect(attachment?.content.toString('utf8')).toContain(best?.name);
    }
  });

  it('refuses an analysis sent by the client, a plan without the generator source, and a generator lead without a plan', async () => {
    const analysis = { ...planEvent(eventGeneratorRequestSchema.parse(PLAN)), processingTime: 1 };
    const responses = await Promise.all([
      server.call('submit-lead', generatorLead({ analysis })),
      server.call('submit-lead', generatorLead({ source: 'contact-form' })),
      server.call('submit-lead', generatorLead({ plan: undefined })),
      server.call('submit-lead', generatorLead({ plan: { ...PLAN, guestCount: 0 } })),
    ]);
    for (const response of responses) expect(response.status).toBe(400);
  });

  it('refuses a plan whose date the server finds past, whatever date the client says today is', async () => {
    const response = await server.call(
      'submit-lead',
      generatorLead({ plan: { ...PLAN, eventDate: '2026-05-01', currentDate: '2026-04-01' } }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('plan.eventDate');
  });
});
