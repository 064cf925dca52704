import ky, { TimeoutError } from 'ky';
import type * as z from 'zod/mini';
import { FUNCTIONS, type FunctionName } from '../contracts';
import { FunctionError } from './function-error';

export interface FunctionsClientOptions {
  apiUrl: string;
  anonKey: string;
  /** Milliseconds before a call is abandoned. */
  timeout?: number;
}

export type FunctionRequest<N extends FunctionName> = z.input<(typeof FUNCTIONS)[N]['request']>;
export type FunctionResponse<N extends FunctionName> = z.output<(typeof FUNCTIONS)[N]['response']>;

export interface FunctionsClient {
  call<N extends FunctionName>(name: N, body: FunctionRequest<N>): Promise<FunctionResponse<N>>;
}

/**
 * Calls the backend functions the way supabase-js does: `POST {apiUrl}/{name}` with the anon key
 * in `apikey` and `Authorization: Bearer`. Answers are parsed with the shared contract; every
 * failure (HTTP error envelope, timeout, network, malformed answer) becomes a FunctionError.
 */
export function createFunctionsClient({ apiUrl, anonKey, timeout = 15_000 }: FunctionsClientOptions): FunctionsClient {
  const base = apiUrl.replace(/\/+$/, '');
  return {
    async call(name, body) {
      let response: Response;
      try {
        response = await ky.post(`${base}/${name}`, {
          json: body,
          headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
          timeout,
          retry: 0,
          throwHttpErrors: false,
        });
      } catch (error) {
        if (error instanceof TimeoutError) throw new FunctionError(0, 'timeout', `${name} did not answer in time`);
        throw new FunctionError(0, 'network', error instanceof Error ? error.message : String(error));
      }
      const payload: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw toFunctionError(response.status, payload);
      const parsed = FUNCTIONS[name].response.safeParse(payload);
      if (!parsed.success) {
        throw new FunctionError(response.status, 'invalid_response', `${name} answered in an unexpected shape`);
      }
      return parsed.data as FunctionResponse<typeof name>;
    },
  };
}

function toFunctionError(status: number, payload: unknown): FunctionError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message = typeof error?.message === 'string' ? error.message : `Request failed with status ${status}`;
  return new FunctionError(status, code, message, error?.details);
}
