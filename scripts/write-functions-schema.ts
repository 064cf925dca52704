import { writeFile } from 'node:fs/promises';
import { FUNCTIONS_SCHEMA_PATH, functionsJsonSchema } from './functions-schema';

await writeFile(FUNCTIONS_SCHEMA_PATH, `${JSON.stringify(functionsJsonSchema(), null, 2)}\n`);
process.stdout.write(`wrote ${FUNCTIONS_SCHEMA_PATH}\n`);
