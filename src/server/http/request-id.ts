import type { MiddlewareHandler } from 'hono';

/** What a caller's X-Request-Id may look like to be kept: a UUID or a similar token, nothing else. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Every request's id: the caller's X-Request-Id when it has a safe shape (a proxy's or a
 * client's, so one id follows a request through every log), else a new UUID. The id is logged,
 * stored with a lead and echoed back, so markup, spaces or a kilobyte of text never get in.
 */
export function requestIdentity(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const sent = c.req.header('x-request-id');
    const id = sent && SAFE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}
