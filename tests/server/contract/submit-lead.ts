import { describe, expect, it } from 'vitest';
import type { FunctionsTarget } from '../../support/functions-target';
import { validLead } from '../../support/test-server';

export function submitLeadContract(target: () => FunctionsTarget) {
  describe('submit-lead', () => {
    it('stores the lead once with every field and the request metadata, then answers 201 { id, receivedAt }', async () => {
      const lead = validLead({
        name: 'سارة القحطاني',
        message: 'حفل زفاف في الرياض لـ ٣٠٠ ضيف',
        phone: '+966 50 123 4567',
      });
      const response = await target().call('submit-lead', lead, { 'user-agent': 'lead-test/1.0' });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string; receivedAt: string };
      expect(Object.keys(body).sort()).toEqual(['id', 'receivedAt']);
      expect(new Date(body.receivedAt).toISOString()).toBe(body.receivedAt);

      const rows = (await target().store.leads.list()).filter((row) => row.id === body.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
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
      expect(rows[0]?.payload).toMatchObject({ name: 'سارة القحطاني', source: 'contact-form' });
      expect(rows[0]?.requestMeta).toMatchObject({
        ip: '127.0.0.1',
        userAgent: 'lead-test/1.0',
        requestId: expect.any(String),
      });
      expect((await target().store.leads.list()).filter((row) => row.name === 'سارة القحطاني')).toHaveLength(1);
    });

    it('keeps a numeric guest count', async () => {
      const response = await target().call('submit-lead', validLead({ guestCount: 250 }));
      const { id } = (await response.json()) as { id: string };
      expect((await target().store.leads.list()).find((row) => row.id === id)?.guestCount).toBe('250');
    });

    it('answers a bot that fills the honeypot like a person, and stores nothing', async () => {
      const before = await target().store.leads.count();
      const response = await target().call('submit-lead', validLead({ website: 'http://spam.example' }));
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ id: expect.any(String), receivedAt: expect.any(String) });
      expect(await target().store.leads.count()).toBe(before);
    });
  });
}
