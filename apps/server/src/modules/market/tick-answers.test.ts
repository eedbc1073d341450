import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/test-clock.js';
import type { MarketDataProvider, Tickers } from './market-data.js';
import { type Plan, TickAnswers } from './tick-answers.js';

/** A market that ticks when told, at most every 30 s (CoinGecko's refresh period). */
function fakeMarket(): Pick<MarketDataProvider, 'onTick' | 'minTickMs'> & { tick(): void } {
  const listeners = new Set<(tickers: Tickers) => void>();
  return {
    minTickMs: 30_000,
    onTick(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    tick() {
      for (const listener of listeners) listener(new Map());
    },
  };
}

describe('answers prepared once per tick', () => {
  const clock = new TestClock(new Date('2026-11-30T12:00:00Z'));
  let market = fakeMarket();
  let answers: TickAnswers;
  const app = Fastify();
  const built: string[] = [];
  /** The plan of a route's query: answers `{ key, build }` and counts its preparations. */
  let plan: (key: string) => Plan;

  beforeEach(async () => {
    market = fakeMarket();
    answers = new TickAnswers({ market, clock, serialize: JSON.stringify, limit: 2 });
    built.length = 0;
    plan = (key) => ({
      key,
      build: () => {
        built.push(key);
        return { key, price: built.length };
      },
    });
  });
  afterEach(() => answers.close());

  app.get<{ Params: { key: string } }>('/answers/:key', (request, reply) => {
    answers.send(request, reply, plan(request.params.key));
  });
  const read = (key: string) => app.inject(`/answers/${key}`);

  it('builds each query once per tick, and again after the next tick', async () => {
    const first = await read('btc');
    expect((await read('btc')).body).toBe(first.body);
    await read('eth');
    expect(built).toEqual(['btc', 'eth']);
    market.tick();
    const next = await read('btc');
    expect(built).toEqual(['btc', 'eth', 'btc']);
    expect(next.body).not.toBe(first.body);
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps a bounded number of answers, so no client can grow them', async () => {
    for (const key of ['a', 'b', 'c', 'c', 'b', 'a']) await read(key);
    // Three distinct queries for two places: the first was dropped, then built again.
    expect(built).toEqual(['a', 'b', 'c', 'a']);
  });

  it('lets caches keep an answer until the next tick can come, not longer', async () => {
    expect((await read('btc')).headers['cache-control']).toBe('public, max-age=0');
    market.tick();
    expect((await read('btc')).headers['cache-control']).toBe('public, max-age=30');
    clock.advance(12.5);
    expect((await read('btc')).headers['cache-control']).toBe('public, max-age=17');
    clock.advance(20);
    expect((await read('btc')).headers['cache-control']).toBe('public, max-age=0');
  });

  it('does not keep a failed preparation: the next request tries again', async () => {
    let failures = 1;
    plan = (key) => ({
      key,
      build: async () => {
        built.push(key);
        if (failures-- > 0) throw new Error('the chart source is down');
        return { key };
      },
    });
    expect((await read('chart')).statusCode).toBe(500);
    const retried = await read('chart');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ key: 'chart' });
    expect(built).toEqual(['chart', 'chart']);
  });

  it('has requests that come during a preparation wait for that one', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    plan = (key) => ({
      key,
      build: async () => {
        built.push(key);
        await gate;
        return { key };
      },
    });
    const reads = [read('chart'), read('chart'), read('chart')];
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const answered = await Promise.all(reads);
    expect(answered.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(built).toEqual(['chart']);
  });
});
