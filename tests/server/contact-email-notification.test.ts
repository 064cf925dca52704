import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { type TestServer, startTestServer, validLead, validNotification } from '../support/test-server';

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

  it('queues with 202, then delivers plain text and HTML with every field intact, Arabic included', async () => {
    const request = validNotification({
      name: 'نورة العتيبي',
      message: 'نرغب بتنظيم حفل ملكة في جدة\nلحوالي ١٥٠ ضيفة <b>bold</b> & "quotes"',
      phone: '0501234567',
    });
    const response = await server.call('contact-email-notification', request);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ id: expect.any(String), status: 'queued' });

    const mail = await waitFor(() => smtp.received.find((m) => m.raw.includes(request.email)));
    expect(mail.to).toEqual(['team@events.test']);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('New contact message from نورة العتيبي');
    expect(parsed.replyTo?.value[0]).toMatchObject({ address: 'sara@example.sa', name: 'نورة العتيبي' });
    expect(parsed.text).toContain(request.message);
    expect(parsed.text).toContain('Phone: 0501234567');
    expect(parsed.text).toContain('Event type: General Inquiry');
    expect(parsed.text).toContain('Source: contact-form');
    expect(parsed.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;');
    expect(parsed.html).not.toContain('<b>bold</b>');
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
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  it('writes the email as an .eml file under DATA_DIR/outbox', async () => {
    const response = await server.call('contact-email-notification', validNotification({ name: 'File Person' }));
    const { id } = (await response.json()) as { id: string };
    const dir = join(server.dataDir, 'outbox');
    await waitFor(async () => (await readdir(dir).catch((): string[] => [])).includes(`${id}.eml`));
    const parsed = await simpleParser(await readFile(join(dir, `${id}.eml`)));
    expect(parsed.subject).toBe('New contact message from File Person');
    expect(parsed.text).toContain('We are planning a family celebration in Riyadh.');
  });
});
