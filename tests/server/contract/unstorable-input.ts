import { describe, expect, it } from 'vitest';
import type { FunctionsTarget } from '../../support/functions-target';
import { validLead, validNotification } from '../../support/test-server';
import { generatorForm } from './event-generator';

/** A valid request of each function with a value in every text field it has. */
const fullRequests: Record<string, () => Record<string, unknown>> = {
  'submit-lead': () => validLead({ phone: '+966 50 123 4567', guestCount: 'about 200' }),
  'contact-email-notification': () => validNotification({ phone: '0501234567' }),
  'natural-conversation': () => ({
    userMessage: 'Hello',
    conversationHistory: [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Welcome' },
    ],
    language: 'en',
    userContext: { name: 'Sara' },
    conversationId: 'conv-unstorable-1',
    companyFacts: { phone: '+966 11 234 5678', whatsapp: '966501234567', email: 'hello@events.example' },
  }),
  'ultimate-ai-event-generator': () =>
    generatorForm({ eventType: 'other', customEventType: 'Gala', specialRequests: ['Oud player'] }),
};

/** Every path to a string in `value`, so that each can be spoiled in turn. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withAt(value: Record<string, unknown>, path: (string | number)[], spoil: (text: string) => string) {
  const copy = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  node[last] = spoil(String(node[last]));
  return copy;
}

/** What no text field may hold, and a phone may not either: each answered 400, nothing stored. */
export function unstorableInputContract(target: () => FunctionsTarget) {
  const stored = async () => ({
    leads: await target().store.leads.count(),
    outbox: Object.values(await target().store.outbox.stats()).reduce((sum, n) => sum + n, 0),
  });

  describe('text the store cannot hold', () => {
    const spoilers: [string, (text: string) => string][] = [
      ['a NUL', (text) => `${text}\u0000`],
      ['a lone high surrogate', (text) => `${text}\ud800`],
      ['a lone low surrogate', (text) => `\udc00${text}`],
    ];
    it.each(spoilers)('is refused with 400 in every text field of every function: %s', async (_label, spoil) => {
      const before = await stored();
      for (const [name, request] of Object.entries(fullRequests)) {
        const valid = request();
        // Enums and ids have their own patterns; every field is still refused, by one rule or another.
        for (const path of stringPaths(valid)) {
          const response = await target().call(name, withAt(valid, path, spoil));
          expect(response.status, `${name} ${path.join('.')}`).toBe(400);
        }
      }
      expect(await stored()).toEqual(before);
    });

    it('is refused in a chat turn that would capture a lead', async () => {
      const before = await stored();
      const response = await target().call('natural-conversation', {
        userMessage: 'My email is noor@example.sa \u0000',
        language: 'en',
        userContext: { name: 'Noor', eventType: 'wedding', guestCount: 100 },
        conversationId: `conv-nul-${target().kind}`,
      });
      expect(response.status).toBe(400);
      expect(await stored()).toEqual(before);
    });
  });

  describe('fields that reach the staff email', () => {
    const refused: [string, string, Record<string, unknown>][] = [
      ['a phone with line breaks', 'submit-lead', validLead({ phone: '0501234567\r\n\r\n1234' })],
      ['a phone with a tab', 'contact-email-notification', validNotification({ phone: '0501234567\t99' })],
      ['a guest count of "-5"', 'submit-lead', validLead({ guestCount: '-5' })],
      ['a guest count of "0"', 'submit-lead', validLead({ guestCount: '0' })],
      ['a guest count of "2.5"', 'submit-lead', validLead({ guestCount: '2.5' })],
    ];
    it.each(refused)('refuses %s with 400 and stores nothing', async (_label, name, body) => {
      const before = await stored();
      const response = await target().call(name, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
      expect(await stored()).toEqual(before);
    });

    it('still takes guests in words or a range', async () => {
      for (const guestCount of ['Not specified', '150-200', 'about 80', '300']) {
        expect((await target().call('submit-lead', validLead({ guestCount }))).status, guestCount).toBe(201);
      }
    });
  });
}
