import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server-process';
import { stopper } from './stopper';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/**
 * A private MariaDB server for one test file: its own data folder under `dir`, on a free port
 * of 127.0.0.1, with a `wordpress` database for user `wp` (password `wp`). Nothing of the
 * machine's own MariaDB (running or not) is used.
 */
export async function startMariaDb(dir: string) {
  const dataDir = join(dir, 'db');
  const socket = join(dir, 'mysqld.sock');
  const user = asRoot ? ['--user=root'] : [];
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...user,
  ]);
  const port = await freePort();
  const child: ChildProcess = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      `--log-error=${join(dir, 'mariadb.err')}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=16M',
      ...user,
    ],
    { stdio: 'ignore', detached: true },
  );
  const stop = stopper(child);
  const sql = (statement: string) => run('mariadb', ['--no-defaults', '-uroot', `--socket=${socket}`, '-e', statement]);
  for (let attempt = 0; ; attempt++) {
    try {
      await sql('select 1');
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) {
        await stop();
        throw new Error(`MariaDB did not start (see ${join(dir, 'mariadb.err')}): ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await sql("create database wordpress; create user 'wp'@'%' identified by 'wp'; grant all on wordpress.* to 'wp'@'%'");
  return { host: `127.0.0.1:${port}`, stop };
}
