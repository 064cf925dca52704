import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

export interface TlsProxy {
  /** The port nginx terminates TLS on, at 127.0.0.1. */
  port: number;
  /** The self-signed certificate, for the client to trust. */
  ca: Buffer;
  close(): Promise<void>;
}

/**
 * Debian's nginx as a private instance (its own prefix, config, pid and logs in a temp folder)
 * terminating TLS for `serverName` with a fresh self-signed certificate, in front of `upstream`,
 * with deploy/nginx.conf as the site, rendered by the envsubst line docs/deploy.md gives
 * operators. `port`: where it listens (a free one by default), for a server that must know its
 * site's origin before nginx starts.
 */
export async function startTlsProxy(
  serverName: string,
  upstream: string,
  options: { port?: number; root?: string } = {},
): Promise<TlsProxy> {
  const root = options.root ?? process.cwd();
  const certificate = await selfSignedCertificate(serverName);
  const port = options.port ?? (await freePort());
  const site = await renderSite(root, {
    EV_SERVER_NAME: serverName,
    EV_LISTEN: `127.0.0.1:${port}`,
    EV_UPSTREAM: upstream,
    EV_TLS_CERT: certificate.cert,
    EV_TLS_KEY: certificate.key,
  });
  const sitePath = join(certificate.dir, 'site.conf');
  await writeFile(sitePath, site);
  const nginx = await startNginx(sitePath, { port, ca: certificate.ca, serverName });
  return {
    port,
    ca: certificate.ca,
    async close() {
      await nginx.close();
      await rm(certificate.dir, { recursive: true, force: true });
    },
  };
}

/** A fresh self-signed certificate for `serverName`, in a temp folder of its own. */
export async function selfSignedCertificate(serverName: string) {
  const dir = await mkdtemp(join(tmpdir(), 'ev-cert-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    `/CN=${serverName}`,
    '-addext',
    `subjectAltName=DNS:${serverName}`,
  ]);
  return { dir, cert, key, ca: await readFile(cert) };
}

/**
 * Debian's nginx as a private instance with `sitePath` (a rendered deploy/nginx.conf) as its one
 * site: its own prefix, pid and logs in a temp folder; ready once /health answers through it.
 */
export async function startNginx(sitePath: string, check: { port: number; ca: Buffer; serverName: string }) {
  const dir = await mkdtemp(join(tmpdir(), 'ev-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) await mkdir(join(dir, temp));
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  access_log ${join(dir, 'logs', 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, kind === 'client_body' ? 'body' : kind)};`,
      ),
      `  include ${sitePath};`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs', 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await answers(check.port, check.ca, check.serverName))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      const log = await readFile(join(dir, 'logs', 'error.log'), 'utf8').catch(() => '');
      stop(nginx);
      await exited;
      throw new Error(`nginx did not start:\n${stderr}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async close() {
      stop(nginx);
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * deploy/nginx.conf as the operator renders it: the `envsubst '…'` line of docs/deploy.md, run
 * with these values. A variable the file uses that the line does not name stays as `${…}`, and is
 * refused here as nginx would refuse it.
 */
export async function renderSite(root: string, values: Record<string, string>): Promise<string> {
  const guide = await readFile(join(root, 'docs/deploy.md'), 'utf8');
  const named = /^envsubst '([^']+)'/m.exec(guide)?.[1];
  if (!named) throw new Error("docs/deploy.md has no envsubst '…' line");
  const child = spawn('envsubst', [named], { env: { PATH: process.env.PATH ?? '', ...values } });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stdin.end(await readFile(join(root, 'deploy/nginx.conf')));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`envsubst exited with ${code}`);
  const left = /\$\{EV_[A-Z_]+\}/.exec(out);
  if (left) throw new Error(`deploy/nginx.conf uses ${left[0]}, which the documented envsubst line does not name`);
  return out;
}

function stop(child: ChildProcess) {
  if (child.exitCode === null) child.kill('SIGQUIT');
}

async function answers(port: number, ca: Buffer, serverName: string): Promise<boolean> {
  return httpsCall({ port, ca, serverName, path: '/health' }).then(
    () => true,
    () => false,
  );
}

export interface HttpsCall {
  port: number;
  ca: Buffer;
  serverName: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address: any 127.x.y.z, so that tests can tell clients apart on one machine. */
  localAddress?: string;
}

/** One request over TLS, the certificate checked against `ca` and `serverName`. */
export function httpsCall(
  call: HttpsCall,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: call.port,
        path: call.path,
        method: call.method ?? 'GET',
        ca: call.ca,
        servername: call.serverName,
        localAddress: call.localAddress,
        agent: false,
        headers: { host: `${call.serverName}:${call.port}`, ...call.headers },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/**
 * Whatever bytes `request` holds, sent over TLS as a client would (a Host of its choosing, a
 * header nginx refuses), and everything that came back before the connection closed: '' when
 * nginx closed it without an answer. Rejects when the TLS handshake is refused.
 */
export function rawHttps(call: { port: number; ca: Buffer; serverName: string; request: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    // Past the handshake, a reset is nginx closing without an answer (444) while the request
    // was still being read: the same as a close. Before it, the error is the handshake's.
    let connected = false;
    const socket = tlsConnect(
      { host: '127.0.0.1', port: call.port, ca: call.ca, servername: call.serverName, rejectUnauthorized: false },
      () => {
        connected = true;
        socket.end(call.request);
      },
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error) => (answer || connected ? resolve(answer) : reject(error)));
    socket.on('close', () => resolve(answer));
  });
}

/** A key nobody has seen: 32 random bytes, base64url. */
export const strongKey = () => randomBytes(32).toString('base64url');
