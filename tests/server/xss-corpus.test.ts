import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { type TestServer, startTestServer, validLead, validNotification } from '../support/test-server';
import { withoutBidi, XSS_CORPUS } from '../support/xss-corpus';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.dispose();
  await smtp.close();
});

describe('the XSS corpus through the contact functions', () => {
  it('is stored as written (bidi controls removed), escaped in the notification HTML and quoted whole in its text part', async () => {
    for (const [index, attack] of XSS_CORPUS.entries()) {
      const name = `Attacker ${index} ${attack.replace(/[\r\n]/g, ' ')}`.slice(0, 120);
      const lead = await server.call('submit-lead', validLead({ name, message: attack }));
      expect(lead.status, attack).toBe(201);
      const { id } = (await lead.json()) as { id: string };
      const stored = (await server.deps.store.leads.list()).find((row) => row.id === id);
      expect(stored?.message).toBe(withoutBidi(attack));
      expect(stored?.name).toBe(withoutBidi(name));

      const email = `xss${index}@example.sa`;
      expect(
        (await server.call('contact-email-notification', validNotification({ name, email, message: attack }))).status,
      ).toBe(202);
      const mail = await waitFor(() => smtp.received.find((m) => m.raw.includes(email)));
      const parsed = await simpleParser(mail.raw);
      const quoted = withoutBidi(attack)
        .split(/\r\n|\n|\r/)
        .map((line) => `> ${line}`)
        .join('\n');
      expect(parsed.text).toContain(quoted);
      const html = String(parsed.html);
      expect(html).not.toMatch(
        /<(script|img|svg|iframe|body|meta|style|math|a)\b[^>]*(\son\w+\s*=|javascript:|\ssrc\s*=|\shref\s*=)/i,
      );
      expect(html).not.toContain('<script>');
      if (attack.includes('<')) expect(html).toContain('&lt;');
    }
  }, 60_000);
});
