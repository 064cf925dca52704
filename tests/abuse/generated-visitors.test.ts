import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../src/contracts';
import { createApp } from '../../src/server/app';
import { ANON_KEY, type TestServer, startTestServer } from '../support/test-server';
import { bodies } from '../support/visitor-requests';

/**
 * Visitors as they come, generated: chat messages in both languages with dates far away, odd
 * digits and odd Unicode, and forms with odd values, straight into the app (app.request, one
 * PGlite store for the file). Never a 5xx. Seeded: a failure prints its seed and path, and
 * FUZZ_SEED=<seed> replays the same requests; FUZZ_RUNS raises the count.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 37);
const RUNS = Math.max(2000, Number(process.env.FUZZ_RUNS ?? 2000));

let server: TestServer;
let app: ReturnType<typeof createApp>;
const sent: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  app = createApp(server.deps);
});
afterAll(() => server.dispose());

describe.each(FUNCTION_NAMES)('%s with generated visitors', (name) => {
  it(`never answers 5xx (${RUNS} requests, seed ${SEED})`, async () => {
    sent[name] = 0;
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(bodies[name], async (body) => {
        const response = await app.request(`/functions/v1/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: ANON_KEY },
          body: JSON.stringify(body),
        });
        sent[name] = (sent[name] ?? 0) + 1;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) throw new Error(`${response.status}: ${await response.text()}`);
        await response.body?.cancel();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.info(`${name}: ${sent[name]} requests, by status ${JSON.stringify(statuses)}`);
    expect(sent[name]).toBeGreaterThanOrEqual(2000);
  }, 600_000);
});
