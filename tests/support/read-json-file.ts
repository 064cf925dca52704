import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';

/**
 * Reads a JSON data file of the tests and checks it against its schema, so that a malformed file
 * (bad JSON, a missing field, a misspelt key, a wrong kind of value) fails with the file's path
 * and what is wrong where, instead of as a puzzling test result.
 */
export function readJsonFile<Schema extends z.ZodMiniType>(path: string, schema: Schema): z.infer<Schema> {
  const result = withPath(path, () =>
    // Messages in English without setting zod's locale for the whole process (zod/mini has none by default).
    schema.safeParse(JSON.parse(readFileSync(path, 'utf8')), { error: z.locales.en().localeError }),
  );
  if (!result.success) throw new Error(`${path} does not hold what it should:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** `read`'s result, or its error with the path in front: JSON.parse and a schema's transform name no file. */
function withPath<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
}
