import type { TaxDisposition, TaxHolding, TaxYear, TransferIn } from '@maple/contracts';
import type { FakeRequest } from './fake-server';

/**
 * The tax centre's answers in the tests: docs/product/tax.md's first two worked examples in ETH
 * (buy 100 at $50 + $10; sell 50 at $120 + $10, a $3,485.00 gain; buy 50 at $130 + $10; 40 leave
 * at $90 + $10, a $16.00 loss), the second a withdrawal still provisional with an estimated cost;
 * and a holding large enough to group its digits.
 */
export const sale: TaxDisposition = {
  ref: 'a1a2a3a4a5a6a7a8a9aaabacadaeaf00',
  kind: 'sale',
  asset: 'ETH',
  disposed_at: '2026-03-02T15:00:00.000Z',
  day: '2026-03-02',
  quantity: '50000000000000000000',
  quantity_decimal: '50',
  proceeds_cents: '600000',
  outlays_cents: '1000',
  cost_cents: '250500',
  gain_cents: '348500',
  denied_loss_cents: '0',
  provisional: false,
  estimated: false,
  transaction_hash: null,
};

export const withdrawal: TaxDisposition = {
  ref: 'b1b2b3b4b5b6b7b8b9babbbcbdbebf00',
  kind: 'withdrawal',
  asset: 'ETH',
  disposed_at: '2026-06-01T03:30:00.000Z',
  day: '2026-05-31',
  quantity: '40000000000000000000',
  quantity_decimal: '40',
  proceeds_cents: '360000',
  outlays_cents: '1000',
  cost_cents: '360600',
  gain_cents: '-1600',
  denied_loss_cents: '0',
  provisional: true,
  estimated: true,
  transaction_hash: `0x${'f'.repeat(64)}`,
};

export const holding: TaxHolding = {
  asset: 'ETH',
  quantity: '1234500000000000000000',
  quantity_decimal: '1234.5',
  cost_cents: '540900',
  estimated: true,
};

/** A year's answer: the two dispositions above, summed as the server would, unless overridden. */
export const taxYear = (overrides: Partial<TaxYear> = {}): TaxYear => ({
  year: 2026,
  as_of: '2026-06-15T16:00:00.000Z',
  years: [2026, 2025, 2024],
  totals: {
    dispositions: 2,
    proceeds_cents: '960000',
    cost_cents: '611100',
    outlays_cents: '2000',
    gain_cents: '346900',
    denied_loss_cents: '0',
  },
  dispositions: [sale, withdrawal],
  holdings: [holding],
  ...overrides,
});

/** A year with nothing disposed of. */
export const quietYear = (year: number): TaxYear =>
  taxYear({
    year,
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

/**
 * A transfer in: half a bitcoin deposited on April 10, 2026 (Toronto), worth $40,000.00 when it
 * arrived, its cost not stated unless overridden.
 */
export const transferIn = (overrides: Partial<TransferIn> = {}): TransferIn => ({
  guid: 'c1c2c3c4c5c6c7c8c9cacbcccdcecf00',
  asset: 'BTC',
  quantity: '50000000',
  quantity_decimal: '0.5',
  arrived_at: '2026-04-10T14:00:00.000Z',
  market_value_cents: '4000000',
  stated_cost_cents: null,
  estimated: true,
  ...overrides,
});

/** A fake server's route: the customer transferred no crypto in, so /tax shows no section for it. */
export const noTransfersIn = {
  'GET /customers/tax/transfers-in': () => ({ body: { data: [] } }),
};

/** The paths of the year's reads, without the transfers in /tax reads beside them. */
export const yearPaths = (requests: readonly FakeRequest[]) =>
  requests
    .map((request) => request.path)
    .filter((path) => path.startsWith('/customers/tax/') && !path.endsWith('/transfers-in'));
