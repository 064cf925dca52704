import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';

/**
 * Reads a JSON data file of the tests and checks it against its schema, so that a malformed file
 * (bad JSON, a missing field, a misspelt key, a wrong kind of value) fails with the file's path
 * and what is wrong where, instead of as a puzzling test result.
 */
export function readJsonFile<Schema extends z.ZodMiniType>(path: string, schema: Schema): z.infer<Schema> {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not readable JSON: ${(error as Error).message}`);
  }
  // Messages in English without setting zod's locale for the whole process (zod/mini has none by default).
  const result = schema.safeParse(content, { error: z.locales.en().localeError });
  if (!result.success) throw new Error(`${path} does not hold what it should:\n${z.prettifyError(result.error)}`);
  return result.data;
}
