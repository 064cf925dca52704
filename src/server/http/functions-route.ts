import { Hono } from 'hono';
import { FUNCTION_HANDLERS } from '../functions';
import type { Deps, FunctionHandler } from '../functions/types';
import type { RequestMeta } from '../store/leads';
import { keyCheck } from './api-key';
import { clientIp } from './client-ip';
import { functionsCors } from './cors';
import { HttpError } from './errors';
import type { RateLimiter } from './rate-limiter';
import { readBody } from './read-body';

export const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * POST /functions/v1/:name, in the order a request is judged: known function, method, origin,
 * rate limit, key, content type, size, JSON, contract. Only then does a handler run. One route
 * with its steps in a row, not a middleware each: every layer costs a chat turn a few promises.
 */
export function functionsRoute(deps: Deps, limiter: RateLimiter) {
  const route = new Hono<{ Variables: { requestId: string } }>();
  const cors = functionsCors(deps.config.allowedOrigins, {
    origins: deps.config.siteOrigins,
    trust: deps.config.trustProxy,
    inferDirect: deps.config.env !== 'production',
  });
  const hasAnonKey = keyCheck(deps.config.anonKey);
  route.all('/:name', async (c) => {
    const name = c.req.param('name');
    const handler = knownFunction(name, c.req.method);
    const preflight = cors(c);
    if (preflight) return preflight;

    const { allowed, retryAfterSeconds } = await limiter.hit(
      `${clientIp(c, deps.config.trustProxy) ?? 'unknown'}|${name}`,
    );
    if (!allowed) {
      throw new HttpError(429, 'rate_limited', 'Too many requests; try again shortly', undefined, {
        'Retry-After': String(retryAfterSeconds),
      });
    }
    if (!hasAnonKey(c)) {
      throw new HttpError(401, 'unauthorized', 'A valid anon key is required (apikey header or Authorization: Bearer)');
    }
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json');
    }

    const input = parseRequest(handler, await readBody(c, BODY_LIMIT_BYTES));
    const meta: RequestMeta = {
      requestId: c.get('requestId'),
      ip: clientIp(c, deps.config.trustProxy),
      userAgent: c.req.header('user-agent')?.slice(0, 300),
      origin: c.req.header('origin')?.slice(0, 300),
    };
    const result = await handler.handle(input, { meta, deps });
    return c.json(result.body as object, result.status);
  });
  return route;
}

/** The function by its name, called with POST (or OPTIONS, its preflight): 404 or 405 otherwise. */
function knownFunction(name: string, method: string): FunctionHandler {
  const handler = Object.hasOwn(FUNCTION_HANDLERS, name)
    ? FUNCTION_HANDLERS[name as keyof typeof FUNCTION_HANDLERS]
    : undefined;
  if (!handler) throw new HttpError(404, 'not_found', `Unknown function '${name.slice(0, 80)}'`);
  if (method !== 'POST' && method !== 'OPTIONS') {
    throw new HttpError(405, 'method_not_allowed', `Use POST to call ${name}`, undefined, { Allow: 'POST, OPTIONS' });
  }
  return handler;
}

/** The body as JSON, checked against the function's contract: 400 with every issue otherwise. */
function parseRequest(handler: FunctionHandler, text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body is not valid JSON');
  }
  const parsed = handler.request.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const first = issues[0];
    const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
    throw new HttpError(400, 'invalid_request', message, { issues });
  }
  return parsed.data;
}
