import { join } from 'node:path';
import type { Deps } from './functions/types';
import { createFunctionsApp } from './functions-app';
import { adminRoute } from './http/admin-route';
import { HttpError } from './http/errors';
import { homeVariant } from './http/home-language';
import { PUBLIC_BUNDLE_HEADERS, staticFiles } from './http/static-files';

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
  const dist = options.distDir
    ? staticFiles(options.distDir, {
        anonKey: deps.config.anonKey,
        immutable: /^\/?(chunks|assets)\//,
        headers: PUBLIC_BUNDLE_HEADERS,
      })
    : null;
  app.on(['GET', 'HEAD'], '*', async (c) => {
    // The demo's one visit asks for dozens of files: an operator reads them at LOG_LEVEL=debug.
    c.set('requestLogLevel', 'debug');
    const path = c.req.path;
    const inBundle = path.startsWith('/dist/');
    const response = inBundle ? await dist?.(c, path.slice('/dist'.length)) : await demo?.(c, path);
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
