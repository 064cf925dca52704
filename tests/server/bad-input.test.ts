import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY, type TestServer, startTestServer, validLead } from '../support/test-server';
import { expectError } from './contract/refusals';

// The refusals every target shares are in contract/refusals.ts; these are the Node server's own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { demoDir: 'demo', distDir: 'dist' });
});
afterAll(() => server.dispose());

describe('the Node server', () => {
  it('answers an unknown function with 404 in the error envelope', async () => {
    await expectError(await server.call('delete-everything', {}), 404, 'not_found');
  });

  it('answers a preflight from the server’s own origin with CORS headers', async () => {
    const response = await fetch(`${server.url}/functions/v1/submit-lead`, {
      method: 'OPTIONS',
      headers: {
        origin: server.url,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey/);
  });

  it('answers a path with malformed percent-encoding with 400, not 500', async () => {
    for (const path of ['/%', '/dist/%E0%A4%A', '/demo/%zz.html', '/admin/people?email=%']) {
      const response = await fetch(`${server.url}${path}`, { headers: { apikey: SERVICE_KEY } });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    }
  });

  it('keeps a caller’s X-Request-Id only in a safe shape, else gives the request its own', async () => {
    const sent = async (id: string) =>
      (await server.call('submit-lead', validLead(), { 'x-request-id': id })).headers.get('x-request-id');
    for (const safe of ['abc-123_DEF-456', 'dGVzdA==', 'a'.repeat(64)]) expect(await sent(safe)).toBe(safe);
    for (const unsafe of ['<script>alert(1)</script>', 'a'.repeat(65), 'id with spaces', 'é-accent', 'a;b', '']) {
      const answered = await sent(unsafe);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
    const leads = await server.deps.store.leads.list();
    expect(leads.map((lead) => lead.requestMeta.requestId)).not.toContain('<script>alert(1)</script>');
    expect(leads.every((lead) => /^[\w=-]{1,64}$/.test(lead.requestMeta.requestId))).toBe(true);
  });

  it('answers /health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(await response.json()).toMatchObject({ status: 'ok', store: expect.any(String) });
  });
});
