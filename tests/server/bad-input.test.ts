import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../support/test-server';
import { expectError } from './contract/refusals';

// The refusals every target shares are in contract/refusals.ts; these are the Node server's own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

  it('answers /health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(await response.json()).toMatchObject({ status: 'ok', store: expect.any(String) });
  });
});
