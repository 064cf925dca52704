import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer, validLead } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // The limits count per clock minute: the server's clock stands half-way through one.
  server = await startTestServer(
    { RATE_LIMIT_PER_MINUTE: '50', TRUST_PROXY: 'true', REQUEST_TIMEOUT_MS: '1000' },
    { now: () => new Date('2027-01-15T09:30:30Z') },
  );
});
afterAll(() => server.dispose());

describe('a slow body', () => {
  it('is cut off after REQUEST_TIMEOUT_MS while other clients are served, and stores nothing', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /functions/v1/submit-lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `apikey: test-anon-key-0123456789\r\nContent-Length: 5000\r\n\r\n{"name":"Slow`,
    );
    const other = await server.call('submit-lead', validLead({ name: 'Fast client' }), {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(other.status).toBe(201);
    await closed;
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
    const names = (await server.deps.store.leads.list()).map((lead) => lead.name);
    expect(names).toEqual(['Fast client']);
  }, 20_000);
});

describe('many parallel connections from one client', () => {
  it('get exactly the limit through and 429 for the rest, while another client is unaffected', async () => {
    const flood = Array.from({ length: 200 }, (_, i) =>
      server
        .call('submit-lead', validLead({ name: `Flood ${i}` }), { 'x-forwarded-for': '203.0.113.50' })
        .then((r) => r.status),
    );
    const other = Array.from({ length: 20 }, (_, i) =>
      server
        .call('submit-lead', validLead({ name: `Neighbour ${i}` }), { 'x-forwarded-for': '203.0.113.51' })
        .then((r) => r.status),
    );
    const [floodStatuses, otherStatuses] = await Promise.all([Promise.all(flood), Promise.all(other)]);
    expect(floodStatuses.filter((s) => s === 201)).toHaveLength(50);
    expect(floodStatuses.filter((s) => s === 429)).toHaveLength(150);
    expect(otherStatuses.every((s) => s === 201)).toBe(true);
    const stored = (await server.deps.store.leads.list()).filter((lead) => lead.name?.startsWith('Flood'));
    expect(stored).toHaveLength(50);
  }, 45_000);
});
