import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/postgres';
import { exportLeads, type ServerProcess, startServerProcess, submitLead } from '../support/server-process';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { ANON_KEY } from '../support/test-server';
import { needs } from '../support/needs';

/**
 * Two server processes on different ports sharing one real PostgreSQL, as behind a load balancer.
 * Needs DATABASE_URL (CI starts Debian's postgresql); skipped without it.
 */
describe('two servers on one PostgreSQL', needs('PostgreSQL'), () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let servers: ServerProcess[] = [];
  const LIMIT = 100;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: scratch?.url ?? '',
      DATA_DIR: tmpdir(),
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'true',
    };
    // Started together: both run the migrations at once, under the advisory lock.
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp?.close();
    await scratch?.drop();
  });

  it('stores every lead submitted to either server exactly once', async () => {
    const acknowledged: string[] = [];
    await Promise.all(
      servers.flatMap((server, s) =>
        Array.from({ length: 10 }, async (_, worker) => {
          for (let i = 0; i < 20; i++) {
            // One client address per lead, so this load is not the rate limit's business.
            const response = await submitLead(server.url, `scale-${s}-${worker}-${i}`, {
              'x-forwarded-for': `10.0.0.${i}, 198.51.100.${worker}`,
            });
            if (response.status !== 201) continue;
            acknowledged.push(((await response.json()) as { id: string }).id);
          }
        }),
      ),
    );
    const [fromFirst, fromSecond] = await Promise.all(servers.map((server) => exportLeads(server.url)));
    const ids = (fromFirst ?? []).map((lead) => lead.id);
    console.info(
      `scale: ${acknowledged.length} acknowledged, ${ids.length} stored, ${ids.length - new Set(ids).size} duplicates`,
    );
    expect(fromSecond?.map((lead) => lead.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(acknowledged));
  }, 120_000);

  it('shares one rate limit across both servers', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const client = { 'x-forwarded-for': `203.0.113.${attempt + 7}` };
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 40; i++) {
        const server = servers[i % 2] as ServerProcess;
        statuses.push((await submitLead(server.url, `limit-${attempt}-${i}`, client)).status);
      }
      if (Math.floor(Date.now() / 60_000) !== minute) continue; // the window turned mid-run: try again
      console.info(
        `rate limit: ${statuses.filter((s) => s === 201).length} allowed, ${statuses.filter((s) => s === 429).length} limited across two servers`,
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
      return;
    }
    throw new Error('two window turns in a row');
  }, 120_000);

  it('sends each outbox email once, whichever server picks it up', async () => {
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const server = servers[i % 2] as ServerProcess;
        const response = await fetch(`${server.url}/functions/v1/contact-email-notification`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: ANON_KEY, 'x-forwarded-for': `192.0.2.${i}` },
          body: JSON.stringify({
            name: `Once ${i}`,
            email: 'once@example.sa',
            message: 'm',
            eventType: 'General Inquiry',
            source: 'contact-form',
          }),
        });
        ids.push(((await response.json()) as { id: string }).id);
      }),
    );
    const mails = await waitFor(() => {
      const found = smtp.received.filter((mail) => mail.raw.includes('once@example.sa'));
      return found.length >= 40 ? found : undefined;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a duplicate to show up
    const outboxIds = smtp.received
      .filter((mail) => mail.raw.includes('once@example.sa'))
      .map((mail) => mail.raw.match(/^x-ev-outbox-id:\s*(\S+)/im)?.[1]);
    console.info(`outbox: ${ids.length} queued, ${outboxIds.length} emails sent`);
    expect(mails.length).toBe(40);
    expect(new Set(outboxIds)).toEqual(new Set(ids));
    expect(outboxIds).toHaveLength(40);
  }, 120_000);
});
