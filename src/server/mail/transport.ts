import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';
import { removeEmlFiles } from './remove-eml-files';
import { createSmtpTransport, toMessage } from './smtp-transport';

export type { MailTransport };

/**
 * SMTP through nodemailer when a URL is given; otherwise each email becomes an .eml file under
 * `outboxDir`, so a developer sees exactly what would have been sent.
 */
export function createTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  if (options.smtpUrl) return createSmtpTransport(options.smtpUrl);
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
    forget: (outboxIds) => removeEmlFiles(options.outboxDir, outboxIds),
  };
}
