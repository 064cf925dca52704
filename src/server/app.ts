import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Deps } from './functions/types';
import { adminRoute } from './http/admin-route';
import { HttpError, errorResponse } from './http/errors';
import { functionsRoute } from './http/functions-route';
import { createRateLimiter } from './http/rate-limiter';
import { securityHeaders } from './http/security-headers';
import { PUBLIC_BUNDLE_HEADERS, staticFiles } from './http/static-files';

export interface AppOptions {
  /** Folder of the demo pages, served at `/`. */
  demoDir?: string;
  /** Folder of the built widgets, served at `/dist/`. */
  distDir?: string;
  /** Mounts POST /__bench/bare, a route with no work behind it: the benchmark's reference. */
  benchReference?: boolean;
}

/**
 * The whole HTTP surface: functions, staff export, health and the static site.
 * @example const app = createApp(deps); await app.request('/health');
 */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<{ Variables: { requestId: string } }>();
  const limiter = createRateLimiter(deps.store, deps.config.rateLimitPerMinute);

  app.use(requestId({ generator: () => randomUUID() }));
  app.use(securityHeaders());
  app.use(async (c, next) => {
    if (!deps.logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await next();
    deps.logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  app.get('/health', async (c) => {
    await deps.store.sql.query('select 1');
    return c.json({ status: 'ok', store: deps.store.kind, time: deps.now().toISOString() });
  });
  if (options.benchReference) app.post('/__bench/bare', (c) => c.json({ ok: true }));
  app.route('/functions/v1', functionsRoute(deps, limiter));
  app.route('/admin', adminRoute(deps));

  const demo = options.demoDir ? staticFiles(options.demoDir, { anonKey: deps.config.anonKey }) : null;
  const dist = options.distDir
    ? staticFiles(options.distDir, {
        anonKey: deps.config.anonKey,
        immutable: /^\/?(chunks|assets)\//,
        headers: PUBLIC_BUNDLE_HEADERS,
      })
    : null;
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    const inBundle = path.startsWith('/dist/');
    const response = inBundle ? await dist?.(c, path.slice('/dist'.length)) : await demo?.(c, path);
    if (response) return response;
    // A host page on another origin sees the 404 itself, not a CORS failure hiding it.
    throw new HttpError(
      404,
      'not_found',
      `Nothing at ${path.slice(0, 200)}`,
      undefined,
      inBundle ? { ...PUBLIC_BUNDLE_HEADERS } : {},
    );
  });

  app.notFound((c) => errorResponse(c, new HttpError(404, 'not_found', 'Not found')));
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    deps.logger.error(
      { requestId: c.get('requestId'), err: { message: error.message, stack: error.stack } },
      'unhandled error',
    );
    return errorResponse(c, new HttpError(500, 'internal_error', 'Something went wrong on our side; please try again'));
  });
  return app;
}
