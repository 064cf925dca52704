import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionError } from '@shell/functions/function-error';
import { createFunctionsClient } from '@shell/functions/functions-client';
import { envelope, startFunctionsTestServer } from '../../support/functions-test-server';

let server: Awaited<ReturnType<typeof startFunctionsTestServer>>;
beforeAll(async () => {
  server = await startFunctionsTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const lead = {
  name: 'Sara',
  email: 'sara@example.com',
  message: 'A wedding in Jeddah',
  eventType: 'General Inquiry',
  location: 'Not specified',
  guestCount: 'Not specified',
  source: 'contact-form' as const,
  wantsTeamContact: true,
};

describe('createFunctionsClient', () => {
  it('posts JSON to {apiUrl}/{name} with the anon key in apikey and Authorization', async () => {
    const client = createFunctionsClient({ apiUrl: `${server.apiUrl}/`, anonKey: 'key-123' });
    const answer = await client.call('submit-lead', lead);
    expect(answer).toEqual({ id: 'lead-1', receivedAt: '2026-03-01T10:00:00.000Z' });
    const [call] = server.callsTo('submit-lead');
    expect(call?.body).toEqual(lead);
    expect(call?.headers.apikey).toBe('key-123');
    expect(call?.headers.authorization).toBe('Bearer key-123');
    expect(call?.headers['content-type']).toContain('application/json');
  });

  it('turns an error envelope into a FunctionError with its status, code and message', async () => {
    server.answer('submit-lead', { status: 400, body: envelope('invalid_input', 'email is invalid') });
    const client = createFunctionsClient({ apiUrl: server.apiUrl, anonKey: 'k' });
    const error = await client.call('submit-lead', lead).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', message: 'email is invalid' });
  });

  it('tells the site owner once per page, in one console warning, that ALLOWED_ORIGINS lacks this origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      server.answer('submit-lead', { status: 403, body: envelope('forbidden_origin', 'Origin not allowed') });
      server.answer('natural-conversation', { status: 403, body: envelope('forbidden_origin', 'Origin not allowed') });
      const client = createFunctionsClient({ apiUrl: server.apiUrl, anonKey: 'k' });
      const other = createFunctionsClient({ apiUrl: server.apiUrl, anonKey: 'k' });
      await expect(client.call('submit-lead', lead)).rejects.toMatchObject({ status: 403, code: 'forbidden_origin' });
      await expect(client.call('submit-lead', lead)).rejects.toMatchObject({ code: 'forbidden_origin' });
      await expect(
        other.call('natural-conversation', {
          userMessage: 'hi',
          conversationHistory: [],
          language: 'en',
          userContext: {},
          conversationId: 'c1',
        }),
      ).rejects.toMatchObject({ code: 'forbidden_origin' });
      expect(warn).toHaveBeenCalledTimes(1);
      const [message] = warn.mock.calls[0] ?? [];
      expect(message).toContain(`origin ${location.origin}`);
      expect(message).toContain('ALLOWED_ORIGINS');
      expect(message).toContain(server.apiUrl);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses an answer that does not match the contract', async () => {
    server.answer('submit-lead', { status: 201, body: { id: 'x' } });
    const client = createFunctionsClient({ apiUrl: server.apiUrl, anonKey: 'k' });
    await expect(client.call('submit-lead', lead)).rejects.toMatchObject({ code: 'invalid_response', status: 201 });
  });

  it('gives up after the timeout with a timeout FunctionError', async () => {
    server.answer('submit-lead', 'hang');
    const client = createFunctionsClient({ apiUrl: server.apiUrl, anonKey: 'k', timeout: 200 });
    await expect(client.call('submit-lead', lead)).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });

  it('reports an unreachable server as a network FunctionError', async () => {
    const client = createFunctionsClient({ apiUrl: 'http://127.0.0.1:9/functions/v1', anonKey: 'k' });
    await expect(client.call('submit-lead', lead)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
