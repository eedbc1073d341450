import { cryptoAssetCodes } from '@maple/money';
import { z } from 'zod';
import type { Tickers } from './market-data.js';
import type { WalkState } from './price-feed.js';

/**
 * The market's shared state as JSON (ADR 14): the `market_feeds` row and the messages the
 * leader publishes. Bigints travel as decimal strings; everything read back is parsed, since a
 * message or a row written by another version of the server must not be trusted blindly.
 */
const integer = z
  .string()
  .regex(/^-?\d{1,78}$/)
  .transform((value) => BigInt(value));

const tickerSchema = z.object({
  asset: z.enum(cryptoAssetCodes),
  price: integer,
  price24hAgo: integer,
  high24h: integer,
  low24h: integer,
  volume24h: integer,
  marketCap: integer,
  updatedAt: z.iso.datetime().transform((value) => new Date(value)),
  delayed: z.boolean(),
});

export const tickersSchema = z
  .array(tickerSchema)
  .transform((list): Tickers => new Map(list.map((ticker) => [ticker.asset, ticker])));

export const walkSchema: z.ZodType<WalkState> = z.object({
  at: z.number().int(),
  rng: z.array(z.number().int()),
  logs: z.record(z.enum(cryptoAssetCodes), z.number()),
});

export type TickersJson = z.input<typeof tickersSchema>;

export function tickersToJson(tickers: Tickers): TickersJson {
  return [...tickers.values()].map((ticker) => ({
    ...ticker,
    price: String(ticker.price),
    price24hAgo: String(ticker.price24hAgo),
    high24h: String(ticker.high24h),
    low24h: String(ticker.low24h),
    volume24h: String(ticker.volume24h),
    marketCap: String(ticker.marketCap),
    updatedAt: ticker.updatedAt.toISOString(),
  }));
}

/** What the leader publishes after each tick it stored: enough for a follower to show it. */
export const tickMessageSchema = z.object({
  feed: z.string(),
  epoch: integer,
  seq: integer,
  tickers: tickersSchema,
});

export type TickMessage = z.output<typeof tickMessageSchema>;

export const encodeTick = (tick: TickMessage): string =>
  JSON.stringify({
    feed: tick.feed,
    epoch: String(tick.epoch),
    seq: String(tick.seq),
    tickers: tickersToJson(tick.tickers),
  });
