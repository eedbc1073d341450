import type { StatementActivity, StatementFacts } from '../modules/statements/statement-facts.js';

/**
 * A small, realistic statement's facts (modules/statements), for the tests of the statement's
 * PDF and CSV and of what reads them.
 */

export const tradeGuid = '7'.repeat(32);
export const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const hash = 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d';

/** A posting as the ledger export states it, with nothing a crypto transfer adds. */
export const posting = (fields: Partial<StatementActivity>): StatementActivity => ({
  posted_at: '2026-10-02T14:00:00.000Z',
  kind: 'funding_deposit',
  asset: 'CAD',
  amount: '0',
  balance_after: '0',
  cad_value_cents: null,
  fee: null,
  fee_asset: null,
  network: null,
  transaction_hash: null,
  address: null,
  reference: null,
  ...fields,
});

/**
 * Jane Doe's October 2026 (Toronto, EDT all month): she starts with $1,000.00 and 0.01 BTC she
 * transferred in without stating its cost; an EFT deposit of $500.00, a purchase of 0.005 BTC for
 * $301.99 with its $1.99 fee, then 0.00052 BTC sent to a wallet, 0.00002 of it the network fee.
 * A $200.00 withdrawal is on hold when the month ends, and BTC is at $100,000.00.
 */
export const october: StatementFacts = {
  period: '2026-10',
  starts_at: '2026-10-01T04:00:00.000Z',
  ends_at: '2026-11-01T04:00:00.000Z',
  customer_name: 'Jane Doe',
  balances: [
    { asset: 'CAD', opening: '100000', closing: '119801' },
    { asset: 'BTC', opening: '1000000', closing: '1448000' },
  ],
  activity: [
    posting({
      amount: '50000',
      balance_after: '150000',
      cad_value_cents: '50000',
      reference: 'd'.repeat(32),
    }),
    posting({
      posted_at: '2026-10-05T15:30:00.000Z',
      kind: 'trade',
      amount: '-30199',
      balance_after: '119801',
      cad_value_cents: '-30199',
      fee: '199',
      fee_asset: 'CAD',
      reference: tradeGuid,
    }),
    posting({
      posted_at: '2026-10-05T15:30:00.000Z',
      kind: 'trade',
      asset: 'BTC',
      amount: '500000',
      balance_after: '1500000',
      cad_value_cents: '30000',
      reference: tradeGuid,
    }),
    posting({
      posted_at: '2026-10-20T18:00:00.000Z',
      kind: 'crypto_withdrawal',
      asset: 'BTC',
      amount: '-52000',
      balance_after: '1448000',
      cad_value_cents: '-5200',
      fee: '2000',
      fee_asset: 'BTC',
      network: 'bitcoin',
      transaction_hash: hash,
      address,
      reference: 'e'.repeat(32),
    }),
  ],
  holds: [
    {
      asset: 'CAD',
      amount: '20000',
      reference: 'f'.repeat(32),
      placed_at: '2026-10-31T20:00:00.000Z',
    },
  ],
  positions: [
    {
      asset: 'BTC',
      quantity: '1448000',
      price_cents: '10000000',
      market_value_cents: '144800',
      book_cost_cents: '123456',
      estimated: true,
    },
  ],
  fees: [
    { asset: 'CAD', period: '199', year_to_date: '597' },
    { asset: 'BTC', period: '2000', year_to_date: '2000' },
  ],
};

/** A month with nothing in it but an empty CAD account. */
export const quiet: StatementFacts = {
  ...october,
  balances: [{ asset: 'CAD', opening: '0', closing: '0' }],
  activity: [],
  holds: [],
  positions: [],
  fees: [],
};
