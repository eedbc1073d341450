import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countMails, tableCounts } from '../../testing/flows.js';
import {
  cadAccount,
  confirmWithdrawal,
  expectSoundBooks,
  postTransfer,
  quoteGuid,
  runRails,
} from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/**
 * Interac e-Transfer deposits by reference code, the suspense queue and withdrawals
 * (docs/product/lifecycles.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userGet = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function instructions(token: string) {
  const res = await userGet('/customers/funding', token);
  expect(res.statusCode).toBe(200);
  return res.json<{
    data: {
      etransfer_deposit: { deposit_email: string; reference_code: string };
      sandbox_controls: boolean;
      holds: {
        security_change_seconds: number;
        new_bank_account_seconds: number;
        new_wallet_seconds: number;
        approval_seconds: number;
      };
    };
  }>().data;
}

const sendEtransfer = (token: string, reference_code: string, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/customers/sandbox/etransfers',
    headers: bearer(token),
    payload: { reference_code, amount, sender_name: 'Jane Sender' },
  });

describe('e-Transfer deposits', () => {
  it('gives each customer a stable, easy-to-type code and the configured deposit address', async () => {
    const me = await fundedCustomer(t, 0n);
    const other = await fundedCustomer(t, 0n);
    const first = await instructions(me.tokens.ut);
    expect(first.etransfer_deposit.deposit_email).toBe('deposits@maple.test');
    expect(first.sandbox_controls).toBe(true);
    expect(first.holds).toEqual({
      security_change_seconds: 86_400,
      new_bank_account_seconds: 86_400,
      new_wallet_seconds: 86_400,
      approval_seconds: 1800,
    });
    expect(first.etransfer_deposit.reference_code).toMatch(
      /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/,
    );
    expect((await instructions(me.tokens.ut)).etransfer_deposit.reference_code).toBe(
      first.etransfer_deposit.reference_code,
    );
    expect((await instructions(other.tokens.ut)).etransfer_deposit.reference_code).not.toBe(
      first.etransfer_deposit.reference_code,
    );
  });

  it('credits an incoming e-Transfer that carries the code, however it was typed', async () => {
    const me = await fundedCustomer(t, 0n);
    const code = (await instructions(me.tokens.ut)).etransfer_deposit.reference_code;
    const typed = ` ${code.replace('-', ' ').toLowerCase()} `;
    const sent = await sendEtransfer(me.tokens.ut, typed, '7500');
    expect(sent.statusCode).toBe(201);
    expect(await cadAccount(t, me)).toEqual({ balance: 0n, available: 0n });
    await runRails(t, 5);
    expect(await cadAccount(t, me)).toEqual({ balance: 75_00n, available: 75_00n });
    const list = await api(t, me.tokens.at, 'GET', '/api/transfers?side=deposit');
    expect(list.json.objects).toEqual([
      expect.objectContaining({
        state: 'completed',
        payment_rail: 'etransfer',
        amount: 75_00n,
        hold_details: null,
        transfer_details: expect.objectContaining({
          etransfer_reference_code: code.replace('-', ''),
        }),
      }),
    ]);
    expect(await countMails(t, me.email, 'funding_deposit_received')).toBe(1);
    await expectSoundBooks(t);
  });

  it('posts one that matches nobody to suspense, where compliance assigns it (audited)', async () => {
    const me = await fundedCustomer(t, 0n);
    await sendEtransfer(me.tokens.ut, 'NOBODY-42', '4200');
    await runRails(t, 5);
    await expectSoundBooks(t);
    const support = await signedInStaff(t, 'support');
    const listed = await userGet('/admin/api/funding/suspense', support);
    expect(listed.statusCode).toBe(200);
    const [item] = listed.json<{ data: { objects: { guid: string; reason: string }[] } }>().data
      .objects;
    expect(item).toMatchObject({ reason: 'unknown_reference', amount: '4200' });
    const assign = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/funding/suspense/${item?.guid}/assign`,
        headers: bearer(token),
        payload: { customer_guid: me.guid, reason: 'Customer called with the receipt' },
      });
    expect((await assign(support)).statusCode).toBe(403);
    const compliance = await signedInStaff(t, 'compliance');
    const assigned = await assign(compliance);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({ assigned_to: me.guid });
    expect((await assign(compliance)).statusCode).toBe(409);
    expect(await cadAccount(t, me)).toEqual({ balance: 42_00n, available: 42_00n });
    const audits = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', 'like', 'funding.suspense.%')
      .execute();
    expect(audits.map((row) => row.action).sort()).toEqual([
      'funding.suspense.assigned',
      'funding.suspense.viewed',
    ]);
    await expectSoundBooks(t);
  });

  it('posts one for an unverified customer to suspense too', async () => {
    const unverified = await fundedCustomer(t, 0n, { verified: false });
    const code = (await instructions(unverified.tokens.ut)).etransfer_deposit.reference_code;
    await sendEtransfer(unverified.tokens.ut, code, '1000');
    await runRails(t, 5);
    expect(await cadAccount(t, unverified)).toEqual({ balance: 0n, available: 0n });
    const row = await t.database.db
      .selectFrom('funding_suspense')
      .select('reason')
      .where('reference_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.reason).toBe('unverified_customer');
    await expectSoundBooks(t);
  });
});

describe('e-Transfer withdrawals', () => {
  it('go to the customer’s own e-mail with a question; the answer is stored encrypted and never answered', async () => {
    const me = await fundedCustomer(t, 300_00n);
    const quote = await quoteGuid(t, me, 'withdrawal', 100_00n);
    const created = await postTransfer(t, me, {
      quote_guid: quote,
      transfer_type: 'funding',
      payment_rail: 'etransfer',
      etransfer_security_question: 'Favourite lake?',
      etransfer_security_answer: 'Muskoka42',
      confirmation_token: await confirmWithdrawal(t, me, quote),
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('Muskoka42');
    expect(created.json.transfer_details).toEqual({
      etransfer_recipient: `${me.email.slice(0, 1)}***${me.email.slice(me.email.indexOf('@'))}`,
      etransfer_security_question: 'Favourite lake?',
      etransfer_reference_code: null,
    });
    const stored = await t.database.db
      .selectFrom('transfers')
      .select('etransfer_answer_ciphertext')
      .where('guid', '=', String(created.json.guid))
      .executeTakeFirstOrThrow();
    expect(stored.etransfer_answer_ciphertext).not.toContain('Muskoka42');
    expect(t.services.encryption.decrypt(stored.etransfer_answer_ciphertext ?? '')).toBe(
      'Muskoka42',
    );
    expect(JSON.stringify(t.logs)).not.toContain('Muskoka42');
    for (let step = 0; step < 3; step += 1) await runRails(t, 5);
    expect(await cadAccount(t, me)).toEqual({ balance: 200_00n, available: 200_00n });
    expect(await countMails(t, me.email, 'funding_withdrawal_sent')).toBe(1);
    await expectSoundBooks(t);
  });

  it('refuses an e-Transfer deposit request: the customer sends it with their code', async () => {
    const me = await fundedCustomer(t, 0n);
    const quote = await quoteGuid(t, me, 'deposit', 100_00n);
    const before = await tableCounts(t);
    // What our web app sees: it asks for our precise codes (ADR 69).
    const body = {
      quote_guid: quote,
      transfer_type: 'funding',
      payment_rail: 'etransfer',
      etransfer_security_question: 'Favourite lake?',
      etransfer_security_answer: 'Muskoka42',
    };
    const res = await postTransfer(t, me, body, preciseCodes);
    expect(res.statusCode).toBe(422);
    expect(res.json.message_code).toBe('unprocessable_entity');
    // A Cybrid client reads Cybrid's code for the same refusal.
    const cybrid = await postTransfer(t, me, body);
    expect([cybrid.statusCode, cybrid.json.message_code]).toEqual([422, 'invalid_value']);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('the sandbox control in production', () => {
  it('does not exist: an incoming e-Transfer cannot be made up', async () => {
    const production = await createTestApp({
      funding: { ...testConfig.funding, sandboxControls: false },
    });
    try {
      const me = await fundedCustomer(production, 0n);
      const res = await production.app.inject({
        method: 'POST',
        url: '/customers/sandbox/etransfers',
        headers: bearer(me.tokens.ut),
        payload: { reference_code: 'ABCD-EFGH', amount: '100' },
      });
      expect(res.statusCode).toBe(404);
      const status = await production.app.inject({
        url: '/customers/funding',
        headers: bearer(me.tokens.ut),
      });
      expect(status.json().data.sandbox_controls).toBe(false);
    } finally {
      await production.close();
    }
  });
});
