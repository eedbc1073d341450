/** The part of autocannon's API (it ships no types) that `autocannon-worker.ts` uses. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
  }

  interface Result {
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number };
  }

  interface Instance extends EventEmitter {
    /** Every answer, with its time from request to answer in (fractional) milliseconds. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
  }

  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
