import type { LedgerExportRow, TransferIn } from '@maple/contracts';
import { isCryptoAssetCode, toDecimalString } from '@maple/money';
import { transferInGuid } from './ledger-events.js';

/**
 * A crypto deposit's arrival as the customer's transfers in list it (ADR 76): the export's row,
 * so the market value shown is the one the tax year takes when no cost is stated.
 */
export interface Arrival {
  guid: string;
  row: LedgerExportRow;
}

/** The row's arrival, when it is a crypto deposit's (the only kind with a stated cost). */
export function arrivalOf(row: LedgerExportRow): Arrival | undefined {
  const guid = transferInGuid(row);
  return guid === null || !isCryptoAssetCode(row.asset) ? undefined : { guid, row };
}

/** One transfer in with the cost stated for it, if any: without one its figures are estimated. */
export function transferIn({ guid, row }: Arrival, stated: bigint | undefined): TransferIn {
  const { asset } = row;
  if (!isCryptoAssetCode(asset)) throw new Error(`${guid}: a transfer in of ${asset}`);
  const quantity = BigInt(row.amount);
  return {
    guid,
    asset,
    quantity: quantity.toString(),
    quantity_decimal: toDecimalString(quantity, asset),
    arrived_at: row.posted_at,
    market_value_cents: row.cad_value_cents,
    stated_cost_cents: stated === undefined ? null : stated.toString(),
    estimated: stated === undefined,
  };
}
