import { type SalePreview, salePreviewSchema } from '@maple/contracts';
import { mulDiv } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trade } from '../../testing/books-flows.js';
import { bearer, type SignedInCustomer, signInAgain, tableCounts } from '../../testing/flows.js';
import { after as afterSeconds, taxRead, units } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { adjustedCostBase } from './acb/adjusted-cost-base.js';

/**
 * The quote screen's superficial-loss preview through the real app: a purchase made as customers
 * make it, and sales previewed at figures the test chooses (a loss, a gain) against what the
 * engine makes of the trade shown; then, a month on, the same purchase over 30 days old. The
 * ledger dates a purchase by the database's clock, which the test clock cannot move back; so the
 * month passes last, by moving the test clock (the preview's now) on.
 */
let t: TestApp;
let customer: SignedInCustomer;
/** The purchase, as /api answered it. */
let bought: Record<string, unknown> = {};

beforeAll(async () => {
  t = await createTestApp({ trading: { ...testConfig.trading, feeCents: 1_99n } });
  customer = await fundedCustomer(t, 5_000_00n, { secondFactor: false });
  bought = await trade(t, customer, 'BTC-CAD', 'buy', 3_000_00n);
  await afterSeconds(t, 10);
}, 180_000);
afterAll(() => t.close());

const query = (asset: string, quantity: bigint | string, proceeds: bigint, outlays: bigint) =>
  `sale-preview?asset=${asset}&quantity=${quantity}&proceeds_cents=${proceeds}&outlays_cents=${outlays}`;

async function preview(who: SignedInCustomer, path: string): Promise<SalePreview> {
  const res = await taxRead(t, who, path);
  expect(res.statusCode, res.body).toBe(200);
  return salePreviewSchema.parse(res.json<{ data: unknown }>().data);
}

/** The cost of `quantity` of a purchase's units, its price and fee, as the pool shares it. */
const costOf = (purchase: Record<string, unknown>, quantity: bigint) =>
  mulDiv(units(purchase.deliver_amount), quantity, units(purchase.receive_amount), 'half-up');

/** When the ledger recorded the purchase: the engine's date for it. */
async function purchasedAt(): Promise<Date> {
  const events = (await t.services.taxYears.historyOf(customer.guid)).get('BTC')?.events ?? [];
  const [purchase] = events;
  if (events.length !== 1 || purchase?.kind !== 'acquisition') throw new Error('one purchase');
  return purchase.at;
}

describe('GET /customers/tax/sale-preview', () => {
  it('denies a loss after a purchase within 30 days, as the engine does for the trade shown', async () => {
    const quantity = units(bought.receive_amount) / 3n;
    // Half of what the units cost, less a fee: a loss.
    const proceeds = costOf(bought, quantity) / 2n;
    const before = await tableCounts(t);
    const shown = await preview(customer, query('BTC', quantity, proceeds, 1_99n));
    // A preview, not a sale: nothing is written.
    expect(await tableCounts(t)).toEqual(before);

    const [now, at] = [t.clock.now(), await purchasedAt()];
    const [expected] = adjustedCostBase(
      [
        {
          kind: 'acquisition',
          ref: 'bought',
          at,
          quantity: units(bought.receive_amount),
          consideration: units(bought.deliver_amount) - units(bought.fee),
          fee: units(bought.fee),
          estimated: false,
        },
        { kind: 'disposition', ref: 'sold', at: now, quantity, proceeds, outlays: 1_99n },
      ],
      now,
    ).dispositions;
    const loss = proceeds - 1_99n - costOf(bought, quantity);
    expect(loss).toBeLessThan(0n);
    // Two thirds are still held after the sale: the whole loss would be denied.
    expect(expected?.deniedLoss).toBe(-loss);
    expect(shown).toEqual({
      asset: 'BTC',
      quantity: String(quantity),
      cost_cents: String(expected?.cost),
      gain_cents: String(loss),
      denied_loss_cents: String(expected?.deniedLoss),
      reason: 'bought_within_30_days',
      last_purchase_at: at.toISOString(),
    });
  });

  it('denies nothing of a gain', async () => {
    const quantity = units(bought.receive_amount) / 3n;
    const proceeds = costOf(bought, quantity) * 2n;
    const shown = await preview(customer, query('BTC', quantity, proceeds, 1_99n));
    expect(BigInt(shown.gain_cents)).toBe(proceeds - 1_99n - costOf(bought, quantity));
    expect(shown).toMatchObject({ denied_loss_cents: '0', reason: 'none' });
  });

  it('refuses more than is held, bad figures and a caller without a token', async () => {
    const held = units(bought.receive_amount);
    const tooMuch = await taxRead(t, customer, query('BTC', held + 1n, 1_00n, 0n));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'invalid_parameter',
      message: 'You hold less than that',
    });
    // An asset never bought is held at 0.
    expect((await taxRead(t, customer, query('ETH', 1n, 1_00n, 0n))).statusCode).toBe(400);
    const pages = vi.spyOn(t.services.ledgerExport, 'pages');
    try {
      for (const bad of [
        query('CAD', 1n, 1_00n, 0n),
        query('DOGE', 1n, 1_00n, 0n),
        query('BTC', 0n, 1_00n, 0n),
        query('BTC', '1.5', 1_00n, 0n),
        query('BTC', 1n, -1n, 0n),
        `${query('BTC', 1n, 1_00n, 0n)}&extra=1`,
        'sale-preview?asset=BTC&quantity=1&proceeds_cents=100',
      ]) {
        const res = await taxRead(t, customer, bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_parameter' });
      }
      // Refused by the schema, before the history is read.
      expect(pages).not.toHaveBeenCalled();
    } finally {
      pages.mockRestore();
    }
    const url = `/customers/tax/${query('BTC', 1n, 1_00n, 0n)}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const platformToken = await t.app.inject({ url, headers: bearer(customer.tokens.at) });
    expect(platformToken.statusCode).toBe(401);
  });

  // Last: the clock does not go back.
  it('denies nothing once the only purchase is over 30 days old', async () => {
    t.clock.advance(31 * 86_400);
    // The session signed in a month ago has run out.
    const later = { ...customer, tokens: await signInAgain(t, customer) };
    const quantity = units(bought.receive_amount) / 2n;
    const shown = await preview(later, query('BTC', quantity, 1_00n, 1_99n));
    expect(BigInt(shown.gain_cents)).toBeLessThan(0n);
    expect(shown).toMatchObject({
      cost_cents: String(costOf(bought, quantity)),
      denied_loss_cents: '0',
      reason: 'none',
      last_purchase_at: null,
    });
  });
});
