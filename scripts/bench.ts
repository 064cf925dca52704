/**
 * `npm run bench`: autocannon against the real server on loopback, each target for a bounded
 * time at 1 and 50 connections after a 2 s warm-up, against the compiled server (build/server),
 * with the embedded store started on an empty data folder (and PostgreSQL too when DATABASE_URL
 * is set). The server's memory is sampled all along (scripts/bench-memory.ts). Prints two tables
 * and writes artifacts/bench.json. Throughput is also given as a ratio to a bare Hono route on
 * the same server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { type MemoryReport, sampleMemory } from './bench-memory';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
/** Node/V8 flags for the server only, to weigh one (`BENCH_NODE_FLAGS=--liftoff-only npm run bench`). */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
/** How long the server idles after the last run before its "after" RSS is read. */
const SETTLE_SECONDS = 3;
const KEY = 'bench-anon-key-0123456789';
const json = { 'content-type': 'application/json', apikey: KEY };

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

// The rows that store leads and queue staff emails come after the chat's: each of their requests
// leaves an email for the outbox worker to deliver, and thousands of them delivered in the
// background would share the CPU with whatever row ran next.
const TARGETS: Target[] = [
  { name: 'bare Hono route (reference)', method: 'POST', path: '/__bench/bare', body: {} },
  { name: 'GET /health', method: 'GET', path: '/health' },
  { name: 'GET / (demo page)', method: 'GET', path: '/' },
  {
    name: 'natural-conversation (rules)',
    method: 'POST',
    path: '/functions/v1/natural-conversation',
    body: {
      userMessage: 'أبغى حفل زواج في الرياض لحوالي ميتين ضيف',
      language: 'ar',
      conversationHistory: [],
      userContext: {},
    },
  },
  {
    // Three questions in one message, each looked up in Layla's knowledge base (issue 27).
    name: 'natural-conversation (knowledge, 3 questions)',
    method: 'POST',
    path: '/functions/v1/natural-conversation',
    body: {
      userMessage: 'زواج في الرياض لـ٢٠٠ ضيف، كم العربون؟ وهل عندكم طاقم نسائي؟ وبكم الكوشة؟',
      language: 'ar',
      conversationHistory: [],
      userContext: {},
    },
  },
  {
    name: 'submit-lead',
    method: 'POST',
    path: '/functions/v1/submit-lead',
    body: {
      name: 'Bench Visitor',
      email: 'bench@example.sa',
      message: 'A wedding for 300 guests in Riyadh.',
      eventType: 'General Inquiry',
      location: 'Not specified',
      guestCount: 'Not specified',
      source: 'contact-form',
      wantsTeamContact: true,
    },
  },
  {
    name: 'contact-email-notification',
    method: 'POST',
    path: '/functions/v1/contact-email-notification',
    body: {
      name: 'Bench Visitor',
      email: 'bench@example.sa',
      message: 'Hello',
      eventType: 'General Inquiry',
      source: 'contact-form',
    },
  },
  {
    name: 'ultimate-ai-event-generator',
    method: 'POST',
    path: '/functions/v1/ultimate-ai-event-generator',
    body: {
      eventType: 'wedding',
      guestCount: 300,
      location: 'Riyadh',
      duration: 2,
      season: 'winter',
      eventDate: '2027-12-15',
      servicePackages: ['photography', 'decoration', 'security'],
      language: 'en',
      currentDate: new Date().toISOString(),
    },
  },
];

interface Row {
  store: string;
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  serverRssMb: number;
  ratioToBare?: number;
}

interface StoreMemory extends MemoryReport {
  store: string;
  /** From spawning the server to its READY line: the store's open (first or not) dominates. */
  readySeconds: number;
}

async function startBenchServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...NODE_FLAGS, 'build/server/bench-server.js'], {
    // The store is chosen per run: a DATABASE_URL in the shell reaches only the PostgreSQL run.
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: '0',
      EV_ANON_KEY: KEY,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/READY (\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  child.stdout?.resume();
  return { url, child };
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

type Memory = ReturnType<typeof sampleMemory>;

async function measure(url: string, memory: Memory, store: string, target: Target, connections: number): Promise<Row> {
  const options = {
    url: `${url}${target.path}`,
    method: target.method,
    connections,
    headers: target.method === 'POST' ? json : { 'accept-encoding': 'gzip, br' },
    body: target.body ? JSON.stringify(target.body) : undefined,
  };
  await memory.windowPeak();
  memory.phase('load');
  // A short unrecorded run first, so the figures are of the warmed-up (JIT-compiled) server.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  memory.phase('idle');
  return {
    store,
    target: target.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    serverRssMb: await memory.windowPeak(),
  };
}

async function benchStore(
  store: string,
  env: Record<string, string>,
  targets: Target[],
): Promise<{ rows: Row[]; memory: StoreMemory }> {
  const spawnedAt = Date.now();
  const { url, child } = await startBenchServer(env);
  const readySeconds = (Date.now() - spawnedAt) / 1000;
  const memory = sampleMemory(child.pid ?? 0);
  const startMb = await memory.now();
  const rows: Row[] = [];
  let afterMb = 0;
  try {
    for (const target of targets) {
      for (const connections of [1, 50]) {
        const row = await measure(url, memory, store, target, connections);
        rows.push(row);
        process.stderr.write(
          `  ${store} ${target.name} @${connections}: ${row.requestsPerSecond} req/s p99 ${row.p99Ms} ms\n`,
        );
      }
    }
    await sleep(SETTLE_SECONDS * 1000);
    afterMb = await memory.now();
  } finally {
    // Sampled through shutdown too: SIGTERM flushes the mail outbox the load has filled.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    memory.stop();
  }
  return { rows, memory: { store, readySeconds, ...memory.report(startMb, afterMb) } };
}

const loadBefore = loadavg()[0] ?? 0;
const dataDir = await mkdtemp(join(tmpdir(), 'ev-bench-'));
const pglite = await benchStore('pglite', { DATA_DIR: dataDir }, TARGETS);
const rows = pglite.rows;
const memories = [pglite.memory];
if (process.env.DATABASE_URL) {
  const postgres = await benchStore(
    'postgres',
    { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL },
    TARGETS.slice(0, 1).concat(TARGETS.filter((t) => t.name === 'submit-lead')),
  );
  rows.push(...postgres.rows);
  memories.push(postgres.memory);
}
await rm(dataDir, { recursive: true, force: true });
const load = { before: loadBefore, after: loadavg()[0] ?? 0 };
const cpus = availableParallelism();

for (const row of rows) {
  const bare = rows.find(
    (r) => r.store === row.store && r.connections === row.connections && r.target.startsWith('bare'),
  );
  if (bare) row.ratioToBare = Math.round((row.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
}
const header = '| store | target | conns | req/s | p50 ms | p99 ms | errors | non-2xx | max RSS MB | × bare |';
const lines = [header, '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|'];
for (const r of rows) {
  lines.push(
    `| ${r.store} | ${r.target} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} | ${r.serverRssMb} | ${r.ratioToBare ?? ''} |`,
  );
}
lines.push(
  '',
  '| store | ready s | RSS at start MB | peak MB | under load MB | after MB |',
  '|---|---:|---:|---:|---:|---:|',
);
for (const m of memories) {
  lines.push(
    `| ${m.store} | ${m.readySeconds.toFixed(1)} | ${m.startMb} | ${m.peakMb} | ${m.underLoadMb} | ${m.afterMb} |`,
  );
}
lines.push(
  '',
  `load average (1 min) ${load.before.toFixed(2)} before, ${load.after.toFixed(2)} after, on ${cpus} cores`,
);
process.stdout.write(`${lines.join('\n')}\n`);
await mkdir('artifacts', { recursive: true });
await writeFile(
  'artifacts/bench.json',
  `${JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, load, memory: memories, rows }, null, 2)}\n`,
);
process.stdout.write('wrote artifacts/bench.json\n');
