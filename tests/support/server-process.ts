import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { ANON_KEY, SERVICE_KEY } from './test-server';

/** A port free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

/**
 * The server as `npm start` runs it (`node --import tsx src/server/main.ts`: one pid, so signals
 * reach it), on its own port, ready once /health answers. `built`: the compiled build/server/main.js
 * that production runs (`npm run build:server` first).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { built?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const entry = options.built ? ['build/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, entry, {
    env: {
      // The store is chosen by the caller: a DATABASE_URL from CI reaches the server only when passed in `env`.
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      EV_ANON_KEY: ANON_KEY,
      EV_SERVICE_KEY: SERVICE_KEY,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, exited };
}

export async function submitLead(url: string, name: string, extraHeaders: Record<string, string> = {}) {
  return fetch(`${url}/functions/v1/submit-lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: ANON_KEY, ...extraHeaders },
    body: JSON.stringify({
      name,
      email: 'durable@example.sa',
      message: 'durability',
      eventType: 'General Inquiry',
      location: 'Not specified',
      guestCount: 'Not specified',
      source: 'contact-form',
      wantsTeamContact: true,
    }),
  });
}

export async function exportLeads(url: string): Promise<{ id: string; name: string }[]> {
  const response = await fetch(`${url}/admin/leads?format=json`, { headers: { apikey: SERVICE_KEY } });
  return ((await response.json()) as { leads: { id: string; name: string }[] }).leads;
}

/** The environment without DATABASE_URL, for children that must use the embedded store. */
export function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}
