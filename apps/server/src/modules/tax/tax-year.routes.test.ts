import { type TaxYear, taxDispositionColumns } from '@maple/contracts';
import { mulDiv } from '@maple/money';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trade } from '../../testing/books-flows.js';
import {
  addedWallet,
  confirmCryptoWithdrawal,
  cryptoQuoteGuid,
} from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { postTransfer } from '../../testing/funding-flows.js';
import { after as afterSeconds, taxRead, taxYearOf, units } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, fund, fundedCustomer } from '../../testing/trading-flows.js';
import { adjustedCostBase } from './acb/adjusted-cost-base.js';
import type { HoldingEvent } from './acb/holding-events.js';
import { torontoYear } from './tax-year.js';

/**
 * The tax year (ADR 74) through the real app: trades, a superficial loss and crypto withdrawals
 * made as customers make them, read back from `GET /customers/tax/{year}` and its CSV and held
 * to what the trades showed and to the adjusted cost base engine.
 */
let t: TestApp;
let me: SignedInCustomer;
let other: SignedInCustomer;
let sender: SignedInCustomer;
/** The trades the customer made, as /api answered them. */
const trades: Record<'first' | 'sold' | 'second' | 'theirs', Record<string, unknown>> = {
  first: {},
  sold: {},
  second: {},
  theirs: {},
};
const withdrawals: Record<'own' | 'thirdParty' | 'unnamed', string> = {
  own: '',
  thirdParty: '',
  unnamed: '',
};
let year: number;

beforeAll(async () => {
  t = await createTestApp({
    // A trade fee, so that outlays and the cost of a purchase include one.
    trading: { ...testConfig.trading, feeCents: 1_99n },
    wallets: { ...testConfig.wallets, cooldownSeconds: 60 },
  });
  me = await fundedCustomer(t, 10_000_00n);
  trades.first = await trade(t, me, 'BTC-CAD', 'buy', 3_000_00n);
  await after(10);
  // A third of it back at the bid, less the fee: a loss on what the ask and the fee cost.
  trades.sold = await trade(t, me, 'BTC-CAD', 'sell', units(trades.first.receive_amount) / 3n);
  await after(10);
  // Bought again the same day: the loss is superficial.
  trades.second = await trade(t, me, 'BTC-CAD', 'buy', 1_000_00n);
  await after(10);
  other = await fundedCustomer(t, 2_000_00n);
  const theirs = await trade(t, other, 'BTC-CAD', 'buy', 1_000_00n);
  await after(10);
  trades.theirs = await trade(t, other, 'BTC-CAD', 'sell', units(theirs.receive_amount) / 2n);
  await after(10);
  await withdrawalHistory();
  year = torontoYear(t.clock.now());
}, 180_000);
afterAll(() => t.close());

const after = (seconds: number) => afterSeconds(t, seconds);

/** ETH funded, then sent out three times: to the customer's own wallet, a third party's, unnamed. */
async function withdrawalHistory() {
  sender = await fundedCustomer(t, 0n);
  await fund(t, sender.guid, 'ETH', 10n ** 17n);
  const wallet = await addedWallet(t, sender, 'ETH');
  await after(61);
  const withdraw = async (travelRule: object | undefined) => {
    const quote = await cryptoQuoteGuid(t, sender, 'ETH', 10n ** 16n);
    const sent = await postTransfer(t, sender, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: await confirmCryptoWithdrawal(t, sender, quote, wallet),
      ...(travelRule === undefined ? {} : { travel_rule: travelRule }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return String(sent.json.guid);
  };
  withdrawals.own = await withdraw({ party: 'own' });
  withdrawals.thirdParty = await withdraw({
    party: 'third_party',
    name: 'Jane Q. Doe',
    address: '1 Main St, Ottawa ON',
  });
  withdrawals.unnamed = await withdraw(undefined);
  // Broadcast, then twelve confirmations of 12-second blocks.
  for (let block = 0; block < 15; block += 1) await after(12);
}

const yearOf = (who: SignedInCustomer, path = `${year}`) => taxRead(t, who, path);
const answerOf = (who: SignedInCustomer): Promise<TaxYear> => taxYearOf(t, who, year);

/** The events the engine would see, from the trades as /api answered them to the customer. */
function shownEvents(disposedAt: Date): HoldingEvent[] {
  const { first, sold, second } = trades;
  const bought = (shown: Record<string, unknown>, at: Date): HoldingEvent => ({
    kind: 'acquisition',
    ref: String(shown.guid),
    at,
    quantity: units(shown.receive_amount),
    consideration: units(shown.deliver_amount) - units(shown.fee),
    fee: units(shown.fee),
    estimated: false,
  });
  return [
    bought(first, new Date(disposedAt.getTime() - 1000)),
    {
      kind: 'disposition',
      ref: String(sold.guid),
      at: disposedAt,
      quantity: units(sold.deliver_amount),
      proceeds: units(sold.receive_amount) + units(sold.fee),
      outlays: units(sold.fee),
    },
    bought(second, new Date(disposedAt.getTime() + 1000)),
  ];
}

describe('GET /customers/tax/{year}', () => {
  it('reports the sale with its loss denied, as the engine figures it from the trades shown', async () => {
    const answer = await answerOf(me);
    expect(answer.year).toBe(year);
    expect(answer.years).toEqual([year]);
    expect(answer.dispositions).toHaveLength(1);
    const [sale] = answer.dispositions;
    if (sale === undefined) throw new Error('no sale');
    const { first, sold, second } = trades;
    expect(sale).toMatchObject({ ref: sold.guid, kind: 'sale', asset: 'BTC' });

    const expected = adjustedCostBase(
      shownEvents(new Date(sale.disposed_at)),
      new Date(answer.as_of),
    );
    const [figured] = expected.dispositions;
    expect(sale).toMatchObject({
      quantity: String(figured?.quantity),
      proceeds_cents: String(figured?.proceeds),
      outlays_cents: String(figured?.outlays),
      cost_cents: String(figured?.cost),
      gain_cents: String(figured?.gain),
      denied_loss_cents: String(figured?.deniedLoss),
      provisional: true,
      estimated: false,
      transaction_hash: null,
    });
    // By hand: the sale takes its share of the first purchase's cost (price and fee) and loses;
    // the units bought back and still held make the whole loss superficial.
    const firstCost = units(first.deliver_amount);
    const cost = mulDiv(
      firstCost,
      units(sold.deliver_amount),
      units(first.receive_amount),
      'half-up',
    );
    const beforeDenial = units(sold.receive_amount) - cost;
    expect(beforeDenial).toBeLessThan(0n);
    expect(sale).toMatchObject({
      cost_cents: String(cost),
      gain_cents: '0',
      denied_loss_cents: String(-beforeDenial),
    });

    const sum = (field: 'proceeds_cents' | 'cost_cents' | 'outlays_cents' | 'gain_cents') =>
      String(answer.dispositions.reduce((total, row) => total + BigInt(row[field]), 0n));
    expect(answer.totals).toEqual({
      dispositions: 1,
      proceeds_cents: sum('proceeds_cents'),
      cost_cents: sum('cost_cents'),
      outlays_cents: sum('outlays_cents'),
      gain_cents: sum('gain_cents'),
      denied_loss_cents: sale.denied_loss_cents,
    });
    // The pool left: both purchases, less what the sale took, plus the denied loss.
    const held =
      units(first.receive_amount) - units(sold.deliver_amount) + units(second.receive_amount);
    const pool = firstCost - cost - beforeDenial + units(second.deliver_amount);
    expect(answer.holdings).toEqual([
      {
        asset: 'BTC',
        quantity: String(held),
        quantity_decimal: expect.any(String),
        cost_cents: String(pool),
        estimated: false,
      },
    ]);
    expect(String(expected.cost)).toBe(String(pool));
  });

  it("never shows another customer's trades", async () => {
    const mine = await answerOf(me);
    const theirs = await answerOf(other);
    expect(theirs.dispositions.map((row) => row.ref)).toEqual([trades.theirs.guid]);
    const refs = new Set(mine.dispositions.map((row) => row.ref));
    expect(refs.has(String(trades.theirs.guid))).toBe(false);
    expect(theirs.dispositions.some((row) => refs.has(row.ref))).toBe(false);
  });

  it('makes a withdrawal to a third party or an unnamed wallet a disposition, one to their own not', async () => {
    const answer = await answerOf(sender);
    expect(answer.dispositions.map((row) => row.ref).sort()).toEqual(
      [withdrawals.thirdParty, withdrawals.unnamed].sort(),
    );
    const transfers = await api(t, sender.tokens.at, 'GET', '/api/transfers?per_page=100');
    const shown = (transfers.json.objects as Record<string, unknown>[]).filter(
      (transfer) => transfer.transfer_type === 'crypto',
    );
    for (const row of answer.dispositions) {
      const transfer = shown.find((candidate) => candidate.guid === row.ref);
      expect(row).toMatchObject({
        kind: 'withdrawal',
        asset: 'ETH',
        quantity: String(transfer?.amount),
        transaction_hash: transfer?.txn_hash,
        // Funded from the sandbox: its cost is the market value on arrival.
        estimated: true,
      });
      expect(row.transaction_hash).toMatch(/^0x/);
      // The network fee is an outlay, valued like the units delivered.
      expect(BigInt(row.outlays_cents)).toBeGreaterThan(0n);
      expect(BigInt(row.proceeds_cents)).toBeGreaterThan(BigInt(row.outlays_cents));
    }
    // The units sent to their own wallet left the pool with their cost, and no gain.
    const sent = 3n * 10n ** 16n;
    expect(answer.holdings).toMatchObject([
      { asset: 'ETH', quantity: String(10n ** 17n - sent), estimated: true },
    ]);
  });
});

describe('GET /customers/tax/{year}/dispositions.csv', () => {
  it('has the contract’s columns and one row per disposition with the JSON’s values', async () => {
    for (const who of [me, sender]) {
      const answer = await answerOf(who);
      const res = await yearOf(who, `${year}/dispositions.csv`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="maple-capital-gains-${year}.csv"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.split('\n')[0]).toBe(taxDispositionColumns.join(','));
      const records = parseCsv(res.body, { columns: true }) as Record<string, string>[];
      expect(records).toEqual(
        answer.dispositions.map((row) =>
          Object.fromEntries(
            taxDispositionColumns.map((column) => [column, String(row[column] ?? '')]),
          ),
        ),
      );
    }
  });
});

describe('a year the tax centre cannot answer', () => {
  it('is refused with 400 before anything is read, and a caller without a token with 401', async () => {
    const pages = vi.spyOn(t.services.ledgerExport, 'pages');
    try {
      for (const bad of ['abc', '2019', '10000', '2020.5', String(year + 1)]) {
        for (const path of [bad, `${bad}/dispositions.csv`]) {
          const res = await yearOf(me, path);
          expect(res.statusCode, path).toBe(400);
          expect(res.headers['content-disposition']).toBeUndefined();
          expect(res.json()).toMatchObject({ code: 'invalid_parameter' });
        }
      }
      const future = await yearOf(me, String(year + 1));
      expect(future.json().message).toContain(`${year + 1} has not begun`);
      expect(pages).not.toHaveBeenCalled();
    } finally {
      pages.mockRestore();
    }
    for (const path of [`${year}`, `${year}/dispositions.csv`]) {
      const anonymous = await t.app.inject({ url: `/customers/tax/${path}` });
      expect(anonymous.statusCode).toBe(401);
      const platformToken = await t.app.inject({
        url: `/customers/tax/${path}`,
        headers: bearer(me.tokens.at),
      });
      expect(platformToken.statusCode).toBe(401);
    }
  });

  it('answers a customer without history with an empty year', async () => {
    const fresh = await fundedCustomer(t, 0n, { secondFactor: false });
    const answer = await answerOf(fresh);
    expect(answer).toMatchObject({ years: [], dispositions: [], holdings: [] });
    expect(answer.totals).toMatchObject({ dispositions: 0, gain_cents: '0' });
    const csv = await yearOf(fresh, `${year}/dispositions.csv`);
    expect(csv.body).toBe(`${taxDispositionColumns.join(',')}\n`);
  });
});
