import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_SCHEMA_PATH, functionsJsonSchema } from '../../scripts/functions-schema';
import { FUNCTION_NAMES } from '../../src/contracts';

describe('dist-spec/functions.schema.json', () => {
  it('matches the zod contracts (run `npm run schema` after changing them)', async () => {
    const committed = JSON.parse(await readFile(FUNCTIONS_SCHEMA_PATH, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(functionsJsonSchema())));
  });

  it('describes all four functions with bounded strings', () => {
    const schema = functionsJsonSchema();
    expect(Object.keys(schema.functions)).toEqual(FUNCTION_NAMES);
    const lead = schema.functions['submit-lead']?.request as { properties: Record<string, { maxLength?: number }> };
    for (const field of ['name', 'email', 'message', 'eventType', 'location']) {
      expect(lead.properties[field]?.maxLength, field).toBeGreaterThan(0);
    }
  });
});
