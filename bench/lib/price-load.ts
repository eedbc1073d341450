import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AutocannonPlan, AutocannonResult } from './autocannon-protocol.js';
import { machineCpuSeconds, processCpuSeconds } from './cpu.js';
import type { PriceBenchOptions } from './price-options.js';
import type { BenchServer } from './price-servers.js';

const workerPath = fileURLToPath(new URL('./autocannon-worker.ts', import.meta.url));

/** What one measured load of one server and path came to. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
  /** Cores the server's process used (CPU seconds per second). */
  serverCores: number;
  /** The server's CPU per request, in microseconds: steadier than req/s on a shared machine. */
  serverCpuUs: number;
  /** Cores busy on the whole machine: the server, autocannon, and anyone else's work. */
  machineBusyCores: number;
  /** Log bytes written per request (undefined for the baseline, which logs nothing). */
  logBytesPerRequest: number | undefined;
}

/** autocannon, in a process of its own, against one URL; what it measured once it is done. */
function autocannon(url: string, connections: number, seconds: number): Promise<AutocannonResult> {
  // The child inherits --conditions=source --import tsx, so it runs the TypeScript as is.
  const child = fork(workerPath, [], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (result: AutocannonResult) => resolve(result));
    child.once('error', reject);
    // 'close' comes after the last message: once resolved, rejecting does nothing.
    child.once('close', (code) => reject(new Error(`autocannon exited with ${code}`)));
    const plan: AutocannonPlan = { url, connections, seconds };
    child.send(plan);
  });
}

/** A warm-up load (not counted), then the measured one with the server's CPU taken around it. */
export async function measure(
  server: BenchServer,
  path: string,
  options: Pick<PriceBenchOptions, 'connections' | 'seconds' | 'warmupSeconds'>,
): Promise<LoadFigures> {
  const url = `${server.baseUrl}${path}`;
  await autocannon(url, options.connections, options.warmupSeconds);
  const before = {
    at: performance.now(),
    cpu: processCpuSeconds(server.pid) ?? 0,
    machine: machineCpuSeconds().busy,
    logged: server.loggedBytes(),
  };
  const result = await autocannon(url, options.connections, options.seconds);
  const seconds = (performance.now() - before.at) / 1000;
  const serverSeconds = (processCpuSeconds(server.pid) ?? before.cpu) - before.cpu;
  const logged = server.loggedBytes();
  const { requests } = result;
  return {
    requestsPerSecond: requests / result.seconds,
    p50Ms: result.latency.p50Ms,
    p99Ms: result.latency.p99Ms,
    maxMs: result.latency.maxMs,
    requests,
    failures: result.failures,
    serverCores: serverSeconds / seconds,
    serverCpuUs: requests === 0 ? 0 : (serverSeconds * 1e6) / requests,
    machineBusyCores: (machineCpuSeconds().busy - before.machine) / seconds,
    logBytesPerRequest:
      logged === undefined || before.logged === undefined || requests === 0
        ? undefined
        : (logged - before.logged) / requests,
  };
}

/** Header and body bytes of one answer: what every answer of a route carries on the wire. */
export async function answerSize(url: string) {
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  let headerBytes = 0;
  response.headers.forEach((value, name) => {
    headerBytes += name.length + value.length + 4;
  });
  return { status: response.status, headerBytes, bodyBytes: body.byteLength };
}
