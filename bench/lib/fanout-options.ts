import { readFileSync } from 'node:fs';
import { positiveInteger } from './options.js';

/** `npm run bench:fanout`'s knobs, from the environment, with the defaults its README figures use. */
export interface FanoutOptions {
  /** Open streams per load, each size loaded in every round. */
  sizes: readonly number[];
  /** Rounds of naive and app, each round in the other order. */
  rounds: number;
  /** Both servers make a tick this often. */
  tickMs: number;
  /** Ticks after the streams are open and before the window: JIT and buffers warm. */
  warmupTicks: number;
  /** Ticks in the measured window. */
  windowTicks: number;
  /** Worker threads of the load generator. */
  threads: number;
  /** Where to write V8 profiles of the app's thread, one per window (off when unset). */
  cpuProfileDir: string | undefined;
}

/**
 * Open files this process may have: each stream is a socket in the server and another in the
 * load generator, each a process of its own under the same limit.
 */
export function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  return Number.isFinite(soft) ? soft : 1024;
}

/** Descriptors a server needs besides its streams: stdio, epoll, its database files, … */
const spareFiles = 200;

function sizesOf(raw: string | undefined): number[] {
  const sizes = (raw === undefined || raw === '' ? '5000,20000' : raw)
    .split(',')
    .map((size) => Number(size.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error('BENCH_SIZES must list whole numbers of streams');
  }
  // Above the limit the server refuses connections (EMFILE) and the figures mean nothing.
  const most = openFilesLimit() - spareFiles;
  return sizes.map((size) => Math.min(size, most));
}

export function fanoutOptions(env: NodeJS.ProcessEnv = process.env): FanoutOptions {
  return {
    sizes: sizesOf(env.BENCH_SIZES),
    rounds: positiveInteger(env, 'BENCH_ROUNDS', 3),
    tickMs: positiveInteger(env, 'BENCH_TICK_MS', 1000),
    warmupTicks: positiveInteger(env, 'BENCH_WARMUP_TICKS', 3),
    windowTicks: positiveInteger(env, 'BENCH_WINDOW_TICKS', 15),
    threads: positiveInteger(env, 'BENCH_LOAD_THREADS', 2),
    cpuProfileDir: env.BENCH_CPU_PROFILE || undefined,
  };
}
