import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { createShutdown } from './shutdown.js';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, then closes the database', async () => {
    const { app, database } = await createTestApp();
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let finish = () => {};
    const finishRequest = new Promise<void>((resolve) => {
      finish = resolve;
    });
    app.get('/customers/slow', async () => {
      arrived();
      await finishRequest;
      return { data: 'done' };
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${url}/customers/slow`);
    await requestArrived;

    const exits: number[] = [];
    const shutdown = createShutdown({
      app,
      database,
      timeoutMs: 5_000,
      exit: (code) => exits.push(code),
    });
    const stopping = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(stopping);

    await expect(fetch(`${url}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();
    expect(exits).toEqual([]);

    finish();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'done' });

    await stopping;
    expect(exits).toEqual([0]);
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });

  it('exits non-zero when in-flight work outlasts the timeout', async () => {
    const { app, database } = await createTestApp();
    app.get('/customers/stuck', () => new Promise(() => {}));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    void fetch(`${url}/customers/stuck`).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));

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
    await database.close();
  });
});
