/**
 * Staff tools on the leads:
 *   npm run leads -- --format csv|json [--since YYYY-MM-DD]   export every lead
 *   npm run leads -- --find <email|phone>                     everything held about one person
 *   npm run leads -- --erase <email|phone>                    erase it all, and print what went
 * each with [--url http://host:port] and [--data <folder>]. Which store: the server's own
 * environment (DATA_DIR or DATABASE_URL) or --data; without any of them it refuses, rather than
 * open an empty ./data beside a live store and report nobody. Reads through the running server
 * (GET /admin/leads, GET/DELETE /admin/people, with the service key) so the embedded store of a
 * live server is never opened twice; with no server running, opens the store itself, holding the
 * data-folder lock meanwhile. With DATABASE_URL it uses PostgreSQL directly. Says on stderr which
 * store it used.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { acquireDataDirLock, lockedBy } from '../src/server/data-dir-lock';
import { leadsToCsv, sinceSchema } from '../src/server/leads-export';
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
      data: { type: 'string' },
    },
  });
  if (!values.data && !process.env.DATA_DIR && !process.env.DATABASE_URL) {
    throw new UsageError(
      "Which store? Run with the server's DATA_DIR or DATABASE_URL set, or pass --data <folder>: " +
        `without them this would open ${resolve('data')}, which may not be the store your server uses.`,
    );
  }
  const config = loadConfig(values.data ? { ...process.env, DATA_DIR: values.data } : process.env);
  const task = taskFor(values);
  if (config.databaseUrl) {
    const { host, pathname } = new URL(config.databaseUrl);
    say(`Store: PostgreSQL at ${host}${pathname} (DATABASE_URL)`);
    return write(await withStore(config, task));
  }

  const url = values.url ?? `http://localhost:${config.port}`;
  const response = await fetch(`${url}${task.path}`, {
    method: task.method,
    headers: { apikey: config.serviceKey },
  }).catch(() => null);
  if (response) {
    say(`Store: the one the server at ${url} runs on (it answered)`);
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
  say(`Store: PGlite in ${resolve(config.dataDir)} (opened here: no server answered at ${url})`);
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
  if (since && !sinceSchema.safeParse(since).success)
    throw new UsageError('--since must be a date YYYY-MM-DD from 1900 on');
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
/** What the operator should know but not find in the export: on stderr. */
const say = (line: string) => void process.stderr.write(`${line}\n`);

class UsageError extends Error {}

main().catch((error) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
