import type { LedgerExportRow } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import { exportRowOf } from '../../testing/ledger-export-rows.js';
import { holdingEvents, type PartyOf, valueAtRate, withdrawalGuids } from './ledger-events.js';

/**
 * The ledger export's rows as the adjusted cost base engine's events (ADR 74), on hand-built
 * pages: trades at their own figures, arrivals at market value, withdrawals a disposition unless
 * they went to the customer's own wallet.
 */

/** An export row with what a test does not name filled in as the export would. */
const row = exportRowOf;

/** A trade's two rows: CAD (with the fee) and the coin (at the trade's gross, before the fee). */
function tradeRows(entry: string, ref: string, units: bigint, gross: bigint, fee: bigint) {
  const buy = units > 0n;
  const cad = buy ? -(gross + fee) : gross - fee;
  return [
    row({ entry_id: entry, reference: ref, asset: 'CAD', amount: String(cad), fee: String(fee) }),
    row({
      entry_id: entry,
      reference: ref,
      amount: String(units),
      cad_value_cents: String(buy ? gross : -gross),
      rate: '50000.00000000',
      rate_source: 'trade_price',
    }),
  ];
}

/** A crypto withdrawal's row: the network fee is inside the amount. */
const withdrawal = (entry: string, ref: string, fields: Partial<LedgerExportRow> = {}) =>
  row({
    entry_id: entry,
    kind: 'crypto_withdrawal',
    reference: ref,
    amount: '-1002000',
    fee: '2000',
    fee_asset: 'BTC',
    // 1,002,000 sat at CAD 43,210.12345678, rounded toward zero.
    cad_value_cents: '-43296',
    rate: '43210.12345678',
    rate_source: 'market_mid',
    rate_at: '2025-03-10T16:59:00.000Z',
    transaction_hash: `hash-${ref}`,
    ...fields,
  });

const nobody: PartyOf = () => null;
const eventsOf = (rows: LedgerExportRow[], partyOf: PartyOf = nobody) =>
  holdingEvents(rows, partyOf).get('BTC')?.events ?? [];

describe('the holding events of a ledger export', () => {
  it('makes a buy an acquisition at its gross, with the fee from its CAD row', () => {
    const [event] = eventsOf(tradeRows('1', 'trade-1', 100_000n, 50_00n, 1_99n));
    expect(event).toEqual({
      kind: 'acquisition',
      ref: 'trade-1',
      at: new Date('2025-03-10T17:00:00.000Z'),
      quantity: 100_000n,
      consideration: 50_00n,
      fee: 1_99n,
      estimated: false,
    });
  });

  it('makes a sale a disposition: its gross the proceeds, its fee the outlays', () => {
    const history = holdingEvents(tradeRows('2', 'trade-2', -40_000n, 20_00n, 1_99n), nobody);
    expect(history.get('BTC')?.events).toEqual([
      {
        kind: 'disposition',
        ref: 'trade-2',
        at: new Date('2025-03-10T17:00:00.000Z'),
        quantity: 40_000n,
        proceeds: 20_00n,
        outlays: 1_99n,
      },
    ]);
    expect(history.get('BTC')?.sources.get('trade-2')).toEqual({
      kind: 'sale',
      transactionHash: null,
    });
  });

  it('finds a trade’s fee on its CAD row wherever the row is among the pages', () => {
    const [cad, coin] = tradeRows('3', 'trade-3', 100_000n, 50_00n, 2_50n);
    const other = row({ entry_id: '4', kind: 'sandbox_funding', amount: '5' });
    const rows = [coin, other, cad].filter((item) => item !== undefined);
    expect(eventsOf(rows)[0]).toMatchObject({ ref: 'trade-3', fee: 2_50n });
  });

  it('makes every other arrival an acquisition at market value, estimated', () => {
    const events = eventsOf([
      row({
        entry_id: '5',
        kind: 'crypto_deposit',
        reference: 'deposit-5',
        amount: '300000',
        cad_value_cents: '12963',
        rate: '43210.12345678',
        rate_source: 'market_mid',
      }),
      row({ entry_id: '6', kind: 'sandbox_funding', reference: 'key-6', amount: '7' }),
      row({
        entry_id: '7',
        kind: 'adjustment',
        reference: 'adj-7',
        amount: '8',
        cad_value_cents: '1',
      }),
      row({ entry_id: '8', kind: 'reversal', amount: '9', cad_value_cents: '2' }),
    ]);
    expect(events.map(({ kind, ref, quantity }) => ({ kind, ref, quantity }))).toEqual([
      { kind: 'acquisition', ref: 'deposit-5', quantity: 300_000n },
      { kind: 'acquisition', ref: 'key-6', quantity: 7n },
      { kind: 'acquisition', ref: 'adj-7', quantity: 8n },
      // No reference: the entry names it.
      { kind: 'acquisition', ref: 'entry:8', quantity: 9n },
    ]);
    expect(events.map((event) => event.kind === 'acquisition' && event.consideration)).toEqual([
      12_963n,
      // Unpriced (rate `none`): no value is known.
      0n,
      1n,
      2n,
    ]);
    expect(events.every((event) => event.kind === 'acquisition' && event.estimated)).toBe(true);
    expect(events.every((event) => event.kind === 'acquisition' && event.fee === 0n)).toBe(true);
  });

  it('joins a crypto deposit at the cost the customer stated, not estimated; nothing else', () => {
    const deposit = (entry: string, ref: string) =>
      row({
        entry_id: entry,
        kind: 'crypto_deposit',
        reference: ref,
        amount: '300000',
        cad_value_cents: '12963',
        rate: '43210.12345678',
        rate_source: 'market_mid',
      });
    const stated = new Map([
      ['deposit-1', 99_00n],
      ['deposit-2', 0n],
      ['adj-4', 5_00n],
    ]);
    const history = holdingEvents(
      [
        deposit('1', 'deposit-1'),
        deposit('2', 'deposit-2'),
        deposit('3', 'deposit-3'),
        row({
          entry_id: '4',
          kind: 'adjustment',
          reference: 'adj-4',
          amount: '8',
          cad_value_cents: '1',
        }),
      ],
      nobody,
      (guid) => stated.get(guid),
    );
    const events = history.get('BTC')?.events ?? [];
    expect(
      events.map((event) =>
        event.kind === 'acquisition' ? [event.ref, event.consideration, event.estimated] : [],
      ),
    ).toEqual([
      // What the customer paid, whatever the market value; a stated 0 is a cost too.
      ['deposit-1', 99_00n, false],
      ['deposit-2', 0n, false],
      // No cost stated: the market value, estimated.
      ['deposit-3', 12_963n, true],
      // An adjustment is no transfer in: a cost keyed to it is not its cost.
      ['adj-4', 1n, true],
    ]);
    // Without the customer's costs, every deposit is at market value.
    const unstated = eventsOf([deposit('5', 'deposit-1')]);
    expect(unstated).toMatchObject([{ consideration: 12_963n, estimated: true }]);
  });

  it('makes a withdrawal to a third party, or to a wallet nobody named, a disposition at market', () => {
    const parties: PartyOf = (guid) => (guid === 'w-third' ? 'third_party' : null);
    const history = holdingEvents(
      [withdrawal('10', 'w-third'), withdrawal('11', 'w-unknown')],
      parties,
    );
    // The network fee of 2,000 sat at the row's rate, rounded toward zero: 86.42… → 86 cents.
    const fee = (2_000n * 4_321_012_345_678n) / 10n ** 14n;
    expect(fee).toBe(86n);
    for (const ref of ['w-third', 'w-unknown']) {
      const event = history.get('BTC')?.events.find((candidate) => candidate.ref === ref);
      expect(event).toMatchObject({
        kind: 'disposition',
        quantity: 1_002_000n,
        proceeds: 43_296n - fee,
        outlays: fee,
      });
      expect(history.get('BTC')?.sources.get(ref)).toEqual({
        kind: 'withdrawal',
        transactionHash: `hash-${ref}`,
      });
    }
  });

  it('makes a withdrawal to the customer’s own wallet, and any other departure, no disposition', () => {
    const history = holdingEvents(
      [
        withdrawal('12', 'w-own'),
        row({ entry_id: '13', kind: 'adjustment', reference: 'adj-13', amount: '-5' }),
        row({ entry_id: '14', kind: 'reversal', reference: 'rev-14', amount: '-6' }),
      ],
      (guid) => (guid === 'w-own' ? 'own' : 'third_party'),
    );
    expect(
      history.get('BTC')?.events.map(({ kind, ref, quantity }) => [kind, ref, quantity]),
    ).toEqual([
      ['transfer_out', 'w-own', 1_002_000n],
      ['transfer_out', 'adj-13', 5n],
      ['transfer_out', 'rev-14', 6n],
    ]);
    expect(history.get('BTC')?.sources.size).toBe(0);
  });

  it('values an unpriced withdrawal at nothing, its fee too', () => {
    const unpriced = withdrawal('15', 'w-15', {
      cad_value_cents: null,
      rate: null,
      rate_source: 'none',
      rate_at: null,
    });
    expect(valueAtRate(unpriced, 2_000n)).toBe(0n);
    expect(eventsOf([unpriced])).toMatchObject([
      { kind: 'disposition', proceeds: 0n, outlays: 0n },
    ]);
  });

  it('keeps CAD out, each asset apart, and zero amounts out', () => {
    const history = holdingEvents(
      [
        row({ entry_id: '16', kind: 'funding_deposit', asset: 'CAD', amount: '100000' }),
        row({ entry_id: '17', kind: 'sandbox_funding', asset: 'ETH', amount: '10' }),
        row({ entry_id: '18', kind: 'sandbox_funding', amount: '0' }),
      ],
      nobody,
    );
    expect([...history.keys()]).toEqual(['ETH']);
  });

  it('keeps the ledger’s order when two entries’ times overlap', () => {
    const events = eventsOf([
      row({
        entry_id: '19',
        kind: 'sandbox_funding',
        amount: '10',
        posted_at: '2025-03-10T17:00:01.000Z',
      }),
      row({
        entry_id: '20',
        kind: 'adjustment',
        amount: '-10',
        posted_at: '2025-03-10T17:00:00.000Z',
      }),
    ]);
    expect(events.map((event) => event.at.toISOString())).toEqual([
      '2025-03-10T17:00:01.000Z',
      '2025-03-10T17:00:01.000Z',
    ]);
  });

  it('names the transfers a page’s withdrawals went out on, once each', () => {
    const rows = [
      withdrawal('21', 'w-21'),
      withdrawal('21', 'w-21', { asset: 'ETH' }),
      withdrawal('22', 'w-22'),
      row({ entry_id: '23', kind: 'crypto_deposit', reference: 'd-23', amount: '1' }),
    ];
    expect(withdrawalGuids(rows)).toEqual(['w-21', 'w-22']);
  });
});
