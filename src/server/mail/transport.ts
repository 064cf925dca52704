import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './render-notification';

export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(id: string, email: RenderedEmail, envelope: { from: string; to: string }): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when a URL is given; otherwise each email becomes an .eml file under
 * `outboxDir`, so a developer sees exactly what would have been sent.
 */
export function createTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(id, email, envelope) {
        await smtp.sendMail(toMessage(id, email, envelope));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(id, email, envelope) {
      const info = await files.sendMail(toMessage(id, email, envelope));
      await mkdir(options.outboxDir, { recursive: true });
      // Write then rename, so a reader never sees half a file; the id makes a resend overwrite, not duplicate.
      const target = join(options.outboxDir, `${id}.eml`);
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => files.close(),
  };
}

function toMessage(id: string, email: RenderedEmail, envelope: { from: string; to: string }) {
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    // A stable Message-ID lets the receiving side drop a duplicate after a retry.
    messageId: `<${id}@ev-notifications>`,
    headers: { 'X-Ev-Outbox-Id': id },
  };
}
