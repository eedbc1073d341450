import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Processes that only spin, to run a benchmark on a machine made busy on purpose: the issue asks
 * for the trade path's figures with a CPU hog beside it, and a hog of our own is repeatable where
 * other people's work on a shared machine is not. Each takes one core while it lives.
 */
export function startCpuHogs(count: number): { stop: () => void } {
  const hogs: ChildProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  return {
    stop: () => {
      for (const hog of hogs) hog.kill('SIGKILL');
    },
  };
}
