import type { CustomerAdjustment } from '@maple/contracts';
import { type AssetCode, toDecimalString } from '@maple/money';
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { TFunction } from 'i18next';
import { transferMethodKey } from '../../lib/funding/transfer-method';
import type { Trade } from '../../lib/platform/answers';
import type { Transfer } from '../../lib/platform/funding-answers';
import { legsOf } from '../../lib/platform/trade-math';

/** Exact, locale-free amounts ("1234.5"), so a spreadsheet reads them as numbers anywhere. */
const plain = (units: bigint | string, asset: AssetCode) => toDecimalString(BigInt(units), asset);

/** The columns in their order; each row below fills them all, empty where it has nothing. */
const columns = [
  'date',
  'kind',
  'side',
  'asset',
  'amount',
  'cad',
  'fee',
  'state',
  'failure',
  'reference',
  'networkFee',
  'txnHash',
  'note',
] as const;

type Row = string[];

function tradeRow(trade: Trade, t: TFunction): Row {
  const { asset, crypto, cad, fee } = legsOf(trade);
  return [
    trade.created_at,
    t('funding.orders.kind.trade'),
    t(`trading.side.${trade.side}`),
    asset,
    plain(crypto, asset),
    plain(cad, 'CAD'),
    plain(fee, 'CAD'),
    t(`trading.state.${trade.state}`),
    trade.failure_code ?? '',
    trade.guid,
    '',
    '',
    '',
  ];
}

function transferRow(transfer: Transfer, t: TFunction): Row {
  const amount = plain(transfer.amount ?? transfer.estimated_amount, transfer.asset);
  const networkFee = transfer.network_fee ?? transfer.estimated_network_fee;
  return [
    transfer.created_at,
    t(transferMethodKey(transfer)),
    t(
      transfer.transfer_type === 'funding_return'
        ? 'funding.orders.side.return'
        : `funding.orders.side.${transfer.side}`,
    ),
    transfer.asset,
    amount,
    // A crypto transfer's CAD value is not part of Cybrid's Transfer.
    transfer.asset === 'CAD' ? amount : '',
    transfer.asset === 'CAD' ? plain(transfer.fee, 'CAD') : '',
    t(`trading.state.${transfer.state}`),
    transfer.failure_code ?? '',
    transfer.guid,
    networkFee === null ? '' : plain(networkFee, transfer.network_fee_asset ?? transfer.asset),
    // The whole hash: a spreadsheet is where it gets looked up.
    transfer.txn_hash ?? '',
    '',
  ];
}

function adjustmentRow(adjustment: CustomerAdjustment, t: TFunction): Row {
  const amount = plain(adjustment.amount, adjustment.asset);
  return [
    adjustment.posted_at,
    t('funding.orders.kind.adjustment'),
    t(`funding.orders.adjustment.${adjustment.direction}`),
    adjustment.asset,
    amount,
    adjustment.asset === 'CAD' ? amount : '',
    '',
    t('trading.state.completed'),
    '',
    adjustment.guid,
    '',
    '',
    adjustment.note ?? t(`funding.orders.adjustment.${adjustment.category}`),
  ];
}

/**
 * Trades, transfers and manual adjustments as CSV, newest first, one row each, with the column
 * titles in the reader's language; dates are ISO 8601 (UTC) and amounts plain decimals (an
 * adjustment's side says credit or debit). csv-stringify quotes.
 */
export function ordersCsv(
  trades: readonly Trade[],
  transfers: readonly Transfer[],
  adjustments: readonly CustomerAdjustment[],
  t: TFunction,
): string {
  const rows = [
    ...trades.map((trade) => tradeRow(trade, t)),
    ...transfers.map((transfer) => transferRow(transfer, t)),
    ...adjustments.map((adjustment) => adjustmentRow(adjustment, t)),
  ].sort((a, b) => (b[0] ?? '').localeCompare(a[0] ?? ''));
  return stringify(rows, {
    header: true,
    columns: columns.map((column) => t(`funding.orders.csv.${column}`)),
  });
}
