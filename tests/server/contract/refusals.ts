import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, type FunctionsTarget } from '../../support/functions-target';
import { ANON_KEY, validLead, validNotification } from '../../support/test-server';

export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(5);
  return body;
}

/** What the functions refuse, and how: the same statuses and envelopes wherever they run. */
export function refusalContract(target: () => FunctionsTarget) {
  const url = (name: string) => `${target().functionsUrl}/${name}`;
  const post = (name: string, init: RequestInit) => fetch(url(name), { method: 'POST', ...init });
  const call = (name: string, body: unknown, headers?: Record<string, string>) => target().call(name, body, headers);
  const json = { 'content-type': 'application/json' };

  describe('a request the functions refuse', () => {
    const cases: [string, () => Promise<Response>, number, string][] = [
      [
        'no key at all',
        () => post('submit-lead', { headers: json, body: JSON.stringify(validLead()) }),
        401,
        'unauthorized',
      ],
      [
        'a wrong apikey',
        () => call('submit-lead', validLead(), { apikey: 'nope-nope-nope-nope' }),
        401,
        'unauthorized',
      ],
      [
        'a wrong bearer token',
        () =>
          post('submit-lead', {
            headers: { ...json, authorization: 'Bearer wrong-key-0123456789' },
            body: JSON.stringify(validLead()),
          }),
        401,
        'unauthorized',
      ],
      ['a GET', () => fetch(url('submit-lead'), { headers: { apikey: ANON_KEY } }), 405, 'method_not_allowed'],
      [
        'a PUT',
        () => fetch(url('submit-lead'), { method: 'PUT', headers: { apikey: ANON_KEY } }),
        405,
        'method_not_allowed',
      ],
      [
        'a form-encoded body',
        () =>
          post('submit-lead', {
            headers: { apikey: ANON_KEY, 'content-type': 'application/x-www-form-urlencoded' },
            body: 'name=x',
          }),
        415,
        'unsupported_media_type',
      ],
      ['malformed JSON', () => call('submit-lead', '{"name": "Sara",'), 400, 'invalid_json'],
      ['an empty body', () => call('submit-lead', ''), 400, 'invalid_json'],
      ['a JSON array', () => call('submit-lead', [validLead()]), 400, 'invalid_request'],
      [
        'a body over 32 KiB',
        () => call('submit-lead', validLead({ message: 'x'.repeat(33 * 1024) })),
        413,
        'payload_too_large',
      ],
      [
        'a chunked body over 32 KiB',
        () =>
          post('submit-lead', {
            headers: { ...json, apikey: ANON_KEY },
            body: new ReadableStream({
              start(controller) {
                for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
                controller.close();
              },
            }),
            duplex: 'half',
          } as RequestInit),
        413,
        'payload_too_large',
      ],
      ['a missing email', () => call('submit-lead', { ...validLead(), email: undefined }), 400, 'invalid_request'],
      ['a blank name', () => call('submit-lead', validLead({ name: '   ' })), 400, 'invalid_request'],
      ['an over-long name', () => call('submit-lead', validLead({ name: 'n'.repeat(121) })), 400, 'invalid_request'],
      [
        'an over-long message',
        () => call('submit-lead', validLead({ message: 'm'.repeat(5001) })),
        400,
        'invalid_request',
      ],
      ['a malformed email', () => call('submit-lead', validLead({ email: 'sara-at-example' })), 400, 'invalid_request'],
      ['a number for the name', () => call('submit-lead', validLead({ name: 42 })), 400, 'invalid_request'],
      [
        'a string for wantsTeamContact',
        () => call('submit-lead', validLead({ wantsTeamContact: 'yes' })),
        400,
        'invalid_request',
      ],
      ['an unknown source', () => call('submit-lead', validLead({ source: 'fax' })), 400, 'invalid_request'],
      ['an unknown field', () => call('submit-lead', validLead({ isAdmin: true })), 400, 'invalid_request'],
      ['a letter-only phone', () => call('submit-lead', validLead({ phone: 'call me maybe' })), 400, 'invalid_request'],
      [
        'a line break in the name (header injection)',
        () => call('contact-email-notification', validNotification({ name: 'Sara\r\nBcc: x@evil.test' })),
        400,
        'invalid_request',
      ],
      [
        'a disallowed origin',
        () => call('submit-lead', validLead(), { origin: 'https://evil.example' }),
        403,
        'forbidden_origin',
      ],
    ];

    it.each(cases)('%s gets its status and a clear error, and writes no row', async (_label, send, status, code) => {
      const { store } = target();
      const before = await store.leads.count();
      const outboxBefore = await store.outbox.stats();
      await expectError(await send(), status, code);
      expect(await store.leads.count()).toBe(before);
      expect(await store.outbox.stats()).toEqual(outboxBefore);
    });

    it('names the field at fault in the message and lists every issue', async () => {
      const body = await expectError(
        await call('submit-lead', validLead({ email: 'nope', name: '' })),
        400,
        'invalid_request',
      );
      const details = (body as unknown as { error: { details: { issues: { path: string }[] } } }).error.details;
      expect(details.issues.map((issue) => issue.path).sort()).toEqual(['email', 'name']);
    });
  });

  describe('a request the functions accept', () => {
    it('takes the key as a Bearer token too', async () => {
      const response = await post('submit-lead', {
        headers: { ...json, authorization: `Bearer ${ANON_KEY}` },
        body: JSON.stringify(validLead()),
      });
      expect(response.status).toBe(201);
    });

    it('answers a preflight from an allowed origin with CORS headers, and the call after it', async () => {
      const preflight = await fetch(url('submit-lead'), {
        method: 'OPTIONS',
        headers: {
          origin: ALLOWED_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey,authorization,content-type,x-client-info',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/apikey.*authorization.*x-client-info/);
      const response = await call('submit-lead', validLead(), { origin: ALLOWED_ORIGIN });
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    });
  });
}
