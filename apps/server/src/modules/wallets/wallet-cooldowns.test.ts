import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedWallet } from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/**
 * When withdrawals may start to each added wallet, for the app's countdown: on the own backend,
 * since Cybrid's ExternalWallet (what `/api` answers) declares no such field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cooldowns = (who: SignedInCustomer) =>
  t.app.inject({
    method: 'GET',
    url: '/customers/external-wallets/cooldowns',
    headers: bearer(who.tokens.ut),
  });

describe('GET /customers/external-wallets/cooldowns', () => {
  it('says, for each of the customer’s wallets, when withdrawals to it may start', async () => {
    const me = await signedInCustomer(t);
    const addedAt = t.clock.now().getTime();
    const guid = await addedWallet(t, me);
    const res = await cooldowns(me);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { external_wallet_guid: guid, usable_at: new Date(addedAt + 86_400_000).toISOString() },
    ]);
    // The /api answer itself has exactly Cybrid's fields.
    const wallet = await api(t, me.tokens.at, 'GET', `/api/external_wallets/${guid}`);
    expect(wallet.json).not.toHaveProperty('usable_at');
  });

  it('shows nobody else’s wallets, and nothing without a session', async () => {
    const owner = await signedInCustomer(t);
    await addedWallet(t, owner);
    const other = await signedInCustomer(t);
    expect((await cooldowns(other)).json().data).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/customers/external-wallets/cooldowns',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
