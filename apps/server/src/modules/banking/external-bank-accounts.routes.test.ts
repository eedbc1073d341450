import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBankAccount,
  linkedBankAccount,
  linkToken,
  manualBody,
  sandboxLink,
  sandboxSignIn,
} from '../../testing/banking-flows.js';
import { type SignedInCustomer, signedInCustomer, tableCounts } from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, preciseCodes } from '../../testing/trading-flows.js';
import { sandboxAccountsOf } from './sandbox-bank.js';

/** /api/external_bank_accounts: linking, reading, refreshing, removing, and every refusal. */
let t: TestApp;
let customer: SignedInCustomer;
let other: SignedInCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t);
  other = await signedInCustomer(t);
});
afterAll(() => t.close());

const get = (who: SignedInCustomer, url: string) => api(t, who.tokens.at, 'GET', url);
const patch = (who: SignedInCustomer, guid: string, body: unknown) =>
  api(t, who.tokens.at, 'PATCH', `/api/external_bank_accounts/${guid}`, body);
const remove = (who: SignedInCustomer, guid: string) =>
  api(t, who.tokens.at, 'DELETE', `/api/external_bank_accounts/${guid}`);

/** The sandbox's account numbers of a customer at RBC (what the bank would hold). */
const sandboxNumbers = (who: SignedInCustomer) =>
  sandboxAccountsOf(who.guid, '003', 'user_good', 'Ada Lovelace').map((a) => a.accountNumber);

describe('linking through the sandbox bank-link screen', () => {
  it('links the chosen account as completed, showing only its last four digits', async () => {
    const res = await linkedBankAccount(t, customer);
    const [number] = sandboxNumbers(customer);
    expect(res.json).toMatchObject({
      name: 'My chequing',
      asset: 'CAD',
      account_kind: 'plaid',
      environment: 'sandbox',
      customer_guid: customer.guid,
      state: 'completed',
      failure_code: null,
      plaid_institution_id: '003',
      plaid_account_mask: number?.slice(-4),
      plaid_account_name: 'Chequing',
      pii: null,
    });
    const guid = String(res.json.guid);
    const list = await get(customer, `/api/external_bank_accounts?customer_guid=${customer.guid}`);
    expect(list.json).toMatchObject({ total: 1n, page: 0n, per_page: 10n });
    const one = await get(customer, `/api/external_bank_accounts/${guid}?include_pii=true`);
    expect(one.json.pii).toEqual([
      {
        names: ['Ada Lovelace'],
        addresses: null,
        email_addresses: null,
        phone_numbers: null,
        account_details: [{ account_number: `****${number?.slice(-4)}` }],
        routing_details: [{ routing_number_type: 'CPA', routing_number: expect.any(String) }],
      },
    ]);
    for (const body of [res.body, list.body, one.body]) expect(body).not.toContain(number);
  });

  it('keeps account numbers and holder names only as ciphertext in the database', async () => {
    const rows = await sql`SELECT * FROM external_bank_accounts`.execute(t.database.db);
    const dump = JSON.stringify(rows.rows);
    for (const number of sandboxNumbers(customer)) expect(dump).not.toContain(number);
    expect(dump).not.toContain('Lovelace');
    expect(dump).toContain('"number_ciphertext":"v1.');
  });

  it('spends a public token once; unknown tokens and accounts are refused, writing nothing', async () => {
    const link = await sandboxLink(t, customer, { institution_number: '004' });
    const [chequing] = link.accounts;
    const body = {
      name: 'TD',
      account_kind: 'plaid',
      plaid_public_token: link.public_token,
      plaid_account_id: chequing?.account_id,
    };
    const before = await tableCounts(t);
    // createExternalBankAccount documents 422 only for an unknown customer: a refused link is
    // its 400 invalid_value (ADR 69).
    const wrongAccount = await createBankAccount(t, customer, {
      ...body,
      plaid_account_id: 'acc_x',
    });
    expect([wrongAccount.statusCode, wrongAccount.json.message_code]).toEqual([
      400,
      'invalid_value',
    ]);
    const unknown = await createBankAccount(t, customer, {
      ...body,
      plaid_public_token: 'public-sandbox-unknown',
    });
    expect(unknown.json).toMatchObject({ status: 400n, message_code: 'invalid_value' });
    const byOther = await createBankAccount(t, other, body);
    expect(byOther.statusCode).toBe(400);
    // Another customer's guid is refused as an unknown customer, as Cybrid documents it.
    const named = await createBankAccount(t, other, { ...body, customer_guid: customer.guid });
    expect(named.json).toEqual({
      status: 422n,
      message_code: 'no_customer',
      error_message: 'Customer not found',
    });
    expect(await tableCounts(t)).toEqual(before);

    expect((await createBankAccount(t, customer, body)).statusCode).toBe(201);
    const again = await createBankAccount(t, customer, body);
    expect(again.statusCode).toBe(400);
    expect(again.json.error_message).toMatch(/unknown, already used or expired/);
  });

  it('refuses a second link of an account already linked', async () => {
    const link = await sandboxLink(t, customer);
    const res = await createBankAccount(t, customer, {
      name: 'Again',
      account_kind: 'plaid',
      plaid_public_token: link.public_token,
      plaid_account_id: link.accounts[0]?.account_id,
    });
    // createExternalBankAccount documents no 409: a value it refuses (ADR 69).
    expect(res.json).toEqual({
      status: 400n,
      message_code: 'invalid_value',
      error_message: 'This bank account is already linked',
    });
  });

  it('refuses wrong sandbox credentials and expired or foreign link tokens', async () => {
    const token = await linkToken(t, customer);
    const wrong = await sandboxSignIn(t, customer, token, { password: 'pass_bad' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([
      { path: 'body.password', message: 'The username or password is incorrect' },
    ]);
    expect((await sandboxSignIn(t, other, token)).statusCode).toBe(422);
    const unknownBank = await sandboxSignIn(t, customer, token, { institution_number: '999' });
    expect(unknownBank.statusCode).toBe(400);
  });
});

describe('an account in another name', () => {
  it('stays unverified until staff accept it, audited; support may not decide', async () => {
    const holder = await signedInCustomer(t);
    const res = await linkedBankAccount(t, holder, { username: 'user_other_holder' });
    expect(res.json).toMatchObject({ state: 'unverified', failure_code: null });
    const guid = String(res.json.guid);
    expect(
      await t.services.banking.usableAccount(t.database.db, holder.guid, guid),
    ).toBeUndefined();

    const decide = (token: string, body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/external-bank-accounts/${guid}/decision`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const support = await signedInStaff(t, 'support');
    expect((await decide(support, { decision: 'accept', reason: 'Joint' })).statusCode).toBe(403);
    const compliance = await signedInStaff(t, 'compliance');
    expect((await decide(compliance, { decision: 'maybe', reason: 'x' })).statusCode).toBe(400);
    const accepted = await decide(compliance, { decision: 'accept', reason: 'Joint account' });
    expect(accepted.json().data).toMatchObject({ state: 'completed', decision: 'accept' });
    expect((await decide(compliance, { decision: 'reject', reason: 'Again' })).statusCode).toBe(
      409,
    );
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('action', '=', 'staff.bank_account_decided')
      .execute();
    expect(audit).toEqual([
      {
        action: 'staff.bank_account_decided',
        details: expect.objectContaining({ external_bank_account_guid: guid, decision: 'accept' }),
      },
    ]);
  });
});

describe('refreshing, removing, and the directory transfers read', () => {
  it('needs a re-link before a refresh_required account is completed again', async () => {
    const who = await signedInCustomer(t);
    const guid = String((await linkedBankAccount(t, who)).json.guid);
    const stale = await patch(who, guid, { state: 'refresh_required' });
    expect(stale.json.state).toBe('refresh_required');
    expect(await t.services.banking.usableAccount(t.database.db, who.guid, guid)).toMatchObject({
      state: 'refresh_required',
    });
    // patchExternalBankAccount documents no refusal of state: the body's refusal, 400.
    const early = await patch(who, guid, { state: 'completed' });
    expect(early.json).toMatchObject({ status: 400n, message_code: 'invalid_parameter' });
    expect(String(early.json.error_message)).toMatch(/Re-link this bank account first/);

    const token = await linkToken(t, who, guid);
    const wrongBank = await sandboxSignIn(t, who, token, { institution_number: '004' });
    expect(wrongBank.statusCode).toBe(422);
    const relinked = await sandboxSignIn(t, who, token);
    expect(relinked.json().data.public_token).toBeNull();
    expect((await patch(who, guid, { state: 'completed' })).json.state).toBe('completed');
  });

  it('tells transfers when an account is usable and when withdrawals to it may start, not its holder', async () => {
    const who = await signedInCustomer(t);
    const guid = String((await linkedBankAccount(t, who)).json.guid);
    const usable = await t.services.banking.usableAccount(t.database.db, who.guid, guid);
    expect(usable).toEqual({
      guid,
      state: 'completed',
      institution: { number: '003', name: 'RBC Royal Bank' },
      maskedNumber: expect.stringMatching(/^\*{4}\d{4}$/),
      linkedAt: t.clock.now(),
      usableAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    expect(await t.services.banking.usableAccount(t.database.db, other.guid, guid)).toBeUndefined();
  });

  it('deletes: deleting at once, deleted by its job, then not usable', async () => {
    const who = await signedInCustomer(t);
    const guid = String((await linkedBankAccount(t, who)).json.guid);
    expect((await remove(who, guid)).json.state).toBe('deleting');
    await eventually('the deletion', async () => {
      const res = await get(who, `/api/external_bank_accounts/${guid}`);
      return res.json.state === 'deleted' ? res : undefined;
    });
    expect(await t.services.banking.usableAccount(t.database.db, who.guid, guid)).toBeUndefined();
    expect((await remove(who, guid)).json.state).toBe('deleted');
    const live = await get(who, '/api/external_bank_accounts?state=completed,unverified');
    expect(live.json.total).toBe(0n);
  });
});

describe('refusals', () => {
  it("answers 404 for another customer's account, on every route", async () => {
    const guid = String((await linkedBankAccount(t, other)).json.guid);
    expect((await get(customer, `/api/external_bank_accounts/${guid}`)).statusCode).toBe(404);
    expect((await patch(customer, guid, { state: 'refresh_required' })).statusCode).toBe(404);
    expect((await remove(customer, guid)).statusCode).toBe(404);
    const listed = await get(customer, `/api/external_bank_accounts?customer_guid=${other.guid}`);
    // A list naming only others lists nothing: Cybrid documents no 404 for lists.
    expect(listed.json).toMatchObject({ total: 0n, objects: [] });
    expect((await get(other, `/api/external_bank_accounts/${guid}`)).json.state).toBe('completed');
  });

  it('refuses an unverified customer: 400, unverified_customer to our app, writing nothing', async () => {
    const newcomer = await signedInCustomer(t, { verified: false });
    const before = await tableCounts(t);
    // What our web app sees: the precise code, at the 400 the operation documents.
    const res = await api(
      t,
      newcomer.tokens.at,
      'POST',
      '/api/external_bank_accounts',
      manualBody(),
      preciseCodes,
    );
    expect(res.json).toMatchObject({ status: 400n, message_code: 'unverified_customer' });
    // What a Cybrid client sees: the value refused, the reason in its words.
    const plain = await createBankAccount(t, newcomer, manualBody());
    expect(plain.json).toMatchObject({ status: 400n, message_code: 'invalid_value' });
    expect(String(plain.json.error_message)).toMatch(/Verify your identity/);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses bad input with 400 and a message, writing nothing', async () => {
    const before = await tableCounts(t);
    const cases: [unknown, RegExp][] = [
      [manualBody('1234567', '00031234'), /routing number/],
      [manualBody('1234567', '099912345'), /institution number is not one we know/],
      [manualBody('123456'), /7 to 12 digits/],
      [manualBody('1234567890123'), /7 to 12 digits/],
      [
        { ...manualBody(), counterparty_bank_account: null },
        /counterparty_bank_account is required/,
      ],
      [{ name: 'x', account_kind: 'plaid' }, /plaid_public_token is required/],
      [{ ...manualBody(), account_kind: 'plaid_processor_token' }, /account_kind must be/],
      [{ ...manualBody(), asset: 'USD' }, /asset must be CAD/],
      [{ ...manualBody(), name: '' }, /name/],
    ];
    for (const [body, message] of cases) {
      const res = await createBankAccount(t, customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(String(res.json.error_message)).toMatch(message);
    }
    const states = await patch(customer, '0'.repeat(32), { state: 'deleted' });
    expect(states.json).toMatchObject({ status: 400n, message_code: 'invalid_parameter' });
    const list = await get(customer, '/api/external_bank_accounts?per_page=101&state=open');
    expect(list.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });
});

// Last: moving the clock four hours on expires every access token made before.
describe('link tokens', () => {
  it('expire after four hours', async () => {
    const token = await linkToken(t, customer);
    t.clock.advance(4 * 3600 + 1);
    const late = await sandboxSignIn(t, customer, token);
    expect(late.json().details).toEqual([
      { path: 'body.link_token', message: 'The link is invalid or has expired' },
    ]);
  });
});
