import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer, validLead } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe('submit-lead', () => {
  it('stores the lead with every field and the request metadata, then answers 201 { id, receivedAt }', async () => {
    const lead = validLead({
      name: 'سارة القحطاني',
      message: 'حفل زفاف في الرياض لـ ٣٠٠ ضيف',
      phone: '+966 50 123 4567',
    });
    const response = await server.call('submit-lead', lead, { 'user-agent': 'lead-test/1.0' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; receivedAt: string };
    expect(Object.keys(body).sort()).toEqual(['id', 'receivedAt']);
    expect(new Date(body.receivedAt).toISOString()).toBe(body.receivedAt);

    const stored = (await server.deps.store.leads.list()).find((row) => row.id === body.id);
    expect(stored).toMatchObject({
      source: 'contact-form',
      name: 'سارة القحطاني',
      email: 'sara@example.sa',
      phone: '+966 50 123 4567',
      message: 'حفل زفاف في الرياض لـ ٣٠٠ ضيف',
      eventType: 'General Inquiry',
      location: 'Not specified',
      guestCount: 'Not specified',
      wantsTeamContact: true,
    });
    expect(stored?.payload).toMatchObject({ name: 'سارة القحطاني', source: 'contact-form' });
    expect(stored?.requestMeta).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'lead-test/1.0',
      requestId: expect.any(String),
    });
  });

  it('keeps a numeric guest count', async () => {
    const response = await server.call('submit-lead', validLead({ guestCount: 250 }));
    const { id } = (await response.json()) as { id: string };
    expect((await server.deps.store.leads.list()).find((row) => row.id === id)?.guestCount).toBe('250');
  });

  it('answers a bot that fills the honeypot like a person, and stores nothing', async () => {
    const before = await server.deps.store.leads.count();
    const response = await server.call('submit-lead', validLead({ website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(String), receivedAt: expect.any(String) });
    expect(await server.deps.store.leads.count()).toBe(before);
  });

  it('keeps every lead across a server restart', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await server.call('submit-lead', validLead({ name: `Restart ${i}` }));
      ids.push(((await response.json()) as { id: string }).id);
    }
    server = await server.restart();
    const stored = new Set((await server.deps.store.leads.list()).map((lead) => lead.id));
    for (const id of ids) expect(stored.has(id)).toBe(true);
  });
});
