import { cryptoTransferQuoteSchema, transferSchema } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedWallet,
  assetAccount,
  confirmCryptoWithdrawal,
  cryptoQuote,
  cryptoQuoteGuid,
  cryptoWithdrawalSettings,
  issuedCryptoConfirmation,
  transfersOf,
  unitsWorth,
  withdrawer,
} from '../../testing/crypto-withdrawal-flows.js';
import { bearer, finishDueWork, signedInCustomer } from '../../testing/flows.js';
import { expectSoundBooks, postTransfer } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/**
 * Crypto withdrawals (docs/product/bank-accounts-and-wallets.md, ADR 23): quotes, the bound code,
 * holds, travel rule (the deny list and staff approval: crypto-withdrawal-controls.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
});
afterAll(() => t.close());

describe('crypto transfer quotes', () => {
  it('carry the configured network fee, deliver = receive + fee, and whether the travel rule applies', async () => {
    const { me } = await withdrawer(t);
    const res = await cryptoQuote(t, me, 'BTC', { receive_amount: 50_000n });
    expect(res.statusCode).toBe(201);
    expect(cryptoTransferQuoteSchema.safeParse(res.json).success).toBe(true);
    expect(res.json).toMatchObject({
      product_type: 'crypto_transfer',
      asset: 'BTC',
      side: 'withdrawal',
      receive_amount: 50_000n,
      network_fee: 2_000n,
      deliver_amount: 52_000n,
      fee: 0n,
    });
    // Whether the travel rule applies is the own backend's answer, off Cybrid's Quote (ADR 69).
    expect(res.json).not.toHaveProperty('travel_rule_required');
    const travelRule = async (token: string, guid: unknown) => {
      const url = `/customers/crypto-transfer-quotes/${String(guid)}/travel-rule`;
      const answer = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      return [answer.statusCode, answer.json()];
    };
    expect(await travelRule(me.tokens.ut, res.json.guid)).toEqual([
      200,
      { data: { quote_guid: res.json.guid, travel_rule_required: false } },
    ]);
    const big = await cryptoQuote(t, me, 'BTC', {
      deliver_amount: unitsWorth(t, 'BTC', 1_500_00n),
    });
    expect(await travelRule(me.tokens.ut, big.json.guid)).toEqual([
      200,
      { data: { quote_guid: big.json.guid, travel_rule_required: true } },
    ]);
    // Another customer's quote, one that does not exist, a guid that is none: never a guess.
    const other = await signedInCustomer(t);
    expect((await travelRule(other.tokens.ut, big.json.guid))[0]).toBe(404);
    // A guid is 32 hex digits, without a UUID's dashes.
    expect((await travelRule(me.tokens.ut, crypto.randomUUID().replaceAll('-', '')))[0]).toBe(404);
    expect((await travelRule(me.tokens.ut, 'not-a-guid'))[0]).toBe(400);
    expect((await travelRule(me.tokens.at, big.json.guid))[0]).toBe(401);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${res.json.guid}`,
      headers: bearer(me.tokens.at),
    });
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body).deliver_amount).toBe(52000);
  });

  it('refuses the unverified, amounts not above the fee and bad bodies, writing nothing', async () => {
    const stranger = await signedInCustomer(t, { verified: false });
    // Our app reads our precise reasons; a Cybrid client, createQuote's 400 with its code.
    const unverified = await cryptoQuote(t, stranger, 'BTC', { deliver_amount: 10_000n });
    expect([unverified.statusCode, unverified.json.message_code]).toEqual([400, 'invalid_value']);
    expect(
      (await cryptoQuote(t, stranger, 'BTC', { deliver_amount: 10_000n }, preciseCodes)).json
        .message_code,
    ).toBe('unverified_customer');
    const { me } = await withdrawer(t);
    const small = await cryptoQuote(t, me, 'BTC', { deliver_amount: 2_000n }, preciseCodes);
    expect([small.statusCode, small.json.message_code]).toEqual([400, 'amount_too_small']);
    const smallToCybrid = await cryptoQuote(t, me, 'BTC', { deliver_amount: 2_000n });
    expect([smallToCybrid.statusCode, smallToCybrid.json.message_code]).toEqual([
      400,
      'invalid_parameter',
    ]);
    const bad = [
      {
        product_type: 'crypto_transfer',
        asset: 'DOGE',
        side: 'withdrawal',
        deliver_amount: '5000',
      },
      { product_type: 'crypto_transfer', asset: 'BTC', side: 'deposit', deliver_amount: '5000' },
      { product_type: 'crypto_transfer', asset: 'BTC', side: 'withdrawal' },
      {
        product_type: 'crypto_transfer',
        asset: 'BTC',
        side: 'withdrawal',
        deliver_amount: '5000',
        receive_amount: '3000',
      },
    ];
    for (const body of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: bearer(me.tokens.at),
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message_code).toEqual(expect.any(String));
    }
    const quotes = await t.database.db
      .selectFrom('funding_quotes')
      .select('guid')
      .where('customer_guid', 'in', [me.guid, stranger.guid])
      .execute();
    expect(quotes).toHaveLength(0);
  });
});

describe('a crypto withdrawal', () => {
  it('goes out with a code bound to its quote and wallet, the amount held, pending its broadcast', async () => {
    const { me, wallet } = await withdrawer(t);
    const quote = await cryptoQuoteGuid(t, me, 'BTC', 100_000n);
    const token = await confirmCryptoWithdrawal(t, me, quote, wallet);
    const body = {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: token,
    };
    const res = await postTransfer(t, me, body);
    expect(res.statusCode).toBe(201);
    expect(transferSchema.safeParse(res.json).success).toBe(true);
    expect(res.json).toMatchObject({
      transfer_type: 'crypto',
      asset: 'BTC',
      side: 'withdrawal',
      state: 'pending',
      estimated_amount: 100_000n,
      estimated_network_fee: 2_000n,
      payment_rail: null,
      destination_account: { type: 'external_wallet', guid: wallet },
    });
    const row = await t.database.db
      .selectFrom('transfers')
      .select(['next_step', 'step_due_at'])
      .where('guid', '=', String(res.json.guid))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ next_step: 'broadcast', step_due_at: t.clock.now() });
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n,
      available: 99_900_000n,
    });
    // The code, once used, confirms nothing more.
    const reused = await postTransfer(t, me, body);
    expect([reused.statusCode, reused.json.message_code]).toEqual([409, 'quote_already_exists']);
    await expectSoundBooks(t);
  });

  it("takes exactly the quote's deliver_amount, the network fee inside it, and sends the rest", async () => {
    const { me, wallet } = await withdrawer(t);
    const quoted = await cryptoQuote(t, me, 'BTC', { deliver_amount: 500_000n });
    expect(quoted.json).toMatchObject({
      deliver_amount: 500_000n,
      receive_amount: 498_000n,
      network_fee: 2_000n,
    });
    const quote = String(quoted.json.guid);
    const token = await issuedCryptoConfirmation(t, me, quote, wallet);
    const res = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: token,
    });
    expect(res.statusCode).toBe(201);
    const guid = String(res.json.guid);
    // Broadcast, then two BTC blocks of confirmations.
    for (const seconds of [0, 600, 600]) {
      t.clock.advance(seconds);
      await finishDueWork(t);
    }
    expect(await t.services.funding.transfers.get(me.guid, guid)).toMatchObject({
      state: 'completed',
      amount: 500_000n,
      networkFee: 2_000n,
    });
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 99_500_000n,
      available: 99_500_000n,
    });
    const sent = await t.database.db
      .selectFrom('sandbox_chain_transactions')
      .select('amount')
      .where('reference', '=', guid)
      .executeTakeFirstOrThrow();
    expect(BigInt(sent.amount)).toBe(498_000n);
    await expectSoundBooks(t);
  });

  it('refuses a code given for another amount, wallet or asset, writing nothing', async () => {
    const { me, wallet } = await withdrawer(t);
    await fund(t, me.guid, 'ETH', 10n ** 18n);
    const ethWallet = await addedWallet(t, me, 'ETH');
    t.clock.advance(61);
    const quote = await cryptoQuoteGuid(t, me, 'BTC', 100_000n);
    const other = await cryptoQuoteGuid(t, me, 'BTC', 200_000n);
    const ethQuote = await cryptoQuoteGuid(t, me, 'ETH', 10n ** 16n);
    const token = await confirmCryptoWithdrawal(t, me, quote, wallet);
    const attempts = [
      { quote_guid: other, external_wallet_guid: wallet },
      { quote_guid: quote, external_wallet_guid: ethWallet },
      { quote_guid: ethQuote, external_wallet_guid: ethWallet },
    ];
    for (const attempt of attempts) {
      const res = await postTransfer(t, me, {
        ...attempt,
        transfer_type: 'crypto',
        confirmation_token: token,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(403);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json.message_code).toEqual(expect.any(String));
    }
    expect(await transfersOf(t, me.guid)).toBe(0);
    // The CAD withdrawal's binding (the quote alone) does not confirm a crypto one either.
    const cadBound = await t.services.tokens.issue(
      'confirmation',
      {
        sub: (await t.services.customers.find(t.database.db, me.guid)).user_id,
        jti: 'x1',
        purpose: 'withdrawal',
        binding: quote,
      },
      600,
    );
    const cad = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: cadBound,
    });
    // createTransfer documents no 403 but its scopes': a refused confirmation is 422 (ADR 69).
    expect([cad.statusCode, cad.json.message_code]).toEqual([422, 'invalid_value']);
    const ok = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: token,
    });
    expect(ok.statusCode).toBe(201);
    await expectSoundBooks(t);
  });

  it('refuses a wallet in its cooldown, another customer’s quote or wallet, and bad bodies', async () => {
    const me = await fundedCustomer(t, 0n);
    await fund(t, me.guid, 'BTC', 100_000_000n);
    const fresh = await addedWallet(t, me);
    const quote = await cryptoQuoteGuid(t, me, 'BTC', 100_000n);
    const token = await issuedCryptoConfirmation(t, me, quote, fresh);
    const cooling = await postTransfer(
      t,
      me,
      {
        quote_guid: quote,
        transfer_type: 'crypto',
        external_wallet_guid: fresh,
        confirmation_token: token,
      },
      preciseCodes,
    );
    expect([cooling.statusCode, cooling.json.message_code]).toEqual([422, 'withdrawals_held']);
    const { me: other, wallet: theirs } = await withdrawer(t);
    const theirQuote = await cryptoQuoteGuid(t, other, 'BTC', 100_000n);
    const foreignQuote = await postTransfer(t, me, {
      quote_guid: theirQuote,
      transfer_type: 'crypto',
      external_wallet_guid: fresh,
      confirmation_token: token,
    });
    expect([foreignQuote.statusCode, foreignQuote.json.message_code]).toEqual([422, 'no_quote']);
    const foreignWallet = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: theirs,
      confirmation_token: token,
    });
    expect([foreignWallet.statusCode, foreignWallet.json.message_code]).toEqual([
      422,
      'invalid_external_wallet',
    ]);
    const bad = [
      {
        quote_guid: quote,
        transfer_type: 'crypto',
        external_wallet_guid: fresh,
        confirmation_token: token,
        travel_rule: { party: 'own', name: 'Jane Doe' },
      },
      {
        quote_guid: quote,
        transfer_type: 'crypto',
        external_wallet_guid: fresh,
        confirmation_token: token,
        travel_rule: { party: 'third_party' },
      },
      {
        quote_guid: quote,
        transfer_type: 'bitcoin',
        external_wallet_guid: fresh,
        confirmation_token: token,
      },
    ];
    for (const body of bad) {
      const res = await postTransfer(t, me, body);
      expect([res.statusCode, res.json.message_code]).toEqual([422, 'invalid_parameter']);
    }
    expect(await transfersOf(t, me.guid)).toBe(0);
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n,
      available: 100_000_000n,
    });
    await expectSoundBooks(t);
  });

  it('worth CAD 1,000 or more needs the travel rule, a third party stored encrypted', async () => {
    const { me, wallet } = await withdrawer(t);
    const quote = await cryptoQuoteGuid(t, me, 'BTC', unitsWorth(t, 'BTC', 1_200_00n));
    const token = await issuedCryptoConfirmation(t, me, quote, wallet);
    const base = {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: token,
    };
    const missing = await postTransfer(t, me, base, preciseCodes);
    expect([missing.statusCode, missing.json.message_code]).toEqual([422, 'travel_rule_required']);
    // What a Cybrid client sees: createTransfer's refused value, the reason in its message.
    const toCybrid = await postTransfer(t, me, base);
    expect([toCybrid.statusCode, toCybrid.json.message_code]).toEqual([422, 'invalid_value']);
    expect(await transfersOf(t, me.guid)).toBe(0);
    const travel_rule = {
      party: 'third_party',
      name: 'Jane Q. Doe',
      address: '1 Main St, Ottawa ON',
    };
    const res = await postTransfer(t, me, { ...base, travel_rule });
    expect(res.statusCode).toBe(201);
    expect(res.json.transfer_details).toMatchObject({
      travel_rule_required: true,
      travel_rule_party: 'third_party',
    });
    expect(res.body).not.toContain('Jane');
    const row = await t.database.db
      .selectFrom('transfers')
      .select(['travel_rule_name_ciphertext'])
      .where('guid', '=', String(res.json.guid))
      .executeTakeFirstOrThrow();
    expect(row.travel_rule_name_ciphertext).not.toContain('Jane');
    expect(t.services.encryption.decrypt(String(row.travel_rule_name_ciphertext))).toBe(
      'Jane Q. Doe',
    );
    await expectSoundBooks(t);
  }, 60_000);
});
