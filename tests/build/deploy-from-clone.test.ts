import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../support/needs';
import { freePort } from '../support/server-process';
import { httpsCall, selfSignedCertificate, startNginx, strongKey } from '../support/tls-proxy';
import { validLead } from '../support/test-server';

const run = promisify(execFile);
const SITE = 'events.example';

/**
 * docs/deploy.md's "From a fresh clone", command by command, on a clone of this repository's
 * committed HEAD: `npm ci`, `npm run build:all`, the site rendered by the documented envsubst
 * line, the server started by the documented command; then the site answers through nginx over
 * TLS. What differs from the page is said by `adapt` below, one substitution each (paths, ports,
 * keys, a self-signed certificate, a private nginx instead of `nginx -s reload`).
 */
describe('docs/deploy.md walked from a fresh clone', needs('nginx'), () => {
  let work: string;
  let clone: string;
  let certificate: Awaited<ReturnType<typeof selfSignedCertificate>>;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const servers: ChildProcess[] = [];
  const keys = { anon: strongKey(), service: strongKey() };
  let nginxPort: number;
  let serverPort: number;
  let origin: string;

  /** The documented commands, each on one line (backslash continuations joined). */
  let commands: string[];

  /** The page's values for this machine: nothing else of a command changes. */
  const adapt = (command: string) =>
    command
      .replace('https://github.com/your-company/ev-widgets.git', process.cwd())
      .replaceAll('/srv/ev-widgets', clone)
      .replace(/^npm ci$/, 'npm ci --prefer-offline --no-audit --no-fund')
      .replace('EV_LISTEN=443', `EV_LISTEN=127.0.0.1:${nginxPort}`)
      .replace('EV_UPSTREAM=127.0.0.1:8787', `EV_UPSTREAM=127.0.0.1:${serverPort}`)
      .replace('EV_TLS_CERT=/etc/letsencrypt/live/events.example/fullchain.pem', `EV_TLS_CERT=${certificate.cert}`)
      .replace('EV_TLS_KEY=/etc/letsencrypt/live/events.example/privkey.pem', `EV_TLS_KEY=${certificate.key}`)
      .replace('/etc/nginx/conf.d/events.conf && nginx -t && nginx -s reload', join(work, 'site.conf'))
      .replace('PORT=8787', `PORT=${serverPort}`)
      .replace(`SITE_ORIGIN=https://${SITE}`, `SITE_ORIGIN=${origin}`)
      .replace('DATA_DIR=/var/lib/ev-widgets', `DATA_DIR=${join(work, 'data')}`)
      .replace('EV_ANON_KEY=…', `EV_ANON_KEY=${keys.anon}`)
      .replace('EV_SERVICE_KEY=…', `EV_SERVICE_KEY=${keys.service}`);

  const through = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    httpsCall({ port: nginxPort, ca: certificate.ca, serverName: SITE, path, ...init });

  /** The built server as a process, with this environment, from this folder (bash execs a lone command: one pid). */
  const startBuilt = (env: Record<string, string>, cwd: string, command = 'node build/server/main.js') => {
    const child = spawn('bash', ['-c', command], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'ev-deploy-'));
    clone = join(work, 'ev-widgets');
    certificate = await selfSignedCertificate(SITE);
    [nginxPort, serverPort] = [await freePort(), await freePort()];
    origin = `https://${SITE}:${nginxPort}`;
    const guide = await readFile('docs/deploy.md', 'utf8');
    const block = /## From a fresh clone[\s\S]*?```sh\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    commands = block
      .replace(/\\\n\s*/g, '')
      .split('\n')
      .filter(Boolean);
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
    await Promise.all(
      servers.map((server) => (server.exitCode === null ? new Promise((r) => server.once('exit', r)) : 0)),
    );
    await nginx?.close();
    await rm(work, { recursive: true, force: true });
    await rm(certificate.dir, { recursive: true, force: true });
  });

  it('documents a clone, npm ci, npm run build:all, the envsubst line and the server’s start, in that order', () => {
    expect(commands.map((command) => command.split(' ').slice(0, 3).join(' '))).toEqual([
      'git clone https://github.com/your-company/ev-widgets.git',
      'npm ci',
      'npm run build:all',
      'export EV_SERVER_NAME=events.example EV_LISTEN=443',
      "envsubst '$EV_SERVER_NAME $EV_LISTEN",
      'NODE_ENV=production HOST=127.0.0.1 PORT=8787',
    ]);
  });

  it('builds, renders the site and starts a server that answers through nginx over TLS', async () => {
    // Everything up to the server's start, in one shell as an operator types it.
    const script = commands.slice(0, -1).map(adapt).join('\n');
    await writeFile(join(work, 'setup.sh'), `set -e\n${script}\n`);
    await run('bash', [join(work, 'setup.sh')], { cwd: work, maxBuffer: 64 * 1024 * 1024 });
    nginx = await startNginx(join(work, 'site.conf'), { port: nginxPort, ca: certificate.ca, serverName: SITE });

    const server = startBuilt({}, clone, adapt(commands.at(-1) ?? ''));
    const deadline = Date.now() + 60_000;
    while ((await through('/health').catch(() => ({ status: 0 }))).status !== 200) {
      if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`no server:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const page = await through('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<ev-home');
    const bundle = await through('/dist/ev-widgets.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const lead = await through('/functions/v1/submit-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: keys.anon, origin },
      body: JSON.stringify(validLead({ name: 'Deployed From Clone' })),
    });
    expect(lead.status, lead.body).toBe(201);
    const leads = await through('/admin/leads?format=json', { headers: { apikey: keys.service } });
    expect(JSON.parse(leads.body).leads.map((row: { name: string }) => row.name)).toContain('Deployed From Clone');
    expect(server.output()).toContain(`PGlite in ${join(work, 'data')}`);
  }, 600_000);

  it('serves the clone’s own dist/ when started from another folder, and refuses production without it', async () => {
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      SITE_ORIGIN: origin,
      DATA_DIR: join(work, 'data-elsewhere'),
      EV_ANON_KEY: keys.anon,
      EV_SERVICE_KEY: keys.service,
    };
    const elsewhere = startBuilt(env, '/', `node ${join(clone, 'build/server/main.js')}`);
    const url = `http://127.0.0.1:${env.PORT}`;
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (elsewhere.child.exitCode !== null || Date.now() > deadline) throw new Error(elsewhere.output());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await fetch(`${url}/dist/ev-widgets.js`)).status).toBe(200);
    elsewhere.child.kill('SIGTERM');
    await elsewhere.exited;

    // The first mistake the guide once allowed: the server built, the widgets not.
    await rename(join(clone, 'dist'), join(clone, 'dist-away'));
    try {
      const missing = startBuilt({ ...env, PORT: String(await freePort()) }, clone);
      expect(await missing.exited).toBe(1);
      expect(missing.output()).toContain(
        `The site cannot start: ${join(clone, 'dist', 'ev-widgets.js')} is missing: build the widgets with npm run build:all`,
      );
    } finally {
      await rename(join(clone, 'dist-away'), join(clone, 'dist'));
    }
  }, 120_000);
});
