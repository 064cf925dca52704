/**
 * Staff tools on the leads:
 *   npm run leads -- --format csv|json [--since YYYY-MM-DD]   export every lead
 *   npm run leads -- --find <email|phone>                     everything held about one person
 *   npm run leads -- --erase <email|phone>                    erase it all, and print what went
 * each with [--url http://host:port]. Reads through the running server (GET /admin/leads,
 * GET/DELETE /admin/people, with the service key) so the embedded store of a live server is never
 * opened twice; with no server running, opens the store itself, holding the data-folder lock
 * meanwhile. With DATABASE_URL it uses PostgreSQL directly.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { acquireDataDirLock, lockedBy } from '../src/server/data-dir-lock';
import { leadsToCsv } from '../src/server/leads-export';
import { removeEmlFiles } from '../src/server/mail/remove-eml-files';
import { erasureReport } from '../src/server/privacy/erasure-report';
import { PersonQueryError, personQueryFromText } from '../src/server/privacy/person-query';
import { openStore, type Store } from '../src/server/store';

type Config = ReturnType<typeof loadConfig>;

/** One staff request: the server's route for it, and the same work on a store opened here. */
interface Task {
  path: string;
  method: 'GET' | 'DELETE';
  direct(store: Store, config: Config): Promise<string>;
}

async function main() {
  const { values } = parseArgs({
    options: {
      format: { type: 'string', default: 'json' },
      since: { type: 'string' },
      url: { type: 'string' },
      find: { type: 'string' },
      erase: { type: 'string' },
    },
  });
  const config = loadConfig();
  const task = taskFor(values);
  if (config.databaseUrl) return write(await withStore(config, task));

  const url = values.url ?? `http://localhost:${config.port}`;
  const response = await fetch(`${url}${task.path}`, {
    method: task.method,
    headers: { apikey: config.serviceKey },
  }).catch(() => null);
  if (response) {
    if (!response.ok)
      throw new UsageError(`The server at ${url} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return write(response.headers.get('content-type')?.includes('json') ? pretty(JSON.parse(text)) : text);
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
    write(await withStore(config, task));
  } finally {
    await release();
  }
}

function taskFor(values: { format?: string; since?: string; find?: string; erase?: string }): Task {
  if (values.find !== undefined && values.erase !== undefined) throw new UsageError('Give --find or --erase, not both');
  const person = values.find ?? values.erase;
  if (person !== undefined) {
    let query: ReturnType<typeof personQueryFromText>;
    try {
      query = personQueryFromText(person);
    } catch (error) {
      throw error instanceof PersonQueryError ? new UsageError(error.message) : error;
    }
    const path = `/admin/people?${new URLSearchParams(query)}`;
    if (values.find !== undefined) {
      return { path, method: 'GET', direct: async (store) => pretty(await store.people.find(query)) };
    }
    return {
      path,
      method: 'DELETE',
      async direct(store, config) {
        const erased = await store.people.erase(query);
        await removeEmlFiles(join(config.dataDir, 'outbox'), erased.outboxIds);
        return pretty({ erased: erasureReport(erased) });
      },
    };
  }
  const { format, since } = values;
  if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json');
  if (since && !/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new UsageError('--since must be YYYY-MM-DD');
  return {
    path: `/admin/leads?${new URLSearchParams({ format, ...(since ? { since } : {}) })}`,
    method: 'GET',
    async direct(store) {
      const leads = await store.leads.list({ since });
      return format === 'csv' ? leadsToCsv(leads) : pretty({ leads });
    },
  };
}

async function withStore(config: Config, task: Task): Promise<string> {
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await task.direct(store, config);
  } finally {
    await store.close();
  }
}

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const write = (text: string) => void process.stdout.write(text);

class UsageError extends Error {}

main().catch((error) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
