import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * A partner's blog server for the host-cost audit: its own origin (a port of its own on
 * localhost), the named files of `folder` gzipped as any web server would, no CSP, nothing else.
 */
export async function startBlogServer(folder: string, files: readonly string[]) {
  const served = new Map<string, { type: string; body: Buffer }>();
  for (const file of files) {
    const type = TYPES[extname(file)];
    if (!type) throw new Error(`no content type for ${file}`);
    served.set(`/${file}`, { type, body: gzipSync(await readFile(join(folder, file)), { level: 9 }) });
  }
  const server = createServer((request, response) => {
    const file = served.get(new URL(request.url ?? '/', 'http://blog').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    response
      .writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
