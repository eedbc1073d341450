import type { LedgerExportRow } from '@maple/contracts';

/** The customer's ledger export's rows (ADR 71), hand-built for the tests that read them. */

let posting = 0;

/**
 * An export row with what a test does not name filled in as the export would: a BTC trade row of
 * nothing, unpriced, each with the next posting id.
 */
export function exportRowOf(
  fields: Partial<LedgerExportRow> & Pick<LedgerExportRow, 'entry_id'>,
): LedgerExportRow {
  posting += 1;
  return {
    posting_id: String(posting),
    posted_at: '2025-03-10T17:00:00.000Z',
    kind: 'trade',
    account_guid: 'a'.repeat(32),
    asset: 'BTC',
    amount: '0',
    amount_decimal: '0',
    balance_after: '0',
    balance_after_decimal: '0',
    cad_value_cents: null,
    rate: null,
    rate_source: 'none',
    rate_at: null,
    fee: null,
    fee_asset: null,
    network: null,
    transaction_hash: null,
    address: null,
    reference: null,
    ...fields,
  };
}
