import { customerLimitsSchema, dataOf } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getLimits = (token: string | undefined, url = '/customers/limits') =>
  t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

const fresh = (name: string, window: string, limit: string) => ({
  name,
  window,
  limit,
  used: '0',
  remaining: limit,
  resets_at: null,
  edd_raised: false,
});

describe('GET /customers/limits', () => {
  it('answers the strictest limits to a customer whose profile is not known yet', async () => {
    const customer = await fundedCustomer(t, 0n);
    const res = await getLimits(customer.tokens.ut);
    expect(res.statusCode).toBe(200);
    const { data } = dataOf(customerLimitsSchema).parse(res.json());
    expect(data).toEqual({
      limits: [
        { kind: 'funding', ...fresh('funding_24h', '24h', '1000000') },
        { kind: 'funding', ...fresh('funding_7d', '7d', '5000000') },
        { kind: 'crypto_withdrawal', ...fresh('crypto_withdrawal_24h', '24h', '1000000') },
      ],
      investment: {
        kind: 'investment',
        ...fresh('investment_12m', '12m', '3000000'),
        category: 'retail',
        province_exempt: false,
        assets: ['XRP'],
      },
    });
  });

  it('counts the customer’s own XRP purchases, and says when the limit is whole again', async () => {
    const customer = await fundedCustomer(t, 2_000_00n);
    const other = await fundedCustomer(t, 2_000_00n);
    const token = customer.tokens.at;
    const quote = await api(t, token, 'POST', '/api/quotes', {
      symbol: 'XRP-CAD',
      side: 'buy',
      deliver_amount: 1_000_00n,
    });
    expect(
      (await api(t, token, 'POST', '/api/trades', { quote_guid: quote.json.guid })).statusCode,
    ).toBe(201);
    const boughtAt = t.clock.now();
    boughtAt.setUTCFullYear(boughtAt.getUTCFullYear() + 1);

    const mine = dataOf(customerLimitsSchema).parse((await getLimits(customer.tokens.ut)).json());
    expect(mine.data.investment).toMatchObject({
      used: '100000',
      remaining: '2900000',
      resets_at: boughtAt.toISOString(),
    });
    const theirs = dataOf(customerLimitsSchema).parse((await getLimits(other.tokens.ut)).json());
    expect(theirs.data.investment).toMatchObject({ used: '0', resets_at: null });
  });

  it('refuses without a user token: none, an access token, a forged one', async () => {
    const customer = await fundedCustomer(t, 0n);
    for (const token of [undefined, customer.tokens.at, `${customer.tokens.ut}x`, 'not-a-token']) {
      const res = await getLimits(token);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('limit');
    }
  });

  it('answers bad input with 4xx and writes nothing', async () => {
    const customer = await fundedCustomer(t, 0n);
    const before = await tableCounts(t);
    const unknown = await getLimits(customer.tokens.ut, '/customers/limits?customer_guid=x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_parameter' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/customers/limits',
      headers: bearer(customer.tokens.ut),
      payload: { limit: '1' },
    });
    expect(posted.statusCode).toBe(404);
    expect(await tableCounts(t)).toEqual(before);
  });
});
