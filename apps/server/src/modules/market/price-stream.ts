import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { toLivePrices } from './live-prices.js';
import type { MarketDataProvider, Tickers } from './market-data.js';
import { chunkOf, lastChunk, streamHead } from './sse-wire.js';

/** Keeps idle connections open through proxies that close silent ones. */
const heartbeatMs = 15_000;
/** How soon a client that could not take a frame is looked at again. */
const catchUpMs = 100;

const keepAlive = chunkOf(': keep-alive\n\n');

const frameOf = (tickers: Tickers, source: MarketDataProvider['source']) =>
  `event: prices\ndata: ${JSON.stringify(toLivePrices(tickers, source))}\n\n`;

/**
 * Live prices over Server-Sent Events (`GET /stream/prices`), to tens of thousands of clients
 * (docs/decisions/0052-live-prices-fan-out.md). Each tick is encoded once, as the bytes of one
 * HTTP chunk, and that one Buffer is written straight to every client's socket: one write per
 * client and tick, no per-client encoding or chunk framing. A client whose socket has not
 * flushed its last frame gets no new one: it keeps only the newest, sent once it has caught up
 * (looked at every {@link catchUpMs} by one timer), so a slow reader never piles up old prices,
 * costs nothing per tick, and never slows the others.
 */
export class PriceStream {
  private readonly clients = new Set<Writable>();
  /** Clients that could not take a frame yet, with the newest frame they should get. */
  private readonly behind = new Map<Writable, Buffer>();
  private frameText: string;
  private frame: Buffer;
  /** What a new client gets first: the reconnection delay and the current prices. */
  private welcome: Buffer | undefined;
  private sentSinceHeartbeat = false;
  private catchUp: NodeJS.Timeout | undefined;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly source: MarketDataProvider['source'];

  constructor(market: MarketDataProvider) {
    this.source = market.source;
    this.frameText = frameOf(market.tickers(), this.source);
    this.frame = chunkOf(this.frameText);
    this.unsubscribe = market.onTick((tickers) => this.broadcast(tickers));
    // One timer for every client; a tick sent since the last beat is traffic enough.
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  register(app: FastifyInstance): void {
    app.get('/stream/prices', (request, reply) => {
      reply.hijack();
      const socket = request.raw.socket;
      // The head (with what the hooks set: the request id, the security headers) and the first
      // frame leave in one write.
      socket.cork();
      socket.write(streamHead(reply.getHeaders(), new Date().toUTCString()), 'latin1');
      this.attach(socket);
      socket.uncork();
    });
    // Before the server waits for open connections: a stream would hold it open for good.
    app.addHook('preClose', async () => this.close());
  }

  /** Starts sending prices to a client's socket, its head already written: the current prices first. */
  attach(socket: Writable): void {
    this.clients.add(socket);
    socket.on('close', () => {
      this.clients.delete(socket);
      this.behind.delete(socket);
    });
    this.welcome ??= chunkOf(`retry: 3000\n\n${this.frameText}`);
    socket.write(this.welcome);
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    clearTimeout(this.catchUp);
    for (const socket of this.clients) socket.end(lastChunk);
    this.clients.clear();
    this.behind.clear();
  }

  private broadcast(tickers: Tickers): void {
    this.frameText = frameOf(tickers, this.source);
    this.frame = chunkOf(this.frameText);
    this.welcome = undefined;
    this.sentSinceHeartbeat = true;
    for (const socket of this.clients) {
      if (socket.writableLength === 0) socket.write(this.frame);
      else this.fallBehind(socket, this.frame);
    }
  }

  private beat(): void {
    if (this.sentSinceHeartbeat) {
      this.sentSinceHeartbeat = false;
      return;
    }
    // A client still flushing has traffic already; its pending frame is not replaced.
    for (const socket of this.clients) {
      if (socket.writableLength === 0) socket.write(keepAlive);
    }
  }

  private fallBehind(socket: Writable, frame: Buffer): void {
    this.behind.set(socket, frame);
    this.catchUp ??= setTimeout(() => this.sendToCaughtUp(), catchUpMs);
  }

  private sendToCaughtUp(): void {
    this.catchUp = undefined;
    for (const [socket, frame] of this.behind) {
      if (socket.writableLength > 0) continue;
      this.behind.delete(socket);
      socket.write(frame);
    }
    if (this.behind.size > 0) this.catchUp = setTimeout(() => this.sendToCaughtUp(), catchUpMs);
  }
}
