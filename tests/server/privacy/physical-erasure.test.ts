import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVICE_KEY, type TestServer, startTestServer, validLead, validNotification } from '../../support/test-server';

const run = promisify(execFile);

/** Files under `dir` holding any of `needles` (grep -r, binary files read as text). */
async function filesHolding(dir: string, needles: string[]): Promise<string[]> {
  const args = ['-r', '-l', '-a', '-F', ...needles.flatMap((needle) => ['-e', needle]), dir];
  try {
    return (await run('grep', args)).stdout.trim().split('\n').filter(Boolean);
  } catch (error) {
    if ((error as { code?: number }).code === 1) return []; // grep: no match
    throw error;
  }
}

/** One person's details in every place the server writes them: a form lead, a notification, a chat lead. */
async function leaveTraces(server: TestServer, who: { name: string; email: string; phone: string; e164: string }) {
  expect(
    (await server.call('submit-lead', validLead({ name: who.name, email: who.email, phone: who.phone }))).status,
  ).toBe(201);
  const notification = validNotification({ name: who.name, email: who.email, phone: who.phone });
  expect((await server.call('contact-email-notification', notification)).status).toBe(202);
  const chat = await server.call('natural-conversation', {
    userMessage: `${who.email} ${who.phone}`,
    language: 'en',
    userContext: { name: who.name, eventType: 'wedding', guestCount: 90 },
    conversationId: `conv-${who.e164.slice(1)}`,
  });
  expect(((await chat.json()) as { leadCaptured: boolean }).leadCaptured).toBe(true);
  await server.deps.outbox.kick();
}

describe('erased is gone from the data folder (PGlite)', () => {
  it('after DELETE /admin/people and a clean shutdown, grep -r finds no name, email or phone', async () => {
    let server = await startTestServer();
    const who = {
      name: 'Zubaida Qurashi',
      email: 'zubaida.q@example.sa',
      phone: '050 987 6543',
      e164: '+966509876543',
    };
    const other = { name: 'Hessa Mutairi', email: 'hessa.m@example.sa', phone: '055 111 2222', e164: '+966551112222' };
    await leaveTraces(server, who);
    await leaveTraces(server, other);
    const needles = [who.name, who.email, who.phone, who.e164];
    // Written, and findable on disk once the server has shut down.
    server = await server.restart();
    expect(await filesHolding(server.dataDir, needles)).not.toEqual([]);

    const erased = await fetch(`${server.url}/admin/people?email=${who.email}`, {
      method: 'DELETE',
      headers: { apikey: SERVICE_KEY },
    });
    expect(erased.status).toBe(200);
    await server.close();
    expect(await filesHolding(server.dataDir, needles)).toEqual([]);
    // Only the erased person: the other visitor's lead is still there.
    expect(await filesHolding(server.dataDir, [other.email])).not.toEqual([]);
    await server.dispose();
  });

  it('after the retention purge and a clean shutdown, the purged leads are not in the files either', async () => {
    let clock = Date.now();
    const server = await startTestServer({ LEAD_RETENTION_DAYS: '30' }, { now: () => new Date(clock) });
    const who = { name: 'Latifa Ghamdi', email: 'latifa.g@example.sa', phone: '053 444 5566', e164: '+966534445566' };
    await leaveTraces(server, who);
    await server.firstMaintenance;
    clock += 31 * 86_400_000;
    const report = await server.maintenance.run();
    expect(report?.purged?.leadIds).toHaveLength(2);
    expect(report?.purged?.outboxIds).toHaveLength(2);
    await server.close();
    expect(await filesHolding(server.dataDir, [who.name, who.email, who.phone, who.e164])).toEqual([]);
    await server.dispose();
  });
});
