import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import {
  assetAccount,
  cryptoQuote,
  cryptoWithdrawalSettings,
  issuedCryptoConfirmation,
  withdrawer,
} from '../../testing/crypto-withdrawal-flows.js';
import {
  bearer,
  countMails,
  finishDueWork,
  lastMail,
  type SignedInCustomer,
} from '../../testing/flows.js';
import {
  cadAccount,
  confirmWithdrawal,
  expectSoundBooks,
  issuedConfirmation,
  postTransfer,
  quoteGuid,
  runRails,
  transferAsServed,
} from '../../testing/funding-flows.js';
import { withPasskeyDevice } from '../../testing/passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Withdrawals asked for with Cybrid's own body, without Maple's `confirmation_token`
 * (docs/decisions/0058-cybrid-requests-wait-for-the-customer.md): made `holding`, their funds
 * reserved, until the customer approves them in the app; unapproved in time, they fail
 * `customer_action_required` with nothing moved.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
});
afterAll(() => t.close());

const WINDOW = 1800;

const approve = (who: SignedInCustomer, guid: unknown, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/customers/transfers/${String(guid)}/approval`,
    headers: bearer(who.tokens.ut),
    payload,
  });

/** A customer with CAD 500 and a linked bank account, and a Cybrid-shaped EFT withdrawal of 200. */
async function heldEft() {
  const me = await fundedCustomer(t, 500_00n);
  const bank = await linkBankAccount(t.services, t.database.db, me.guid);
  const quote = await quoteGuid(t, me, 'withdrawal', 200_00n);
  const created = await postTransfer(t, me, {
    quote_guid: quote,
    transfer_type: 'funding',
    external_bank_account_guid: bank.guid,
  });
  expect(created.statusCode).toBe(201);
  return { me, bank: bank.guid, quote, guid: String(created.json.guid), created: created.json };
}

describe('a CAD withdrawal asked for with Cybrid’s body', () => {
  it('waits holding with its funds reserved, and tells the customer what and until when', async () => {
    const { me, created } = await heldEft();
    expect(created).toMatchObject({
      state: 'holding',
      failure_code: null,
      estimated_amount: 200_00n,
      hold_details: {
        applicable_types: ['non_administrative'],
        duration: BigInt(WINDOW),
        started_at: created.created_at,
      },
    });
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 300_00n });
    const mail = await lastMail(t.app, me.email, 'withdrawal_approval_needed');
    expect(mail.subject).toBe('Approve your withdrawal of $200.00 CAD');
    expect(mail.text).toMatch(/asked to send \$200\.00 CAD to [^\n]+ \*{4}\d{4}\./);
    expect(mail.text).toContain('http://maple.test/approvals');
    // Nothing runs on the rail while it waits.
    await runRails(t, 600);
    expect((await transferAsServed(t, me.guid, created.guid)).state).toBe('holding');
  });

  it('goes on to the rail once approved, and the bank gets exactly what was reserved', async () => {
    const { me, bank, quote, guid } = await heldEft();
    const token = await confirmWithdrawal(t, me, quote, bank);
    const approved = await approve(me, guid, { confirmation_token: token });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ transfer_guid: guid, state: 'storing' });
    for (let step = 0; step < 3; step += 1) await runRails(t, 60);
    const done = await transferAsServed(t, me.guid, guid);
    expect(done).toMatchObject({ state: 'completed', amount: 200_00n, hold_details: null });
    expect(await cadAccount(t, me)).toEqual({ balance: 300_00n, available: 300_00n });
    await expectSoundBooks(t);
  });

  it('fails customer_action_required with nothing moved when nobody approves it', async () => {
    const { me, bank, quote, guid } = await heldEft();
    await runRails(t, WINDOW - 1);
    expect((await transferAsServed(t, me.guid, guid)).state).toBe('holding');
    await runRails(t, 1);
    expect(await transferAsServed(t, me.guid, guid)).toMatchObject({
      state: 'failed',
      failure_code: 'customer_action_required',
      amount: null,
      hold_details: null,
    });
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 500_00n });
    const failed = await lastMail(t.app, me.email, 'funding_failed');
    expect(failed.text).toContain('it was not approved in time, so nothing was sent');
    // Too late: an approval now changes nothing.
    const late = await approve(me, guid, {
      confirmation_token: await issuedConfirmation(t, me, quote, bank),
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'conflict']);
    await expectSoundBooks(t);
  });

  it('takes only an approval bound to it, from its own customer', async () => {
    const { me, bank, guid } = await heldEft();
    const other = await quoteGuid(t, me, 'withdrawal', 100_00n);
    const forOther = await issuedConfirmation(t, me, other, bank);
    const refused = await approve(me, guid, { confirmation_token: forOther });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    const stranger = await fundedCustomer(t, 0n);
    const theirs = await approve(stranger, guid, { confirmation_token: forOther });
    expect(theirs.statusCode).toBe(404);
    expect((await transferAsServed(t, me.guid, guid)).state).toBe('holding');
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 300_00n });
  });

  it('approved twice at once, moves once', async () => {
    const { me, bank, quote, guid } = await heldEft();
    const [first, second] = await Promise.all([
      approve(me, guid, { confirmation_token: await issuedConfirmation(t, me, quote, bank) }),
      approve(me, guid, { confirmation_token: await issuedConfirmation(t, me, quote, bank) }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    for (let step = 0; step < 3; step += 1) await runRails(t, 60);
    expect(await cadAccount(t, me)).toEqual({ balance: 300_00n, available: 300_00n });
    expect(await countMails(t, me.email, 'funding_withdrawal_sent')).toBe(1);
    await expectSoundBooks(t);
  });

  it('can be cancelled while it waits, giving the reserve back', async () => {
    const { me, guid } = await heldEft();
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/transfers/${guid}`,
      headers: bearer(me.tokens.at),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await transferAsServed(t, me.guid, guid)).toMatchObject({
      state: 'failed',
      failure_code: 'cancelled',
    });
    expect(await cadAccount(t, me)).toEqual({ balance: 500_00n, available: 500_00n });
    await expectSoundBooks(t);
  });

  it('answers bad approval requests with a clear 4xx, writing nothing', async () => {
    const { me, guid } = await heldEft();
    const cases = [
      { url: guid, payload: {} },
      { url: guid, payload: { confirmation_token: '' } },
      { url: guid, payload: { confirmation_token: 'x'.repeat(3000) } },
      { url: guid, payload: { confirmation_token: 'a', extra: 1 } },
      { url: 'not-a-guid', payload: { confirmation_token: 'a' } },
    ];
    for (const { url, payload } of cases) {
      const res = await approve(me, url, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_parameter']);
    }
    const forged = await approve(me, guid, { confirmation_token: 'not.a.token' });
    expect(forged.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/customers/transfers/${guid}/approval`,
      payload: { confirmation_token: 'a' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await transferAsServed(t, me.guid, guid)).state).toBe('holding');
  });
});

describe('a crypto withdrawal asked for with Cybrid’s body', () => {
  async function heldBtc() {
    const { me, wallet } = await withdrawer(t);
    const shown = await cryptoQuote(t, me, 'BTC', { deliver_amount: 500_000n });
    const quote = String(shown.json.guid);
    const created = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({ state: 'holding', estimated_amount: 500_000n });
    return { me, wallet, quote, guid: String(created.json.guid), shown: shown.json };
  }

  it('is sent once approved with a passkey, taking exactly what the quote showed', async () => {
    const { me, wallet, quote, guid, shown } = await heldBtc();
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n,
      available: 100_000_000n - BigInt(String(shown.deliver_amount)),
    });
    const mail = await lastMail(t.app, me.email, 'withdrawal_approval_needed');
    expect(mail.text).toMatch(/asked to send 0\.005\sBTC to your wallet \w{4}…\w{4}\./);
    const device = await withPasskeyDevice(t, me);
    const scope = {
      email: me.email,
      customer_guid: me.guid,
      withdrawal_reference: quote,
      external_wallet_guid: wallet,
    };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(me.tokens.ut), payload });
    const options = (await post('/customers/passkey-approval/options', scope)).json().data;
    const signed = await post('/customers/passkey-approval', {
      ...scope,
      session_info: options.session_info,
      credential: device.assert(options.options.challenge),
    });
    expect(signed.statusCode).toBe(200);
    const approved = await approve(me, guid, {
      confirmation_token: signed.json().data.confirmation_token,
    });
    expect(approved.json().data).toEqual({ transfer_guid: guid, state: 'pending' });
    for (const seconds of [0, 600, 600]) {
      t.clock.advance(seconds);
      await finishDueWork(t);
    }
    expect(await transferAsServed(t, me.guid, guid)).toMatchObject({
      state: 'completed',
      amount: BigInt(String(shown.deliver_amount)),
    });
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n - BigInt(String(shown.deliver_amount)),
      available: 100_000_000n - BigInt(String(shown.deliver_amount)),
    });
    await expectSoundBooks(t);
  });

  it('fails customer_action_required, its hold given back, when nobody approves it', async () => {
    const { me, wallet, quote, guid } = await heldBtc();
    t.clock.advance(WINDOW);
    await finishDueWork(t);
    expect(await transferAsServed(t, me.guid, guid)).toMatchObject({
      state: 'failed',
      failure_code: 'customer_action_required',
      txn_hash: null,
    });
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n,
      available: 100_000_000n,
    });
    const failed = await lastMail(t.app, me.email, 'crypto_transfer_failed');
    expect(failed.text).toContain('was not approved in time, so nothing was sent');
    const late = await approve(me, guid, {
      confirmation_token: await issuedCryptoConfirmation(t, me, quote, wallet),
    });
    expect(late.statusCode).toBe(409);
    await expectSoundBooks(t);
  });

  it('refuses an approval while withdrawals are held after a security change', async () => {
    const { me, wallet, quote, guid } = await heldBtc();
    await t.database.db
      .updateTable('identity_users')
      .set({ security_changed_at: t.clock.now() })
      .where('email', '=', me.email)
      .execute();
    const held = await approve(me, guid, {
      confirmation_token: await issuedCryptoConfirmation(t, me, quote, wallet),
    });
    expect([held.statusCode, held.json().code]).toEqual([422, 'withdrawals_held']);
    expect((await transferAsServed(t, me.guid, guid)).state).toBe('holding');
  });
});
