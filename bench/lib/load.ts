import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type CpuSnapshot, coresBetween, cpuSnapshot, machineCoresBetween } from './cpu.js';
import { WindowProfiler } from './cpu-profile.js';
import type { FromLoad, LoadPlan, LoadResult, ToLoad } from './load-protocol.js';
import type { BenchOptions } from './options.js';
import { PgObserver, type PgProfile } from './pg-observer.js';
import { record, type StatementStat, takeSqlTally } from './sql-probe.js';
import type { Target } from './target.js';

/** Where the measured window's time went, measured while it ran. */
export interface WindowProfile {
  /** Average cores used (CPU seconds per second) by each part, and by the machine. */
  cores: {
    serverNode: number;
    loadGenerator: number;
    postgresThisDatabase: number;
    postgresOther: number;
    machineBusy: number;
    machineTotal: number;
    /** Machine busy minus all of the above: other people's work on a shared box. */
    elsewhere: number;
  };
  /** Share of the server's main thread spent running JavaScript rather than idling (0–1). */
  serverEventLoopUtilization: number;
  postgres: PgProfile;
  sql: { statements: StatementStat[]; checkouts: { count: number; totalMs: number } };
  /** The window's V8 profile of the server thread, when BENCH_CPU_PROFILE asked for one. */
  cpuProfile: string | undefined;
  /** Load average (1 min) as the window began and ended. */
  loadAverage: [number, number];
}

export interface PhaseResult {
  load: LoadResult;
  profile: WindowProfile;
}

const workerPath = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/** Runs the plan's load against one target from a child process and profiles its window. */
export async function loadTarget(
  options: BenchOptions,
  target: Target,
  loadAverage: () => number,
): Promise<PhaseResult> {
  const observer = await PgObserver.open(options.serverUrl, target.databaseName);
  const profiler = new WindowProfiler(options.cpuProfileDir);
  // The child inherits --conditions=source --import tsx, so it runs the TypeScript as is.
  const child = fork(workerPath, [], { stdio: 'inherit' });
  const childPid = child.pid ?? -1;
  try {
    let windowStart: Promise<{ cpu: CpuSnapshot; backends: number[]; load: number }> | undefined;
    let windowEnd: Promise<Omit<WindowProfile, 'sql'>> | undefined;
    const elu = { start: performance.eventLoopUtilization() };

    const beginWindow = async (load: number) => {
      const backends = await observer.backendPids();
      elu.start = performance.eventLoopUtilization();
      record(true);
      await observer.start();
      await profiler.start();
      return { cpu: cpuSnapshot([process.pid, childPid, ...backends]), backends, load };
    };
    const endWindow = async (): Promise<Omit<WindowProfile, 'sql'>> => {
      const started = await (windowStart ?? beginWindow(loadAverage()));
      const end = cpuSnapshot([process.pid, childPid, ...started.backends]);
      record(false);
      const cpuProfile = await profiler.stop(`${target.name}-${target.databaseName}`);
      const utilization = performance.eventLoopUtilization(elu.start).utilization;
      const postgres = await observer.stop();
      // Backends that connected during the window are counted too (from zero).
      const backends = [...new Set([...started.backends, ...(await observer.backendPids())])];
      return {
        cores: coresOf(started.cpu, end, { server: process.pid, child: childPid, backends }),
        serverEventLoopUtilization: utilization,
        cpuProfile,
        postgres,
        loadAverage: [started.load, loadAverage()],
      };
    };

    const result = await new Promise<LoadResult>((resolve, reject) => {
      child.on('message', (message: FromLoad) => {
        if (message.kind === 'window-start') {
          windowStart = beginWindow(loadAverage());
          windowStart.catch(reject);
        } else if (message.kind === 'window-end') {
          windowEnd = endWindow();
          windowEnd.catch(reject);
        } else if (message.kind === 'done') resolve(message.result);
        else reject(new Error(`the load generator failed: ${message.message}`));
      });
      // 'close' comes after the last message, unlike 'exit'.
      child.on('close', (code) => reject(new Error(`the load generator exited with ${code}`)));
      const run: ToLoad = { kind: 'run', plan: planOf(options, target) };
      child.send(run);
    });
    const window = await (windowEnd ?? endWindow());
    return { load: result, profile: { ...window, sql: takeSqlTally(target.databaseName) } };
  } finally {
    record(false);
    if (child.exitCode === null) child.kill();
    await observer.close();
  }
}

/** What the load generator runs: the options' load against the target's server and customers. */
function planOf(options: BenchOptions, target: Target): LoadPlan {
  return {
    baseUrl: target.baseUrl,
    tokens: target.tokens,
    connections: options.connections,
    warmupMs: options.warmupSeconds * 1000,
    measureMs: options.seconds * 1000,
    deliverCents: options.deliverCents.toString(),
    idempotencyKeys: options.idempotencyKeys,
    xrpEvery: options.xrpEvery,
    funding: target.funding,
  };
}

/**
 * Each part's average cores over the window: PostgreSQL is every measured process that is
 * neither this server nor the load generator, and the window's database its `backends`.
 */
function coresOf(
  start: CpuSnapshot,
  end: CpuSnapshot,
  pids: { server: number; child: number; backends: number[] },
): WindowProfile['cores'] {
  const allPostgres = [...end.processes.keys()].filter(
    (pid) => pid !== pids.server && pid !== pids.child,
  );
  const serverNode = coresBetween(start, end, [pids.server]);
  const loadGenerator = coresBetween(start, end, [pids.child]);
  const postgresThisDatabase = coresBetween(start, end, pids.backends);
  const postgresAll = coresBetween(start, end, allPostgres);
  const machine = machineCoresBetween(start, end);
  return {
    serverNode,
    loadGenerator,
    postgresThisDatabase,
    postgresOther: postgresAll - postgresThisDatabase,
    machineBusy: machine.busy,
    machineTotal: machine.total,
    elsewhere: machine.busy - serverNode - loadGenerator - postgresAll,
  };
}
