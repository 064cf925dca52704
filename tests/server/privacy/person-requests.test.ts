import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../support/log-capture';
import { withoutDatabaseUrl } from '../../support/server-process';
import {
  ANON_KEY,
  SERVICE_KEY,
  type TestServer,
  startTestServer,
  validLead,
  validNotification,
} from '../../support/test-server';
import { storeBackends } from '../../support/store-backends';

const run = promisify(execFile);

/** Sara wrote through the form (email in capitals, phone with spaces), then left her number with Layla in Arabic digits. */
const SARA = { email: 'Sara.Q@Example.SA', formPhone: '+966 50 123 4567', chatPhone: '٠٥٠١٢٣٤٥٦٧' };
const OTHER = { name: 'Other Person', email: 'other@example.sa', phone: '0559876543' };

interface Found {
  leads: { id: string; email: string | null; phone: string | null; source: string; payload: unknown }[];
  outbox: { id: string; kind: string; leadId: string | null }[];
}

describe.each(storeBackends)('a person’s access and erasure requests on $name', (backend) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let env: Record<string, string>;
  const log = captureLog();

  const people = (method: 'GET' | 'DELETE', query: Record<string, string>, key = SERVICE_KEY) =>
    fetch(`${server.url}/admin/people?${new URLSearchParams(query)}`, { method, headers: { apikey: key } });
  const find = async (query: Record<string, string>) => (await (await people('GET', query)).json()) as Found;
  const exported = async () =>
    (
      (await (await fetch(`${server.url}/admin/leads?format=json`, { headers: { apikey: SERVICE_KEY } })).json()) as {
        leads: { email: string | null; name: string }[];
      }
    ).leads;
  /** The CLI as staff run it: through the running server on PGlite, straight to the database on PostgreSQL. */
  const cli = async (args: string[]) => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/leads.ts', ...args, ...(env.DATABASE_URL ? [] : ['--url', server.url])],
      {
        env: {
          ...withoutDatabaseUrl(process.env),
          ...env,
          DATA_DIR: server.dataDir,
          EV_SERVICE_KEY: SERVICE_KEY,
          EV_ANON_KEY: ANON_KEY,
        },
      },
    );
    return JSON.parse(stdout);
  };

  async function seedSara() {
    const form = { ...validLead({ name: 'Sara Q', email: SARA.email, phone: SARA.formPhone }) };
    expect((await server.call('submit-lead', form)).status).toBe(201);
    const notification = validNotification({ name: 'Sara Q', email: SARA.email, phone: SARA.formPhone });
    expect((await server.call('contact-email-notification', notification)).status).toBe(202);
    const chat = await server.call('natural-conversation', {
      userMessage: `My name is Sara, I am planning a wedding, my number is ${SARA.chatPhone}`,
      language: 'en',
      conversationId: `privacy-${backend.name}-chat`,
    });
    expect(((await chat.json()) as { leadCaptured: boolean }).leadCaptured).toBe(true);
  }

  beforeAll(async () => {
    const opened = await backend.open();
    env = opened.env;
    drop = opened.drop;
    server = await startTestServer({ ...env, LOG_LEVEL: 'info' }, { logDestination: log.stream });
    await seedSara();
    await server.call('submit-lead', validLead(OTHER));
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
    await drop?.();
  });

  it('refuses without the service key, and without exactly one valid email or phone', async () => {
    expect((await people('GET', { email: SARA.email }, ANON_KEY)).status).toBe(401);
    expect((await people('DELETE', { email: SARA.email }, ANON_KEY)).status).toBe(401);
    expect((await people('GET', {})).status).toBe(400);
    expect((await people('GET', { email: SARA.email, phone: SARA.formPhone })).status).toBe(400);
    expect((await people('GET', { email: 'not-an-email' })).status).toBe(400);
    expect((await people('DELETE', { phone: '12' })).status).toBe(400);
  });

  it('finds her by email in another letter case: the form lead and its notification, nobody else', async () => {
    const found = await find({ email: 'sara.q@example.sa' });
    expect(found.leads.map((lead) => [lead.source, lead.email])).toEqual([['contact-form', SARA.email]]);
    expect(found.outbox.map((message) => message.kind)).toEqual(['contact-notification']);
  });

  it.each([
    ['05…', '0501234567'],
    ['+966 5…', '+966 50 123 4567'],
    ['Arabic digits', '٠٥٠١٢٣٤٥٦٧'],
    ['00966…', '00966-50-123-4567'],
  ])('finds every trace of her by a phone written %s', async (_form, phone) => {
    const found = await find({ phone });
    expect(found.leads.map((lead) => lead.source).sort()).toEqual(['chat', 'contact-form']);
    const chat = found.leads.find((lead) => lead.source === 'chat');
    expect(JSON.stringify(chat?.payload)).toContain('planning a wedding');
    expect(found.outbox.map((message) => message.kind).sort()).toEqual(['chat-lead', 'contact-notification']);
    expect(found.outbox.find((message) => message.kind === 'chat-lead')?.leadId).toBe(chat?.id);
  });

  it('--find prints the same as the route, and --erase by phone erases every trace and prints what went', async () => {
    const viaCli = (await cli(['--find', '+966 50 123 4567'])) as Found;
    expect(viaCli.leads.map((lead) => lead.id).sort()).toEqual(
      (await find({ phone: '0501234567' })).leads.map((lead) => lead.id).sort(),
    );

    const before = await find({ phone: '0501234567' });
    const erased = (await cli(['--erase', '٠٥٠١٢٣٤٥٦٧'])).erased;
    expect(erased.leads).toBe(2);
    expect(erased.outbox).toBe(2);
    expect(erased.leadIds.sort()).toEqual(before.leads.map((lead) => lead.id).sort());
    expect(erased.outboxIds.sort()).toEqual(before.outbox.map((message) => message.id).sort());

    for (const phone of ['0501234567', '+966 50 123 4567', '٠٥٠١٢٣٤٥٦٧']) {
      expect(await find({ phone })).toEqual({ leads: [], outbox: [] });
    }
    expect(await find({ email: SARA.email })).toEqual({ leads: [], outbox: [] });
    expect(await cli(['--find', 'SARA.Q@EXAMPLE.SA'])).toEqual({ leads: [], outbox: [] });
    const left = await exported();
    expect(left.map((lead) => lead.name)).toEqual([OTHER.name]);
  });

  it('DELETE /admin/people by email in another case erases her again after she writes once more', async () => {
    await seedSara();
    const response = await people('DELETE', { email: 'SARA.q@example.sa' });
    expect(response.status).toBe(200);
    const { erased } = (await response.json()) as { erased: { leads: number; outbox: number } };
    // By email: the form lead and its notification (Layla has her phone only).
    expect(erased).toMatchObject({ leads: 1, outbox: 1 });
    expect(await find({ email: SARA.email })).toEqual({ leads: [], outbox: [] });
    const byPhone = await find({ phone: '0501234567' });
    expect(byPhone.leads.map((lead) => lead.source)).toEqual(['chat']);
    expect((await people('DELETE', { phone: '+966501234567' })).status).toBe(200);
    expect((await exported()).map((lead) => lead.name)).toEqual([OTHER.name]);
    expect((await find({ phone: OTHER.phone })).leads).toHaveLength(1);
  });

  it('logs requests and erasures by counts and ids only, never an email, a phone or a message', async () => {
    const erasures = log.withMessage('person erased');
    expect(erasures.length).toBeGreaterThanOrEqual(2);
    for (const line of [...erasures, ...log.withMessage('person looked up')]) {
      expect(Object.keys(line).sort()).toEqual(expect.arrayContaining(['leads', 'outbox', 'leadIds']));
      expect(JSON.stringify(line)).not.toMatch(/\[email\]|\[phone\]|sara|wedding|example\.sa/i);
    }
    expect(log.raw()).not.toMatch(/sara\.q@|0501234567|123 4567|٠٥٠١٢٣٤٥٦٧/i);
  });

  it('erasing removes the .eml copies of the erased emails', async () => {
    await seedSara();
    const outboxDir = join(server.dataDir, 'outbox');
    const found = await find({ email: SARA.email });
    const eml = join(outboxDir, `${found.outbox[0]?.id}.eml`);
    await expect.poll(() => existsSync(eml), { timeout: 10_000 }).toBe(true);
    await people('DELETE', { email: SARA.email });
    expect(existsSync(eml)).toBe(false);
  });
});
