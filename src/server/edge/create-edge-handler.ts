import type { FunctionName } from '../../contracts';
import { createFunctionsApp } from '../functions-app';
import type { Deps } from '../functions/types';
import { createOutboxDrainer } from '../mail/outbox-drainer';
import { createSmtpTransport } from '../mail/smtp-transport';
import { createMaintenance } from '../privacy/maintenance';
import { redact } from '../redact';
import { createStore } from '../store/create-store';
import { openPostgres } from '../store/postgres-sql';
import { createConsoleLogger } from './console-logger';
import { loadEdgeConfig } from './edge-config';

/** Connections one isolate may hold: each warm isolate of each function has its own pool. */
const POOL_SIZE = 3;

export type EdgeHandler = (request: Request, info?: unknown) => Promise<Response>;

/**
 * One Supabase Edge Function: the Node server's functions app on the project's Postgres, for the
 * one function Supabase routes here (it sees `/<name>`). Assembled on the first request and kept
 * while the isolate is warm. No worker can outlive a request here, so the mail outbox is drained
 * after each request as a background task (`EdgeRuntime.waitUntil`): a new email goes at once,
 * and a retry that came due goes with the next request to any of the functions. The
 * personal-data maintenance (retention purge, IP minimisation) runs the same way.
 * @example Deno.serve(createEdgeHandler('submit-lead', Deno.env.toObject()));
 */
export function createEdgeHandler(name: FunctionName, env: Record<string, string | undefined>): EdgeHandler {
  let ready: ReturnType<typeof assemble> | null = null;
  return async (request, info) => {
    ready ??= assemble(env);
    let edge: Awaited<ReturnType<typeof assemble>>;
    try {
      edge = await ready;
    } catch (error) {
      // A database that was down may be up for the next request: try again then.
      ready = null;
      console.error(redact(JSON.stringify({ level: 'error', function: name, msg: String(error) })));
      return envelope(500, 'internal_error', 'This function cannot start; its logs say why');
    }
    if (new URL(request.url).pathname.split('/')[1] !== name) {
      return envelope(404, 'not_found', `This is the ${name} function`);
    }
    const response = await edge.app.fetch(request, info);
    void edge.kick();
    void edge.maintain();
    return response;
  };
}

async function assemble(env: Record<string, string | undefined>) {
  const config = loadEdgeConfig(env);
  const logger = createConsoleLogger(config.logLevel);
  const store = createStore(
    await openPostgres(config.databaseUrl, {
      max: POOL_SIZE,
      onIdleError: (error) =>
        logger.warn({ err: error.message }, 'PostgreSQL ended an idle connection; the pool opens another'),
    }),
  );
  const drainer = createOutboxDrainer({
    store,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
    envelope: { from: config.notifyFrom, to: config.notifyTo },
    logger,
  });
  const kick = () => inBackground(drainer.kick());
  const now = () => new Date();
  // No timer outlives a request here: each isolate tries the personal-data pass after a request,
  // at most hourly; the lock and the claim row in the store make the purge run once a day overall.
  const maintenance = createMaintenance({ store, retentionDays: config.leadRetentionDays, logger, now });
  const maintain = () => inBackground(maintenance.runIfDue().then(() => undefined));
  const deps: Deps = { config, store, outbox: { kick }, logger, now };
  return { app: createFunctionsApp(deps, '/'), kick, maintain };
}

/** Keeps the isolate alive until `task` settles (Supabase's EdgeRuntime); plain Deno runs it anyway. */
function inBackground(task: Promise<void>): Promise<void> {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime;
  runtime?.waitUntil(task);
  return task;
}

function envelope(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
