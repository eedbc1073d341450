import { PassThrough } from 'node:stream';
import { livePricesSchema } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a slow client', () => {
  it('gets only the newest prices once it catches up, not every tick it missed', async () => {
    const clock = new TestClock(new Date('2026-11-22T12:00:00Z'));
    const market = new SimulatedMarket({ seed: 9, clock });
    await market.start();
    market.stop();
    const stream = new PriceStream(market);
    // A client that reads nothing until told: its buffer fills after the first frame.
    const client = new PassThrough({ highWaterMark: 16 });
    stream.attach(client);

    for (let tick = 1; tick <= 5; tick += 1) {
      clock.advance(2);
      market.tick();
    }
    let received = '';
    client.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    await new Promise((resolve) => setImmediate(resolve));

    const frames = framesOf(received);
    expect(frames).toHaveLength(2);
    expect(frames[1]?.prices[0]?.updated_at).toBe(clock.now().toISOString());
    stream.close();
  });
});
