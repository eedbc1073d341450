/**
 * The fan-out load generator, in a process of its own (its CPU is not the server's): worker
 * threads (`fanout-worker.ts`) hold the streams; this thread only splits the plan and merges
 * what they measured. Told the window (epoch ms), it keeps the frames of ticks made inside it.
 */
import { Worker } from 'node:worker_threads';
import type {
  FanoutConnected,
  FanoutLoadPlan,
  FanoutSamples,
  FromFanoutLoad,
  FromFanoutWorker,
  LatencyFigures,
  ToFanoutLoad,
} from './fanout-protocol.js';
import { summarize } from './stats.js';

const workerUrl = new URL('./fanout-worker.ts', import.meta.url).href;
/** Worker threads do not inherit tsx's hooks (Node 20): each registers them, then loads the worker. */
const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
/** Connects in flight per thread: under the server's listen backlog (511) with two threads. */
const inFlightPerThread = 200;

function send(message: FromFanoutLoad): Promise<void> {
  return new Promise((resolve) => {
    if (process.send === undefined) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });
}

function nextMessage<T extends FromFanoutWorker>(
  worker: Worker,
  wanted: (message: FromFanoutWorker) => message is T,
) {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: FromFanoutWorker) => {
      if (!wanted(message)) return;
      worker.off('message', onMessage);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

const isConnected = (m: FromFanoutWorker): m is FanoutConnected => m.kind === 'connected';
const isSamples = (m: FromFanoutWorker): m is FanoutSamples => m.kind === 'samples';

function merge(results: readonly FanoutSamples[], fromAt: number, toAt: number) {
  const latencies: number[] = [];
  const ticks = new Set<number>();
  for (const { tickAt, latencyMs } of results) {
    for (let index = 0; index < tickAt.length; index += 1) {
      const at = tickAt[index] ?? 0;
      if (at < fromAt || at >= toAt) continue;
      ticks.add(at);
      latencies.push(latencyMs[index] ?? 0);
    }
  }
  const summary = summarize(latencies);
  const latency: LatencyFigures = {
    count: summary.count,
    p50Ms: summary.p50Ms,
    p99Ms: summary.p99Ms,
    maxMs: summary.maxMs,
  };
  return { latency, ticks: ticks.size };
}

async function run(plan: FanoutLoadPlan, window: Promise<{ fromAt: number; toAt: number }>) {
  const workers = Array.from({ length: plan.threads }, (_, index) => {
    const share = Math.floor(plan.connections / plan.threads);
    const connections = index === 0 ? plan.connections - share * (plan.threads - 1) : share;
    return new Worker(bootstrap, {
      eval: true,
      workerData: { port: plan.port, connections, inFlight: inFlightPerThread },
    });
  });
  const connected: FanoutConnected[] = await Promise.all(
    workers.map((worker) => nextMessage(worker, isConnected)),
  );
  const startedAt = Math.min(...connected.map((c) => c.startedAt));
  const doneAt = Math.max(...connected.map((c) => c.doneAt));
  const failed = connected.reduce((sum, c) => sum + c.failed, 0);
  await send({ kind: 'connected', acceptMs: doneAt - startedAt, failed });

  const { fromAt, toAt } = await window;
  const results = await Promise.all(
    workers.map((worker) => {
      const samples = nextMessage(worker, isSamples);
      worker.postMessage({ kind: 'stop' });
      return samples;
    }),
  );
  await Promise.all(workers.map((worker) => worker.terminate()));
  const { latency, ticks } = merge(results, fromAt, toAt);
  const open = plan.connections - failed;
  await send({
    kind: 'result',
    latency,
    ticks,
    delivered: ticks === 0 || open === 0 ? 0 : latency.count / (ticks * open),
    closedEarly: results.reduce((sum, r) => sum + r.closedEarly, 0),
  });
}

process.once('message', (first: ToFanoutLoad) => {
  if (first.kind !== 'plan') throw new Error('the load process expects its plan first');
  const window = new Promise<{ fromAt: number; toAt: number }>((resolve) => {
    process.once('message', (second: ToFanoutLoad) => {
      if (second.kind === 'measure') resolve(second);
    });
  });
  run(first.plan, window).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
