import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded store. shared_buffers is the one that moves the server's
 * memory: its default (128MB) is a buffer pool sized for a real server, and inside PGlite it is
 * WASM heap the process keeps. Measured on a reopened store after 3,000 inserts: RSS 361 MB at
 * 128MB, 250 at 32MB, 222 at 16MB, 213 at 8MB; wal_buffers, work_mem, temp_buffers,
 * maintenance_work_mem and max_connections moved nothing measurable. The store's tables are
 * small and PGlite reads through the OS page cache, so 16MB costs no throughput.
 */
export const PGLITE_SETTINGS: Record<string, string> = { shared_buffers: '16MB' };

const flags = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/**
 * The options every PGlite the server opens is given: PGlite's own start parameters plus the
 * settings (on the command line, so they also hold for a data folder made before them), and the
 * same settings for initdb, which writes them into the new cluster's postgresql.conf.
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, ...flags],
  initDbStartParams: flags,
} satisfies PGliteOptions;
