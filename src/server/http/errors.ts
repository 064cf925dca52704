import type { Context } from 'hono';
import type { ErrorCode } from '../../contracts/constants';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type { ErrorCode };

/** A failure the client caused or must know about; answered as the JSON error envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** `{ error: { code, message, details? } }` with the right status. */
export function errorResponse(c: Context, error: HttpError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  const body = {
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
  };
  return c.json(body, error.status);
}
