import type { LedgerExportRow } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { exportRowOf } from '../../testing/ledger-export-rows.js';
import { type StatementInputs, statementFacts } from './statement-builder.js';
import { statementFactsSchema } from './statement-facts.js';
import { statementPeriod } from './statement-period.js';

/** A statement's figures from export rows (ADR 77), without a database. */

let entry = 0;
const row = (
  posted_at: string,
  asset: LedgerExportRow['asset'],
  amount: bigint,
  extra: Partial<LedgerExportRow> = {},
): LedgerExportRow => {
  entry += 1;
  const entry_id = String(entry);
  return exportRowOf({
    entry_id,
    posted_at,
    account_guid: `account-${asset}`,
    asset,
    amount: amount.toString(),
    ...extra,
  });
};

const BTC = 100_000_000n;
const october = statementPeriod('2026-10');
const rows = [
  row('2026-02-03T15:00:00.000Z', 'CAD', 5_000_00n, { kind: 'funding_deposit' }),
  // A trade in September: its fee counts for the year, not for October.
  row('2026-09-10T15:00:00.000Z', 'CAD', -1_000_00n, { fee: '1000', fee_asset: 'CAD' }),
  row('2026-09-10T15:00:00.000Z', 'BTC', BTC / 100n),
  // 23:30 on 30 September in Toronto is 03:30 UTC on 1 October: still September's.
  row('2026-10-01T03:30:00.000Z', 'CAD', 200_00n, { kind: 'funding_deposit' }),
  row('2026-10-15T15:00:00.000Z', 'CAD', -500_00n, { fee: '500', fee_asset: 'CAD' }),
  row('2026-10-15T15:00:00.000Z', 'BTC', BTC / 200n),
  row('2026-10-20T15:00:00.000Z', 'BTC', -BTC / 1000n, {
    kind: 'crypto_withdrawal',
    fee: '2000',
    fee_asset: 'BTC',
    network: 'bitcoin_testnet',
    transaction_hash: 'ab'.repeat(32),
    address: 'tb1qexample',
  }),
  // 20:00 on 31 October in Toronto, still October; the next is November's.
  row('2026-11-01T00:00:00.000Z', 'CAD', 1_00n, { kind: 'funding_deposit' }),
  row('2026-11-01T05:00:00.000Z', 'CAD', 7_00n, { kind: 'funding_deposit' }),
];

const inputs: StatementInputs = {
  period: october,
  customerName: 'Test Customer',
  accountAssets: ['CAD', 'BTC', 'ETH'],
  rows,
  holds: [
    { asset: 'CAD', amount: 50_00n, reference: 'f'.repeat(32), placedAt: new Date('2026-10-30') },
  ],
  prices: new Map([['BTC', 90_000n * 100_000_000n]]),
  bookCosts: new Map([['BTC', { cost: 1_400_00n, estimated: true }]]),
};

describe('a statement’s facts', () => {
  const facts = statementFacts(inputs);

  it('opens and closes each account by the Toronto bounds, activity summing to the change', () => {
    expect(statementFactsSchema.parse(facts)).toEqual(facts);
    expect(facts.balances).toEqual([
      { asset: 'CAD', opening: '420000', closing: '370100' },
      { asset: 'BTC', opening: '1000000', closing: '1400000' },
      { asset: 'ETH', opening: '0', closing: '0' },
    ]);
    expect(facts.activity.map((line) => line.posted_at)).toEqual([
      '2026-10-15T15:00:00.000Z',
      '2026-10-15T15:00:00.000Z',
      '2026-10-20T15:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
    for (const balance of facts.balances) {
      const moved = facts.activity
        .filter((line) => line.asset === balance.asset)
        .reduce((sum, line) => sum + BigInt(line.amount), 0n);
      expect(BigInt(balance.opening) + moved).toBe(BigInt(balance.closing));
    }
  });

  it('keeps a withdrawal’s network, hash and address on its line', () => {
    const withdrawal = facts.activity.find((line) => line.kind === 'crypto_withdrawal');
    expect(withdrawal).toMatchObject({
      network: 'bitcoin_testnet',
      transaction_hash: 'ab'.repeat(32),
      address: 'tb1qexample',
      fee: '2000',
      fee_asset: 'BTC',
    });
  });

  it('values positions at the closing mid price beside their book cost', () => {
    // 0.014 BTC at $90,000 = $1,260.00.
    expect(facts.positions).toEqual([
      {
        asset: 'BTC',
        quantity: '1400000',
        price_cents: '9000000',
        market_value_cents: '126000',
        book_cost_cents: '140000',
        estimated: true,
      },
    ]);
  });

  it('totals fees for the period and the year to date, per asset', () => {
    expect(facts.fees).toEqual([
      { asset: 'CAD', period: '500', year_to_date: '1500' },
      { asset: 'BTC', period: '2000', year_to_date: '2000' },
    ]);
  });

  it('lists the holds open at the end and leaves a position unpriced without a price', () => {
    expect(facts.holds).toEqual([
      {
        asset: 'CAD',
        amount: '5000',
        reference: 'f'.repeat(32),
        placed_at: '2026-10-30T00:00:00.000Z',
      },
    ]);
    const unpriced = statementFacts({ ...inputs, prices: new Map() });
    expect(unpriced.positions[0]).toMatchObject({ price_cents: null, market_value_cents: null });
  });
});
