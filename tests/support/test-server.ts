import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { type RunningServer, type StartOptions, startServer } from '../../src/server/server';
import { type OpenAiCompatibleServer, startOpenAiCompatibleServer } from './openai-compatible-server';

export const ANON_KEY = 'test-anon-key-0123456789';
export const SERVICE_KEY = 'test-service-key-0123456789';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** POSTs JSON to a function with the anon key, unless headers say otherwise. */
  call(name: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Stops the server and starts it again on the same data folder. */
  restart(): Promise<TestServer>;
  /** Stops the server and deletes its data folder. */
  dispose(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 (port 0) with a fresh PGlite data folder, or the PostgreSQL of
 * DATABASE_URL when `useDatabaseUrl` is set. One per test file: PGlite's first open takes seconds.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: StartOptions & { dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'ev-test-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EV_ANON_KEY: ANON_KEY,
    EV_SERVICE_KEY: SERVICE_KEY,
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await startServer(config, { retryBaseMs: 50, outboxPollMs: 50, ...options });
  const self: TestServer = {
    ...server,
    dataDir,
    call: (name, body, headers = {}) =>
      fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: ANON_KEY, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async restart() {
      await server.close();
      return startTestServer(env, { ...options, dataDir });
    },
    async dispose() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return self;
}

export const validLead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Al-Qahtani',
  email: 'sara@example.sa',
  message: 'We are planning a family celebration in Riyadh.',
  eventType: 'General Inquiry',
  location: 'Not specified',
  guestCount: 'Not specified',
  source: 'contact-form',
  wantsTeamContact: true,
  ...overrides,
});

export const validNotification = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Al-Qahtani',
  email: 'sara@example.sa',
  message: 'We are planning a family celebration in Riyadh.',
  eventType: 'General Inquiry',
  source: 'contact-form',
  ...overrides,
});

/**
 * A test server for the tests of the describe block (or file) it is called in: started before
 * them, disposed after them.
 * @example const test = useTestServer(); it('…', async () => { await test.server.call('submit-lead', validLead()); });
 */
/**
 * A test server whose language model (and image service) is a local server speaking the OpenAI
 * protocol: both started before the file's tests, stopped after them. `env` is given its address.
 * @example const test = useTestServerWithModel((url) => ({ LLM_BASE_URL: url })); test.model.setReply('Hello');
 */
export function useTestServerWithModel(
  env: (modelUrl: string) => Record<string, string>,
  options: StartOptions = {},
): { readonly server: TestServer; readonly model: OpenAiCompatibleServer } {
  const holder = {} as { server: TestServer; model: OpenAiCompatibleServer };
  beforeAll(async () => {
    holder.model = await startOpenAiCompatibleServer();
    holder.server = await startTestServer(env(holder.model.baseUrl), options);
  });
  afterAll(async () => {
    await holder.server.dispose();
    await holder.model.close();
  });
  return holder;
}

export function useTestServer(
  env: Record<string, string> = {},
  options: StartOptions & { dataDir?: string } = {},
): { readonly server: TestServer } {
  const holder = {} as { server: TestServer };
  beforeAll(async () => {
    holder.server = await startTestServer(env, options);
  });
  afterAll(() => holder.server.dispose());
  return holder;
}
