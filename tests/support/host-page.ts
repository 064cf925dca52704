import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostPage {
  /** `http://localhost:<port>`: another origin than the functions server on 127.0.0.1. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A partner's web server: its own origin, serving one page (built on each request, so it may name
 * servers started later) with the page's own headers, e.g. a CSP. Anything else is a 404, except
 * a favicon (a missing one would be a console error).
 */
export async function startHostPage(page: () => { html: string; headers?: Record<string, string> }): Promise<HostPage> {
  const favicon = await readFile('demo/favicon.svg');
  const server = createServer((request, response) => {
    if (request.url === '/favicon.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(favicon);
      return;
    }
    if (request.url !== '/' && !request.url?.startsWith('/?')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    const { html, headers = {} } = page();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The cross-origin checklist of docs/embedding.md as a host page's CSP: the bundle and the functions are on
 * `functionsOrigin`; nothing inline, nothing eval'd.
 */
export function hostCsp(functionsOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${functionsOrigin}`,
    "style-src 'self'",
    `connect-src 'self' ${functionsOrigin}`,
    `font-src 'self' ${functionsOrigin}`,
    `img-src 'self' ${functionsOrigin} data:`,
    "object-src 'none'",
  ].join('; ');
}
