import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid } from '../../infra/ids.js';
import {
  assetAccount,
  cryptoQuoteGuid,
  cryptoWithdrawalSettings,
  issuedCryptoConfirmation,
  transfersOf,
  unitsWorth,
  withdrawer,
} from '../../testing/crypto-withdrawal-flows.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { expectSoundBooks, postTransfer } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/**
 * Crypto withdrawals (docs/product/bank-accounts-and-wallets.md, ADR 23) that compliance
 * controls: the deny list at withdrawal, and staff approval from the threshold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(cryptoWithdrawalSettings);
});
afterAll(() => t.close());

describe('the deny list at withdrawal', () => {
  /** A wallet saved as if before its address was listed (or before spellings were compared). */
  async function savedWallet(who: SignedInCustomer, asset: 'BCH' | 'BTC', address: string) {
    const guid = newGuid();
    const now = t.clock.now();
    await t.database.db
      .insertInto('external_wallets')
      .values({
        guid,
        customer_guid: who.guid,
        name: 'Saved earlier',
        asset,
        environment: 'sandbox',
        address,
        tag: null,
        state: 'completed',
        failure_code: null,
        usable_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return guid;
  }

  it('refuses a saved wallet whose address is listed in another spelling, and tells compliance', async () => {
    const me = await fundedCustomer(t, 0n);
    await fund(t, me.guid, 'BCH', 100_000_000n);
    // The legacy spelling of the sample list's bchtest:qq3zyg3z… cashaddr.
    const wallet = await savedWallet(me, 'BCH', 'midSACfDe3qAxJZZXA9gkwBZgPqJJUpy1w');
    const quote = await cryptoQuoteGuid(t, me, 'BCH', 100_000n);
    // What our web app sees: it prefers our precise codes (ADR 69).
    const res = await postTransfer(
      t,
      me,
      {
        quote_guid: quote,
        transfer_type: 'crypto',
        external_wallet_guid: wallet,
        confirmation_token: await issuedCryptoConfirmation(t, me, quote, wallet),
      },
      preciseCodes,
    );
    expect([res.statusCode, res.json.message_code]).toEqual([422, 'prohibited_address']);
    expect(await transfersOf(t, me.guid)).toBe(0);
    expect(await assetAccount(t, me, 'BCH')).toEqual({
      balance: 100_000_000n,
      available: 100_000_000n,
    });
    const cases = await t.database.db
      .selectFrom('compliance_cases')
      .select(sql<string>`report_draft->>'source'`.as('source'))
      .where('customer_guid', '=', me.guid)
      .where('kind', '=', 'deny_list_hit')
      .execute();
    expect(cases).toEqual([{ source: 'withdrawal' }]);
  });

  it('fails a withdrawal at its broadcast when its wallet is listed meanwhile', async () => {
    const { me, wallet } = await withdrawer(t);
    const quote = await cryptoQuoteGuid(t, me, 'BTC', 100_000n);
    const res = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: await issuedCryptoConfirmation(t, me, quote, wallet),
    });
    expect(res.statusCode).toBe(201);
    // As if the list had grown: the wallet's address is now a listed one, in upper case.
    await t.database.db
      .updateTable('external_wallets')
      .set({ address: 'TB1QRP33G0Q5C5TXSP9ARYSRX4K6ZDKFS4NCE4XJ0GDCCCEFVPYSXF3Q0SL5K7' })
      .where('guid', '=', wallet)
      .execute();
    await t.services.crypto.chainSteps.runDue();
    const row = await t.database.db
      .selectFrom('transfers')
      .select(['state', 'failure_code', 'txn_hash'])
      .where('guid', '=', String(res.json.guid))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', failure_code: 'invalid_destination', txn_hash: null });
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n,
      available: 100_000_000n,
    });
    // Compliance hears of the hit as of any other: a case opens.
    const cases = await t.database.db
      .selectFrom('compliance_cases')
      .select(sql<string>`report_draft->>'source'`.as('source'))
      .where('customer_guid', '=', me.guid)
      .where('kind', '=', 'deny_list_hit')
      .execute();
    expect(cases).toEqual([{ source: 'withdrawal' }]);
    await expectSoundBooks(t);
  });
});

describe('withdrawals at or above the approval threshold', () => {
  const staffCall = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });

  async function reviewing(me: SignedInCustomer, wallet: string): Promise<string> {
    const quote = await cryptoQuoteGuid(t, me, 'BTC', unitsWorth(t, 'BTC', 6_000_00n));
    const token = await issuedCryptoConfirmation(t, me, quote, wallet);
    const res = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'crypto',
      external_wallet_guid: wallet,
      confirmation_token: token,
      travel_rule: { party: 'third_party', name: 'Jane Q. Doe', address: '1 Main St, Ottawa ON' },
    });
    expect([res.statusCode, res.json.state]).toEqual([201, 'reviewing']);
    return String(res.json.guid);
  }

  it('wait for staff: cancelled by the customer, rejected or approved, the hold given back', async () => {
    const { me, wallet } = await withdrawer(t);
    const first = await reviewing(me, wallet);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/transfers/${first}`,
      headers: bearer(me.tokens.at),
    });
    expect([cancel.statusCode, cancel.json().state, cancel.json().failure_code]).toEqual([
      200,
      'failed',
      'cancelled',
    ]);
    expect(await assetAccount(t, me, 'BTC')).toEqual({
      balance: 100_000_000n,
      available: 100_000_000n,
    });
    await expectSoundBooks(t);
    // A new day: the crypto limit has room again.
    t.clock.advance(86_401);
    const { me: second, wallet: secondWallet } = await withdrawer(t);
    const rejected = await reviewing(second, secondWallet);
    const support = await signedInStaff(t, 'support');
    expect((await staffCall(support, 'GET', '/admin/api/crypto-withdrawals')).statusCode).toBe(403);
    expect(
      (await staffCall(second.tokens.at, 'GET', '/admin/api/crypto-withdrawals')).statusCode,
    ).toBe(401);
    const compliance = await signedInStaff(t, 'compliance');
    const listed = await staffCall(compliance, 'GET', '/admin/api/crypto-withdrawals');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.objects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ guid: rejected, travel_rule_name: 'Jane Q. Doe' }),
      ]),
    );
    const decide = (guid: string, decision: string, staff = compliance) =>
      staffCall(staff, 'POST', `/admin/api/crypto-withdrawals/${guid}/decision`, {
        decision,
        reason: 'Checked the source of funds',
      });
    const bad = await decide(rejected, 'maybe');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_parameter']);
    const no = await decide(rejected, 'reject');
    expect(no.json().data).toMatchObject({ state: 'failed', failure_code: 'compliance_rejection' });
    expect((await decide(rejected, 'approve')).statusCode).toBe(409);
    expect(await assetAccount(t, second, 'BTC')).toEqual({
      balance: 100_000_000n,
      available: 100_000_000n,
    });
    t.clock.advance(86_401);
    const { me: third, wallet: thirdWallet } = await withdrawer(t);
    const approved = await reviewing(third, thirdWallet);
    const admin = await signedInStaff(t, 'admin');
    expect((await decide(approved, 'approve', admin)).json().data).toMatchObject({
      state: 'pending',
      reviewed_by: expect.any(String),
    });
    const after = await t.app.inject({
      method: 'DELETE',
      url: `/api/transfers/${approved}`,
      headers: bearer(third.tokens.at),
    });
    expect(after.statusCode).toBe(409);
    const audits = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', 'like', 'crypto_withdrawal%')
      .execute();
    expect(audits.map((row) => row.action).sort()).toEqual([
      'crypto_withdrawal.approved',
      'crypto_withdrawal.rejected',
      'crypto_withdrawals.viewed',
    ]);
    await expectSoundBooks(t);
  }, 60_000);

  it('come to the reviewer with the customer, the wallet and its age, the screening and earlier withdrawals', async () => {
    t.clock.advance(86_401);
    const { me, wallet } = await withdrawer(t);
    const earlier = await reviewing(me, wallet);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/transfers/${earlier}`,
      headers: bearer(me.tokens.at),
    });
    expect(cancelled.statusCode).toBe(200);
    const waiting = await reviewing(me, wallet);
    // The deny list grew after the wallet was added: the review screens it again.
    await t.database.db
      .updateTable('external_wallets')
      .set({ address: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7' })
      .where('guid', '=', wallet)
      .execute();
    const compliance = await signedInStaff(t, 'compliance');
    const listed = await staffCall(compliance, 'GET', '/admin/api/crypto-withdrawals?per_page=100');
    expect(listed.statusCode).toBe(200);
    const objects: { guid: string }[] = listed.json().data.objects;
    const queued = objects.find((object) => object.guid === waiting);
    const wallets = await t.database.db
      .selectFrom('external_wallets')
      .select(['name', 'created_at'])
      .where('guid', '=', wallet)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      customer_guid: me.guid,
      customer_name: expect.any(String),
      customer_email: me.email,
      destination: {
        address: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
        tag: null,
        label: 'My BTC',
        added_at: wallets.created_at.toISOString(),
      },
      screening: { result: 'listed', listed_name: 'HALVARD DIGITAL SERVICES LTD.' },
      recent_withdrawals: [
        expect.objectContaining({ guid: earlier, asset: 'BTC', state: 'failed' }),
      ],
    });
    const bad = await staffCall(compliance, 'GET', '/admin/api/crypto-withdrawals?page=-1');
    expect(bad.statusCode).toBe(400);
  }, 60_000);
});
