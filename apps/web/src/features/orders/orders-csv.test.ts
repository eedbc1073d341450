import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { transferSchema } from '../../lib/platform/funding-answers';
import { cryptoTransfer, txnHash } from '../../test/crypto-transfer-fixtures';
import { transfer } from '../../test/funding-fixtures';
import { ordersCsv } from './orders-csv';

describe('ordersCsv', () => {
  it('writes a crypto transfer in its asset with its network fee and its whole hash', () => {
    const rows = [
      cryptoTransfer({
        state: 'completed',
        amount: 1_000_000n,
        network_fee: 2_000n,
        txn_hash: txnHash,
        created_at: '2026-11-23T10:00:00.000Z',
      }),
      transfer({ state: 'completed', amount: 50_000n }),
    ].map((row) => transferSchema.parse(row));
    const lines = ordersCsv([], rows, [], i18n.t).trim().split('\n');
    expect(lines[0]).toBe(
      'Date (UTC),Kind,Side,Asset,Amount,CAD,Fee (CAD),Status,Failure code,Reference,Network fee (in the asset),Transaction hash,Note',
    );
    expect(lines[1]).toBe(
      `2026-11-23T10:00:00.000Z,Crypto network,Withdrawal,BTC,0.01,,,Completed,,e1e2e3e4e5e6e7e8e9eaebecedeeef00,0.00002,${txnHash},`,
    );
    expect(lines[2]).toBe(
      '2026-11-22T15:30:00.000Z,EFT (bank transfer),Deposit,CAD,500.00,500.00,0.00,Completed,,c1c2c3c4c5c6c7c8c9cacbcccdcecf00,,,',
    );
  });

  it('writes an adjustment by its direction, with the note staff wrote or else its category', () => {
    const lines = ordersCsv(
      [],
      [],
      [
        {
          guid: 'd'.repeat(32),
          asset: 'ETH',
          direction: 'debit',
          amount: '1500000000000000000',
          category: 'correction',
          note: null,
          posted_at: '2026-11-24T09:00:00.000Z',
        },
      ],
      i18n.t,
    )
      .trim()
      .split('\n');
    expect(lines[1]).toBe(
      `2026-11-24T09:00:00.000Z,Adjustment,Debit,ETH,1.5,,,Completed,,${'d'.repeat(32)},,,Correction`,
    );
  });
});
