import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../src/contracts';
import { BUNDLE_SOURCE } from '../../scripts/supabase-bundle';
import { denoBinary, denoEnv } from '../../scripts/deno';

const run = promisify(execFile);

/** What only the Node server may load: a Deno entry that reaches one of these has lost its seam. */
const NODE_ONLY = [
  /node_modules\/pino\//,
  /node_modules\/@electric-sql\/pglite\//,
  /node_modules\/@hono\/node-server\//,
  /src\/server\/(app|server|main|logger|data-dir-lock|leads-export)\.ts$/,
  /src\/server\/http\/(static-files|admin-route)\.ts$/,
  /src\/server\/store\/(index|open-sql|pglite-sql)\.ts$/,
  /src\/server\/mail\/(transport|outbox-worker)\.ts$/,
  // node:http is there, as read-body's type of Node's request: types only, erased before run.
  /^node:(fs|fs\/promises|zlib|net)$/,
];

describe('supabase/functions', () => {
  it('has one entry per function in config.toml, with its own key check in place of the gateway’s', async () => {
    const config = await readFile('supabase/config.toml', 'utf8');
    for (const name of FUNCTION_NAMES) {
      const section = config.split(`[functions.${name}]`)[1]?.split('\n[')[0] ?? '';
      expect(section, name).toMatch(/verify_jwt = false/);
      const entrypoint = section.match(/entrypoint = "\.\/(.+)"/)?.[1] ?? '';
      expect(existsSync(join('supabase', entrypoint)), entrypoint).toBe(true);
      expect(section).toMatch(/import_map = "\.\/functions\/deno\.json"/);
    }
  });

  it('pins in deno.json the very versions npm installed, which the Node server runs', async () => {
    const { imports } = JSON.parse(await readFile('supabase/functions/deno.json', 'utf8')) as {
      imports: Record<string, string>;
    };
    for (const target of Object.values(imports)) {
      const [, name, version] = target.match(/^npm:\/?(@?[^@]+)@([^/]+)\/?$/) ?? [];
      const installed = JSON.parse(await readFile(`node_modules/${name}/package.json`, 'utf8')) as { version: string };
      expect(`${name}@${version}`).toBe(`${name}@${installed.version}`);
    }
  });

  it('the shared code the bundle is built from loads none of what only the Node server needs (pino, PGlite, node:fs…)', async () => {
    const { stdout } = await run(denoBinary(), ['info', '--config', 'deno.json', '--json', BUNDLE_SOURCE], {
      maxBuffer: 32 * 1024 * 1024,
      env: denoEnv(),
    });
    const graph = JSON.parse(stdout) as { modules: { specifier: string }[] };
    const specifiers = graph.modules.map((module) => module.specifier);
    expect(specifiers.some((specifier) => specifier.endsWith('src/server/functions-app.ts'))).toBe(true);
    expect(specifiers.filter((specifier) => NODE_ONLY.some((pattern) => pattern.test(specifier)))).toEqual([]);
  });
});
