import { afterAll, beforeAll } from 'vitest';
import type { FunctionsTarget } from '../support/functions-target';
import { startNodeTarget } from '../support/functions-target';
import { functionsContract } from './contract';

let target: FunctionsTarget;
beforeAll(async () => {
  target = await startNodeTarget();
});
afterAll(() => target.close());

functionsContract(() => target);
