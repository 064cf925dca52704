import type * as z from 'zod/mini';
import type { FUNCTIONS, FunctionName } from '@contracts';
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
 * failure (HTTP error envelope, timeout, network, malformed answer, a transport that cannot load)
 * becomes a FunctionError. The transport (ky + zod) loads on the first call.
 */
export function createFunctionsClient({ apiUrl, anonKey, timeout = 15_000 }: FunctionsClientOptions): FunctionsClient {
  const options = { base: apiUrl.replace(/\/+$/, ''), anonKey, timeout };
  return {
    async call(name, body) {
      const transport = await import('./transport/functions-transport').catch((error: unknown) => {
        throw new FunctionError(0, 'network', error instanceof Error ? error.message : String(error));
      });
      return (await transport.postFunction(options, name, body)) as FunctionResponse<typeof name>;
    },
  };
}
