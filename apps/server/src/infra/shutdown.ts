import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';

/** Background work that must finish before the database closes (the job queue). */
export interface Worker {
  stop(): Promise<void>;
}

export interface ShutdownDeps {
  app: FastifyInstance;
  database: Database;
  workers?: readonly Worker[];
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * Stops taking requests, lets in-flight ones finish, stops background workers (the job queue
 * stops fetching and lets its running jobs finish), then closes the database. If that takes
 * longer than the timeout the process exits non-zero rather than hang a deploy; a job cut off
 * then runs again elsewhere once it expires. Calling it again (a second signal) returns the
 * shutdown already under way.
 */
export function createShutdown({ app, database, workers = [], timeoutMs, exit }: ShutdownDeps) {
  let running: Promise<void> | undefined;
  return (reason: string): Promise<void> => {
    running ??= (async () => {
      app.log.info({ reason }, 'shutting down: no new requests, finishing in-flight ones');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, 'shutdown timed out; exiting');
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await app.close();
        await Promise.all(workers.map((worker) => worker.stop()));
        await database.close();
        app.log.info('shutdown complete');
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return running;
  };
}
