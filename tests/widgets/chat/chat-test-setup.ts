import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startFunctionsTestServer } from '../../support/functions-test-server';
import { resetPage } from '../../support/reset-page';

/**
 * One functions test server per file; fake setTimeout/Date (the widget's only clock) so the spec
 * timings are exact, while React's scheduler, real HTTP and waitFor's polling keep real time.
 */
export function setUpChatTestServer() {
  const holder = {} as { server: Awaited<ReturnType<typeof startFunctionsTestServer>> };
  beforeAll(async () => {
    holder.server = await startFunctionsTestServer();
  });
  afterAll(() => holder.server.close());
  beforeEach(() => {
    holder.server.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    resetPage();
  });
  return holder;
}
