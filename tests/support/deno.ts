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
