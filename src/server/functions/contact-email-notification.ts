import { randomUUID } from 'node:crypto';
import { contactEmailNotificationRequestSchema } from '../../contracts';
import { defineFunction } from './types';

/**
 * Records the notification in the outbox and answers 202; the outbox worker sends it (and retries
 * it) afterwards, so a slow or failing mail server never slows or fails the visitor's request.
 */
export const contactEmailNotification = defineFunction({
  request: contactEmailNotificationRequestSchema,
  async handle(input, { meta, deps }) {
    if (input.website) {
      deps.logger.info({ requestId: meta.requestId }, 'honeypot notification dropped');
      return { status: 202, body: { id: randomUUID(), status: 'queued' } };
    }
    const { website: _honeypot, ...request } = input;
    const id = await deps.store.outbox.enqueue('contact-notification', {
      request,
      receivedAt: deps.now().toISOString(),
    });
    void deps.outbox.kick();
    return { status: 202, body: { id, status: 'queued' } };
  },
});
