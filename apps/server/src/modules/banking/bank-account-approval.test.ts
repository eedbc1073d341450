import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveBankAccount,
  createBankAccount,
  issuedBankAccountConfirmation,
  manualBody,
  sandboxLink,
  statementAmounts,
} from '../../testing/banking-flows.js';
import {
  bearer,
  countMails,
  lastMail,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { withPasskeyDevice } from '../../testing/passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A new bank account waits for its customer's approval
 * (docs/decisions/0062-new-bank-accounts-wait-for-approval.md): `storing`, usable for nothing and
 * sent no micro-deposits, until approved with a confirmation bound to it; unapproved in time, it
 * fails `create_failed`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW = 1800;

/** A verified customer's account linked through the sandbox screen, waiting for approval. */
async function waitingAccount() {
  const me = await signedInCustomer(t);
  const link = await sandboxLink(t, me);
  const [first] = link.accounts;
  const res = await createBankAccount(t, me, {
    name: 'My chequing',
    account_kind: 'plaid',
    plaid_public_token: link.public_token,
    plaid_account_id: first?.account_id,
  });
  expect(res.statusCode).toBe(201);
  return { me, guid: String(res.json.guid), json: res.json, mask: first?.mask ?? '' };
}

const usable = (who: SignedInCustomer, guid: string) =>
  t.database.db
    .transaction()
    .execute((trx) => t.services.banking.usableAccount(trx, who.guid, guid));

/** The e-mailed code for linking this account, entered as the app does. */
async function confirmByCode(who: SignedInCustomer, guid: string): Promise<string> {
  const scope = { email: who.email, customer_guid: who.guid, new_bank_account_guid: guid };
  const own = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload });
  expect((await own('/customers/create-crypto-otp', scope)).statusCode).toBe(200);
  const mail = await lastMail(t.app, who.email, 'email_otp');
  expect(mail.text).toContain('linking a bank account');
  const verified = await own('/customers/verify-crypto-otp', {
    ...scope,
    otp: mail.subject.replace(/\D/g, ''),
  });
  return verified.json<{ data: { confirmation_token: string } }>().data.confirmation_token;
}

describe('a new bank account', () => {
  it('waits storing, usable for nothing, and asks its customer to approve it', async () => {
    const { me, guid, json, mask } = await waitingAccount();
    expect(json).toMatchObject({ state: 'storing', failure_code: null });
    expect(Object.keys(json)).not.toContain('approval_expires_at');
    expect(await usable(me, guid)).toBeUndefined();
    const mail = await lastMail(t.app, me.email, 'bank_account_approval_needed');
    expect(mail.subject).toBe(`Approve your new bank account RBC Royal Bank ****${mask}`);
    expect(mail.text).toContain('http://maple.test/approvals');
  });

  it('is usable once approved with the e-mailed code, its hold counted from then', async () => {
    const { me, guid } = await waitingAccount();
    t.clock.advance(600);
    const approved = await approveBankAccount(t, me, guid, await confirmByCode(me, guid));
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ external_bank_account_guid: guid, state: 'completed' });
    expect((await usable(me, guid))?.linkedAt).toEqual(t.clock.now());
    const again = await approveBankAccount(t, me, guid, await confirmByCode(me, guid));
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
  });

  it('is approved with a passkey signing that very account', async () => {
    const { me, guid } = await waitingAccount();
    const device = await withPasskeyDevice(t, me);
    const scope = { email: me.email, customer_guid: me.guid, new_bank_account_guid: guid };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(me.tokens.ut), payload });
    const options = (await post('/customers/passkey-approval/options', scope)).json().data;
    const signed = await post('/customers/passkey-approval', {
      ...scope,
      session_info: options.session_info,
      credential: device.assert(options.options.challenge),
    });
    expect(signed.statusCode).toBe(200);
    const token = signed.json().data.confirmation_token;
    const approved = await approveBankAccount(t, me, guid, token);
    expect(approved.json().data.state).toBe('completed');
  });

  it('entered by hand, gets its micro-deposits only once approved', async () => {
    const me = await signedInCustomer(t);
    const created = await createBankAccount(t, me, manualBody('7777777'));
    const guid = String(created.json.guid);
    expect(created.json.state).toBe('storing');
    expect(await statementAmounts(t, me, guid)).toEqual([]);
    const token = await issuedBankAccountConfirmation(t, me, guid);
    const approved = await approveBankAccount(t, me, guid, token);
    expect(approved.json().data.state).toBe('unverified');
    const amounts = await eventually('the micro-deposits', async () => {
      const sent = await statementAmounts(t, me, guid);
      return sent.length === 2 ? sent : undefined;
    });
    expect(amounts).toHaveLength(2);
  });

  it('takes only an approval for that very account, from its own customer', async () => {
    const { me, guid } = await waitingAccount();
    const other = await createBankAccount(t, me, manualBody('7777778'));
    const forOther = await issuedBankAccountConfirmation(t, me, String(other.json.guid));
    const refused = await approveBankAccount(t, me, guid, forOther);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    const stranger = await signedInCustomer(t);
    const theirs = await approveBankAccount(
      t,
      stranger,
      guid,
      await issuedBankAccountConfirmation(t, stranger, guid),
    );
    expect(theirs.statusCode).toBe(404);
    expect(await usable(me, guid)).toBeUndefined();
  });

  it('fails create_failed when nobody approves it in time', async () => {
    const { me, guid } = await waitingAccount();
    const { approvals, accounts } = t.services.banking;
    t.clock.advance(WINDOW - 1);
    expect(await approvals.expire(guid)).toBe(false);
    t.clock.advance(1);
    expect(await approvals.expire(guid)).toBe(true);
    expect(await accounts.get(me.guid, guid)).toMatchObject({
      state: 'failed',
      failure_code: 'create_failed',
    });
    const late = approvals.approve(me.guid, guid, 'any');
    await expect(late).rejects.toMatchObject({ code: 'conflict' });
  });

  it('approved twice at once, is approved once', async () => {
    const { me, guid } = await waitingAccount();
    const tokens = await Promise.all([
      issuedBankAccountConfirmation(t, me, guid),
      issuedBankAccountConfirmation(t, me, guid),
    ]);
    const answers = await Promise.all(
      tokens.map((token) => approveBankAccount(t, me, guid, token)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await countMails(t, me.email, 'bank_account_approval_needed')).toBe(1);
  });

  it('answers bad approval requests with a clear 4xx, writing nothing', async () => {
    const { me, guid } = await waitingAccount();
    const before = await tableCounts(t);
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/customers/external-bank-accounts/${url}/approval`,
        headers: bearer(me.tokens.ut),
        payload,
      });
    for (const [url, payload] of [
      [guid, {}],
      [guid, { confirmation_token: '' }],
      [guid, { confirmation_token: 'a', more: true }],
      ['nope', { confirmation_token: 'a' }],
    ] as const) {
      const res = await post(url, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_parameter']);
    }
    expect((await post(guid, { confirmation_token: 'forged' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/customers/external-bank-accounts/${guid}/approval`,
      payload: { confirmation_token: 'a' },
    });
    expect(anonymous.statusCode).toBe(401);
    const both = { email: me.email, customer_guid: me.guid, new_bank_account_guid: guid };
    const twoTargets = await t.app.inject({
      method: 'POST',
      url: '/customers/create-crypto-otp',
      headers: bearer(me.tokens.ut),
      payload: { ...both, withdrawal_reference: 'q' },
    });
    expect(twoTargets.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
    expect(await usable(me, guid)).toBeUndefined();
  });
});
