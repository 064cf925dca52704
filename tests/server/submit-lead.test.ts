import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer, validLead } from '../support/test-server';

// What a caller sees of submit-lead is in contract/submit-lead.ts (Node and Deno); this is Node's own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe('submit-lead on the Node server', () => {
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
