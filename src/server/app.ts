import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { Deps } from './functions/types';
import { createFunctionsApp } from './functions-app';
import { adminRoute } from './http/admin-route';
import { HttpError } from './http/errors';
import { homeVariant } from './http/home-language';
import { staticFiles } from './http/static-files';

/** Where a demo page wants `<ev-home>`'s first screen in both languages (dist/ev-home.first-screen.html). */
export const HOME_FIRST_SCREEN = '<!-- ev-home first screen -->';
/** Where it wants the head snippet that picks the visitor's language before the first paint. */
export const HOME_FIRST_SCREEN_SNIPPET = '<!-- ev-home first screen snippet -->';

export interface AppOptions {
  /** Folder of the demo pages, served at `/`. */
  demoDir?: string;
  /** Folder of the built widgets, served at `/dist/`. */
  distDir?: string;
  /** Mounts POST /__bench/bare, a route with no work behind it: the benchmark's reference. */
  benchReference?: boolean;
}

/**
 * The whole HTTP surface: functions, staff export, health and the static site.
 * @example const app = createApp(deps); await app.request('/health');
 */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = createFunctionsApp(deps, '/functions/v1');
  if (options.benchReference) app.post('/__bench/bare', (c) => c.json({ ok: true }));
  app.route('/admin', adminRoute(deps));

  const demo = options.demoDir
    ? staticFiles(options.demoDir, {
        anonKey: deps.config.anonKey,
        // The home's first screen, drawn before the bundle has loaded (docs/performance.md).
        includes: options.distDir
          ? {
              [HOME_FIRST_SCREEN]: join(options.distDir, 'ev-home.first-screen.html'),
              [HOME_FIRST_SCREEN_SNIPPET]: join(options.distDir, 'ev-home.first-screen.snippet.html'),
            }
          : {},
        // The home at its Arabic address (/ar/), and both with their hreflang alternates.
        variant: (c, path) => homeVariant(c, path, deps.config.siteOrigins),
      })
    : null;
  if (options.distDir) {
    // The bundle as the build wrote it, with its precompressed copies (.br, .gz), and an ETag
    // from what is sent: Hono's own serveStatic and etag.
    app.on(
      ['GET', 'HEAD'],
      '/dist/*',
      bundleHeaders(),
      etag({ retainedHeaders: [...RETAINED_304_HEADERS, ...Object.keys(PUBLIC_BUNDLE_HEADERS)] }),
      serveStatic({
        root: options.distDir,
        precompressed: true,
        rewriteRequestPath: (path) => path.slice('/dist'.length),
      }),
    );
  }
  app.on(['GET', 'HEAD'], '*', async (c) => {
    // The demo's one visit asks for dozens of files: an operator reads them at LOG_LEVEL=debug.
    c.set('requestLogLevel', 'debug');
    const path = c.req.path;
    const inBundle = path.startsWith('/dist/');
    const response = inBundle ? null : await demo?.(c, path);
    if (response) return response;
    // A host page on another origin sees the 404 itself, not a CORS failure hiding it.
    throw new HttpError(
      404,
      'not_found',
      `Nothing at ${path.slice(0, 200)}`,
      undefined,
      inBundle ? { ...PUBLIC_BUNDLE_HEADERS } : {},
    );
  });
  return app;
}

/**
 * What the bundle (/dist/**) adds: pages of any origin load it. Module scripts, their chunks and
 * fonts are fetched in CORS mode, and a host page isolated with COEP needs CORP to embed them.
 * Credentials are never allowed, and no cookie is ever set.
 */
export const PUBLIC_BUNDLE_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * What every file of the bundle is sent with: pages of any origin load it (PUBLIC_BUNDLE_HEADERS),
 * and the hashed chunks are cached for a year, the rest revalidated (serveStatic adds `Vary` to a
 * compressed answer).
 */
function bundleHeaders(): MiddlewareHandler {
  return async (c, next) => {
    c.set('requestLogLevel', 'debug');
    // A malformed percent-encoding (`/dist/%E0%A4%A`) is the caller's mistake: a URIError, which
    // the app answers 400 (serveStatic would pass it on as a missing file).
    decodeURIComponent(c.req.path);
    for (const [name, value] of Object.entries(PUBLIC_BUNDLE_HEADERS)) c.header(name, value);
    const hashed = /^\/dist\/(chunks|assets)\//.test(c.req.path);
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    await next();
  };
}
