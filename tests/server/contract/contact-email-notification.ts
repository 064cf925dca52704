import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { type FunctionsTarget, NOTIFY_TO } from '../../support/functions-target';
import { waitFor } from '../../support/smtp-sink';
import { validNotification } from '../../support/test-server';

export function contactEmailNotificationContract(target: () => FunctionsTarget) {
  describe('contact-email-notification through a real SMTP server', () => {
    it('queues with 202, then delivers plain text and HTML once, every field intact, Arabic included', async () => {
      const { smtp } = target();
      const request = validNotification({
        name: 'نورة العتيبي',
        message: 'نرغب بتنظيم حفل ملكة في جدة\nلحوالي ١٥٠ ضيفة <b>bold</b> & "quotes"',
        phone: '0501234567',
      });
      const response = await target().call('contact-email-notification', request);
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string; status: string };
      expect(id).toEqual(expect.any(String));

      const mail = await waitFor(() => smtp.received.find((m) => m.raw.includes(id)));
      expect(mail.to).toEqual([NOTIFY_TO]);
      const parsed = await simpleParser(mail.raw);
      expect(parsed.subject).toBe('New contact message from نورة العتيبي');
      expect(parsed.replyTo?.value[0]).toMatchObject({ address: 'sara@example.sa', name: 'نورة العتيبي' });
      // Quoted line by line: the visitor's words never start a line of ours.
      expect(parsed.text).toContain(
        `Message:\n${request.message
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n')}`,
      );
      expect(parsed.text).toContain('Phone: 0501234567');
      expect(parsed.text).toContain('Event type: General Inquiry');
      expect(parsed.text).toContain('Source: contact-form');
      expect(parsed.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;');
      expect(parsed.html).not.toContain('<b>bold</b>');

      await waitFor(async () => (await target().store.outbox.get(id))?.status === 'sent');
      // A later request drains the outbox again: the email must not go twice.
      await target().call('contact-email-notification', validNotification({ name: 'Second Person' }));
      await waitFor(() => smtp.received.some((m) => m.raw.includes('Second Person')));
      expect(smtp.received.filter((m) => m.raw.includes(id))).toHaveLength(1);
    });
  });
}
