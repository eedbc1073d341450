import type { CopyValue } from './admin-copy.js';
import { guidKind, type World } from './admin-world.js';

/**
 * Trades (each with the quote it executed) and CAD transfers (each with its funding quote), made
 * by verified customers after they signed up, amounts in base units as the app computes them.
 */

type Row = readonly CopyValue[];

/** How far one of the two COPYs may run ahead of the other before facts are made again. */
const WINDOW = 100_000;

/**
 * The facts of the n-th trade (or transfer) for the two tables written from them at the same
 * time (quotes and trades, funding quotes and transfers): made once, used twice. The two COPYs
 * run at about the same pace; a fact the other has not used within the window is made again.
 * A ring of slots, not a Map: evicting a Map's oldest key walks past every deleted one before
 * it, which cost tens of microseconds per fact once one COPY ran ahead of the other.
 */
export class Shared<T> {
  private readonly slots: ({ n: number; fact: T } | undefined)[] = new Array(WINDOW);

  constructor(private readonly make: (n: number) => T) {}

  at(n: number): T {
    const slot = n % WINDOW;
    const kept = this.slots[slot];
    if (kept !== undefined && kept.n === n) {
      this.slots[slot] = undefined;
      return kept.fact;
    }
    const fact = this.make(n);
    this.slots[slot] = { n, fact };
    return fact;
  }
}

export const sharedTrades = (world: World) => new Shared((n) => tradeAt(world, n));
export const sharedTransfers = (world: World) => new Shared((n) => transferAt(world, n));

/** Mid prices in CAD per whole unit; history runs from half of them up to them. */
const markets = [
  { asset: 'BTC', share: 0.5, mid: 95_000, decimals: 8, spreadBps: 75 },
  { asset: 'ETH', share: 0.22, mid: 4_800, decimals: 18, spreadBps: 75 },
  { asset: 'XRP', share: 0.1, mid: 3.2, decimals: 6, spreadBps: 75 },
  { asset: 'USDC', share: 0.08, mid: 1.4, decimals: 6, spreadBps: 25 },
  { asset: 'LTC', share: 0.05, mid: 120, decimals: 8, spreadBps: 75 },
  { asset: 'BCH', share: 0.05, mid: 550, decimals: 8, spreadBps: 75 },
] as const;
type Market = (typeof markets)[number];

function marketAt(unit: number): Market {
  let left = unit;
  for (const market of markets) {
    left -= market.share;
    if (left < 0) return market;
  }
  return markets[0];
}

export interface TradeFacts {
  guid: string;
  quoteGuid: string;
  customerGuid: string;
  symbol: string;
  side: 'buy' | 'sell';
  failed: boolean;
  receive: bigint;
  deliver: bigint;
  mid: bigint;
  price: bigint;
  spreadBps: number;
  createdAt: Date;
}

/** Trade `n`: CAD 5 to CAD 10,000 (log-uniform) of one asset at the day's price. */
function tradeAt(world: World, n: number): TradeFacts {
  const { hasher } = world;
  const index = world.activeCustomer(61, n);
  const createdAt = world.momentAfter(world.createdAt(index), 62, n);
  const market = marketAt(hasher.unit(63, n));
  const progress =
    (createdAt.getTime() - world.start.getTime()) / (world.end.getTime() - world.start.getTime());
  const mid = BigInt(Math.round(market.mid * (0.5 + 0.5 * progress) * 1e8));
  const side = hasher.unit(64, n) < 0.6 ? 'buy' : 'sell';
  const bps = BigInt(market.spreadBps);
  const price =
    side === 'buy' ? (mid * (10_000n + bps) + 9_999n) / 10_000n : (mid * (10_000n - bps)) / 10_000n;
  const cents = BigInt(Math.round(500 * 2_000 ** hasher.unit(65, n)));
  // cents × 10^decimals / (price / 10^8 CAD × 100 cents)
  const coins = (cents * 10n ** BigInt(market.decimals) * 1_000_000n) / price;
  return {
    guid: hasher.guid(guidKind.trade, n),
    quoteGuid: hasher.guid(guidKind.quote, n),
    customerGuid: world.customerGuid(index),
    symbol: `${market.asset}-CAD`,
    side,
    failed: hasher.unit(66, n) < 0.02,
    receive: side === 'buy' ? coins : cents,
    deliver: side === 'buy' ? cents : coins,
    mid,
    price,
    spreadBps: market.spreadBps,
    createdAt,
  };
}

export const quoteColumns = [
  'guid',
  'customer_guid',
  'symbol',
  'side',
  'receive_amount',
  'deliver_amount',
  'fee',
  'mid_price',
  'price',
  'spread_bps',
  'issued_at',
  'expires_at',
  'trade_guid',
];
export function* quoteRows(world: World, facts: Shared<TradeFacts>): Generator<Row> {
  for (let n = 0; n < world.sizes.trades; n += 1) {
    const t = facts.at(n);
    const issued = new Date(t.createdAt.getTime() - 3_000);
    yield [
      t.quoteGuid,
      t.customerGuid,
      t.symbol,
      t.side,
      t.receive,
      t.deliver,
      0,
      t.mid,
      t.price,
      t.spreadBps,
      issued,
      new Date(issued.getTime() + 10_000),
      t.guid,
    ];
  }
}

export const tradeColumns = [
  'guid',
  'customer_guid',
  'quote_guid',
  'symbol',
  'side',
  'state',
  'failure_code',
  'receive_amount',
  'deliver_amount',
  'fee',
  'created_at',
  'updated_at',
  'executed_at',
  'settles_at',
  'completed_at',
];
export function* tradeRows(world: World, facts: Shared<TradeFacts>): Generator<Row> {
  for (let n = 0; n < world.sizes.trades; n += 1) {
    const t = facts.at(n);
    const settled = new Date(t.createdAt.getTime() + 5_000);
    yield [
      t.guid,
      t.customerGuid,
      t.quoteGuid,
      t.symbol,
      t.side,
      t.failed ? 'failed' : 'completed',
      t.failed ? 'non_sufficient_funds' : null,
      t.receive,
      t.deliver,
      0,
      t.createdAt,
      t.failed ? t.createdAt : settled,
      t.failed ? null : t.createdAt,
      t.failed ? null : settled,
      t.failed ? null : settled,
    ];
  }
}

export interface TransferFacts {
  guid: string;
  quoteGuid: string;
  customerGuid: string;
  accountGuid: string;
  side: 'deposit' | 'withdrawal';
  rail: 'eft' | 'etransfer';
  failed: boolean;
  cents: bigint;
  createdAt: Date;
}

/** Transfer `n`: an EFT or Interac e-Transfer deposit or withdrawal of CAD 20 to CAD 10,000. */
function transferAt(world: World, n: number): TransferFacts {
  const { hasher } = world;
  const index = world.activeCustomer(71, n);
  return {
    guid: hasher.guid(guidKind.transfer, n),
    quoteGuid: hasher.guid(guidKind.fundingQuote, n),
    customerGuid: world.customerGuid(index),
    accountGuid: world.accountGuid(index, 'CAD'),
    side: hasher.unit(72, n) < 0.65 ? 'deposit' : 'withdrawal',
    rail: hasher.unit(73, n) < 0.45 ? 'eft' : 'etransfer',
    failed: hasher.unit(74, n) < 0.05,
    cents: BigInt(Math.round(2_000 * 500 ** hasher.unit(75, n))),
    createdAt: world.momentAfter(world.createdAt(index), 76, n),
  };
}

export const fundingQuoteColumns = [
  'guid',
  'customer_guid',
  'side',
  'amount',
  'fee',
  'issued_at',
  'expires_at',
  'transfer_guid',
];
export function* fundingQuoteRows(world: World, facts: Shared<TransferFacts>): Generator<Row> {
  for (let n = 0; n < world.sizes.transfers; n += 1) {
    const t = facts.at(n);
    const issued = new Date(t.createdAt.getTime() - 20_000);
    const expires = new Date(issued.getTime() + 300_000);
    yield [t.quoteGuid, t.customerGuid, t.side, t.cents, 0, issued, expires, t.guid];
  }
}

export const transferColumns = [
  'guid',
  'customer_guid',
  'transfer_type',
  'side',
  'rail',
  'state',
  'failure_code',
  'amount',
  'estimated_amount',
  'fee',
  'quote_guid',
  'account_guid',
  'created_at',
  'updated_at',
];
export function* transferRows(world: World, facts: Shared<TransferFacts>): Generator<Row> {
  for (let n = 0; n < world.sizes.transfers; n += 1) {
    const t = facts.at(n);
    const took = t.rail === 'eft' ? 2 * 86_400_000 : 300_000;
    yield [
      t.guid,
      t.customerGuid,
      'funding',
      t.side,
      t.rail,
      t.failed ? 'failed' : 'completed',
      t.failed ? 'non_sufficient_funds' : null,
      t.failed ? null : t.cents,
      t.cents,
      0,
      t.quoteGuid,
      t.accountGuid,
      t.createdAt,
      new Date(t.createdAt.getTime() + took),
    ];
  }
}

/** The sandbox rails' plans: only the failed transfers were planned to fail (migration 0036). */
export const railPlanColumns = ['transfer_guid', 'planned_outcome', 'planned_failure'];
export function* railPlanRows(world: World, facts: Shared<TransferFacts>): Generator<Row> {
  for (let n = 0; n < world.sizes.transfers; n += 1) {
    const t = facts.at(n);
    if (t.failed) yield [t.guid, 'fail', null];
  }
}
