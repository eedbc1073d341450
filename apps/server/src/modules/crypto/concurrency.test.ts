import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedWallet,
  assetAccount,
  cryptoQuoteGuid,
  issuedCryptoConfirmation,
} from '../../testing/crypto-withdrawal-flows.js';
import { expectSoundBooks, postTransfer } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, fund, fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Many crypto withdrawals at once, on PGlite and (with DATABASE_URL) on PostgreSQL: the ledger's
 * account lock decides which fit; an Idempotency-Key makes one transfer of many sends.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ wallets: { ...testConfig.wallets, cooldownSeconds: 60 } });
});
afterAll(() => t.close());

async function withdrawer(sats: bigint) {
  const me = await fundedCustomer(t, 0n);
  await fund(t, me.guid, 'BTC', sats);
  const wallet = await addedWallet(t, me);
  t.clock.advance(61);
  return { me, wallet };
}

describe('concurrent crypto withdrawals', () => {
  it('of one balance: exactly the affordable ones are held, the others fail for funds', async () => {
    const { me, wallet } = await withdrawer(1_234_000n);
    const quotes = await Promise.all(
      Array.from({ length: 50 }, () => cryptoQuoteGuid(t, me, 'BTC', 100_000n)),
    );
    const answers = await Promise.all(
      quotes.map(async (quote) =>
        postTransfer(t, me, {
          quote_guid: quote,
          transfer_type: 'crypto',
          external_wallet_guid: wallet,
          confirmation_token: await issuedCryptoConfirmation(t, me, quote, wallet),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const states = answers.map((answer) => answer.json.state);
    expect(states.filter((state) => state === 'pending')).toHaveLength(12);
    expect(states.filter((state) => state === 'failed')).toHaveLength(38);
    expect(await assetAccount(t, me, 'BTC')).toEqual({ balance: 1_234_000n, available: 34_000n });
    await expectSoundBooks(t);
  }, 120_000);

  it('with the same Idempotency-Key sent 50 times: one transfer, answered alike', async () => {
    const { me, wallet } = await withdrawer(1_000_000n);
    const quote = await cryptoQuoteGuid(t, me, 'BTC', 100_000n);
    const body = {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: await issuedCryptoConfirmation(t, me, quote, wallet),
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postTransfer(t, me, body, { 'idempotency-key': `crypto-${me.guid}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const list = await api(t, me.tokens.at, 'GET', '/api/transfers');
    expect(list.json.total).toBe(1n);
    expect(await assetAccount(t, me, 'BTC')).toEqual({ balance: 1_000_000n, available: 900_000n });
    await expectSoundBooks(t);
  }, 120_000);
});
