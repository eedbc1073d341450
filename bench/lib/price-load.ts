import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { machineCpuSeconds, processCpuSeconds } from './cpu.js';
import type { PriceBenchOptions } from './price-options.js';
import type { BenchServer } from './price-servers.js';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** The part of autocannon's `--json` summary the report reads (latencies in whole ms). */
const summarySchema = z.object({
  duration: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
  latency: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  requests: z.object({ total: z.number() }),
});
type Summary = z.infer<typeof summarySchema>;

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

/** autocannon (its CLI, in a process of its own) against one URL; its summary once it is done. */
function autocannon(url: string, connections: number, seconds: number): Promise<Summary> {
  const args = [autocannonCli, '-c', String(connections), '-d', String(seconds), '-j', url];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(summarySchema.parse(JSON.parse(output)));
    });
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
  const summary = await autocannon(url, options.connections, options.seconds);
  const seconds = (performance.now() - before.at) / 1000;
  const serverSeconds = (processCpuSeconds(server.pid) ?? before.cpu) - before.cpu;
  const logged = server.loggedBytes();
  const requests = summary.requests.total;
  return {
    requestsPerSecond: requests / summary.duration,
    p50Ms: summary.latency.p50,
    p99Ms: summary.latency.p99,
    maxMs: summary.latency.max,
    requests,
    failures: summary.errors + summary.timeouts + summary.non2xx,
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
