import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { trade } from '../../testing/books-flows.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import { cadAccount, expectSoundBooks, issuedConfirmation } from '../../testing/funding-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { MAGIC_FAILURE_CENTS, MAGIC_RETURN_CENTS } from './sandbox-outcomes.js';

/**
 * Random sequences of deposits (completing, failing, returned), withdrawals, trades, cancellations
 * and the passing of time, against a model of the customer's CAD that follows each transfer's
 * outcome as the records tell it. After every sequence the customer's balance equals the model
 * and every ledger invariant holds.
 */
let t: TestApp;
beforeAll(async () => {
  // Returns land after the hold, so a customer may spend the money first.
  t = await createTestApp({
    funding: { ...testConfig.funding, eftDepositHoldSeconds: 600, eftReturnSeconds: 900 },
  });
});
afterAll(() => t.close());

/** What each customer starts with (sandbox funding), so withdrawals and trades find money. */
const STARTING_CENTS = 500_00n;

const cents = fc.oneof(
  fc.bigInt({ min: 1_00n, max: 300_00n }),
  fc.constantFrom(MAGIC_FAILURE_CENTS, MAGIC_RETURN_CENTS),
);
const operation = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: cents }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: cents }),
  fc.record({ kind: fc.constant('trade' as const), amount: fc.bigInt({ min: 1n, max: 200_00n }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), seconds: fc.constantFrom(60, 300, 1_000) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

async function apply(me: SignedInCustomer, bank: string, op: Operation, made: string[]) {
  const { funding, db } = t.services;
  switch (op.kind) {
    case 'deposit':
    case 'withdraw': {
      const side = op.kind === 'deposit' ? 'deposit' : 'withdrawal';
      const quote = await funding.quotes
        .create(db, { customerGuid: me.guid, side, amount: { deliver: op.amount } })
        .catch(() => undefined);
      if (quote === undefined) return;
      const confirmation =
        side === 'withdrawal' ? await issuedConfirmation(t, me, quote.guid, bank) : undefined;
      const transfer = await db
        .transaction()
        .execute((trx) =>
          funding.transfers.create(trx, {
            customerGuid: me.guid,
            quoteGuid: quote.guid,
            rail: 'eft',
            bankAccountGuid: bank,
            confirmationToken: confirmation,
          }),
        )
        .catch(() => undefined);
      if (transfer !== undefined) made.push(transfer.guid);
      return;
    }
    case 'trade':
      return buyBitcoin(me, op.amount);
    case 'cancel': {
      const guid = made[op.pick % Math.max(made.length, 1)];
      if (guid !== undefined) await funding.transfers.cancel(me.guid, guid).catch(() => undefined);
      return;
    }
    case 'wait':
      await passTime(op.seconds);
  }
}

/** Time passes in steps of a minute, the rails running what falls due in each. */
async function passTime(seconds: number) {
  for (let passed = 0; passed < seconds; passed += 60) {
    t.clock.advance(60);
    await t.services.funding.rails.runDue();
  }
}

/**
 * A real buy of bitcoin for `cad` cents through /api, so the books see the trade the customer
 * was quoted; refused whole (at the quote) when CAD is short or below the smallest trade.
 */
async function buyBitcoin(me: SignedInCustomer, cad: bigint) {
  await trade(t, me, 'BTC-CAD', 'buy', cad).catch(() => undefined);
}

/** What the records say the customer's CAD should be: transfers, returns, debts and trades. */
async function modelled(me: SignedInCustomer, trades: bigint): Promise<bigint> {
  const { db } = t.services;
  const transfers = await db
    .selectFrom('transfers')
    .leftJoin('funding_receivables', 'funding_receivables.return_transfer_guid', 'transfers.guid')
    .select([
      'transfers.side',
      'transfers.transfer_type',
      'transfers.state',
      'transfers.amount',
      'funding_receivables.amount as owed',
    ])
    .where('transfers.customer_guid', '=', me.guid)
    .execute();
  let cad = 0n;
  for (const row of transfers) {
    if (row.state !== 'completed' || row.amount === null) continue;
    const amount = BigInt(row.amount);
    if (row.transfer_type === 'funding_return') cad -= amount - BigInt(row.owed ?? '0');
    else cad += row.side === 'deposit' ? amount : -amount;
  }
  return STARTING_CENTS + cad - trades;
}

// Sixteen sequences of up to 25 rail, trade and clock steps each: more than one test's 20 s.
it('keeps each customer’s CAD equal to the model and every invariant, whatever happens', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
      const me = await fundedCustomer(t, STARTING_CENTS);
      const bank = (
        await linkBankAccount(t.services, t.database.db, me.guid, { linkedAt: new Date(0) })
      ).guid;
      const made: string[] = [];
      for (const op of operations) await apply(me, bank, op, made);
      await passTime(2_000);
      const trades = await t.services.db
        .selectFrom('journal_entries')
        .innerJoin('postings', 'postings.entry_id', 'journal_entries.id')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
        .select((eb) => eb.fn.sum<string>('postings.amount').as('total'))
        .where('journal_entries.kind', '=', 'trade')
        .where('ledger_accounts.code', '=', `customer:${(await cadOf(me)).guid}`)
        .executeTakeFirstOrThrow();
      const spent = -BigInt(trades.total ?? '0');
      const account = await cadAccount(t, me);
      expect(account.balance).toBe(await modelled(me, spent));
      expect(account.available).toBe(account.balance);
      await expectSoundBooks(t);
    }),
    {
      numRuns: 15,
      // One sequence that reaches every outcome, so the check below never rests on chance.
      examples: [
        [
          [
            { kind: 'deposit', amount: MAGIC_RETURN_CENTS },
            { kind: 'trade', amount: 400_00n },
            { kind: 'deposit', amount: MAGIC_FAILURE_CENTS },
            { kind: 'withdraw', amount: 50_00n },
            { kind: 'deposit', amount: 100_00n },
            { kind: 'wait', seconds: 1_000 },
          ],
        ],
      ],
    },
  );
  // The sequences reached every outcome, so the model was put to the test.
  const outcomes = await t.services.db
    .selectFrom('transfers')
    .select(['transfer_type', 'side', 'state', 'failure_code'])
    .distinct()
    .execute();
  const seen = new Set(
    outcomes.map(
      (row) => `${row.transfer_type} ${row.side} ${row.state} ${row.failure_code ?? ''}`,
    ),
  );
  for (const outcome of [
    'funding deposit completed ',
    'funding withdrawal completed ',
    'funding_return deposit completed ',
    'funding deposit failed non_sufficient_funds',
  ]) {
    expect(seen).toContain(outcome);
  }
}, 120_000);

async function cadOf(me: SignedInCustomer) {
  const [account] = await t.services.accounts.ledgerAccountsOf(t.services.db, [
    { customerGuid: me.guid, asset: 'CAD' },
  ]);
  if (account === undefined) throw new Error('no CAD account');
  return account;
}
