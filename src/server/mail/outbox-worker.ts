import type { Logger } from 'pino';
import { contactEmailNotificationRequestSchema } from '../../contracts';
import type { Store } from '../store';
import { type ChatLeadNotification, renderChatLead } from './render-chat-lead';
import { renderNotification } from './render-notification';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  store: Store;
  transport: MailTransport;
  envelope: { from: string; to: string };
  logger: Logger;
  /** How often to look for due messages; a new message also wakes the worker at once. */
  pollMs?: number;
  /** First retry delay; doubles on each failure. */
  retryBaseMs?: number;
}

/**
 * Sends what the outbox holds, one message at a time, retrying failures with backoff.
 * @example const worker = startOutboxWorker({ store, transport, envelope, logger }); worker.kick();
 */
export function startOutboxWorker(options: OutboxWorkerOptions) {
  const { store, transport, envelope, logger } = options;
  const pollMs = options.pollMs ?? 2000;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    for (;;) {
      const message = await store.outbox.claim();
      if (!message) return;
      try {
        await transport.send(message.id, renderMessage(message.kind, message.payload), envelope);
        await store.outbox.markSent(message.id);
        logger.info({ outboxId: message.id, attempts: message.attempts }, 'notification sent');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await store.outbox.markFailed(message.id, message.attempts, reason, retryBaseMs);
        logger.warn({ outboxId: message.id, attempts: message.attempts, err: reason }, 'notification send failed');
      }
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((error) => logger.error({ err: String(error) }, 'outbox drain failed'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void kick(), pollMs);
  timer.unref();
  void kick();

  return {
    kick,
    /** Stops polling and waits for the send in progress, so SIGTERM flushes what was due. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await kick();
      stopped = true;
      if (running) await running;
    },
  };
}
export type OutboxWorker = ReturnType<typeof startOutboxWorker>;

/** The outbox holds two kinds of email: a contact-form notification and a lead Layla captured. */
function renderMessage(kind: string, payload: unknown) {
  if (kind === 'chat-lead') return renderChatLead(payload as ChatLeadNotification);
  const { request, receivedAt } = payload as { request: unknown; receivedAt: string };
  return renderNotification(contactEmailNotificationRequestSchema.parse(request), receivedAt);
}
