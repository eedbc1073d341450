import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid } from '../../infra/ids.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import { eftDeposit } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';
import { ledgerViolations } from './invariants.js';

/**
 * The shown-equals-taken invariant (ADR 36) notices a flow that took other than it showed, of
 * any kind, although every entry balances. Each scene takes one more cent from the customer on
 * the flow's reference, sees the rule name the flow, then gives the cent back (append-only: a
 * second entry), so the books end sound for the check after the test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = 'what a customer was shown is what the ledger took';

async function cadLedgerAccount(who: Pick<SignedInCustomer, 'guid'>): Promise<bigint> {
  const { db, accounts } = t.services;
  const [account] = await accounts.ledgerAccountsOf(db, [{ customerGuid: who.guid, asset: 'CAD' }]);
  if (account === undefined) throw new Error('no CAD account');
  return account.ledgerAccountId;
}

/** Moves `cents` from the customer's CAD account to the house, on `reference`. */
async function take(who: Pick<SignedInCustomer, 'guid'>, reference: string, cents: bigint) {
  const { db, ledger } = t.services;
  const house = (await ledger.platformAccounts(db)).CAD.house[0] ?? 0n;
  const customer = await cadLedgerAccount(who);
  const [outcome] = await db.transaction().execute((trx) =>
    ledger.post(trx, [
      {
        kind: 'reversal',
        idempotencyKey: `test:${newGuid()}`,
        reference,
        postings: [
          { accountId: customer, asset: 'CAD', amount: -cents },
          { accountId: house, asset: 'CAD', amount: cents },
        ],
      },
    ]),
  );
  expect(outcome.outcome).toBe('posted');
}

async function expectNoticed(
  who: Pick<SignedInCustomer, 'guid'>,
  reference: string,
  problem: RegExp,
) {
  expect(await ledgerViolations(t.database.db)).toEqual({});
  await take(who, reference, 1n);
  expect(await ledgerViolations(t.database.db)).toEqual({
    [rule]: [expect.stringMatching(problem)],
  });
  await take(who, reference, -1n);
  expect(await ledgerViolations(t.database.db)).toEqual({});
}

describe('what a customer was shown is what the ledger took', () => {
  it('notices a trade that took a cent more than its quote', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const quote = await api(t, me.tokens.at, 'POST', '/api/quotes', {
      symbol: 'BTC-CAD',
      side: 'buy',
      deliver_amount: 10_00n,
    });
    const traded = await api(t, me.tokens.at, 'POST', '/api/trades', {
      quote_guid: quote.json.guid,
    });
    const guid = String(traded.json.guid);
    await expectNoticed(
      me,
      `trade:${guid}`,
      new RegExp(`^trade ${guid} showed CAD -1000 but took -1001$`),
    );
  });

  it('notices a CAD deposit credited a cent less than its quote', async () => {
    // Funded besides: an EFT deposit stays held for days, and the cent comes out of what is free.
    const me = await fundedCustomer(t, 10_00n);
    const deposit = await eftDeposit(t, me, 25_00n);
    const guid = String(deposit.guid);
    await expectNoticed(
      me,
      `transfer:${guid}`,
      new RegExp(`^funding deposit ${guid} showed CAD 2500 but took 2499$`),
    );
  });

  it('notices a customer posting that belongs to no flow', async () => {
    const me = await fundedCustomer(t, 10_00n);
    await expectNoticed(me, 'nothing:shown', /^entry nothing:shown showed CAD 0 but took -1$/);
  });
});
