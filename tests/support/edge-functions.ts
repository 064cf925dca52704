import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { FUNCTION_NAMES } from '../../src/contracts';
import { denoBinary, denoEnv } from '../../scripts/deno';
import { stageSupabaseUpload } from '../../scripts/supabase-upload';
import { ANON_KEY, SERVICE_KEY } from './test-server';

interface EdgeFunctionProcess {
  name: string;
  port: number;
  child: ChildProcess;
  dir: string;
  output: () => string;
}

/**
 * The supabase/functions entries (all four unless `names` says which), each in its own Deno
 * process as each is its own isolate on Supabase, each run from a folder holding only what
 * `supabase functions deploy` would upload for it (no node_modules: Deno fetches the import map's
 * `npm:` packages from the registry, as Supabase does), behind a gateway that routes
 * `/functions/v1/<name>` as Supabase's does: the function sees `/<name>`, the caller's address in
 * X-Forwarded-For, and an unknown name gets Supabase's 404.
 * `env` is what Supabase would give them (SUPABASE_DB_URL, secrets); nothing else of this
 * process's environment reaches them.
 */
export async function startEdgeFunctions(env: Record<string, string>, names: readonly string[] = FUNCTION_NAMES) {
  const deno = denoBinary();
  const started = await Promise.allSettled(
    names.map((name) =>
      startFunction(deno, name, {
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
        LOG_LEVEL: 'warn',
        ...env,
      }),
    ),
  );
  const functions = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The ones that did start would outlive the test run otherwise.
    await Promise.all(functions.map(stopFunction));
    throw failed.reason;
  }
  const byName = new Map(functions.map((fn) => [fn.name, fn]));

  const gateway = createServer((incoming, outgoing) => {
    const [, prefix, version, name, ...rest] = (incoming.url ?? '').split('/');
    const target = prefix === 'functions' && version === 'v1' ? byName.get(name ?? '') : undefined;
    if (!target) {
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }));
      return;
    }
    const headers = { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target.port, method: incoming.method, path: `/${[name, ...rest].join('/')}`, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;

  return {
    functionsUrl: `http://127.0.0.1:${port}/functions/v1`,
    output: (name: string) => byName.get(name)?.output() ?? '',
    async close() {
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await Promise.all(functions.map(stopFunction));
    },
  };
}
export type EdgeFunctions = Awaited<ReturnType<typeof startEdgeFunctions>>;

async function stopFunction({ child, dir }: Pick<EdgeFunctionProcess, 'child' | 'dir'>) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
}

async function startFunction(deno: string, name: string, env: Record<string, string>): Promise<EdgeFunctionProcess> {
  const { dir, entry, importMap } = await stageSupabaseUpload(name);
  const child = spawn(
    deno,
    ['run', '--config', importMap, '--allow-net', '--allow-env', '--allow-read', '--allow-sys', entry],
    {
      cwd: dir,
      env: denoEnv({ DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listening = new Promise<number>((resolve, reject) => {
    // The first run on a machine downloads the packages from the npm registry.
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = output.match(/Listening on http:\/\/127\.0\.0\.1:(\d+)\//);
      if (address) {
        clearTimeout(timer);
        resolve(Number(address[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  const port = await listening.catch(async (error: unknown) => {
    await stopFunction({ child, dir });
    throw error;
  });
  return { name, port, child, dir, output: () => output };
}
