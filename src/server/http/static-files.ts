import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { HttpError } from './errors';
import type { PageVariant } from './home-language';
import { pagePolicy } from './inline-script-csp';
import { SECURITY_HEADERS } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const MAX_CACHED = 500;
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);

interface CachedFile {
  /** The modification times of the file and of each include it has: any change is a new version. */
  version: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  /** An HTML page's policy, its inline scripts allowed by hash. */
  policy?: string;
}

export interface StaticFilesOptions {
  anonKey: string;
  /**
   * Markers in HTML files replaced by another file's text: an element's first screen, built to
   * dist/, goes into the demo page. A missing file leaves the marker (an HTML comment) as it is.
   */
  includes?: Readonly<Record<string, string>>;
  /** A page served at another address, or rewritten for it (the home in Arabic at /ar/). */
  variant?: (c: Context, relativePath: string) => PageVariant | null;
}

/**
 * Serves the demo site's files under `root`, compressed once and kept in memory (they are small
 * and few), each page made for this server: HTML gets `__EV_ANON_KEY__` replaced with the key it
 * accepts (the demo works with whatever key the server was started with), the built first screen
 * put in where a page asks for it, the home's Arabic address (/ar/), and a policy allowing exactly
 * its inline scripts. The bundle itself (/dist/) is Hono's serveStatic with the build's
 * precompressed files (app.ts): it needs none of this.
 */
export function staticFiles(root: string, options: StaticFilesOptions) {
  const base = resolve(root);
  const cache = new Map<string, CachedFile>();
  return async (c: Context, requestedPath: string): Promise<Response | null> => {
    const variant = options.variant?.(c, requestedPath) ?? null;
    const relativePath = variant?.path ?? requestedPath;
    const path = normalize(join(base, decodePath(relativePath)));
    if (path !== base && !path.startsWith(base + sep)) return null;
    let target = path;
    let info = await stat(target).catch(() => null);
    if (info?.isDirectory()) {
      target = join(target, 'index.html');
      info = await stat(target).catch(() => null);
    }
    if (!info?.isFile()) return null;
    const ext = extname(target);
    const included = ext === '.html' ? await existingIncludes(options.includes) : [];
    // A rebuilt include is a new version of the page too, and so is one that appeared: a file's
    // time has the kernel's coarse granularity, so a new include may carry the page's own time.
    const version = [info.mtimeMs, ...included.map((include) => `${include.marker}@${include.mtimeMs}`)].join(' ');
    const cacheKey = variant ? `${target}\n${variant.key}` : target;
    let file = cache.get(cacheKey);
    if (!file || file.version !== version) {
      let body = await readFile(target);
      if (ext === '.html') {
        let html = body.toString('utf8').replaceAll('__EV_ANON_KEY__', options.anonKey);
        for (const include of included) html = html.replaceAll(include.marker, await readFile(include.path, 'utf8'));
        if (variant) html = variant.rewrite(html);
        body = Buffer.from(html);
      }
      const compressible = COMPRESSIBLE.has(ext) && body.length > 512;
      file = {
        version,
        body,
        gzip: compressible ? gzipSync(body, { level: 9 }) : undefined,
        br: compressible ? brotliCompressSync(body) : undefined,
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        policy: ext === '.html' ? pagePolicy(body.toString('utf8')) : undefined,
      };
      // Variants are kept for the few origins the site answers under; a flood of made-up Host
      // headers must not grow the cache without end.
      if (variant && cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(cacheKey, file);
    }
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      ...(file.policy ? { 'Content-Security-Policy': file.policy } : {}),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      ETag: file.etag,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    const accepts = c.req.header('accept-encoding') ?? '';
    let body = file.body;
    if (file.br && /\bbr\b/.test(accepts)) {
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

/** The path's percent-encoding undone: a malformed one (`/%`, `%E0%A4%A`) is the caller's 400. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new HttpError(400, 'invalid_request', 'The path has malformed percent-encoding');
  }
}

/** The includes whose file exists, with its modification time. */
async function existingIncludes(includes: StaticFilesOptions['includes'] = {}) {
  const found = Object.entries(includes).map(async ([marker, path]) => {
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? [{ marker, path, mtimeMs: info.mtimeMs }] : [];
  });
  return (await Promise.all(found)).flat();
}
