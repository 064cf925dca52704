import type { ChildProcess } from 'node:child_process';

/**
 * A stop function for a server child this test started: SIGTERM to its own pid, resolved once it
 * has exited; if the test process ends first, the child is killed with it.
 */
export function stopper(child: ChildProcess) {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  return async () => {
    process.off('exit', onExit);
    child.kill('SIGTERM');
    await exited;
  };
}
