/**
 * Staff export: `npm run leads -- --format csv|json [--since YYYY-MM-DD] [--url http://host:port]`.
 * Reads through the running server (GET /admin/leads with the service key) so the embedded store
 * of a live server is never opened twice; with no server running, opens the store itself, holding
 * the data-folder lock meanwhile. With DATABASE_URL it reads PostgreSQL directly.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { acquireDataDirLock, lockedBy } from '../src/server/data-dir-lock';
import { leadsToCsv } from '../src/server/leads-export';
import { openStore } from '../src/server/store';

async function main() {
  const { values } = parseArgs({
    options: { format: { type: 'string', default: 'json' }, since: { type: 'string' }, url: { type: 'string' } },
  });
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError('--format must be csv or json');
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) throw new UsageError('--since must be YYYY-MM-DD');
  const config = loadConfig();
  const format = values.format;

  if (config.databaseUrl) return print(await readStore(config, values.since), format);

  const url = values.url ?? `http://localhost:${config.port}`;
  const query = new URLSearchParams({ format, ...(values.since ? { since: values.since } : {}) });
  const response = await fetch(`${url}/admin/leads?${query}`, { headers: { apikey: config.serviceKey } }).catch(
    () => null,
  );
  if (response) {
    if (!response.ok)
      throw new UsageError(`The server at ${url} answered ${response.status}: ${await response.text()}`);
    process.stdout.write(await response.text());
    return;
  }
  const holder = await lockedBy(config.dataDir);
  if (holder !== null) {
    throw new UsageError(
      `A server (pid ${holder}) holds ${config.dataDir} but does not answer at ${url}. Pass --url, or stop it; ` +
        'the embedded store is never opened by two processes.',
    );
  }
  const release = await acquireDataDirLock(config.dataDir);
  try {
    print(await readStore(config, values.since), format);
  } finally {
    await release();
  }
}

async function readStore(config: ReturnType<typeof loadConfig>, since?: string) {
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await store.leads.list({ since });
  } finally {
    await store.close();
  }
}

function print(leads: Awaited<ReturnType<typeof readStore>>, format: 'csv' | 'json') {
  process.stdout.write(format === 'csv' ? leadsToCsv(leads) : `${JSON.stringify({ leads }, null, 2)}\n`);
}

class UsageError extends Error {}

main().catch((error) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
