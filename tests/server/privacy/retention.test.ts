import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLead } from '../../../src/server/store';
import { captureLog } from '../../support/log-capture';
import { type TestServer, startTestServer, validLead, validNotification } from '../../support/test-server';
import { storeBackends } from '../../support/store-backends';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(storeBackends)('retention and minimisation on $name, on a controlled clock', (backend) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let clock = Date.now();
  const log = captureLog();

  const sql = (text: string, params: unknown[] = []) =>
    server.deps.store.sql.query<Record<string, unknown>>(text, params);
  const leadById = async (id: string): Promise<StoredLead | undefined> =>
    (await server.deps.store.leads.list()).find((lead) => lead.id === id);
  const submit = async (overrides: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await server.call('submit-lead', validLead(overrides), headers);
    return ((await response.json()) as { id: string; receivedAt: string }).id;
  };
  const notify = async (email: string) => {
    const response = await server.call('contact-email-notification', validNotification({ email }));
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    server = await startTestServer(
      { ...opened.env, LOG_LEVEL: 'info', LEAD_RETENTION_DAYS: '365' },
      { now: () => new Date(clock), logDestination: log.stream },
    );
    await server.firstMaintenance;
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
    await drop?.();
  });

  it('purges a lead older than the retention period with its transcript and outbox rows, keeps a newer one', async () => {
    const oldForm = await submit({ name: 'Old Form', email: 'old@example.sa' });
    const oldNotification = await notify('old@example.sa');
    const chat = await server.call('natural-conversation', {
      userMessage: 'My name is Huda, I am planning a wedding, my number is 0551112222',
      language: 'en',
      conversationId: `retention-${backend.name}`,
    });
    expect(((await chat.json()) as { leadCaptured: boolean }).leadCaptured).toBe(true);
    const [oldChat] = await sql(`select id from leads where conversation_id = $1`, [`retention-${backend.name}`]);
    const [chatEmail] = await sql('select id from outbox where lead_id = $1', [oldChat?.id]);
    const newForm = await submit({ name: 'New Form', email: 'new@example.sa' });
    const newNotification = await notify('new@example.sa');
    // Sent (as .eml files here) before they age.
    await expect.poll(() => existsSync(join(server.dataDir, 'outbox', `${oldNotification}.eml`))).toBe(true);

    // 366 days old: the two old leads and the form's notification; the chat's email goes with its lead.
    await sql(`update leads set created_at = created_at - interval '366 days' where id in ($1, $2)`, [
      oldForm,
      oldChat?.id,
    ]);
    await sql(`update outbox set created_at = created_at - interval '366 days' where id = $1`, [oldNotification]);

    clock = Date.now() + DAY; // the next UTC day: today's purge already ran at start
    const report = await server.maintenance.run();
    expect(report?.purged?.leadIds.sort()).toEqual([oldForm, oldChat?.id].sort());
    expect(report?.purged?.outboxIds.sort()).toEqual([oldNotification, chatEmail?.id].sort());

    expect(await leadById(oldForm)).toBeUndefined();
    expect(await sql('select 1 from leads where conversation_id = $1', [`retention-${backend.name}`])).toEqual([]);
    expect(await sql('select id from outbox where id in ($1, $2)', [oldNotification, chatEmail?.id])).toEqual([]);
    expect(existsSync(join(server.dataDir, 'outbox', `${oldNotification}.eml`))).toBe(false);
    expect((await leadById(newForm))?.name).toBe('New Form');
    expect(await sql('select id from outbox where id = $1', [newNotification])).toHaveLength(1);

    const [logged] = log.withMessage('retention purge').slice(-1);
    expect(logged).toMatchObject({ retentionDays: 365, leads: 2, outbox: 2 });
    expect(JSON.stringify(logged)).not.toMatch(/example\.sa|Huda|0551112222|wedding|\[email\]|\[phone\]/);
  });

  it('purges once a day however often it is asked', async () => {
    const stale = await submit({ name: 'Stale', email: 'stale@example.sa' });
    await sql(`update leads set created_at = created_at - interval '400 days' where id = $1`, [stale]);
    expect((await server.maintenance.run())?.purged).toBeNull(); // same day as the test before
    expect(await leadById(stale)).toBeDefined();
    clock += DAY;
    expect((await server.maintenance.run())?.purged?.leadIds).toEqual([stale]);
  });

  it(`keeps the visitor's address and user agent for 24 hours, then only the address's network`, async () => {
    const created = Date.now();
    const id = await submit(
      { name: 'Meta', email: 'meta@example.sa' },
      { 'user-agent': 'Mozilla/5.0 (Test) Privacy/1.0', origin: server.url },
    );
    const stored = await leadById(id);
    expect(stored?.requestMeta.ip).toMatch(/127\.0\.0\.1/);
    expect(stored?.requestMeta.userAgent).toBe('Mozilla/5.0 (Test) Privacy/1.0');

    clock = created + 23 * HOUR;
    await server.maintenance.run();
    expect((await leadById(id))?.requestMeta).toMatchObject({
      ip: stored?.requestMeta.ip,
      userAgent: 'Mozilla/5.0 (Test) Privacy/1.0',
    });

    clock = created + 25 * HOUR;
    const report = await server.maintenance.run();
    expect(report?.minimised).toBeGreaterThanOrEqual(1);
    const after = (await leadById(id))?.requestMeta;
    expect(after).toEqual({ requestId: stored?.requestMeta.requestId, origin: server.url, ipNetwork: '127.0.0.0/24' });
    const exported = await fetch(`${server.url}/admin/leads?format=json`, {
      headers: { apikey: 'test-service-key-0123456789' },
    });
    expect(await exported.text()).not.toContain('Privacy/1.0');
    expect(log.withMessage('request details minimised').length).toBeGreaterThanOrEqual(1);
  });

  it('sweeps rate-limit windows, which hold client addresses, once they are over', async () => {
    await sql(
      `insert into rate_limits (bucket, window_start, hits) values ('192.0.2.1|submit-lead', $1::timestamptz, 3)`,
      [new Date(clock - 10 * 60_000).toISOString()],
    );
    const report = await server.maintenance.run();
    expect(report?.rateLimitWindows).toBeGreaterThanOrEqual(1);
    expect(await sql(`select 1 from rate_limits where bucket like '192.0.2.1|%'`)).toEqual([]);
  });
});
