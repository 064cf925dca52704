import { type Store, createStore } from '../../src/server/store/create-store';
import { openPostgres } from '../../src/server/store/postgres-sql';
import { startEdgeFunctions } from './edge-functions';
import { postgresUrl } from './postgres-tls';
import { startSmtpSink } from './smtp-sink';
import { createSupabaseDatabase } from './supabase-database';
import { ANON_KEY, startTestServer } from './test-server';

/** An origin both targets allow (ALLOWED_ORIGINS), as a host page of the company's would be. */
export const ALLOWED_ORIGIN = 'https://events.example';
export const NOTIFY_TO = 'team@events.test';

/**
 * Where the contract tests (tests/server/contract/) send their requests: the functions as the
 * Node server serves them, or as Supabase Edge Functions on Deno. Either way a real SMTP server
 * on loopback receives the email, and `store` reads the database the functions wrote to.
 */
export interface FunctionsTarget {
  kind: 'node' | 'deno';
  /** The database the functions write to (the Deno target's scratch database), else undefined. */
  databaseName?: string;
  /** The widgets' api-url: a function is at `${functionsUrl}/${name}`. */
  functionsUrl: string;
  store: Store;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  /** POSTs JSON to a function with the anon key, unless headers say otherwise. */
  call(name: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

const shared = (smtp: { url: string }) => ({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL_TO: NOTIFY_TO,
  ALLOWED_ORIGINS: ALLOWED_ORIGIN,
  RATE_LIMIT_PER_MINUTE: '100000',
});

/** The Node server on PGlite, as `npm start` runs it. */
export async function startNodeTarget(): Promise<FunctionsTarget> {
  const smtp = await startSmtpSink();
  const server = await startTestServer(shared(smtp));
  return withCall({
    kind: 'node',
    functionsUrl: `${server.url}/functions/v1`,
    store: server.deps.store,
    smtp,
    async close() {
      await server.dispose();
      await smtp.close();
    },
  });
}

/**
 * The supabase/functions entries on Deno, on a database migrated as Supabase migrates it, over
 * TLS (`sslmode=require`). Needs DATABASE_URL (a PostgreSQL server with `ssl = on` to make the
 * scratch database on).
 */
export async function startDenoTarget(): Promise<FunctionsTarget> {
  const database = await createSupabaseDatabase();
  if (!database) throw new Error('the Deno target needs DATABASE_URL');
  const smtp = await startSmtpSink();
  const databaseUrl = postgresUrl(database.url, { sslmode: 'require' });
  const edge = await startEdgeFunctions({ SUPABASE_DB_URL: databaseUrl, ...shared(smtp) });
  const store = createStore(await openPostgres(databaseUrl, { max: 2 }));
  return withCall({
    kind: 'deno',
    databaseName: new URL(database.url).pathname.slice(1),
    functionsUrl: edge.functionsUrl,
    store,
    smtp,
    async close() {
      await edge.close();
      await store.close();
      await smtp.close();
      await database.drop();
    },
  });
}

function withCall(target: Omit<FunctionsTarget, 'call'>): FunctionsTarget {
  return {
    ...target,
    call: (name, body, headers = {}) =>
      fetch(`${target.functionsUrl}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: ANON_KEY, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}
