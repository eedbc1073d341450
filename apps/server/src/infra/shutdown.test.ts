import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { capturedLog, findJob } from '../testing/jobs.js';
import { createTestApp } from '../testing/test-app.js';
import { JobQueue } from './jobs/job-queue.js';
import { createShutdown } from './shutdown.js';

/** A promise and the function that settles it, to wait on an event a test makes happen. */
function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, then closes the database', async () => {
    const { app, database, services } = await createTestApp();
    const arrived = signal();
    const finish = signal();
    app.get('/customers/slow', async () => {
      arrived.fire();
      await finish.fired;
      return { data: 'done' };
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${url}/customers/slow`);
    await arrived.fired;

    const exits: number[] = [];
    const shutdown = createShutdown({
      app,
      database,
      workers: [services.jobs],
      timeoutMs: 5_000,
      exit: (code) => exits.push(code),
    });
    const stopping = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(stopping);

    await expect(fetch(`${url}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();
    expect(exits).toEqual([]);

    finish.fire();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'done' });

    await stopping;
    expect(exits).toEqual([0]);
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });

  it('exits non-zero when in-flight work outlasts the timeout', async () => {
    const { app, database, services } = await createTestApp();
    const arrived = signal();
    app.get('/customers/stuck', () => {
      arrived.fire();
      return new Promise(() => {});
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    void fetch(`${url}/customers/stuck`).catch(() => {});
    await arrived.fired;

    const exits: number[] = [];
    const timedOut = new Promise<void>((resolve) => {
      void createShutdown({
        app,
        database,
        timeoutMs: 200,
        exit: (code) => {
          exits.push(code);
          resolve();
        },
      })('SIGTERM');
    });
    await timedOut;
    expect(exits).toEqual([1]);
    app.server.closeAllConnections();
    await services.jobs.stop();
    await database.close();
  });

  it('lets a running job finish and record its outcome before the database closes', async () => {
    const { app, database, services } = await createTestApp();
    const jobs = new JobQueue(database.db, { pollIntervalMs: 50, maintenanceIntervalSeconds: 60 });
    const began = signal();
    const release = signal();
    const sender = jobs.register({
      name: 'test-shutdown',
      policy: 'standard',
      data: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 10,
      batchSize: 1,
      handle: async () => {
        began.fire();
        await release.fired;
      },
    });
    await jobs.start(capturedLog().log);
    const id = await sender.send(database.db, {});
    await began.fired;

    let stateAtClose: string | undefined;
    const exits: number[] = [];
    const stopping = createShutdown({
      app,
      database: {
        ...database,
        close: async () => {
          stateAtClose = id === null ? undefined : (await findJob(database.db, id))?.state;
          await database.close();
        },
      },
      workers: [services.jobs, jobs],
      timeoutMs: 5_000,
      exit: (code) => exits.push(code),
    })('SIGTERM');
    release.fire();
    await stopping;
    expect(stateAtClose).toBe('completed');
    expect(exits).toEqual([0]);
  });
});
