import * as z from 'zod/mini';
import { FUNCTIONS } from '../src/contracts';

/**
 * The JSON Schema of every function's request and response, generated from the zod contracts.
 * @example JSON.stringify(functionsJsonSchema(), null, 2)
 */
export function functionsJsonSchema() {
  const functions = Object.fromEntries(
    Object.entries(FUNCTIONS).map(([name, { request, response }]) => [
      name,
      {
        method: 'POST',
        path: `/functions/v1/${name}`,
        request: z.toJSONSchema(request, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }),
        response: z.toJSONSchema(response, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }),
      },
    ]),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Event widgets functions',
    description:
      'Generated from src/contracts by `npm run schema`. Errors are { "error": { "code", "message", "details"? } }.',
    functions,
  };
}

export const FUNCTIONS_SCHEMA_PATH = 'dist-spec/functions.schema.json';
