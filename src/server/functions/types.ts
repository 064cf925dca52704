import type { Logger } from 'pino';
import type * as z from 'zod/mini';
import type { Config } from '../config';
import type { OutboxWorker } from '../mail/outbox-worker';
import type { RequestMeta, Store } from '../store';

/** What a function handler may use; passed in so tests can build an app around a real store. */
export interface Deps {
  config: Config;
  store: Store;
  outbox: Pick<OutboxWorker, 'kick'>;
  logger: Logger;
  now: () => Date;
}

export interface FunctionResult {
  status: 200 | 201 | 202;
  body: unknown;
}

/** A function on the wire: its request schema and what it does with a valid request. */
export interface FunctionHandler<Schema extends z.ZodMiniType = z.ZodMiniType> {
  request: Schema;
  handle(input: z.output<Schema>, context: { meta: RequestMeta; deps: Deps }): Promise<FunctionResult>;
}

/** Type helper so each handler file infers its input from its schema. */
export function defineFunction<Schema extends z.ZodMiniType>(
  handler: FunctionHandler<Schema>,
): FunctionHandler<Schema> {
  return handler;
}
