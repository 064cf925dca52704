import type { AppLogger } from '../app-logger';
import type { Store } from '../store/create-store';
import { createOutboxDrainer } from './outbox-drainer';
import type { MailTransport } from './mail-transport';

export interface OutboxWorkerOptions {
  store: Store;
  transport: MailTransport;
  envelope: { from: string; to: string };
  logger: AppLogger;
  /** How often to look for due messages; a new message also wakes the worker at once. */
  pollMs?: number;
  /** First retry delay; doubles on each failure. */
  retryBaseMs?: number;
}

/**
 * The Node server's outbox: drains at start, on every kick and every `pollMs` (retries come due).
 * @example const worker = startOutboxWorker({ store, transport, envelope, logger }); worker.kick();
 */
export function startOutboxWorker(options: OutboxWorkerOptions) {
  const drainer = createOutboxDrainer(options);
  let stopped = false;
  const kick = () => (stopped ? Promise.resolve() : drainer.kick());

  const timer = setInterval(() => void kick(), options.pollMs ?? 2000);
  timer.unref();
  void kick();

  return {
    kick,
    /** Deletes the transport's copies of messages that were purged or erased. */
    forget: (outboxIds: readonly string[]) => options.transport.forget?.(outboxIds) ?? Promise.resolve(),
    /** Stops polling and waits for the send in progress, so SIGTERM flushes what was due. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await kick();
      stopped = true;
      await drainer.settled();
    },
  };
}
export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
