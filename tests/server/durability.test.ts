import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportLeads, startServerProcess, submitLead } from '../support/server-process';
import { startSmtpSink, waitFor } from '../support/smtp-sink';
import { ANON_KEY } from '../support/test-server';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ev-durable-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Bounded load: `workers` loops, each stopping at its first failure or after `perWorker` leads. */
async function load(url: string, prefix: string, workers: number, perWorker: number) {
  const acknowledged: { id: string; name: string }[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; i < perWorker; i++) {
        const name = `${prefix}-${worker}-${i}`;
        try {
          const response = await submitLead(url, name);
          if (response.status !== 201) throw new Error(String(response.status));
          acknowledged.push({ id: ((await response.json()) as { id: string }).id, name });
        } catch {
          failures++;
          return;
        }
      }
    }),
  );
  return { acknowledged, failures };
}

describe('durability of the embedded store', () => {
  it('keeps every acknowledged lead, once, when the server is killed with SIGKILL mid-load', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000' });
    const running = load(first.url, 'kill', 8, 400);
    await waitFor(async () => (await exportLeads(first.url).catch(() => [])).length >= 150, 60_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const { acknowledged, failures } = await running;
    expect(failures).toBeGreaterThan(0); // the kill really landed mid-run

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const stored = await exportLeads(second.url);
    const storedIds = new Set(stored.map((lead) => lead.id));
    const missing = acknowledged.filter((lead) => !storedIds.has(lead.id));
    const names = stored.map((lead) => lead.name);
    console.info(
      `SIGKILL: ${acknowledged.length} acknowledged, ${stored.length} stored, ${missing.length} missing, ${names.length - new Set(names).size} duplicates`,
    );
    expect(missing).toEqual([]);
    expect(names.length - new Set(names).size).toBe(0);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('drains in-flight requests and flushes the outbox on SIGTERM', async () => {
    const smtp = await startSmtpSink();
    try {
      const server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
      const requests = Array.from({ length: 40 }, (_, i) =>
        fetch(`${server.url}/functions/v1/contact-email-notification`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: ANON_KEY },
          body: JSON.stringify({
            name: `Drain ${i}`,
            email: 'drain@example.sa',
            message: 'm',
            eventType: 'General Inquiry',
            source: 'contact-form',
          }),
        }).then((r) => r.status),
      );
      // The signal lands while the requests are in flight.
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.child.kill('SIGTERM');
      const statuses = await Promise.all(requests.map((request) => request.catch(() => 'refused')));
      expect(await server.exited).toBe(0);
      const accepted = statuses.filter((status) => status === 202).length;
      // Whatever was accepted before the port closed was answered in full and its email sent.
      expect(statuses.every((status) => status === 202 || status === 'refused')).toBe(true);
      expect(accepted).toBeGreaterThan(0);
      const received = smtp.received.filter((mail) => mail.raw.includes('drain@example.sa'));
      console.info(`SIGTERM: ${accepted} notifications accepted, ${received.length} emails sent before exit`);
      expect(received.length).toBe(accepted);
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
