import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { DestinationStream } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { acquireDataDirLock } from './data-dir-lock';
import { describeAllowedOrigins } from './http/cors';
import { createLogger } from './logger';
import { startOutboxWorker } from './mail/outbox-worker';
import { createTransport } from './mail/transport';
import { createMaintenance, startMaintenance } from './privacy/maintenance';
import { loadKnowledge } from './knowledge/load-knowledge';
import { openStore } from './store';

export interface StartOptions {
  demoDir?: string;
  distDir?: string;
  /** First retry delay of the mail outbox (tests shorten it). */
  retryBaseMs?: number;
  outboxPollMs?: number;
  benchReference?: boolean;
  /** The clock the functions and the personal-data maintenance read (tests move it). */
  now?: () => Date;
  /** Where the log goes instead of stdout (tests read it). */
  logDestination?: DestinationStream;
  /** Called once the port is open, before the first log line: `npm start`'s banner comes first. */
  onListening?: (url: string) => void;
}

/**
 * Opens the store, starts the mail outbox and listens. Used by `npm start` and by tests, which
 * pass PORT 0 and read the real port from `url`.
 * @example const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: dir })); await server.close();
 */
export async function startServer(config: Config, options: StartOptions = {}) {
  // Before anything opens: a bad entry stops the start with its line, and leaves nothing to close.
  const knowledge = loadKnowledge(config.knowledgeDir);
  const logger = createLogger(config.logLevel, options.logDestination);
  const releaseLock = config.databaseUrl ? async () => {} : await acquireDataDirLock(config.dataDir);
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      logger.warn({ err: error.message }, 'PostgreSQL ended an idle connection; the pool opens another'),
  });
  const transport = createTransport({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') });
  const outbox = startOutboxWorker({
    store,
    transport,
    envelope: { from: config.notifyFrom, to: config.notifyTo },
    logger,
    retryBaseMs: options.retryBaseMs,
    pollMs: options.outboxPollMs,
  });
  const deps = { config, store, outbox, logger, now: options.now ?? (() => new Date()), knowledge };
  const maintenance = createMaintenance({
    store,
    retentionDays: config.leadRetentionDays,
    logger,
    now: deps.now,
    forget: outbox.forget,
  });
  const app = createApp(deps, {
    demoDir: options.demoDir,
    distDir: options.distDir,
    benchReference: options.benchReference,
  });

  // A slow or stalled client must not hold a connection for long (slowloris).
  const serverOptions = {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
    connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 1000),
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, () =>
      resolveServer(instance),
    );
    instance.once('error', reject);
  });
  const http = server as unknown as import('node:http').Server;
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const loopback = ['0.0.0.0', '127.0.0.1', '::', '[::]', '[::1]'].includes(host);
  const url = `http://${loopback ? 'localhost' : host}:${port}`;
  options.onListening?.(url);

  logger.info(
    { allowedOrigins: config.allowedOrigins, siteOrigins: config.siteOrigins },
    `functions accept browser calls from ${describeAllowedOrigins(config)}`,
  );
  // After the banner: the first pass may log what it purged.
  const schedule = startMaintenance(maintenance);

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    deps,
    /** The personal-data maintenance: `run()` a pass now (tests, with a moved clock). */
    maintenance,
    /** The pass started with the server. */
    firstMaintenance: schedule.first,
    /** Stops taking connections, lets in-flight requests finish, flushes the outbox, closes the store. */
    close(): Promise<void> {
      closing ??= (async () => {
        await new Promise<void>((done) => {
          server.close(() => done());
          http.closeIdleConnections?.();
        });
        await schedule.stop();
        await outbox.stop();
        transport.close();
        await store.close();
        await releaseLock();
      })();
      return closing;
    },
  };
}
export type RunningServer = Awaited<ReturnType<typeof startServer>>;
