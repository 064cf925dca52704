import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's own cache folder for Deno (ignored by git), so no run depends on `$HOME`. */
export const PROJECT_DENO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.cache', 'deno');

/**
 * The Deno binary the `deno` npm package ships (through its optional dependency
 * @deno/<platform>), found the way its own bin script finds it: npm may skip the package's
 * install script, which only copies the binary.
 */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

/**
 * The whole environment the project gives Deno, wherever it starts it: where its cache is
 * (`EV_DENO_DIR`, else `.cache/deno` in the project) and which certificates it trusts. Deno
 * trusts only its bundled roots by default, while the machines this project runs on reach the npm
 * registry through an authority in the system store: `DENO_TLS_CA_STORE=system` (with Mozilla's
 * roots kept), and `DENO_CERT` from `NODE_EXTRA_CA_CERTS`/`SSL_CERT_FILE` where one is set.
 * Nothing else of this process's environment reaches Deno; `extra` is what the caller means to give.
 * @example spawn(denoBinary(), ['cache', entry], { env: denoEnv({ LOG_LEVEL: 'warn' }) })
 */
export function denoEnv(extra: Record<string, string> = {}, from: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const certificate = [from.NODE_EXTRA_CA_CERTS, from.SSL_CERT_FILE].find((file) => file && existsSync(file));
  return {
    PATH: from.PATH ?? '',
    HOME: from.HOME ?? '',
    NO_COLOR: '1',
    DENO_DIR: resolve(from.EV_DENO_DIR || PROJECT_DENO_DIR),
    DENO_TLS_CA_STORE: 'system,mozilla',
    ...(certificate ? { DENO_CERT: certificate } : {}),
    ...extra,
  };
}
