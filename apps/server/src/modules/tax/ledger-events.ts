import type { DispositionKind, LedgerExportRow } from '@maple/contracts';
import { assets, type CryptoAssetCode, divRound, isCryptoAssetCode, pow10 } from '@maple/money';
import type { HoldingEvent } from './acb/holding-events.js';
import type { TravelRuleParty } from './ports.js';

/**
 * The adjusted cost base engine's events, read from the customer's ledger export (ADR 74): the
 * export already states every posting's CAD value, fee and rate (ADR 71), so the tax figures
 * and the customer's own file agree to the cent.
 */

/** What a disposition was, beyond what the engine needs: the answer states it. */
export interface DispositionSource {
  kind: DispositionKind;
  /** A withdrawal's transaction hash on its network, once broadcast. */
  transactionHash: string | null;
}

/** One asset's events in the ledger's order, and what each of its dispositions was, by ref. */
export interface AssetHistory {
  events: HoldingEvent[];
  sources: Map<string, DispositionSource>;
}

export type CustomerHistory = Map<CryptoAssetCode, AssetHistory>;

/** Whose wallet a withdrawal (by transfer guid) went to. */
export type PartyOf = (transferGuid: string) => TravelRuleParty;

/** The cost the customer stated for a crypto deposit (by transfer guid), in cents; or none. */
export type StatedCostOf = (transferGuid: string) => bigint | undefined;

/** No cost stated: every transfer in joins the pool at its market value on arrival. */
export const noStatedCosts: StatedCostOf = () => undefined;

/**
 * The transfer guid of a crypto deposit's arrival, the only row a stated cost applies to
 * (ADR 76); null for any other row.
 */
export const transferInGuid = (row: LedgerExportRow): string | null =>
  row.kind === 'crypto_deposit' && BigInt(row.amount) > 0n ? row.reference : null;

/** The rows the events are made of: every crypto row, and each trade's CAD row (its fee). */
export const feedsEvents = (row: LedgerExportRow): boolean =>
  row.asset !== 'CAD' || row.kind === 'trade';

/** The transfers a page's withdrawals name: whose wallet each went to is read for them. */
export function withdrawalGuids(rows: readonly LedgerExportRow[]): string[] {
  const guids = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'crypto_withdrawal' && row.reference !== null) guids.add(row.reference);
  }
  return [...guids];
}

/**
 * Each crypto asset's events from the customer's export rows (oldest first). Rows are grouped
 * by entry, not taken page by page: an entry's rows can fall on two pages.
 */
export function holdingEvents(
  rows: Iterable<LedgerExportRow>,
  partyOf: PartyOf,
  statedCostOf: StatedCostOf = noStatedCosts,
): CustomerHistory {
  const entries = new Map<string, LedgerExportRow[]>();
  for (const row of rows) {
    const entry = entries.get(row.entry_id);
    if (entry === undefined) entries.set(row.entry_id, [row]);
    else entry.push(row);
  }
  const history: CustomerHistory = new Map();
  for (const entry of entries.values()) {
    // A trade's fee is on its CAD row; only a trade's event reads it.
    const tradeFee = cents(entry.find((row) => row.asset === 'CAD')?.fee);
    for (const row of entry) {
      const amount = BigInt(row.amount);
      if (!isCryptoAssetCode(row.asset) || amount === 0n) continue;
      add(history, row.asset, eventOf(row, amount, tradeFee, partyOf, statedCostOf));
    }
  }
  return history;
}

interface Mapped {
  event: HoldingEvent;
  source?: DispositionSource;
}

function add(history: CustomerHistory, asset: CryptoAssetCode, { event, source }: Mapped) {
  const own: AssetHistory = history.get(asset) ?? { events: [], sources: new Map() };
  history.set(asset, own);
  // An entry's time is when its transaction began, so two that overlapped can be a moment out of
  // the ledger's order; the engine sorts by time, and must see the units arrive before they leave.
  const last = own.events.at(-1);
  const at = last !== undefined && last.at > event.at ? last.at : event.at;
  own.events.push({ ...event, at });
  if (source !== undefined) own.sources.set(event.ref, source);
}

/**
 * One crypto row as the engine sees it (docs/product/tax.md): a trade is a purchase or a sale
 * at its own figures; a crypto deposit joins the pool at the cost the customer stated for it,
 * and without one, like any other arrival (an adjustment, sandbox funding), at market value,
 * marked estimated; a withdrawal is a disposition unless it went to the customer's own wallet;
 * any other departure (an adjustment, a reversal) is no sale and leaves with its share of the
 * cost.
 */
export function eventOf(
  row: LedgerExportRow,
  amount: bigint,
  tradeFee: bigint,
  partyOf: PartyOf,
  statedCostOf: StatedCostOf,
): Mapped {
  const ref = row.reference ?? `entry:${row.entry_id}`;
  const at = new Date(row.posted_at);
  // Signed like the amount; the engine takes magnitudes. Unpriced (rate `none`) counts as 0.
  const value = abs(cents(row.cad_value_cents));
  if (row.kind === 'trade') {
    if (amount > 0n) {
      const buy = { ref, at, quantity: amount, consideration: value, fee: tradeFee };
      return { event: { kind: 'acquisition', ...buy, estimated: false } };
    }
    const sale = { ref, at, quantity: -amount, proceeds: value, outlays: tradeFee };
    return {
      event: { kind: 'disposition', ...sale },
      source: { kind: 'sale', transactionHash: null },
    };
  }
  if (amount > 0n) {
    // What the customer paid elsewhere is their cost (ITA s. 54, ADR 76); the market value only
    // stands in for it.
    const guid = transferInGuid(row);
    const stated = guid === null ? undefined : statedCostOf(guid);
    const consideration = stated ?? value;
    const arrival = { ref, at, quantity: amount, consideration, fee: 0n };
    return { event: { kind: 'acquisition', ...arrival, estimated: stated === undefined } };
  }
  const quantity = -amount;
  if (
    row.kind !== 'crypto_withdrawal' ||
    (row.reference !== null && partyOf(row.reference) === 'own')
  ) {
    return { event: { kind: 'transfer_out', ref, at, quantity } };
  }
  // The network fee is inside the amount: the units delivered are the proceeds, the fee's
  // value is an outlay of disposing of them.
  const outlays = valueAtRate(row, cents(row.fee));
  return {
    event: { kind: 'disposition', ref, at, quantity, proceeds: value - outlays, outlays },
    source: { kind: 'withdrawal', transactionHash: row.transaction_hash },
  };
}

/**
 * Units of the row's asset in CAD cents at the row's rate, rounded toward zero, exactly as the
 * export valued the row itself (records' `valuation`); 0 for an unpriced row.
 */
export function valueAtRate(row: LedgerExportRow, units: bigint): bigint {
  if (row.rate === null || !isCryptoAssetCode(row.asset)) return 0n;
  const [whole = '0', fraction = ''] = row.rate.split('.');
  const rate = BigInt(whole + fraction);
  const exponent = assets[row.asset].decimals + fraction.length - assets.CAD.decimals;
  return exponent >= 0
    ? divRound(units * rate, pow10(exponent), 'down')
    : units * rate * pow10(-exponent);
}

const cents = (text: string | null | undefined): bigint =>
  text === null || text === undefined ? 0n : BigInt(text);

const abs = (value: bigint): bigint => (value < 0n ? -value : value);
