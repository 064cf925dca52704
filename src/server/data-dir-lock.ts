import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * PGlite's files belong to one process at a time; a second one would corrupt them. The server
 * holds DATA_DIR/server.lock (its pid) while it runs; others read it before touching the store.
 */
export async function lockedBy(dataDir: string): Promise<number | null> {
  const text = await readFile(join(dataDir, 'server.lock'), 'utf8').catch(() => null);
  const pid = Number(text);
  if (!text || !Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but not ours; ESRCH: gone, the lock is stale.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const holder = await lockedBy(dataDir);
  if (holder !== null && holder !== process.pid) {
    throw new Error(
      `The data folder ${dataDir} is in use by process ${holder}; stop it first or use another DATA_DIR.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, 'server.lock'), String(process.pid));
  return async () => {
    if ((await lockedBy(dataDir)) === process.pid) await rm(join(dataDir, 'server.lock'), { force: true });
  };
}
