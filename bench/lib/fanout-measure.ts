import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { machineCpuSeconds, processCpuSeconds } from './cpu.js';
import type { FanoutOptions } from './fanout-options.js';
import type { FromFanoutLoad, LatencyFigures, ToFanoutLoad } from './fanout-protocol.js';
import type { FanoutServer } from './fanout-servers.js';

const loadScript = fileURLToPath(new URL('./fanout-load.ts', import.meta.url));

/** What one load of one server with one number of streams came to. */
export interface FanoutFigures {
  streams: number;
  /** From the first connect to the last stream's first frame. */
  acceptMs: number;
  /** The server's CPU while it accepted, per 1,000 streams. */
  acceptCpuMs: number;
  failed: number;
  /** Tick made → frame received, over every stream and tick of the window. */
  latency: LatencyFigures;
  ticks: number;
  /** The server's CPU per tick made in the window (everything the process did). */
  cpuPerTickMs: number;
  /** Frames received ÷ (ticks × open streams). */
  delivered: number;
  closedEarly: number;
  /** Cores the load generator used in the window. */
  loadCores: number;
  /** Cores busy on the whole machine in the window. */
  machineCores: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function loadProcess() {
  // The child inherits --conditions=source --import tsx, so it runs the TypeScript as is.
  const child = fork(loadScript, [], { stdio: 'inherit' });
  const messages: FromFanoutLoad[] = [];
  const waiting: ((message: FromFanoutLoad) => void)[] = [];
  child.on('message', (message: FromFanoutLoad) => {
    const next = waiting.shift();
    if (next === undefined) messages.push(message);
    else next(message);
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
  });
  exited.catch(() => undefined);
  const next = () =>
    Promise.race([
      new Promise<FromFanoutLoad>((resolve) => {
        const queued = messages.shift();
        if (queued === undefined) waiting.push(resolve);
        else resolve(queued);
      }),
      exited,
    ]);
  const send = (message: ToFanoutLoad) => child.send(message);
  return { pid: child.pid ?? -1, next, send };
}

const cpuOf = (pid: number) => processCpuSeconds(pid) ?? 0;

/** Opens the streams, lets a few ticks pass, then measures a window of ticks. */
export async function measureFanout(
  server: FanoutServer,
  streams: number,
  options: FanoutOptions,
  label: string,
): Promise<FanoutFigures> {
  const load = loadProcess();
  await server.profile('start', `${label}-accept`);
  const acceptCpu = cpuOf(server.pid);
  load.send({
    kind: 'plan',
    plan: { port: server.port, connections: streams, threads: options.threads },
  });
  const connected = await load.next();
  if (connected.kind !== 'connected') throw new Error('the load generator did not connect');
  const acceptCpuMs = ((cpuOf(server.pid) - acceptCpu) * 1e6) / streams;
  await server.profile('stop', `${label}-accept`);
  await sleep(options.warmupTicks * options.tickMs);

  await server.profile('start', label);
  const before = {
    at: Date.now(),
    server: cpuOf(server.pid),
    load: cpuOf(load.pid),
    machine: machineCpuSeconds().busy,
  };
  await sleep(options.windowTicks * options.tickMs);
  const toAt = Date.now();
  const seconds = (toAt - before.at) / 1000;
  const serverCpu = cpuOf(server.pid) - before.server;
  const loadCores = (cpuOf(load.pid) - before.load) / seconds;
  const machineCores = (machineCpuSeconds().busy - before.machine) / seconds;
  await server.profile('stop', label);
  // The last tick of the window reaches its slowest stream after the window closes.
  await sleep(Math.max(1000, options.tickMs));
  load.send({ kind: 'measure', fromAt: before.at, toAt });
  const result = await load.next();
  if (result.kind !== 'result') throw new Error('the load generator sent no result');
  return {
    streams,
    acceptMs: connected.acceptMs,
    acceptCpuMs,
    failed: connected.failed,
    latency: result.latency,
    ticks: result.ticks,
    cpuPerTickMs: result.ticks === 0 ? 0 : (serverCpu * 1000) / result.ticks,
    delivered: result.delivered,
    closedEarly: result.closedEarly,
    loadCores,
    machineCores,
  };
}
