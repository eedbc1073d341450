import { cryptoAssetCodes } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../../infra/db/schema.js';
import type { TickersJson } from './feed-codec.js';
import { resolutionNames, type StoredSeries } from './price-series.js';

/** A feed's row as a new leader claims it: its new epoch and what its predecessor shared. */
export interface ClaimedFeed {
  epoch: bigint;
  seq: bigint;
  tickers: unknown;
  walk: unknown;
}

/**
 * Takes the feed for a new leader: creates its row, or raises its epoch so that a write from
 * the previous leader (one that has not yet noticed it lost the lock) is refused from now on.
 */
export async function claimFeed(db: Kysely<Schema>, feed: string): Promise<ClaimedFeed> {
  const row = await db
    .insertInto('market_feeds')
    .values({ feed, epoch: 1n })
    .onConflict((conflict) =>
      conflict.column('feed').doUpdateSet((eb) => ({ epoch: eb('market_feeds.epoch', '+', 1n) })),
    )
    .returning(['epoch', 'seq', 'tickers', 'walk'])
    .executeTakeFirstOrThrow();
  // PGlite answers a small int8 as a number; both drivers agree once converted.
  return { ...row, epoch: BigInt(row.epoch), seq: BigInt(row.seq) };
}

export async function readFeed(db: Kysely<Schema>, feed: string) {
  const row = await db
    .selectFrom('market_feeds')
    .select(['epoch', 'seq', 'tickers'])
    .where('feed', '=', feed)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, epoch: BigInt(row.epoch), seq: BigInt(row.seq) };
}

/** Stores a tick; false when another leader has claimed the feed since (the write is refused). */
export async function writeTick(
  db: Kysely<Schema>,
  tick: { feed: string; epoch: bigint; seq: bigint; tickers: TickersJson; walk: unknown },
): Promise<boolean> {
  const written = await db
    .updateTable('market_feeds')
    .set({
      seq: tick.seq,
      tickers: JSON.stringify(tick.tickers),
      walk: tick.walk === undefined ? null : JSON.stringify(tick.walk),
      updated_at: sql<Date>`now()`,
    })
    .where('feed', '=', tick.feed)
    .where('epoch', '=', tick.epoch)
    .executeTakeFirst();
  return written.numUpdatedRows === 1n;
}

export async function saveSeries(db: Kysely<Schema>, feed: string, series: StoredSeries[]) {
  if (series.length === 0) return;
  await db
    .insertInto('market_series')
    .values(
      series.map((one) => ({
        feed,
        asset: one.asset,
        resolution: one.resolution,
        first_at: new Date(one.firstAt),
        prices: one.prices.map(String),
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['feed', 'asset', 'resolution']).doUpdateSet((eb) => ({
        first_at: eb.ref('excluded.first_at'),
        prices: eb.ref('excluded.prices'),
      })),
    )
    .execute();
}

const seriesRow = z.object({
  asset: z.enum(cryptoAssetCodes),
  resolution: z.enum(resolutionNames),
  first_at: z.date(),
  prices: z.array(
    z
      .string()
      .regex(/^\d+$/)
      .transform((price) => BigInt(price)),
  ),
});

/** The feed's chart series, of one asset and resolution or all of them. */
export async function loadSeries(
  db: Kysely<Schema>,
  feed: string,
  only?: Pick<StoredSeries, 'asset' | 'resolution'>,
): Promise<StoredSeries[]> {
  let query = db
    .selectFrom('market_series')
    // Read as text so both drivers answer the same exact decimal strings.
    .select(['asset', 'resolution', 'first_at', sql<string[]>`prices::text[]`.as('prices')])
    .where('feed', '=', feed);
  if (only !== undefined) {
    query = query.where('asset', '=', only.asset).where('resolution', '=', only.resolution);
  }
  const rows = await query.execute();
  return rows.map((row) => {
    const { asset, resolution, first_at, prices } = seriesRow.parse(row);
    return { asset, resolution, firstAt: first_at.getTime(), prices };
  });
}
