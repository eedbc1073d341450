import { PassThrough } from 'node:stream';
import { livePricesSchema } from '@maple/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { TestClock } from '../../testing/test-clock.js';
import { PriceStream } from './price-stream.js';
import { SimulatedMarket } from './simulated/simulated-market.js';

const framesOf = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('event: prices'))
    .map((block) =>
      livePricesSchema.parse(JSON.parse(block.replace(/^event: prices\ndata: /, ''))),
    );

describe('GET /stream/prices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('sends every asset price at once and again on each tick', async () => {
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const response = await fetch(`http://127.0.0.1:${address.port}/stream/prices`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    const decoder = new TextDecoder();
    let received = '';
    const until = async (frames: number) => {
      while (framesOf(received).length < frames) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        received += decoder.decode(value);
      }
    };

    await until(1);
    const first = framesOf(received)[0];
    expect(first?.prices.map((price) => price.asset)).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'BCH',
      'USDC',
      'XRP',
    ]);
    expect(first?.prices[0]?.price).toMatch(/^\d+\.\d{8}$/);

    const feed = t.services.market.feed;
    if (!(feed instanceof SimulatedMarket)) throw new Error('the test app runs the simulation');
    t.clock.advance(4);
    feed.tick();
    await until(2);
    const second = framesOf(received)[1];
    expect(second?.prices[0]?.updated_at).toBe(t.clock.now().toISOString());
    await reader.cancel();
  });

  it('carries the security headers and the request id, as every answer does', async () => {
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const response = await fetch(`http://127.0.0.1:${address.port}/stream/prices`, {
      headers: { 'x-request-id': 'price-stream-0001' },
    });
    expect(response.headers.get('x-request-id')).toBe('price-stream-0001');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await response.body?.cancel();
  });
});

/** A simulated market that ticks only when told, on a clock the test moves. */
async function quietMarket() {
  const clock = new TestClock(new Date('2026-11-22T12:00:00Z'));
  const market = new SimulatedMarket({ seed: 9, clock });
  await market.start();
  market.stop();
  return {
    market,
    clock,
    tick: () => {
      clock.advance(2);
      market.tick();
    },
  };
}

/** Lets streams move what they hold (they do so on ticks of the event loop, not on timers). */
const flushed = () => new Promise((resolve) => setImmediate(resolve));

/** The SSE text inside a chunked body: each chunk's data, without its size line. */
const sseText = (body: string) => body.replace(/(^|\r\n)[0-9a-f]+\r\n/g, '');

describe('a slow client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gets only the newest prices once it catches up, not every tick it missed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { market, clock, tick } = await quietMarket();
    const stream = new PriceStream(market);
    // A client that reads nothing until told: its buffer fills with the first frame.
    const client = new PassThrough({ highWaterMark: 16 });
    stream.attach(client);

    for (let count = 1; count <= 5; count += 1) tick();
    let received = '';
    client.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    await flushed();
    vi.advanceTimersByTime(1000);
    await flushed();

    const frames = framesOf(sseText(received));
    expect(frames).toHaveLength(2);
    expect(frames[1]?.prices[0]?.updated_at).toBe(clock.now().toISOString());
    stream.close();
  });

  it('does not hold back the clients that keep up', async () => {
    const { market, tick } = await quietMarket();
    const stream = new PriceStream(market);
    const slow = new PassThrough({ highWaterMark: 16 });
    const fast = new PassThrough();
    let received = '';
    fast.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    stream.attach(slow);
    stream.attach(fast);

    for (let count = 1; count <= 3; count += 1) {
      tick();
      await flushed();
    }
    expect(framesOf(sseText(received))).toHaveLength(4);
    stream.close();
  });
});

describe('the heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reaches a client that saw no tick for 15 s, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { market, tick } = await quietMarket();
    const stream = new PriceStream(market);
    const client = new PassThrough();
    let received = '';
    client.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    stream.attach(client);

    // Ticks are traffic: a beat that comes after one sends nothing.
    tick();
    vi.advanceTimersByTime(15_000);
    await flushed();
    expect(received).not.toContain(': keep-alive');
    vi.advanceTimersByTime(15_000);
    await flushed();
    expect(sseText(received)).toContain(': keep-alive\n\n');
    stream.close();
  });
});

describe('shutting down', () => {
  it('ends every open stream cleanly, so the server can close', async () => {
    const t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const response = await fetch(`http://127.0.0.1:${address.port}/stream/prices`);
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    await reader.read();

    const closed = t.close();
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    await closed;
    expect(ended).toBe(true);
  });
});
