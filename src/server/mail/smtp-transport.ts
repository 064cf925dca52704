import nodemailer from 'nodemailer';
import type { RenderedEmail } from './render-lead-mail';
import type { MailTransport } from './mail-transport';

/**
 * SMTP through nodemailer (on Node, and on Deno through its Node compatibility).
 * @example const smtp = createSmtpTransport('smtp://user:pass@mail.example:587'); await smtp.send(id, email, envelope);
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(id, email, envelope) {
      await smtp.sendMail(toMessage(id, email, envelope));
    },
    close: () => smtp.close(),
  };
}

export function toMessage(id: string, email: RenderedEmail, envelope: { from: string; to: string }) {
  return {
    from: envelope.from,
    to: email.to ?? envelope.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.attachments ? { attachments: email.attachments } : {}),
    // A stable Message-ID lets the receiving side drop a duplicate after a retry.
    messageId: `<${id}@ev-notifications>`,
    headers: { 'X-Ev-Outbox-Id': id },
  };
}
