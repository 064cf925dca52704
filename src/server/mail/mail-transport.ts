import type { RenderedEmail } from './render-lead-mail';

/** Where the outbox sends an email: SMTP (smtp-transport.ts) or .eml files (transport.ts). */
export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(id: string, email: RenderedEmail, envelope: { from: string; to: string }): Promise<void>;
  close(): void;
  /** Deletes what the transport kept of these messages (the .eml files); SMTP keeps nothing. */
  forget?(outboxIds: readonly string[]): Promise<void>;
}
