import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformBankGuid } from '../../infra/api-kit/platform-bank.js';
import { objectsOf } from '../../testing/account-flows.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, buyQuote, fund, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * GET /api/quotes, Cybrid's listQuotes, with a customer's token: a BTC buy, a second later an ETH
 * buy, then a BTC sale; every filter Cybrid documents.
 */
let t: TestApp;
let customer: SignedInCustomer;
const quotes: Record<'btc' | 'eth' | 'sale', string> = { btc: '', eth: '', sale: '' };

beforeAll(async () => {
  t = await createTestApp();
  customer = await fundedCustomer(t, 100_00n);
  await fund(t, customer.guid, 'BTC', 1_000_000n);
  const guidOf = (json: Record<string, unknown>) => String(json.guid);
  quotes.btc = guidOf((await buyQuote(t, customer.tokens.at, 10_00n)).json);
  t.clock.advance(1);
  quotes.eth = guidOf((await buyQuote(t, customer.tokens.at, 10_00n, 'ETH-CAD')).json);
  t.clock.advance(1);
  const sale = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
    symbol: 'BTC-CAD',
    side: 'sell',
    deliver_amount: 500_000n,
  });
  quotes.sale = guidOf(sale.json);
});
afterAll(() => t.close());

/** The quotes a query lists, by name, in the order listed. */
async function listed(query: string): Promise<string[]> {
  const res = await api(t, customer.tokens.at, 'GET', `/api/quotes?${query}`);
  expect(res.statusCode).toBe(200);
  const names = new Map(Object.entries(quotes).map(([name, guid]) => [guid, name]));
  return objectsOf(res.json).map((quote) => names.get(String(quote.guid)) ?? 'unknown');
}

describe('GET /api/quotes', () => {
  it('lists the customer’s quotes newest first, in Cybrid’s envelope and 0-based pages', async () => {
    const page = await api(t, customer.tokens.at, 'GET', '/api/quotes?per_page=2');
    expect(page.json).toMatchObject({ total: 3n, page: 0n, per_page: 2n });
    expect(await listed('per_page=2')).toEqual(['sale', 'eth']);
    expect(await listed('per_page=2&page=1')).toEqual(['btc']);
    const [newest] = objectsOf(page.json);
    const one = await api(t, customer.tokens.at, 'GET', `/api/quotes/${quotes.sale}`);
    expect(newest).toEqual(one.json);
  });

  it('filters by guid, side, product type, bank and customer', async () => {
    expect(await listed(`guid=${quotes.btc},${quotes.sale}`)).toEqual(['sale', 'btc']);
    expect(await listed('side=buy')).toEqual(['eth', 'btc']);
    expect(await listed('side=sell,buy&product_type=trading')).toEqual(['sale', 'eth', 'btc']);
    expect(await listed(`bank_guid=${platformBankGuid}`)).toHaveLength(3);
    expect(await listed(`bank_guid=${'0'.repeat(32)}`)).toEqual([]);
    expect(await listed(`customer_guid=${'0'.repeat(32)},${customer.guid}`)).toHaveLength(3);
  });

  it('lists its trading quotes alone when it has no transfer quote of a kind asked for', async () => {
    expect(await listed('product_type=funding,crypto_transfer')).toEqual([]);
    expect(await listed('side=withdrawal')).toEqual([]);
  });

  it.each([
    ['product_type=lightning', 'product_type must be trading, funding or crypto_transfer'],
    ['side=up', 'side must be buy, sell, deposit or withdrawal'],
    ['guid=xyz', 'querystring.guid'],
    ['per_page=101', 'per_page must be at most 100'],
  ])('refuses %s with 400', async (query, said) => {
    const res = await api(t, customer.tokens.at, 'GET', `/api/quotes?${query}`);
    expect(res.statusCode).toBe(400);
    expect(String(res.json.error_message)).toContain(said);
  });
});
