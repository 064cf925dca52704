import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../src/contracts';
import { createApp } from '../../src/server/app';
import { ANON_KEY, type TestServer, startTestServer, validLead, validNotification } from '../support/test-server';

/**
 * Thousands of arbitrary requests straight into the app (no socket, the real PGlite store):
 * never a 500, always the error envelope on a refusal, and never a row from a refused request.
 */
const RUNS = 2000;
let server: TestServer;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await startTestServer();
  app = createApp(server.deps);
});
afterAll(() => server.dispose());

const nearValid: Record<string, () => Record<string, unknown>> = {
  'submit-lead': () => validLead(),
  'contact-email-notification': () => validNotification(),
  'natural-conversation': () => ({ userMessage: 'Hello', conversationHistory: [], language: 'en', userContext: {} }),
  'ultimate-ai-event-generator': () => ({
    eventType: 'wedding',
    guestCount: 100,
    location: 'Riyadh',
    duration: 1,
    season: 'winter',
    // The server judges the date by its own clock: a date two months from now stays valid.
    eventDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    language: 'en',
    currentDate: new Date().toISOString().slice(0, 10),
  }),
};

/** A valid body with one field replaced, removed or added with an arbitrary value. */
const mutated = (name: string) =>
  fc
    .tuple(fc.nat(), fc.jsonValue(), fc.string(), fc.constantFrom('replace', 'remove', 'add'))
    .map(([index, value, key, how]) => {
      const body = nearValid[name]?.() ?? {};
      const keys = Object.keys(body);
      const field = keys[index % keys.length] ?? 'x';
      if (how === 'replace') body[field] = value;
      else if (how === 'remove') delete body[field];
      else body[key] = value;
      return JSON.stringify(body);
    });

const bodies = (name: string) =>
  fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 400 }),
    mutated(name),
    fc.anything().map((value) => {
      try {
        return JSON.stringify(value) ?? 'undefined';
      } catch {
        return String(value);
      }
    }),
  );

const headerValue = fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((value) => value.replace(/[\r\n\0]/g, ''));
const headers = fc.record({
  contentType: fc.oneof(fc.constant('application/json'), fc.constant('application/json; charset=utf-8'), headerValue),
  key: fc.oneof(fc.constant(ANON_KEY), fc.constant(''), headerValue),
  useBearer: fc.boolean(),
  extraName: fc.stringMatching(/^x-[a-z]{1,12}$/),
  extraValue: headerValue,
  origin: fc.option(fc.oneof(fc.constant('https://evil.example'), headerValue), { nil: undefined }),
});

describe.each(FUNCTION_NAMES)('%s under arbitrary input', (name) => {
  it(`never answers 500 and never stores a refused request (${RUNS} cases)`, async () => {
    let stored = await server.deps.store.leads.count();
    let queued = (await server.deps.store.outbox.stats()).pending;
    await fc.assert(
      fc.asyncProperty(bodies(name), headers, async (body, h) => {
        const requestHeaders: Record<string, string> = { 'content-type': h.contentType, [h.extraName]: h.extraValue };
        if (h.useBearer) requestHeaders.authorization = `Bearer ${h.key}`;
        else requestHeaders.apikey = h.key;
        if (h.origin) requestHeaders.origin = h.origin;
        const response = await app.request(`/functions/v1/${name}`, { method: 'POST', headers: requestHeaders, body });
        expect(response.status).not.toBe(500);
        const payload = (await response.json()) as { error?: { code: string; message: string } };
        const nowStored = await server.deps.store.leads.count();
        const nowQueued = (await server.deps.store.outbox.stats()).pending;
        if (response.status >= 400) {
          expect(payload.error?.code).toEqual(expect.any(String));
          expect(nowStored).toBe(stored);
          expect(nowQueued).toBeLessThanOrEqual(queued);
        }
        stored = nowStored;
        queued = nowQueued;
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
