import type { LedgerExportKind, LedgerExportRow } from '@maple/contracts';
import {
  type AssetCode,
  assets,
  divRound,
  isCryptoAssetCode,
  pow10,
  scaledDecimalString,
  toDecimalString,
} from '@maple/money';
import type { PostingLine } from '../ledger/ledger.service.js';
import { priceDecimals } from '../market/market-data.js';
import type { PricePointAt, RecordedAddress, TradeRecord, TransferRecord } from './ports.js';

/** What a ledger entry's reference names: `trade:<guid>`, `transfer:<guid>`, `adjustment:<guid>`. */
export type Referenced =
  | { type: 'trade' | 'transfer' | 'adjustment'; guid: string }
  | { type: 'other'; text: string | null };

export function referenced(reference: string | null): Referenced {
  const match = reference === null ? null : /^(trade|transfer|adjustment):(.+)$/.exec(reference);
  const [, type, guid] = match ?? [];
  if (guid !== undefined && (type === 'trade' || type === 'transfer' || type === 'adjustment')) {
    return { type, guid };
  }
  return { type: 'other', text: reference };
}

/** The rows behind a page of postings, each read once per page by its owner. */
export interface PageDetails {
  trades: ReadonlyMap<string, TradeRecord>;
  transfers: ReadonlyMap<string, TransferRecord>;
  addresses: ReadonlyMap<string, RecordedAddress>;
}

/** One posting as the export states it, before the details of its entry are joined. */
export interface ExportLine {
  line: PostingLine;
  accountGuid: string;
  balanceAfter: bigint;
  /** The market price nearest before the entry (crypto rows not priced by a trade). */
  price: PricePointAt | undefined;
}

const detailOf = <T>(ref: Referenced, type: 'trade' | 'transfer', map: ReadonlyMap<string, T>) =>
  ref.type === type ? map.get(ref.guid) : undefined;

/** The export's row of one posting (ADR 71): the ledger's facts, then its entry's details. */
export function exportRow(item: ExportLine, details: PageDetails): LedgerExportRow {
  const { line, accountGuid, balanceAfter } = item;
  const ref = referenced(line.reference);
  const trade = detailOf(ref, 'trade', details.trades);
  const transfer = detailOf(ref, 'transfer', details.transfers);
  const wallet = transfer?.externalWalletGuid ?? transfer?.depositAddressGuid;
  const address =
    wallet === null || wallet === undefined ? undefined : details.addresses.get(wallet);
  const fee = feeOf(line, trade, transfer);
  return {
    posting_id: line.postingId.toString(),
    entry_id: line.entryId.toString(),
    posted_at: line.createdAt.toISOString(),
    kind: kindOf(line.kind, transfer),
    account_guid: accountGuid,
    asset: line.asset,
    amount: line.amount.toString(),
    amount_decimal: toDecimalString(line.amount, line.asset),
    balance_after: balanceAfter.toString(),
    balance_after_decimal: toDecimalString(balanceAfter, line.asset),
    ...valuation(line, trade, item.price),
    fee: fee === undefined ? null : fee.toString(),
    fee_asset: fee === undefined ? null : line.asset,
    network: address?.network ?? null,
    transaction_hash: transfer?.txnHash ?? null,
    address: address?.address ?? null,
    reference: ref.type === 'other' ? ref.text : ref.guid,
  };
}

function kindOf(kind: PostingLine['kind'], transfer: TransferRecord | undefined): LedgerExportKind {
  if (kind === 'funding') {
    if (transfer === undefined) return 'funding';
    if (transfer.transferType === 'funding_return') return 'funding_return';
    return transfer.side === 'deposit' ? 'funding_deposit' : 'funding_withdrawal';
  }
  if (kind === 'crypto_transfer') {
    if (transfer === undefined) return 'crypto_transfer';
    return transfer.side === 'deposit' ? 'crypto_deposit' : 'crypto_withdrawal';
  }
  return kind;
}

/**
 * The fee an entry's action took, stated once per entry: on its row in the fee's asset, where
 * the fee is already part of the amount (a trade's CAD fee on its CAD row; a withdrawal's
 * network fee on the row of the asset it was paid in, its own row when that is another asset).
 * Summing `amount` gives the balance; summing `fee` gives the fees, neither counted twice.
 */
function feeOf(
  line: PostingLine,
  trade: TradeRecord | undefined,
  transfer: TransferRecord | undefined,
): bigint | undefined {
  let fee = 0n;
  if (trade !== undefined && line.asset === 'CAD') fee = trade.fee;
  if (transfer !== undefined) {
    if (line.asset === transfer.asset) fee += transfer.fee;
    if (transfer.networkFee !== null && transfer.networkFeeAsset === line.asset) {
      fee += transfer.networkFee;
    }
  }
  return fee > 0n ? fee : undefined;
}

type Valuation = Pick<LedgerExportRow, 'cad_value_cents' | 'rate' | 'rate_source' | 'rate_at'>;

const unpriced: Valuation = {
  cad_value_cents: null,
  rate: null,
  rate_source: 'none',
  rate_at: null,
};

/** Base units × price (8 decimals) → CAD cents: divide by 10^(decimals + 8 − 2). */
const scaleOf = (asset: AssetCode) =>
  pow10(assets[asset].decimals + priceDecimals - assets.CAD.decimals);

/**
 * What the row's amount was worth in CAD cents, and at what rate: CAD at par; a trade's coin at
 * what the trade gave or got for it before its fee (exactly what the trade showed); any other
 * crypto row at the market's mid price nearest before the entry, rounded toward zero.
 */
function valuation(
  line: PostingLine,
  trade: TradeRecord | undefined,
  price: PricePointAt | undefined,
): Valuation {
  if (line.asset === 'CAD') {
    return {
      cad_value_cents: line.amount.toString(),
      rate: '1',
      rate_source: 'cad',
      rate_at: null,
    };
  }
  if (trade !== undefined) {
    const gross = trade.side === 'buy' ? trade.deliver - trade.fee : trade.receive + trade.fee;
    return {
      cad_value_cents: (line.amount < 0n ? -gross : gross).toString(),
      rate: scaledDecimalString(trade.price, priceDecimals),
      rate_source: 'trade_price',
      rate_at: null,
    };
  }
  if (price === undefined || !isCryptoAssetCode(line.asset)) return unpriced;
  return {
    cad_value_cents: divRound(line.amount * price.price, scaleOf(line.asset), 'down').toString(),
    rate: scaledDecimalString(price.price, priceDecimals),
    rate_source: 'market_mid',
    rate_at: new Date(price.at).toISOString(),
  };
}
