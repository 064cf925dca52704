import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { type TestServer, startTestServer, useTestServer, validLead, validNotification } from '../support/test-server';

// Delivery through SMTP is in contract/contact-email-notification.ts (Node and Deno); the
// retry timer and the .eml files are the Node server's own.
describe('contact-email-notification through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'team@events.test' });
  });
  afterAll(async () => {
    await server.dispose();
    await smtp.close();
  });

  it('retries a failed send with backoff until it goes through, and never touches the lead', async () => {
    smtp.failNext(2);
    const lead = await server.call('submit-lead', validLead({ name: 'Retry Person' }));
    expect(lead.status).toBe(201);
    const response = await server.call('contact-email-notification', validNotification({ name: 'Retry Person' }));
    const { id } = (await response.json()) as { id: string };
    const row = await waitFor(async () => {
      const current = await server.deps.store.outbox.get(id);
      return current?.status === 'sent' ? current : undefined;
    });
    expect(row.attempts).toBe(3);
    expect(smtp.received.filter((m) => m.raw.includes('Retry Person'))).toHaveLength(1);
    expect((await server.deps.store.leads.list()).filter((l) => l.name === 'Retry Person')).toHaveLength(1);
  });
});

describe('contact-email-notification with no SMTP_URL', () => {
  const test = useTestServer();

  it('writes the email as an .eml file under DATA_DIR/outbox', async () => {
    const response = await test.server.call('contact-email-notification', validNotification({ name: 'File Person' }));
    const { id } = (await response.json()) as { id: string };
    const dir = join(test.server.dataDir, 'outbox');
    await waitFor(async () => (await readdir(dir).catch((): string[] => [])).includes(`${id}.eml`));
    const parsed = await simpleParser(await readFile(join(dir, `${id}.eml`)));
    expect(parsed.subject).toBe('New contact message from File Person');
    expect(parsed.text).toContain('We are planning a family celebration in Riyadh.');
  });
});
