import { contactEmailNotificationRequestSchema } from '../../contracts';
import type { AppLogger } from '../app-logger';
import type { Store } from '../store/create-store';
import { type ChatLeadNotification, renderChatLead } from './render-chat-lead';
import { type ChatLeadUpdate, renderChatLeadUpdate } from './render-chat-lead-update';
import { renderNotification } from './render-notification';
import { type GeneratorPlanMail, renderPlanForVisitor, renderPlanLead } from './render-plan';
import type { MailTransport } from './mail-transport';

export interface OutboxDrainerOptions {
  store: Store;
  /** Null when no mail server is configured: messages then wait in the outbox until one is. */
  transport: Pick<MailTransport, 'send'> | null;
  envelope: { from: string; to: string };
  logger: AppLogger;
  /** First retry delay; doubles on each failure. */
  retryBaseMs?: number;
}

/**
 * Sends what the outbox holds, one message at a time, retrying failures with backoff. `kick()`
 * drains until nothing is due; a kick during a drain makes it look once more, so nothing queued
 * meanwhile waits for the next kick. The Node worker kicks it on a timer, an Edge Function after
 * each request.
 * @example const drainer = createOutboxDrainer({ store, transport, envelope, logger }); await drainer.kick();
 */
export function createOutboxDrainer(options: OutboxDrainerOptions) {
  const { store, transport, envelope, logger } = options;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  let running: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    if (!transport) return;
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

  return {
    kick(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await drain().catch((error) => logger.error({ err: String(error) }, 'outbox drain failed'));
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
    /** Resolves when no drain is running. */
    settled: (): Promise<void> => running ?? Promise.resolve(),
  };
}
export type OutboxDrainer = ReturnType<typeof createOutboxDrainer>;

/**
 * The outbox holds five kinds of email: a contact-form notification, a lead Layla captured and its
 * update, and a generator lead's two: the plan to the visitor and the lead to the team.
 */
function renderMessage(kind: string, payload: unknown) {
  if (kind === 'chat-lead') return renderChatLead(payload as ChatLeadNotification);
  if (kind === 'chat-lead-update') return renderChatLeadUpdate(payload as ChatLeadUpdate);
  if (kind === 'generator-plan') return renderPlanForVisitor(payload as GeneratorPlanMail);
  if (kind === 'generator-lead') return renderPlanLead(payload as GeneratorPlanMail);
  const { request, receivedAt } = payload as { request: unknown; receivedAt: string };
  return renderNotification(contactEmailNotificationRequestSchema.parse(request), receivedAt);
}
