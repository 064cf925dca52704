import { createRequire } from 'node:module';

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
 * The flags every Deno run of the functions takes: the root deno.json (the functions' import
 * map, Node's node_modules, sloppy imports), and nothing fetched: every package comes from
 * node_modules, which `npm ci` filled from the npm registry.
 */
export const DENO_FLAGS = ['--config', 'deno.json', '--cached-only'];
