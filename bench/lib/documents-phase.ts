import os from 'node:os';
import { type RssFigures, sampleRss } from './rss.js';

/** What a timed stretch of work cost: wall time, this process's CPU, its resident memory. */
export interface Stretch {
  seconds: number;
  /** CPU seconds of this process (user + system): on PGlite the database's share too. */
  cpuSeconds: number;
  rss: RssFigures;
  /** The machine's 1-minute load average when the stretch began and ended. */
  load: { start: number; end: number };
}

const loadNow = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;

/** Runs `work`, sampling the process's RSS every 100 ms. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; stretch: Stretch }> {
  const rss = sampleRss(100);
  const load = loadNow();
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const stretch = { seconds, cpuSeconds, rss: rss.stop(), load: { start: load, end: loadNow() } };
    return { result, stretch };
  } catch (error) {
    rss.stop();
    throw error;
  }
}

/** Two stretches one after the other, as one. */
export function joined(first: Stretch, second: Stretch): Stretch {
  return {
    seconds: first.seconds + second.seconds,
    cpuSeconds: first.cpuSeconds + second.cpuSeconds,
    rss: {
      readyMiB: first.rss.readyMiB,
      peakMiB: Math.max(first.rss.peakMiB, second.rss.peakMiB),
      endMiB: second.rss.endMiB,
    },
    load: { start: first.load.start, end: second.load.end },
  };
}

/** Reports elapsed time and RSS (and what `status` says) every `seconds` until stopped. */
export function heartbeat(
  label: string,
  status: () => Promise<string>,
  progress: (message: string) => void,
  seconds = 30,
): { stop(): void } {
  const started = performance.now();
  const timer = setInterval(() => {
    const elapsed = ((performance.now() - started) / 1000).toFixed(0);
    const rssMiB = (process.memoryUsage.rss() / 2 ** 20).toFixed(0);
    void status().then(
      (text) => progress(`${label}: ${elapsed} s, ${text}, RSS ${rssMiB} MiB`),
      () => progress(`${label}: ${elapsed} s, RSS ${rssMiB} MiB`),
    );
  }, seconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
