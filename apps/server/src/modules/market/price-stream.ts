import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { toLivePrices } from './live-prices.js';
import type { MarketDataProvider, Tickers } from './market-data.js';

/** Keeps idle connections open through proxies that close silent ones. */
const heartbeatMs = 15_000;

interface Client {
  response: Writable;
  /** The newest frame not yet written because the client is slow; older ones were dropped. */
  pending: string | undefined;
  waitingForDrain: boolean;
}

const frameOf = (tickers: Tickers, source: MarketDataProvider['source']) =>
  `event: prices\ndata: ${JSON.stringify(toLivePrices(tickers, source))}\n\n`;

/**
 * Live prices over Server-Sent Events (`GET /stream/prices`). Each tick is serialised once and
 * written to every client; a client whose socket is still full gets only the newest frame when
 * it drains (conflation), so a slow reader never piles up old prices or slows the others.
 */
export class PriceStream {
  private readonly clients = new Set<Client>();
  private frame: string;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  private readonly source: MarketDataProvider['source'];

  constructor(market: MarketDataProvider) {
    this.source = market.source;
    this.frame = frameOf(market.tickers(), this.source);
    this.unsubscribe = market.onTick((tickers) => this.broadcast(tickers));
    this.heartbeat = setInterval(() => this.writeAll(': keep-alive\n\n', false), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  register(app: FastifyInstance): void {
    app.get('/stream/prices', (_request, reply) => {
      reply.hijack();
      const response = reply.raw;
      // What the hooks set (the request id, the security headers): a hijacked reply does not
      // send them itself.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      this.attach(response);
    });
    // Before the server waits for open connections: a stream would hold it open for good.
    app.addHook('preClose', async () => this.close());
  }

  /** Starts sending prices to a client's open response: the current prices first. */
  attach(response: Writable): void {
    const client: Client = { response, pending: undefined, waitingForDrain: false };
    this.clients.add(client);
    response.on('drain', () => this.drained(client));
    response.on('close', () => this.clients.delete(client));
    this.write(client, `retry: 3000\n\n${this.frame}`);
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.response.end();
    this.clients.clear();
  }

  private broadcast(tickers: Tickers): void {
    this.frame = frameOf(tickers, this.source);
    this.writeAll(this.frame, true);
  }

  private writeAll(chunk: string, conflate: boolean): void {
    for (const client of this.clients) {
      if (!client.waitingForDrain) this.write(client, chunk);
      else if (conflate) client.pending = chunk;
    }
  }

  private write(client: Client, chunk: string): void {
    client.waitingForDrain = !client.response.write(chunk);
  }

  private drained(client: Client): void {
    client.waitingForDrain = false;
    const pending = client.pending;
    client.pending = undefined;
    if (pending !== undefined) this.write(client, pending);
  }
}
