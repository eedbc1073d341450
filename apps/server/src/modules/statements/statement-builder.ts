import type { LedgerExportRow } from '@maple/contracts';
import {
  type AssetCode,
  assetCodes,
  assets,
  type CryptoAssetCode,
  divRound,
  isCryptoAssetCode,
  pow10,
} from '@maple/money';
import { priceDecimals } from '../market/market-data.js';
import type { StatementActivity, StatementFacts, StatementPosition } from './statement-facts.js';
import type { StatementPeriod } from './statement-period.js';

/** A hold open at the period's end (the ledger's `ledger_holds`, read through its service). */
export interface OpenHold {
  asset: AssetCode;
  amount: bigint;
  reference: string;
  placedAt: Date;
}

/** An asset's adjusted cost base at the period's end (the tax module's engine, ADR 74). */
export interface BookCost {
  cost: bigint;
  estimated: boolean;
}

/** What a statement is made of, every part read as of the period's end. */
export interface StatementInputs {
  period: StatementPeriod;
  customerName: string;
  /** The assets of the customer's accounts. */
  accountAssets: readonly AssetCode[];
  /** The customer's export rows, oldest first, through at least the period's end. */
  rows: readonly LedgerExportRow[];
  holds: readonly OpenHold[];
  /** The market's mid price per whole unit at the period's end (`priceDecimals`). */
  prices: ReadonlyMap<CryptoAssetCode, bigint>;
  bookCosts: ReadonlyMap<CryptoAssetCode, BookCost>;
}

/** A row's instant against a bound: ISO instants of one format compare as text. */
const before = (row: LedgerExportRow, bound: Date) => row.posted_at < bound.toISOString();

/**
 * A statement's facts (ADR 77). Balances are sums of postings by their entries' time, so the
 * opening balance plus the period's activity is the closing balance exactly, whatever order two
 * overlapping entries were numbered in; each activity line keeps the ledger's running balance.
 */
export function statementFacts(inputs: StatementInputs): StatementFacts {
  const { period } = inputs;
  const opening = new Map<AssetCode, bigint>();
  const closing = new Map<AssetCode, bigint>();
  const activity: StatementActivity[] = [];
  const periodFees = new Map<AssetCode, bigint>();
  const yearFees = new Map<AssetCode, bigint>();
  for (const row of inputs.rows) {
    if (!before(row, period.endsAt)) continue;
    const amount = BigInt(row.amount);
    add(closing, row.asset, amount);
    if (before(row, period.startsAt)) add(opening, row.asset, amount);
    else activity.push(activityLine(row));
    if (row.fee !== null && row.fee_asset !== null && !before(row, period.yearStartsAt)) {
      add(yearFees, row.fee_asset, BigInt(row.fee));
      if (!before(row, period.startsAt)) add(periodFees, row.fee_asset, BigInt(row.fee));
    }
  }
  const shown = assetCodes.filter(
    (asset) => inputs.accountAssets.includes(asset) || closing.has(asset) || opening.has(asset),
  );
  return {
    period: period.period,
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt.toISOString(),
    customer_name: inputs.customerName,
    balances: shown.map((asset) => ({
      asset,
      opening: (opening.get(asset) ?? 0n).toString(),
      closing: (closing.get(asset) ?? 0n).toString(),
    })),
    activity,
    holds: inputs.holds.map((hold) => ({
      asset: hold.asset,
      amount: hold.amount.toString(),
      reference: hold.reference,
      placed_at: hold.placedAt.toISOString(),
    })),
    positions: positionsOf(closing, inputs),
    fees: assetCodes.flatMap((asset) => {
      const year = yearFees.get(asset);
      if (year === undefined) return [];
      const inPeriod = periodFees.get(asset) ?? 0n;
      return [{ asset, period: inPeriod.toString(), year_to_date: year.toString() }];
    }),
  };
}

function add(sums: Map<AssetCode, bigint>, asset: AssetCode, amount: bigint): void {
  sums.set(asset, (sums.get(asset) ?? 0n) + amount);
}

function activityLine(row: LedgerExportRow): StatementActivity {
  return {
    posted_at: row.posted_at,
    kind: row.kind,
    asset: row.asset,
    amount: row.amount,
    balance_after: row.balance_after,
    cad_value_cents: row.cad_value_cents,
    fee: row.fee,
    fee_asset: row.fee_asset,
    network: row.network,
    transaction_hash: row.transaction_hash,
    address: row.address,
    reference: row.reference,
  };
}

/** Base units × price (`priceDecimals`) → cents: divide by 10^(decimals + priceDecimals − 2). */
const valueScale = (asset: CryptoAssetCode) =>
  pow10(assets[asset].decimals + priceDecimals - assets.CAD.decimals);

/**
 * Each crypto asset held at the period's end, valued at the market's mid price then, rounded
 * half up to the cent, beside its book cost. A position without a known price shows its
 * quantity and book cost and no market value.
 */
function positionsOf(
  closing: Map<AssetCode, bigint>,
  inputs: StatementInputs,
): StatementPosition[] {
  const positions: StatementPosition[] = [];
  for (const [asset, quantity] of closing) {
    if (!isCryptoAssetCode(asset) || quantity <= 0n) continue;
    const price = inputs.prices.get(asset);
    const book = inputs.bookCosts.get(asset) ?? { cost: 0n, estimated: false };
    positions.push({
      asset,
      quantity: quantity.toString(),
      price_cents:
        price === undefined
          ? null
          : divRound(price, pow10(priceDecimals - assets.CAD.decimals), 'half-up').toString(),
      market_value_cents:
        price === undefined
          ? null
          : divRound(quantity * price, valueScale(asset), 'half-up').toString(),
      book_cost_cents: book.cost.toString(),
      estimated: book.estimated,
    });
  }
  return positions.sort((a, b) => assetCodes.indexOf(a.asset) - assetCodes.indexOf(b.asset));
}
