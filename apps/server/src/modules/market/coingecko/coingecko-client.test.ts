import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TestClock } from '../../../testing/test-clock.js';
import {
  CoinGeckoClient,
  type CoinGeckoClientOptions,
  type CoinGeckoPlan,
} from './coingecko-client.js';
import { CoinGeckoError } from './coingecko-error.js';
import { type FakeAnswer, FakeCoinGecko } from './fake-coingecko.js';

const apiKey = 'CG-t0p-s3cret-key-do-not-leak';
const rows = z.array(z.object({ id: z.string() }));
const query = { vs_currency: 'cad', ids: 'bitcoin' };

let clock: TestClock;
let fake: FakeCoinGecko;

beforeEach(async () => {
  clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  fake = new FakeCoinGecko(() => clock.now().getTime());
  fake.markets = [];
  await fake.listen();
});

afterEach(async () => {
  await fake.close();
});

const client = (options: Partial<CoinGeckoClientOptions> = {}) =>
  new CoinGeckoClient({ apiKey, plan: 'demo', baseUrl: fake.baseUrl, clock, ...options });

async function failure(call: Promise<unknown>): Promise<CoinGeckoError> {
  const error = await call.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof CoinGeckoError)) throw new Error(`expected a CoinGeckoError: ${error}`);
  return error;
}

describe('CoinGeckoClient', () => {
  it.each<[CoinGeckoPlan, string, string]>([
    ['demo', 'x-cg-demo-api-key', 'x-cg-pro-api-key'],
    ['pro', 'x-cg-pro-api-key', 'x-cg-demo-api-key'],
  ])('sends the %s key in its own header to /api/v3', async (plan, header, other) => {
    await client({ plan }).get('/coins/markets', query, rows);
    const [request] = fake.requests;
    expect(request?.path).toBe('/api/v3/coins/markets');
    expect(request?.query).toEqual(query);
    expect(request?.headers[header]).toBe(apiKey);
    expect(request?.headers[other]).toBeUndefined();
  });

  it.each<[CoinGeckoPlan, string]>([
    ['demo', 'https://api.coingecko.com/api/v3/coins/markets?vs_currency=cad&ids=bitcoin'],
    ['pro', 'https://pro-api.coingecko.com/api/v3/coins/markets?vs_currency=cad&ids=bitcoin'],
  ])('calls the %s host by default', async (plan, expected) => {
    const urls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    };
    const direct = new CoinGeckoClient({ apiKey, plan, clock, fetch: fetchStub });
    await direct.get('/coins/markets', query, rows);
    expect(urls).toEqual([expected]);
  });

  it.each<[string, FakeAnswer, string]>([
    ['an unknown key', { kind: 'status', status: 401 }, 'HTTP 401'],
    ['a server error', { kind: 'status', status: 500 }, 'HTTP 500'],
    ['an outage page', { kind: 'html', status: 502 }, 'HTTP 502 with an HTML page'],
    ['a challenge page', { kind: 'html', status: 200 }, 'with an HTML page'],
    ['malformed JSON', { kind: 'malformed' }, 'malformed JSON'],
    ['a wrong shape', { kind: 'json', body: { coins: [] } }, 'unexpected shape'],
  ])('reports %s without the key', async (_, answer, expected) => {
    fake.script('/coins/markets', answer);
    const error = await failure(client().get('/coins/markets', query, rows));
    expect(error.message).toContain(expected);
    expect(error.message).toContain('/coins/markets');
    expect(`${error.message} ${error.stack}`).not.toContain(apiKey);
  });

  it('reports an unreachable host and a slow one without the key', async () => {
    fake.script('/coins/markets', { kind: 'slow', delayMs: 2_000 });
    const slow = await failure(client({ timeoutMs: 100 }).get('/coins/markets', query, rows));
    expect(slow.failure).toBe('timeout');
    const unreachable = new CoinGeckoClient({ apiKey, plan: 'demo', baseUrl: fake.baseUrl, clock });
    await fake.close();
    const down = await failure(unreachable.get('/coins/markets', query, rows));
    expect(down.failure).toBe('network');
    expect(down.message).toMatch(/could not be reached for \/coins\/markets \(ECONNREFUSED\)/);
    for (const error of [slow, down]) expect(error.message).not.toContain(apiKey);
    fake = new FakeCoinGecko(() => clock.now().getTime());
    await fake.listen();
  });

  it.each([
    ['delay-seconds', () => '120'],
    ['an HTTP date', () => new Date(clock.now().getTime() + 120_000).toUTCString()],
  ])('sends nothing before a 429 Retry-After given as %s', async (_, retryAfter) => {
    const coinGecko = client();
    fake.script('/coins/markets', {
      kind: 'status',
      status: 429,
      headers: { 'retry-after': retryAfter() },
    });
    expect((await failure(coinGecko.get('/coins/markets', query, rows))).failure).toBe(
      'rate_limited',
    );
    expect(coinGecko.waitMs()).toBe(120_000);
    clock.advance(119);
    const early = await failure(coinGecko.get('/coins/bitcoin/market_chart', query, z.unknown()));
    expect(early.failure).toBe('throttled');
    expect(fake.requests).toHaveLength(1);
    clock.advance(1);
    await coinGecko.get('/coins/markets', query, rows);
    expect(fake.requests).toHaveLength(2);
  });

  it('waits a minute after a 429 that names no time', async () => {
    const coinGecko = client();
    fake.script('/coins/markets', { kind: 'status', status: 429 });
    await failure(coinGecko.get('/coins/markets', query, rows));
    expect(coinGecko.waitMs()).toBe(60_000);
  });

  it('backs off after server errors, longer each time, and forgets once answered', async () => {
    const coinGecko = client();
    fake.script('/coins/markets', { kind: 'status', status: 503 }, { kind: 'html', status: 502 });
    await failure(coinGecko.get('/coins/markets', query, rows));
    expect(coinGecko.waitMs()).toBe(5_000);
    expect((await failure(coinGecko.get('/coins/markets', query, rows))).failure).toBe('throttled');
    clock.advance(5);
    await failure(coinGecko.get('/coins/markets', query, rows));
    expect(coinGecko.waitMs()).toBe(10_000);
    clock.advance(10);
    await coinGecko.get('/coins/markets', query, rows);
    fake.script('/coins/markets', { kind: 'status', status: 500 });
    await failure(coinGecko.get('/coins/markets', query, rows));
    expect(coinGecko.waitMs()).toBe(5_000);
    expect(fake.requests).toHaveLength(4);
  });

  it('keeps within its request budget', async () => {
    const coinGecko = client({ requestsPerMinute: 2 });
    await coinGecko.get('/coins/markets', query, rows);
    await coinGecko.get('/coins/markets', query, rows);
    expect((await failure(coinGecko.get('/coins/markets', query, rows))).failure).toBe('throttled');
    expect(coinGecko.waitMs()).toBe(60_000);
    expect(fake.requests).toHaveLength(2);
    clock.advance(60);
    await coinGecko.get('/coins/markets', query, rows);
    expect(fake.requests).toHaveLength(3);
  });
});
