import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes beside each built text file its brotli (`.br`, quality 11) and gzip (`.gz`, level 9)
 * copy, which the server sends as they are (serveStatic's `precompressed`): compressed once at
 * build time, at the best level, instead of on a request. Files under 512 bytes stay as they are.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ev:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.values(bundle).map((output) =>
          writePrecompressed(join(outDir, output.fileName), output.type === 'chunk' ? output.code : output.source),
        ),
      );
    },
  };
}

/** Writes the `.br` and `.gz` copies of the file at `path`, whose content is `content`, if it is worth it. */
export async function writePrecompressed(path: string, content: string | Uint8Array): Promise<void> {
  const bytes = Buffer.from(content);
  if (!COMPRESSIBLE.test(path) || bytes.length < 512) return;
  await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) => writeFile(`${path}.br`, br)),
    gzipped(bytes, { level: 9 }).then((gz) => writeFile(`${path}.gz`, gz)),
  ]);
}
