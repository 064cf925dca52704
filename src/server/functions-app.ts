import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Deps } from './functions/types';
import { HttpError, errorResponse } from './http/errors';
import { functionsRoute } from './http/functions-route';
import { createRateLimiter } from './http/rate-limiter';
import { securityHeaders } from './http/security-headers';
import { servePrivacyPage } from './privacy/privacy-route';

/**
 * The functions with their middleware, health and error envelope, and nothing that needs Node:
 * the Node server (app.ts) adds the staff export and the static site; a Supabase Edge Function
 * (edge/serve-function.ts) serves it as it is, with the functions at the root (`/<name>`).
 * @example const app = createFunctionsApp(deps, '/functions/v1'); await app.request('/health');
 */
export function createFunctionsApp(deps: Deps, functionsPath: string) {
  const app = new Hono<{ Variables: RequestVariables }>();
  // The server's clock (deps.now), so a test sets the minute the limits count in.
  const limiter = createRateLimiter(deps.store, deps.config.rateLimitPerMinute, () => deps.now().getTime());

  // Every request's id: the caller's X-Request-Id (a proxy's or a client's, so one id follows a
  // request through every log) when it is letters, digits, '_', '-' or '=' and at most 64 of them,
  // else a new UUID. It is logged, stored with a lead and echoed back: no markup, space or
  // kilobyte of text gets in.
  app.use(requestId({ limitLength: 64 }));
  app.use(securityHeaders());
  // The level is set at start: above 'info' (the bench's 'warn') the layer is not even there.
  if (deps.logger.isLevelEnabled('info')) app.use(logRequests(deps.logger));

  app.get('/health', async (c) => {
    // A load balancer asks every few seconds: routine, like a static file.
    c.set('requestLogLevel', 'debug');
    await deps.store.sql.query('select 1');
    return c.json({ status: 'ok', store: deps.store.kind, time: deps.now().toISOString() });
  });
  // Before the functions: every other name under the path is a function, answered only to POST.
  app.get(`${functionsPath.replace(/\/$/, '')}/privacy`, (c) => servePrivacyPage(c, deps));
  app.route(functionsPath, functionsRoute(deps, limiter));

  app.notFound((c) => errorResponse(c, new HttpError(404, 'not_found', 'Not found')));
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    // A path or query with broken percent-encoding (`/%`, `%E0%A4%A`) is the caller's mistake.
    if (error instanceof URIError) {
      return errorResponse(c, new HttpError(400, 'invalid_request', 'The URL has malformed percent-encoding'));
    }
    deps.logger.error(
      { requestId: c.get('requestId'), err: { message: error.message, stack: error.stack } },
      'unhandled error',
    );
    return errorResponse(c, new HttpError(500, 'internal_error', 'Something went wrong on our side; please try again'));
  });
  return app;
}

/**
 * What every request carries: its id, and the level of its 'request' line when that is not
 * 'info' (static files and health checks are 'debug', so an operator's log holds the functions).
 */
export interface RequestVariables {
  requestId: string;
  requestLogLevel?: 'debug';
}

/** One 'request' line per request, with its id, status and time; any 5xx at 'info' whatever the route. */
function logRequests(logger: Deps['logger']): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const level = c.res.status >= 500 ? 'info' : (c.get('requestLogLevel') ?? 'info');
    logger[level](
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
