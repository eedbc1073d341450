/**
 * autocannon in a process of its own (so its CPU is not the parent's and can be told apart):
 * one load of one URL, every 2xx answer's latency kept to the microsecond. autocannon's own
 * summary counts whole milliseconds, too coarse to compare a p99 of 1 to 3 ms.
 */
import autocannon from 'autocannon';
import type { AutocannonPlan, AutocannonResult } from './autocannon-protocol.js';
import { summarize } from './stats.js';

function load(plan: AutocannonPlan): Promise<AutocannonResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: plan.url, connections: plan.connections, duration: plan.seconds },
      (error, result) => {
        if (error !== null) {
          reject(error);
          return;
        }
        resolve({
          seconds: result.duration,
          requests: result.requests.total,
          failures: result.errors + result.timeouts + result.non2xx,
          latency: summarize(latencies),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
    });
  });
}

process.once('message', (plan: AutocannonPlan) => {
  load(plan).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
