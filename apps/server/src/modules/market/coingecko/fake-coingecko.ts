import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

/** How the fake answers one request. */
export type FakeAnswer =
  | { kind: 'json'; body: unknown; status?: number }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'html'; status: number }
  | { kind: 'malformed' }
  | { kind: 'slow'; delayMs: number };

export interface RecordedRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface MarketsRow {
  id: string;
  current_price: number;
  high_24h: number | null;
  low_24h: number | null;
  price_change_24h: number | null;
  total_volume: number | null;
  market_cap: number | null;
  last_updated: string | null;
}

const prefix = '/api/v3';
const minute = 60_000;
const day = 24 * 60 * minute;

// Cloudflare's page when the origin is down, as CoinGecko's edge sends it.
const cloudflarePage = `<!DOCTYPE html>
<html lang="en-US"><head><title>api.coingecko.com | 502: Bad gateway</title></head>
<body><h1>Bad gateway</h1><p>Error code 502</p><p>Cloudflare Ray ID: 8f1c2a3b4c5d6e7f</p></body></html>`;

/** A row per coin as `/coins/markets?precision=full` sends it (only the fields the adapter reads). */
export function marketsRow(id: string, price: number, lastUpdated: string): MarketsRow {
  return {
    id,
    current_price: price,
    high_24h: price,
    low_24h: price,
    price_change_24h: 0,
    total_volume: 1_000_000,
    market_cap: 50_000_000,
    last_updated: lastUpdated,
  };
}

/** The six coins at round CAD prices, as of `lastUpdated`. */
export function sixCoins(lastUpdated: string): MarketsRow[] {
  const prices: [string, number][] = [
    ['bitcoin', 128500],
    ['ethereum', 4300.5],
    ['litecoin', 120.01],
    ['bitcoin-cash', 600.3],
    ['usd-coin', 1.38],
    ['ripple', 0.8],
  ];
  return prices.map(([id, price]) => marketsRow(id, price, lastUpdated));
}

/**
 * A local CoinGecko v3 that speaks its JSON shapes under `/api/v3`, records every request, and
 * answers each path from a queue of scripted answers before falling back to normal data.
 */
export class FakeCoinGecko {
  readonly requests: RecordedRequest[] = [];
  /** Rows `/coins/markets` answers with. */
  markets: MarketsRow[] = [];
  private readonly scripted = new Map<string, FakeAnswer[]>();
  private readonly delayed = new Set<NodeJS.Timeout>();
  private readonly server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    });
    const answer = this.scripted.get(url.pathname)?.shift();
    this.respond(response, answer ?? this.normal(url), url);
  });

  /** `now` dates the normal chart points (the test clock's time). */
  constructor(private readonly now: () => number) {}

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get baseUrl(): string {
    const address = this.server.address();
    if (address === null || typeof address === 'string')
      throw new Error('the fake is not listening');
    return `http://127.0.0.1:${address.port}${prefix}`;
  }

  /** Queues answers for `path` (without the /api/v3 prefix), used in order, once each. */
  script(path: string, ...answers: FakeAnswer[]): void {
    const key = `${prefix}${path}`;
    this.scripted.set(key, [...(this.scripted.get(key) ?? []), ...answers]);
  }

  /** Requests to `path` (without the /api/v3 prefix). */
  calls(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === `${prefix}${path}`);
  }

  async close(): Promise<void> {
    for (const timer of this.delayed) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private normal(url: URL): FakeAnswer {
    if (url.pathname === `${prefix}/coins/markets`) return { kind: 'json', body: this.markets };
    if (/^\/api\/v3\/coins\/[a-z-]+\/market_chart$/.test(url.pathname)) {
      return { kind: 'json', body: this.chart(Number(url.searchParams.get('days'))) };
    }
    return { kind: 'json', status: 404, body: { error: 'Not found' } };
  }

  /** Points at CoinGecko's automatic granularity for `days`, ending at now, priced 100 + i. */
  private chart(days: number) {
    const step = days <= 1 ? 5 * minute : days <= 90 ? 60 * minute : day;
    const end = this.now();
    const count = Math.floor((days * day) / step);
    const prices = Array.from({ length: count + 1 }, (_, i): [number, number] => [
      end - (count - i) * step,
      100 + i,
    ]);
    return { prices, market_caps: prices, total_volumes: prices };
  }

  private respond(response: ServerResponse, answer: FakeAnswer, url: URL): void {
    switch (answer.kind) {
      case 'json':
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
        return;
      case 'status':
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          ...answer.headers,
        });
        response.end(JSON.stringify({ status: { error_code: answer.status } }));
        return;
      case 'html':
        response.writeHead(answer.status, { 'content-type': 'text/html; charset=UTF-8' });
        response.end(cloudflarePage);
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"prices": [[1732287600000, 128500.1');
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          this.delayed.delete(timer);
          this.respond(response, this.normal(url), url);
        }, answer.delayMs);
        this.delayed.add(timer);
      }
    }
  }
}
