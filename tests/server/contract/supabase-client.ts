import { FunctionsClient, FunctionsHttpError } from '@supabase/functions-js';
import { describe, expect, it } from 'vitest';
import type { FunctionsTarget } from '../../support/functions-target';
import { ANON_KEY, validLead, validNotification } from '../../support/test-server';
import { generatorForm } from './event-generator';

/** Supabase's own client, as a site built on supabase-js calls the functions. */
export function supabaseClientContract(target: () => FunctionsTarget) {
  const client = () =>
    new FunctionsClient(target().functionsUrl, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` } });

  describe('@supabase/functions-js', () => {
    it('invokes all four functions and reads their answers as data', async () => {
      const lead = await client().invoke('submit-lead', { body: validLead({ name: 'عميل سوبابيس' }) });
      expect(lead.error).toBeNull();
      expect(lead.data).toMatchObject({ id: expect.any(String), receivedAt: expect.any(String) });
      const notification = await client().invoke('contact-email-notification', { body: validNotification() });
      expect(notification.data).toMatchObject({ status: 'queued' });
      const chat = await client().invoke('natural-conversation', { body: { userMessage: 'مرحبا', language: 'ar' } });
      expect(chat.data).toMatchObject({ apiUsed: 'rules', leadCaptured: false });
      const analysis = await client().invoke('ultimate-ai-event-generator', { body: generatorForm() });
      expect(analysis.data).toMatchObject({ eventDetails: { guestCount: 300 } });
      const stored = await target().store.leads.list();
      expect(stored.filter((row) => row.name === 'عميل سوبابيس')).toHaveLength(1);
    });

    it('reports a refusal as FunctionsHttpError carrying the status and the error envelope', async () => {
      const refused = await client().invoke('submit-lead', { body: validLead({ email: 'nope' }) });
      expect(refused.error).toBeInstanceOf(FunctionsHttpError);
      const context = (refused.error as FunctionsHttpError).context as Response;
      expect(context.status).toBe(400);
      expect(await context.json()).toMatchObject({ error: { code: 'invalid_request' } });

      const wrongKey = new FunctionsClient(target().functionsUrl, { headers: { apikey: 'wrong-key-0123456789' } });
      const unauthorized = await wrongKey.invoke('submit-lead', { body: validLead() });
      expect(unauthorized.error).toBeInstanceOf(FunctionsHttpError);
      expect(((unauthorized.error as FunctionsHttpError).context as Response).status).toBe(401);
    });
  });
}
