import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstViews } from './scripts/first-views-plugin.ts';

/**
 * Three projects: pure and server code in Node, widgets in happy-dom, and the end-to-end suite
 * (built bundle + real server + Debian's Chromium) one file at a time, since each file starts
 * its own server and browser on a 2-core machine.
 */
export default defineConfig({
  // The elements' build-time first views (ev-first-view:*), drawn in the widget tests as in the build.
  plugins: [react(), firstViews()],
  // `@shell/…`, `@contracts/…`, `@saudi/…`: the paths tsconfig.json names.
  resolve: { tsconfigPaths: true },
  test: {
    // The closing list of suites skipped for what this machine lacks (tests/support/needs.ts).
    reporters: ['default', './tests/support/skipped-suites-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The Supabase bundle and Layla's model are generated: written from src/ before any test reads them.
          globalSetup: ['tests/support/supabase-bundle-setup.ts'],
          include: ['tests/{saudi,engine,server,contracts,scripts,abuse,build,supabase,integrations}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          environment: 'happy-dom',
          include: ['tests/{widgets,shell}/**/*.test.{ts,tsx}'],
          // Layla's model is generated: the functions these tests start read it.
          globalSetup: ['tests/support/layla-model-setup.ts'],
          // After every test: real timers, no mocks, a clean page (tests/support/widget-tests.ts has the rest).
          setupFiles: ['tests/support/widget-page-reset.ts'],
          css: { include: [/.+/] },
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/layla-model-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
