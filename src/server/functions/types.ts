import type { AppLogger } from '../app-logger';
import type * as z from 'zod/mini';
import type { KnowledgeIndex } from '../../engine/conversation/knowledge-base/knowledge-index';
import type { Config } from '../config';
import type { Store } from '../store/create-store';
import type { RequestMeta } from '../store/leads';

/** What a function handler may use; passed in so tests can build an app around a real store. */
export interface Deps {
  config: Config;
  store: Store;
  /** Sends what the mail outbox holds now (a worker on Node; a background task on the edge). */
  outbox: {
    kick(): Promise<void>;
    /** Deletes what the mail transport kept of erased messages (the .eml files on Node). */
    forget?(outboxIds: readonly string[]): Promise<void>;
  };
  logger: AppLogger;
  now: () => Date;
  /** Layla's knowledge base, loaded at start; the default entries when absent (the edge functions). */
  knowledge?: KnowledgeIndex;
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
