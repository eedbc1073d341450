import { taxYearSchema } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import type { HoldingEvent } from './acb/holding-events.js';
import type { CustomerHistory } from './ledger-events.js';
import { taxYear } from './tax-year.js';

/**
 * A tax year from a customer's history (ADR 74), without a database: the year keeps the
 * dispositions of its Toronto days, figured over the whole history (a January purchase denies a
 * December loss), and the holdings are the pool at the year's end.
 */

const now = new Date('2025-06-01T16:00:00Z');
const BTC = 100_000_000n;
const ETH = 10n ** 18n;

const buy = (ref: string, at: string, quantity: bigint, consideration: bigint, fee = 0n) =>
  ({
    kind: 'acquisition',
    ref,
    at: new Date(at),
    quantity,
    consideration,
    fee,
    estimated: false,
  }) satisfies HoldingEvent;
const sell = (ref: string, at: string, quantity: bigint, proceeds: bigint, outlays = 0n) =>
  ({
    kind: 'disposition',
    ref,
    at: new Date(at),
    quantity,
    proceeds,
    outlays,
  }) satisfies HoldingEvent;

const sale = { kind: 'sale', transactionHash: null } as const;
const history: CustomerHistory = new Map([
  [
    'BTC',
    {
      events: [
        buy('btc-1', '2024-12-01T17:00:00Z', BTC, 60_000_00n, 10_00n),
        // 23:30 on 31 December in Toronto: already 2025 in UTC, still 2024 for the tax year.
        sell('btc-2', '2025-01-01T04:30:00Z', BTC, 50_000_00n, 10_00n),
        buy('btc-3', '2025-01-10T17:00:00Z', BTC, 48_000_00n, 10_00n),
      ],
      sources: new Map([['btc-2', sale]]),
    },
  ],
  [
    'ETH',
    {
      events: [
        buy('eth-1', '2024-06-01T16:00:00Z', 2n * ETH, 6_000_00n),
        sell('eth-2', '2025-03-01T17:00:00Z', ETH, 4_000_00n),
      ],
      sources: new Map([['eth-2', sale]]),
    },
  ],
]);

describe('a tax year', () => {
  it('reports a December loss denied by a purchase in January, and the pool at the year’s end', () => {
    const answer = taxYear(history, 2024, now);
    expect(taxYearSchema.parse(answer)).toEqual(answer);
    const loss = 50_000_00n - 10_00n - 60_010_00n;
    expect(answer.dispositions).toEqual([
      {
        ref: 'btc-2',
        kind: 'sale',
        asset: 'BTC',
        disposed_at: '2025-01-01T04:30:00.000Z',
        day: '2024-12-31',
        quantity: String(BTC),
        quantity_decimal: '1',
        proceeds_cents: '5000000',
        outlays_cents: '1000',
        cost_cents: '6001000',
        gain_cents: '0',
        denied_loss_cents: String(-loss),
        provisional: false,
        estimated: false,
        transaction_hash: null,
      },
    ]);
    expect(answer.totals).toEqual({
      dispositions: 1,
      proceeds_cents: '5000000',
      cost_cents: '6001000',
      outlays_cents: '1000',
      gain_cents: '0',
      denied_loss_cents: String(-loss),
    });
    // The BTC pool was empty at the year's end; January's purchase is the next year's.
    expect(answer.holdings).toEqual([
      {
        asset: 'ETH',
        quantity: String(2n * ETH),
        quantity_decimal: '2',
        cost_cents: '600000',
        estimated: false,
      },
    ]);
    expect(answer).toMatchObject({ year: 2024, as_of: now.toISOString(), years: [2025, 2024] });
  });

  it('carries the denied loss into the next year’s holdings, and sums only that year', () => {
    const answer = taxYear(history, 2025, now);
    expect(answer.dispositions.map(({ ref, gain_cents }) => [ref, gain_cents])).toEqual([
      ['eth-2', '100000'],
    ]);
    expect(answer.totals).toMatchObject({ dispositions: 1, gain_cents: '100000' });
    const deniedLoss = 60_010_00n + 10_00n - 50_000_00n;
    expect(answer.holdings).toEqual([
      {
        asset: 'BTC',
        quantity: String(BTC),
        quantity_decimal: '1',
        cost_cents: String(48_010_00n + deniedLoss),
        estimated: false,
      },
      {
        asset: 'ETH',
        quantity: String(ETH),
        quantity_decimal: '1',
        cost_cents: '300000',
        estimated: false,
      },
    ]);
  });

  it('answers a year without events with zeros, and still names the years that have some', () => {
    const answer = taxYear(history, 2023, now);
    expect(answer).toEqual({
      year: 2023,
      as_of: now.toISOString(),
      years: [2025, 2024],
      totals: {
        dispositions: 0,
        proceeds_cents: '0',
        cost_cents: '0',
        outlays_cents: '0',
        gain_cents: '0',
        denied_loss_cents: '0',
      },
      dispositions: [],
      holdings: [],
    });
    expect(taxYear(new Map(), 2025, now).years).toEqual([]);
  });
});
