import { toDecimalString } from '@maple/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { objectsOf, withoutAccount } from '../../testing/account-flows.js';
import { tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, buyQuote, fund, fundedCustomer } from '../../testing/trading-flows.js';
import { ledgerViolations } from '../ledger/invariants.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

/** The customer's balance and available amount per asset, from the ledger. */
async function holdings(customerGuid: string) {
  const accounts = await t.database.db
    .selectFrom('accounts')
    .select(['guid', 'asset'])
    .where('customer_guid', '=', customerGuid)
    .execute();
  const balances = await t.services.ledger.balancesOf(
    t.database.db,
    accounts.map((account) => account.guid),
  );
  return Object.fromEntries(
    accounts.map((account) => {
      const balance = balances.get(account.guid);
      return [account.asset, { balance: balance?.balance, available: balance?.available }];
    }),
  );
}

describe('buying and selling', () => {
  it('buys BTC for CAD 100 at the quoted price; the coins settle after the delay', async () => {
    const customer = await fundedCustomer(t, 1_000_00n);
    const token = customer.tokens.at;

    const quote = await buyQuote(t, token, 100_00n);
    expect(quote.statusCode).toBe(201);
    expect(quote.json).toMatchObject({
      product_type: 'trading',
      customer_guid: customer.guid,
      symbol: 'BTC-CAD',
      side: 'buy',
      deliver_amount: 100_00n,
      fee: 0n,
    });
    const receive = quote.json.receive_amount;
    if (typeof receive !== 'bigint') throw new Error('receive_amount is not an integer');
    expect(receive).toBeGreaterThan(0n);
    expect(
      Date.parse(String(quote.json.expires_at)) - Date.parse(String(quote.json.issued_at)),
    ).toBe(10_000);

    const trade = await api(t, token, 'POST', '/api/trades', { quote_guid: quote.json.guid });
    expect(trade.statusCode).toBe(201);
    expect(trade.json).toMatchObject({
      quote_guid: quote.json.guid,
      side: 'buy',
      state: 'settling',
      failure_code: null,
      receive_amount: receive,
      deliver_amount: 100_00n,
    });
    expect(await holdings(customer.guid)).toMatchObject({
      CAD: { balance: 900_00n, available: 900_00n },
      BTC: { balance: receive, available: 0n },
    });

    t.clock.advance(4);
    expect(await t.services.settlement.settleDue()).toBe(0);
    t.clock.advance(1);
    expect(await t.services.settlement.settleDue()).toBe(1);
    const settled = await api(t, token, 'GET', `/api/trades/${String(trade.json.guid)}`);
    expect(settled.json.state).toBe('completed');
    expect(await holdings(customer.guid)).toMatchObject({
      BTC: { balance: receive, available: receive },
    });

    // Selling part of it back.
    const sell = await api(t, token, 'POST', '/api/quotes', {
      symbol: 'BTC-CAD',
      side: 'sell',
      deliver_amount: String(receive / 2n),
    });
    expect(sell.statusCode).toBe(201);
    const sold = await api(t, token, 'POST', '/api/trades', { quote_guid: sell.json.guid });
    expect(sold.json).toMatchObject({ side: 'sell', state: 'settling' });
    const cadBack = sell.json.receive_amount;
    if (typeof cadBack !== 'bigint') throw new Error('receive_amount is not an integer');
    // Bought at the buy price, half sold at the sell price: the spread costs the customer.
    expect(cadBack).toBeLessThan(50_00n);
    expect(cadBack).toBeGreaterThan(48_00n);
    expect(await holdings(customer.guid)).toMatchObject({
      CAD: { balance: 900_00n + cadBack, available: 900_00n },
      BTC: { balance: receive - receive / 2n, available: receive - receive / 2n },
    });
  });

  it('quotes by the amount to receive as well', async () => {
    const customer = await fundedCustomer(t, 1_000_00n);
    const quote = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
      symbol: 'ETH-CAD',
      side: 'buy',
      receive_amount: 10n ** 16n,
    });
    expect(quote.statusCode).toBe(201);
    expect(quote.json.receive_amount).toBe(10n ** 16n);
    expect(typeof quote.json.deliver_amount).toBe('bigint');
  });

  it('fails a trade whose funds were spent after its quote, moving nothing', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const first = await buyQuote(t, customer.tokens.at, 60_00n);
    const second = await buyQuote(t, customer.tokens.at, 60_00n);
    // Quotes reserve nothing: both were within the balance, the first trade takes the CAD.
    await api(t, customer.tokens.at, 'POST', '/api/trades', { quote_guid: first.json.guid });
    const trade = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: second.json.guid,
    });
    expect(trade.statusCode).toBe(201);
    expect(trade.json).toMatchObject({ state: 'failed', failure_code: 'non_sufficient_funds' });
    expect(await holdings(customer.guid)).toMatchObject({
      CAD: { balance: 40_00n, available: 40_00n },
    });
  });
});

describe('a quote is only for what the customer can deliver', () => {
  it('refuses a sale of more coins than are available (400 invalid_value, as createQuote documents), naming the balance, writing nothing', async () => {
    const customer = await fundedCustomer(t, 0n);
    await fund(t, customer.guid, 'BTC', 5_000_000n);
    const before = await tableCounts(t);
    const sell = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
      symbol: 'BTC-CAD',
      side: 'sell',
      deliver_amount: 5_000_001n,
    });
    expect(sell.statusCode).toBe(400);
    expect(sell.json).toMatchObject({ status: 400n, message_code: 'invalid_value' });
    expect(String(sell.json.error_message)).toContain('0.05 BTC is available');
    expect(String(sell.json.error_message)).toContain('needs 0.05000001 BTC');
    expect(await tableCounts(t)).toEqual(before);

    const all = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
      symbol: 'BTC-CAD',
      side: 'sell',
      deliver_amount: 5_000_000n,
    });
    expect(all.statusCode).toBe(201);
  });

  it('refuses a sale asked by the CAD to receive when the coins it needs are not there', async () => {
    const customer = await fundedCustomer(t, 0n);
    await fund(t, customer.guid, 'ETH', 10n ** 15n);
    const sell = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
      symbol: 'ETH-CAD',
      side: 'sell',
      receive_amount: 1_000_000_00n,
    });
    expect(sell.statusCode).toBe(400);
    expect(sell.json.message_code).toBe('invalid_value');
    expect(String(sell.json.error_message)).toContain('0.001 ETH is available');
  });

  it('refuses a purchase of more than the available CAD, the fee included', async () => {
    const customer = await fundedCustomer(t, 50_00n);
    const buy = await buyQuote(t, customer.tokens.at, 50_01n);
    expect(buy.statusCode).toBe(400);
    expect(buy.json.message_code).toBe('invalid_value');
    expect(String(buy.json.error_message)).toContain('50.00 CAD is available');
    expect((await buyQuote(t, customer.tokens.at, 50_00n)).statusCode).toBe(201);
  });

  it('refuses every quote of a customer with nothing, for the coins they lack', async () => {
    const customer = await fundedCustomer(t, 0n);
    const sell = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
      symbol: 'LTC-CAD',
      side: 'sell',
      deliver_amount: 10n ** 8n,
    });
    expect(sell.json).toMatchObject({ status: 400n, message_code: 'invalid_value' });
    expect(String(sell.json.error_message)).toContain('0 LTC is available');
  });
});

describe('a quote executes once, in time, for its own customer', () => {
  it('answers 409 to a second execution', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const quote = await buyQuote(t, customer.tokens.at, 10_00n);
    const first = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: quote.json.guid,
    });
    const second = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: quote.json.guid,
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json).toMatchObject({ status: 409n, message_code: 'data_exists' });
  });

  it('answers 422 quote_expired once the 10 seconds are over, moving nothing', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    const quote = await buyQuote(t, customer.tokens.at, 10_00n);
    t.clock.advance(10);
    const before = await tableCounts(t);
    const trade = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: quote.json.guid,
    });
    expect(trade.statusCode).toBe(422);
    expect(trade.json).toMatchObject({ status: 422n, message_code: 'quote_expired' });
    expect(await tableCounts(t)).toEqual(before);
  });

  it("answers 404 for another customer's quote or trade, and refuses their guid", async () => {
    const owner = await fundedCustomer(t, 100_00n);
    const other = await fundedCustomer(t, 100_00n);
    const quote = await buyQuote(t, owner.tokens.at, 10_00n);
    const trade = await api(t, owner.tokens.at, 'POST', '/api/trades', {
      quote_guid: quote.json.guid,
    });

    const before = await tableCounts(t);
    const reads = await Promise.all([
      api(t, other.tokens.at, 'GET', `/api/quotes/${String(quote.json.guid)}`),
      api(t, other.tokens.at, 'GET', `/api/trades/${String(trade.json.guid)}`),
    ]);
    for (const response of reads) {
      expect(response.statusCode).toBe(404);
      expect(response.json.message_code).toBe('not_found');
    }
    // createTrade and createQuote document no 404: another customer's quote or guid is a value
    // they refuse, exactly as one that does not exist.
    const writes = await Promise.all([
      api(t, other.tokens.at, 'POST', '/api/trades', { quote_guid: quote.json.guid }),
      api(t, other.tokens.at, 'POST', '/api/trades', { quote_guid: '0'.repeat(32) }),
      api(t, other.tokens.at, 'POST', '/api/quotes', {
        customer_guid: owner.guid,
        symbol: 'BTC-CAD',
        side: 'buy',
        deliver_amount: 10_00n,
      }),
    ]);
    expect(writes.map((response) => [response.statusCode, response.json])).toEqual([
      [400, { status: 400n, message_code: 'invalid_value', error_message: 'Quote not found' }],
      [400, { status: 400n, message_code: 'invalid_value', error_message: 'Quote not found' }],
      [400, { status: 400n, message_code: 'invalid_value', error_message: 'Customer not found' }],
    ]);
    expect(await tableCounts(t)).toEqual(before);
    const own = await api(t, other.tokens.at, 'GET', '/api/trades');
    expect(own.json.total).toBe(0n);
    const theirs = await api(t, other.tokens.at, 'GET', `/api/trades?customer_guid=${owner.guid}`);
    expect(theirs.json).toMatchObject({ total: 0n, objects: [] });
  });
});

describe('listing trades', () => {
  it('lists newest first, 0-based pages of up to 100, with filters', async () => {
    const customer = await fundedCustomer(t, 1_000_00n);
    const guids: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      const quote = await buyQuote(t, customer.tokens.at, 10_00n);
      guids.push(
        (await api(t, customer.tokens.at, 'POST', '/api/trades', { quote_guid: quote.json.guid }))
          .json.guid,
      );
      t.clock.advance(1);
    }
    const page = await api(t, customer.tokens.at, 'GET', '/api/trades?per_page=2&page=0');
    expect(page.json).toMatchObject({ total: 3n, page: 0n, per_page: 2n });
    const objects = page.json.objects;
    expect(Array.isArray(objects) ? objects.map((o: { guid: unknown }) => o.guid) : []).toEqual([
      guids[2],
      guids[1],
    ]);
    const rest = await api(t, customer.tokens.at, 'GET', '/api/trades?per_page=2&page=1');
    expect(Array.isArray(rest.json.objects) ? rest.json.objects.length : -1).toBe(1);
    const filtered = await api(
      t,
      customer.tokens.at,
      'GET',
      `/api/trades?state=settling&side=buy&guid=${String(guids[0])}`,
    );
    expect(filtered.json.total).toBe(1n);
  });
});

describe('50 concurrent trades spending one CAD balance', () => {
  it('completes exactly the affordable ones and never overdraws', async () => {
    const customer = await fundedCustomer(t, 1_000_00n);
    const quotes = [];
    for (let i = 0; i < 50; i += 1) quotes.push(await buyQuote(t, customer.tokens.at, 30_00n));
    const trades = await Promise.all(
      quotes.map((quote) =>
        api(t, customer.tokens.at, 'POST', '/api/trades', { quote_guid: quote.json.guid }),
      ),
    );
    const states = trades.map((trade) => trade.json.state);
    expect(states.filter((state) => state === 'settling')).toHaveLength(33);
    expect(states.filter((state) => state === 'failed')).toHaveLength(17);
    expect(await holdings(customer.guid)).toMatchObject({
      CAD: { balance: 10_00n, available: 10_00n },
    });
  });
});

describe('a customer without the account to trade with', () => {
  it('is told to open it (400, the pair unsupported for them) and nothing is written', async () => {
    const customer = await fundedCustomer(t, 100_00n);
    await withoutAccount(t, customer.guid, 'LTC');
    const quote = await buyQuote(t, customer.tokens.at, 10_00n, 'LTC-CAD');
    const before = await tableCounts(t);
    const trade = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: quote.json.guid,
    });
    expect(trade.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message:
        'The customer has no LTC account to trade with; open one with POST /api/accounts',
    });
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('funds that are on their way (docs/decisions/0066)', () => {
  it('show in platform_balance, not platform_available, and are quoted for sale once settled', async () => {
    const customer = await fundedCustomer(t, 0n);
    await fund(t, customer.guid, 'CAD', 100_00n);
    const quote = await buyQuote(t, customer.tokens.at, 100_00n);
    const bought = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: quote.json.guid,
    });
    const coins = bought.json.receive_amount;
    if (typeof coins !== 'bigint') throw new Error('receive_amount is not an integer');
    const btcAccount = async () => {
      const listed = await api(t, customer.tokens.at, 'GET', '/api/accounts?asset=BTC');
      return objectsOf(listed.json)[0];
    };
    expect(await btcAccount()).toMatchObject({ platform_balance: coins, platform_available: 0n });
    const sellAll = () =>
      api(t, customer.tokens.at, 'POST', '/api/quotes', {
        symbol: 'BTC-CAD',
        side: 'sell',
        deliver_amount: coins,
      });
    // A second later: refused at the quote, saying why, never a trade that fails.
    t.clock.advance(1);
    const before = await tableCounts(t);
    const early = await sellAll();
    const held = `${toDecimalString(coins, 'BTC')} BTC`;
    expect(early.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message: `Insufficient balance: this sale needs ${held} and 0 BTC is available; ${held} more is held until the trades that brought it in settle or the withdrawals reserving it end`,
    });
    expect(await tableCounts(t)).toEqual(before);

    t.clock.advance(4);
    await t.services.settlement.settleDue();
    expect(await btcAccount()).toMatchObject({
      platform_balance: coins,
      platform_available: coins,
    });
    const sale = await sellAll();
    expect(sale.statusCode).toBe(201);
    const sold = await api(t, customer.tokens.at, 'POST', '/api/trades', {
      quote_guid: sale.json.guid,
    });
    expect(sold.json).toMatchObject({ state: 'settling', deliver_amount: coins });
  });
});
