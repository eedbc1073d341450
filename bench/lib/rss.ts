/**
 * The bench process's resident memory around a load. The trade and funding benches serve their
 * target from this process, so the figures hold the app and the bench's own harness (its pg
 * client, the SQL probe); the load generator runs in a child process and is not in them.
 */
export interface RssFigures {
  /** When the target was ready, before the warm-up (MiB). */
  readyMiB: number;
  /** The highest sample, every 200 ms, through warm-up and window (MiB). */
  peakMiB: number;
  /** When the load ended (MiB). */
  endMiB: number;
}

const mib = () => process.memoryUsage.rss() / 2 ** 20;

/** Starts sampling; `stop` ends it and answers the figures. */
export function sampleRss(intervalMs = 200): { stop(): RssFigures } {
  const readyMiB = mib();
  let peakMiB = readyMiB;
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, mib());
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const endMiB = mib();
      return { readyMiB, peakMiB: Math.max(peakMiB, endMiB), endMiB };
    },
  };
}
