import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FUNCTION_NAMES } from '../../src/contracts';
import { DENO_FLAGS, denoBinary } from './deno';
import { ANON_KEY, SERVICE_KEY } from './test-server';

interface EdgeFunctionProcess {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}

/**
 * The four supabase/functions entries, each in its own Deno process as each is its own isolate on
 * Supabase, behind a gateway that routes `/functions/v1/<name>` as Supabase's does: the function
 * sees `/<name>`, the caller's address in X-Forwarded-For, and an unknown name gets Supabase's 404.
 * `env` is what Supabase would give them (SUPABASE_DB_URL, secrets); nothing else of this
 * process's environment reaches them.
 */
export async function startEdgeFunctions(env: Record<string, string>) {
  const deno = denoBinary();
  const functions = await Promise.all(
    FUNCTION_NAMES.map((name) =>
      startFunction(deno, name, {
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
        LOG_LEVEL: 'warn',
        ...env,
      }),
    ),
  );
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
      await Promise.all(
        functions.map(async ({ child }) => {
          if (child.exitCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}
export type EdgeFunctions = Awaited<ReturnType<typeof startEdgeFunctions>>;

async function startFunction(deno: string, name: string, env: Record<string, string>): Promise<EdgeFunctionProcess> {
  const child = spawn(
    deno,
    [
      'run',
      ...DENO_FLAGS,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      `supabase/functions/${name}/index.ts`,
    ],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Listening on http:\/\/127\.0\.0\.1:(\d+)\//);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return { name, port, child, output: () => output };
}
