import { ConfigError, loadConfig } from '../config';

/** Variables that mean nothing in an Edge Function: Supabase picks the port, and there is no data folder. */
const NODE_ONLY = ['HOST', 'PORT', 'DATA_DIR', 'REQUEST_TIMEOUT_MS'];

/**
 * The Node server's configuration, read from what Supabase gives an Edge Function: the store is
 * the project's Postgres (`SUPABASE_DB_URL`), the keys default to the project's own, and the
 * client address comes from Supabase's gateway (`X-Forwarded-For`). Set `EV_ANON_KEY` when the
 * widgets send another key than `SUPABASE_ANON_KEY` (a publishable `sb_publishable_…` key).
 * @throws ConfigError, one line per variable at fault.
 * @example loadEdgeConfig(Deno.env.toObject()).databaseUrl
 */
export function loadEdgeConfig(env: Record<string, string | undefined>) {
  const known = Object.fromEntries(Object.entries(env).filter(([name]) => !NODE_ONLY.includes(name)));
  const config = loadConfig({
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    ...known,
    DATABASE_URL: env.DATABASE_URL || env.SUPABASE_DB_URL,
    EV_ANON_KEY: env.EV_ANON_KEY || env.SUPABASE_ANON_KEY,
    EV_SERVICE_KEY: env.EV_SERVICE_KEY || env.SUPABASE_SERVICE_ROLE_KEY,
  });
  if (!config.databaseUrl) {
    throw new ConfigError('Invalid configuration:\n  SUPABASE_DB_URL: is required (or DATABASE_URL)');
  }
  return { ...config, databaseUrl: config.databaseUrl };
}
export type EdgeConfig = ReturnType<typeof loadEdgeConfig>;
