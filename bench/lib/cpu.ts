import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from /proc (Linux), to tell where a run's cycles go: the server's Node process, the
 * load generator, this run's PostgreSQL backends, the rest of PostgreSQL, and everything else on
 * the machine (other people's work on a shared box shows up there).
 */

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** user + system CPU seconds of one process (all its threads), or undefined once it is gone. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** Busy and total CPU seconds of the whole machine, summed over its cores. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / ticksPerSecond, total: total / ticksPerSecond };
}

/** Every process named `postgres` (postmaster, backends, WAL writer, checkpointer…). */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(+entry);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return pids;
}

export interface CpuSnapshot {
  atMs: number;
  machine: { busy: number; total: number };
  processes: Map<number, number>;
}

export function cpuSnapshot(pids: Iterable<number>): CpuSnapshot {
  const processes = new Map<number, number>();
  for (const pid of new Set([...pids, ...postgresPids()])) {
    const seconds = processCpuSeconds(pid);
    if (seconds !== undefined) processes.set(pid, seconds);
  }
  return { atMs: performance.now(), machine: machineCpuSeconds(), processes };
}

/** Cores used on average between two snapshots, by the processes in `pids`. */
export function coresBetween(start: CpuSnapshot, end: CpuSnapshot, pids: Iterable<number>): number {
  const seconds = (end.atMs - start.atMs) / 1000;
  let used = 0;
  for (const pid of new Set(pids)) {
    const after = end.processes.get(pid);
    // A process born during the window counts from zero.
    if (after !== undefined) used += after - (start.processes.get(pid) ?? 0);
  }
  return used / seconds;
}

export function machineCoresBetween(start: CpuSnapshot, end: CpuSnapshot) {
  const seconds = (end.atMs - start.atMs) / 1000;
  return {
    busy: (end.machine.busy - start.machine.busy) / seconds,
    total: (end.machine.total - start.machine.total) / seconds,
  };
}
