import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../src/contracts';
import { functionsContract } from '../server/contract';
import { type FunctionsTarget, startDenoTarget } from '../support/functions-target';
import { encryptedConnections } from '../support/postgres-tls';
import { waitFor } from '../support/smtp-sink';
import { validNotification } from '../support/test-server';
import { needs } from '../support/needs';

/**
 * The supabase/functions entries on Deno (the `deno` npm package's binary), each run from a
 * folder holding only what `supabase functions deploy` uploads (no node_modules), on a scratch
 * PostgreSQL database migrated with supabase/migrations as Supabase would, reached over
 * `sslmode=require`, pass the same contract as the Node server. Needs DATABASE_URL (CI starts
 * PostgreSQL with SSL on); skipped without it.
 */
describe('the Supabase Edge Functions on Deno', needs('PostgreSQL'), () => {
  let target: FunctionsTarget;
  beforeAll(async () => {
    target = await startDenoTarget();
  }, 120_000);
  afterAll(() => target?.close());

  functionsContract(() => target);

  it('sends an email that failed once with a later request, after its backoff, and only once', async () => {
    // Only this message fails: an email an earlier contract test left in the outbox may go first.
    target.smtp.failNext(1, 'Retry On Edge');
    const response = await target.call('contact-email-notification', validNotification({ name: 'Retry On Edge' }));
    const { id } = (await response.json()) as { id: string };
    // Generous bounds: a loaded 2-core machine can take seconds for Deno's first SMTP exchange.
    await waitFor(async () => (await target.store.outbox.get(id))?.last_error, 30_000);
    // No worker outlives a request on the edge: requests to any function drain what came due.
    const sent = await waitFor(async () => {
      await target.call('natural-conversation', { userMessage: 'hello', language: 'en' });
      const row = await target.store.outbox.get(id);
      return row?.status === 'sent' ? row : undefined;
    }, 30_000);
    expect(sent.attempts).toBe(2);
    expect(target.smtp.received.filter((mail) => mail.raw.includes(id))).toHaveLength(1);
  }, 90_000);

  it('reaches the database over TLS only (sslmode=require in SUPABASE_DB_URL)', async () => {
    // Each function serves a request now, so each holds a pooled connection (idle ones close).
    for (const name of FUNCTION_NAMES) await target.call(name, {});
    const connections = await encryptedConnections(process.env.DATABASE_URL ?? '', target.databaseName ?? '');
    expect(connections.length).toBeGreaterThanOrEqual(FUNCTION_NAMES.length);
    expect(connections.every(Boolean)).toBe(true);
  });
});
