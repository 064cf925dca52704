import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FIELD_NAMES, LEAD_FIELDS } from '../../src/contracts/lead-fields';
import { migrate } from '../../src/server/store/migrations';
import { type Store, openStore } from '../../src/server/store';
import { storeBackends } from '../support/store-backends';

const meta = { requestId: 'req-1', ip: '127.0.0.1' };

// The same store tests on PGlite and, when DATABASE_URL is given, on a real PostgreSQL.
describe.each(storeBackends)('the store on $name', (backend) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const { env, drop } = await backend.open();
    const dataDir = await mkdtemp(join(tmpdir(), 'ev-store-'));
    store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir });
    cleanup = async () => {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('migrates once: a second run applies nothing', async () => {
    expect(await migrate(store.sql)).toEqual([]);
  });

  it('migrates the leads table to a text column for every field the lead declares, and no other field column', async () => {
    const columns = await store.sql.query<{ name: string; type: string }>(
      `select column_name as name, data_type as type from information_schema.columns
       where table_name = 'leads' and table_schema = current_schema() order by ordinal_position`,
    );
    const own = ['id', 'created_at', 'source', 'wants_team_contact', 'conversation_id', 'payload', 'request_meta'];
    const fields = columns.filter((column) => !own.includes(column.name)).map(({ name, type }) => `${name} ${type}`);
    expect(fields.sort()).toEqual(LEAD_FIELD_NAMES.map((name) => `${LEAD_FIELDS[name].column} text`).sort());
  });

  it('stores a lead with its payload as jsonb and lists it back', async () => {
    const stored = await store.leads.insert({
      source: 'contact-form',
      name: 'ليلى',
      email: 'layla@example.sa',
      message: 'مرحبا',
      eventType: 'General Inquiry',
      location: 'Not specified',
      guestCount: 'Not specified',
      wantsTeamContact: true,
      payload: { name: 'ليلى', nested: { list: [1, 2] } },
      requestMeta: meta,
    });
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
    const [lead] = await store.leads.list();
    expect(lead).toMatchObject({
      id: stored?.id,
      name: 'ليلى',
      payload: { nested: { list: [1, 2] } },
      requestMeta: meta,
    });
  });

  it('stores one lead per chat conversation', async () => {
    const lead = {
      source: 'chat',
      name: 'A',
      wantsTeamContact: true,
      conversationId: 'conv-12345678',
      payload: {},
      requestMeta: meta,
    };
    expect(await store.leads.insert(lead)).not.toBeNull();
    expect(await store.leads.insert(lead)).toBeNull();
    expect(await store.leads.hasConversation('conv-12345678')).toBe(true);
  });

  it('leases an outbox message to one claimer at a time and backs off after a failure', async () => {
    const id = await store.outbox.enqueue('contact-notification', { hello: 'world' });
    const [first, second] = await Promise.all([store.outbox.claim(), store.outbox.claim()]);
    expect([first?.id, second?.id].filter(Boolean)).toEqual([id]);
    await store.outbox.markFailed(id, 1, 'smtp down', 60_000);
    expect(await store.outbox.claim()).toBeNull();
    expect(await store.outbox.get(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'smtp down' });
  });

  it('counts rate-limit hits per bucket and window', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 30);
    expect((await store.rateLimits.hit('ip|fn', now)).hits).toBe(1);
    expect(await store.rateLimits.hit('ip|fn', now + 1000)).toEqual({ hits: 2, resetSeconds: 29 });
    expect((await store.rateLimits.hit('ip|other', now)).hits).toBe(1);
    expect((await store.rateLimits.hit('ip|fn', now + 60_000)).hits).toBe(1);
  });
});
