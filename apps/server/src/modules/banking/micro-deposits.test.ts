import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDeposits,
  approvedBankAccount,
  manualBody,
  statementAmounts,
} from '../../testing/banking-flows.js';
import { bearer, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { eventually, type JobRecord, jobReaches, jobsIn, seconds } from '../../testing/jobs.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/** Manual entry: two micro-deposits by the sandbox rail, three tries, ten days. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let accountNumber = 1_000_000;
/** A verified customer's manually entered account, and its deposits once the rail sent them. */
async function enteredAccount(): Promise<{ customer: SignedInCustomer; guid: string }> {
  const customer = await signedInCustomer(t);
  accountNumber += 1;
  const res = await approvedBankAccount(t, customer, manualBody(String(accountNumber)));
  expect(res.json).toMatchObject({
    account_kind: 'raw_routing_details',
    state: 'unverified',
    plaid_institution_id: '003',
    plaid_account_mask: String(accountNumber).slice(-4),
    plaid_account_name: 'Everyday account',
  });
  const guid = String(res.json.guid);
  await eventually('the micro-deposits', async () => {
    const amounts = await statementAmounts(t, customer, guid);
    return amounts.length === 2 ? amounts : undefined;
  });
  return { customer, guid };
}

const stateOf = async (customer: SignedInCustomer, guid: string) =>
  (await api(t, customer.tokens.at, 'GET', `/api/external_bank_accounts/${guid}`)).json.state;

const wrongFor = (amounts: number[]) => amounts.map((cents) => (cents % 99) + 1);

describe('micro-deposits', () => {
  it('sends two deposits of 1 to 99 cents, recorded as rail instructions, not postings', async () => {
    const postingsBefore = await sql`SELECT count(*) AS n FROM postings`.execute(t.database.db);
    const { customer, guid } = await enteredAccount();
    const amounts = await statementAmounts(t, customer, guid);
    for (const cents of amounts) {
      expect(cents).toBeGreaterThanOrEqual(1);
      expect(cents).toBeLessThanOrEqual(99);
    }
    const postingsAfter = await sql`SELECT count(*) AS n FROM postings`.execute(t.database.db);
    expect(postingsAfter.rows).toEqual(postingsBefore.rows);
  });

  it('verifies the account with the right amounts, in either order', async () => {
    const { customer, guid } = await enteredAccount();
    const amounts = await statementAmounts(t, customer, guid);
    const res = await answerDeposits(t, customer, guid, [...amounts].reverse());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'completed', attempts_left: 2 });
    expect(await stateOf(customer, guid)).toBe('completed');
    const usable = await t.services.banking.usableAccount(t.database.db, customer.guid, guid);
    expect(usable?.maskedNumber).toBe(`****${String(accountNumber).slice(-4)}`);
    expect((await answerDeposits(t, customer, guid, amounts)).statusCode).toBe(409);
  });

  it('fails the account after three wrong answers, saying how many tries are left', async () => {
    const { customer, guid } = await enteredAccount();
    const wrong = wrongFor(await statementAmounts(t, customer, guid));
    const first = await answerDeposits(t, customer, guid, wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('Those amounts do not match your deposits: 2 tries left');
    expect((await answerDeposits(t, customer, guid, wrong)).json().message).toMatch(/1 try left/);
    const third = await answerDeposits(t, customer, guid, wrong);
    expect(third.json().message).toMatch(/could not be verified/);
    const detail = await api(t, customer.tokens.at, 'GET', `/api/external_bank_accounts/${guid}`);
    expect(detail.json).toMatchObject({ state: 'failed', failure_code: 'unverified_counterparty' });
    const right = await statementAmounts(t, customer, guid);
    expect((await answerDeposits(t, customer, guid, right)).statusCode).toBe(409);
  });

  it('refuses malformed answers and other customers, using no try', async () => {
    const { customer, guid } = await enteredAccount();
    for (const amounts of [[0, 5], [5], [5, 100], [1.5, 2], ['5', '6'], null]) {
      expect((await answerDeposits(t, customer, guid, amounts)).statusCode).toBe(400);
    }
    const stranger = await signedInCustomer(t);
    expect((await answerDeposits(t, stranger, guid, [1, 2])).statusCode).toBe(404);
    const statement = await t.app.inject({
      url: `/customers/bank-accounts/${guid}/sandbox-statement`,
      headers: bearer(stranger.tokens.ut),
    });
    expect(statement.statusCode).toBe(404);
    const standing = await t.app.inject({
      url: `/customers/bank-accounts/${guid}/micro-deposits`,
      headers: bearer(customer.tokens.ut),
    });
    expect(standing.json().data).toMatchObject({ state: 'unverified', attempts_left: 3 });
  });
});

describe('expiry', () => {
  const expiryJob = (guid: string): Promise<JobRecord> =>
    eventually(`the expiry job of ${guid}`, async () =>
      (await jobsIn(t.database.db, 'expire-micro-deposits')).find(
        (job) => job.singleton_key === guid && job.state === 'created',
      ),
    );

  it('fails the account ten days after it was entered, through its delayed job', async () => {
    const { customer, guid } = await enteredAccount();
    const job = await expiryJob(guid);
    expect(seconds(job.created_on, job.start_after)).toBeGreaterThanOrEqual(10 * 86_400 - 1);

    // Run early, it waits again for the time left.
    await sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${job.id}`.execute(
      t.database.db,
    );
    await jobReaches(t.database.db, job.id, ['completed']);
    expect(await stateOf(customer, guid)).toBe('unverified');

    t.clock.advance(10 * 86_400);
    const again = await expiryJob(guid);
    await sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${again.id}`.execute(
      t.database.db,
    );
    await jobReaches(t.database.db, again.id, ['completed']);
    // Ten days on, the customer's tokens have expired too: the service is asked directly.
    const { accounts, microDeposits } = t.services.banking;
    expect(await accounts.get(customer.guid, guid)).toMatchObject({
      state: 'failed',
      failure_code: 'unverified_counterparty',
    });
    await expect(microDeposits.verify(customer.guid, guid, [1, 2])).rejects.toThrow(
      'This bank account is failed: nothing to verify',
    );
  });
});
