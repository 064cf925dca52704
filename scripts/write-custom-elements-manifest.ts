import { writeFile } from 'node:fs/promises';
import { customElementsManifest, MANIFEST_PATH } from './custom-elements-manifest';

await writeFile(MANIFEST_PATH, `${JSON.stringify(customElementsManifest(), null, 2)}\n`);
process.stdout.write(`wrote ${MANIFEST_PATH}\n`);
