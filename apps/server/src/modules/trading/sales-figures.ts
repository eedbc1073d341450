import { assets, type CryptoAssetCode, mulDiv, pow10 } from '@maple/money';
import { priceDecimals } from '../market/market-data.js';
import type { Claimed } from './trade-claims.js';
import type { Trade } from './trades.repo.js';

/**
 * What a trade adds to the sales (ADR 27), in CAD cents. Migration 0024 backfills with the same
 * arithmetic in SQL; the two must agree.
 */
export interface TradeSale {
  /** The UTC day of the trade's execution, `YYYY-MM-DD`. */
  day: string;
  customerGuid: string;
  asset: CryptoAssetCode;
  /** The CAD that changed hands with the house, fee excluded: the house's CAD posting. */
  volume: bigint;
  /** That CAD against the coins at the quote's mid price (rounded down to the cent). */
  spread: bigint;
  fee: bigint;
}

/** The sale of an executed trade whose quote had `midPrice` (CAD per unit, price decimals). */
export function saleOf(trade: Trade, asset: CryptoAssetCode, midPrice: bigint): TradeSale {
  const buy = trade.side === 'buy';
  const volume = buy ? trade.deliverAmount - trade.fee : trade.receiveAmount + trade.fee;
  const units = buy ? trade.receiveAmount : trade.deliverAmount;
  const scale = pow10(assets[asset].decimals + priceDecimals - assets.CAD.decimals);
  const midValue = mulDiv(units, midPrice, scale, 'floor');
  return {
    day: trade.createdAt.toISOString().slice(0, 10),
    customerGuid: trade.customerGuid,
    asset,
    volume,
    spread: buy ? volume - midValue : midValue - volume,
    fee: trade.fee,
  };
}

/**
 * The sales of a batch's executed trades, and the shard they are added to: the index of the CAD
 * house shard the batch locked, which no concurrent batch holds (else the one the first trade's
 * guid points at, as its postings do).
 */
export function batchSales(
  trades: readonly Trade[],
  claimed: readonly Claimed[],
  cadHouses: { shards: readonly bigint[]; locked: bigint | undefined },
): { shard: number; sales: TradeSale[] } {
  const plans = new Map(claimed.map((plan) => [plan.tradeGuid, plan]));
  const sales = trades.flatMap((trade) => {
    const plan = plans.get(trade.guid);
    return trade.state === 'failed' || plan === undefined
      ? []
      : [saleOf(trade, plan.asset, plan.quote.midPrice)];
  });
  const locked = cadHouses.locked === undefined ? -1 : cadHouses.shards.indexOf(cadHouses.locked);
  const first = trades[0]?.guid ?? '0';
  const shard =
    locked >= 0 ? locked : Number.parseInt(first.slice(-4), 16) % cadHouses.shards.length;
  return { shard, sales };
}
