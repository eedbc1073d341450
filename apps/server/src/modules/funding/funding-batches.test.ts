import { withdrawalBinding } from '@maple/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import { AppError } from '../../infra/errors.js';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import type { SignedInCustomer } from '../../testing/flows.js';
import {
  cadAccount,
  expectSoundBooks,
  issuedConfirmation,
  quoteGuid,
  runRails,
} from '../../testing/funding-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import type { TransferRequest } from './transfer-creation.js';
import type { Transfer } from './transfers.repo.js';

/**
 * Transfers are created in batches and the rails run their steps in batches (ADR 20, as
 * amended): a batch must answer each request as if it had run alone, write nothing for the ones
 * it refuses, and move each transfer's money once.
 */
let t: TestApp;
beforeAll(async () => {
  // A day's funding limit of CAD 1,000, so two withdrawals of CAD 600 cannot both go.
  t = await createTestApp({ limits: { ...testConfig.limits, fundingDayCents: 1_000_00n } });
});
afterAll(() => t.close());
afterEach(() => expectSoundBooks(t));

const codeOf = (outcome: ItemOutcome<Transfer> | undefined) =>
  outcome === undefined || outcome.ok
    ? outcome?.value.state
    : outcome.error instanceof AppError
      ? outcome.error.code
      : 'not an AppError';

/** A customer with CAD, a bank account linked long ago, and the request for a fresh quote. */
async function customerWith(cents: bigint) {
  const me = await fundedCustomer(t, cents);
  const bank = await linkBankAccount(t.services, t.database.db, me.guid, { linkedAt: new Date(0) });
  const request = async (
    side: 'deposit' | 'withdrawal',
    amount: bigint,
    confirmed = side === 'withdrawal',
  ): Promise<TransferRequest> => {
    const quote = await quoteGuid(t, me, side, amount);
    return {
      customerGuid: me.guid,
      quoteGuid: quote,
      rail: 'eft',
      bankAccountGuid: bank.guid,
      confirmationToken: confirmed ? await issuedConfirmation(t, me, quote, bank.guid) : undefined,
    };
  };
  return { me, bank, request };
}

const createAll = (requests: readonly TransferRequest[]) =>
  t.database.db
    .transaction()
    .execute((trx) => t.services.funding.transfers.createAll(trx, requests));

async function claimedQuotes(guids: readonly string[]): Promise<(string | null)[]> {
  const rows = await t.database.db
    .selectFrom('funding_quotes')
    .select(['guid', 'transfer_guid'])
    .where('guid', 'in', guids)
    .execute();
  return guids.map((guid) => rows.find((row) => row.guid === guid)?.transfer_guid ?? null);
}

async function transfersOf(customer: SignedInCustomer): Promise<number> {
  const rows = await t.database.db
    .selectFrom('transfers')
    .select('guid')
    .where('customer_guid', '=', customer.guid)
    .execute();
  return rows.length;
}

describe('a batch of transfers', () => {
  it('answers each request as if alone: created, waiting, refused, or failed for want of funds', async () => {
    const depositor = await customerWith(0n);
    const withdrawer = await customerWith(100_00n);
    const poor = await customerWith(5_00n);
    const unconfirmed = await customerWith(100_00n);
    const lapsed = await customerWith(0n);
    const stranger = await customerWith(0n);
    const frozen = await customerWith(0n);
    const late = await customerWith(0n);

    const lapsedRequest = await lapsed.request('deposit', 10_00n);
    t.clock.advance(testConfig.funding.quoteTtlSeconds + 1);
    const requests = [
      await depositor.request('deposit', 10_00n),
      await withdrawer.request('withdrawal', 40_00n),
      await poor.request('withdrawal', 40_00n),
      await unconfirmed.request('withdrawal', 40_00n, false),
      lapsedRequest,
      { ...(await stranger.request('deposit', 10_00n)), bankAccountGuid: depositor.bank.guid },
      await frozen.request('deposit', 10_00n),
      { ...(await late.request('deposit', 10_00n)), rail: 'etransfer' as const },
    ];
    await t.database.db
      .updateTable('customers')
      .set({ state: 'rejected' })
      .where('guid', '=', frozen.me.guid)
      .execute();

    const outcomes = await createAll(requests);

    expect(outcomes.map(codeOf)).toEqual([
      'storing',
      'storing',
      'failed',
      // Without its approval, it waits for the customer's (ADR 58).
      'holding',
      'quote_expired',
      // Another customer's bank account, in Cybrid's words for createTransfer (ADR 69).
      'invalid_external_bank_account',
      'unverified_customer',
      'unprocessable_entity',
    ]);
    const short = outcomes[2];
    expect(short?.ok && short.value.failureCode).toBe('non_sufficient_funds');
    // Refused requests wrote nothing: their quotes are free, they have no transfer.
    const claimed = await claimedQuotes(requests.map((request) => request.quoteGuid));
    expect(claimed.map((guid) => guid !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    for (const { me } of [lapsed, stranger, frozen]) {
      expect(await transfersOf(me)).toBe(0);
    }
    // Only the withdrawals that went ahead, or wait for their approval, hold funds.
    expect(await cadAccount(t, withdrawer.me)).toEqual({ balance: 100_00n, available: 60_00n });
    expect(await cadAccount(t, unconfirmed.me)).toEqual({ balance: 100_00n, available: 60_00n });
    expect(await cadAccount(t, poor.me)).toEqual({ balance: 5_00n, available: 5_00n });
  });

  it('rolls back whole when a quote read valid before the transaction has expired by its claim', async () => {
    const withdrawer = await customerWith(100_00n);
    const depositor = await customerWith(0n);
    const requests = [
      await withdrawer.request('withdrawal', 40_00n),
      await depositor.request('deposit', 10_00n),
    ];
    // The route reads the checks before the transaction (ADR 49); the deposit's quote then
    // expires by the database's clock, which its claim inside the transaction goes by.
    const checks = await t.services.funding.transfers.readChecks(t.database.db, requests);
    await t.database.db
      .updateTable('funding_quotes')
      .set({ expires_at: new Date(0) })
      .where('guid', '=', requests[1]?.quoteGuid ?? '')
      .execute();

    // Expired, not taken: no transfer exists for it, so the answer is not a conflict.
    await expect(
      t.database.db
        .transaction()
        .execute((trx) => t.services.funding.transfers.createAll(trx, requests, checks)),
    ).rejects.toMatchObject({ code: 'quote_expired' });
    // Nothing of the batch stayed: no transfer, no reserve, both quotes unclaimed.
    expect(await claimedQuotes(requests.map((request) => request.quoteGuid))).toEqual([null, null]);
    expect(await transfersOf(withdrawer.me)).toBe(0);
    expect(await cadAccount(t, withdrawer.me)).toEqual({ balance: 100_00n, available: 100_00n });
  });

  it('answers quote_already_exists only when a transfer took the quote since it was read', async () => {
    const depositor = await customerWith(0n);
    const requests = [await depositor.request('deposit', 10_00n)];
    const checks = await t.services.funding.transfers.readChecks(t.database.db, requests);
    // A concurrent request's transfer claims the quote between the read and this transaction.
    const [rival] = await createAll(requests);
    expect(codeOf(rival)).toBe('storing');
    await expect(
      t.database.db
        .transaction()
        .execute((trx) => t.services.funding.transfers.createAll(trx, requests, checks)),
    ).rejects.toMatchObject({ code: 'quote_already_exists', status: 409 });
    expect(await transfersOf(depositor.me)).toBe(1);
  });

  it('spends the batch’s codes in one go, refusing only a spent one and one for another quote', async () => {
    const fresh = await customerWith(100_00n);
    const replayed = await customerWith(100_00n);
    const misbound = await customerWith(100_00n);
    const spentAhead = await replayed.request('withdrawal', 10_00n);
    const { user_id: userId } = await t.database.db
      .selectFrom('customers')
      .select('user_id')
      .where('guid', '=', replayed.me.guid)
      .executeTakeFirstOrThrow();
    await t.database.db.transaction().execute((trx) =>
      t.services.otp.spendConfirmation(trx, spentAhead.confirmationToken ?? '', {
        userId,
        purpose: 'withdrawal',
        binding: withdrawalBinding(spentAhead.quoteGuid, spentAhead.bankAccountGuid),
      }),
    );
    const otherQuote = await misbound.request('withdrawal', 10_00n);
    const requests = [
      await fresh.request('withdrawal', 10_00n),
      spentAhead,
      {
        ...(await misbound.request('withdrawal', 10_00n)),
        confirmationToken: otherQuote.confirmationToken,
      },
    ];

    const outcomes = await createAll(requests);

    expect(outcomes.map(codeOf)).toEqual(['storing', 'forbidden', 'forbidden']);
    expect(outcomes.map((outcome) => (outcome?.ok ? '' : String(outcome?.error)))).toEqual([
      '',
      expect.stringContaining('already used'),
      expect.stringContaining('given for another action'),
    ]);
    expect(await transfersOf(fresh.me)).toBe(1);
    expect(await transfersOf(replayed.me)).toBe(0);
    expect(await transfersOf(misbound.me)).toBe(0);
  });

  it('refuses one request alone when it is over a limit after its confirmation was spent', async () => {
    const busy = await customerWith(2_000_00n);
    const other = await customerWith(0n);
    // Both quotes fit the day's CAD 1,000 on their own; the first transfer uses 600 of it.
    const first = await busy.request('withdrawal', 600_00n);
    const second = await busy.request('withdrawal', 600_00n);
    const [made] = await createAll([first]);
    expect(codeOf(made)).toBe('storing');

    const deposit = await other.request('deposit', 10_00n);
    // In one batch the refusal comes after a write, so the batch is rolled back whole (and the
    // route's queue runs its requests again one by one).
    await expect(createAll([second, deposit])).rejects.toMatchObject({ code: 'limit_exceeded' });
    expect(await claimedQuotes([second.quoteGuid, deposit.quoteGuid])).toEqual([null, null]);

    // Alone, the refusal is the request's answer (thrown, so its transaction rolls back); the
    // deposit goes ahead.
    await expect(createAll([second])).rejects.toMatchObject({ code: 'limit_exceeded' });
    expect((await createAll([deposit])).map(codeOf)).toEqual(['storing']);
    expect(await claimedQuotes([second.quoteGuid])).toEqual([null]);
    expect(await cadAccount(t, busy.me)).toEqual({ balance: 2_000_00n, available: 1_400_00n });
  });

  it('never holds two requests of one customer (the queue runs them apart)', async () => {
    const twice = await customerWith(0n);
    const requests = [
      await twice.request('deposit', 10_00n),
      await twice.request('deposit', 20_00n),
    ];
    await expect(createAll(requests)).rejects.toThrow(/two requests of one customer/);
    expect(await transfersOf(twice.me)).toBe(0);
  });
});

/** Runs the rails until the transfers of earlier tests have nothing due for days. */
async function drainRails(): Promise<void> {
  for (let step = 0; step < 3; step += 1) await runRails(t, 60);
  await runRails(t, 4 * 86_400);
}

describe('a batch of rail steps', () => {
  it('carries many transfers through every step, moving each one’s money once', async () => {
    await drainRails();
    const customers = await Promise.all(Array.from({ length: 12 }, () => customerWith(100_00n)));
    const requests = await Promise.all(
      customers.map(({ request }, index) =>
        request(index % 2 === 0 ? 'deposit' : 'withdrawal', 30_00n),
      ),
    );
    const outcomes = await createAll(requests);
    expect(outcomes.map(codeOf)).toEqual(requests.map(() => 'storing'));

    // review, execute, settle: each a batch of twelve transfers.
    for (let step = 0; step < 3; step += 1) expect(await runRails(t, 60)).toBe(12);
    expect(await runRails(t, 60)).toBe(0);

    for (const [index, { me }] of customers.entries()) {
      // Deposits are credited and held (the EFT hold); withdrawals have left.
      expect(await cadAccount(t, me)).toEqual(
        index % 2 === 0
          ? { balance: 130_00n, available: 100_00n }
          : { balance: 70_00n, available: 70_00n },
      );
    }
    const entries = await t.database.db
      .selectFrom('journal_entries')
      .select('reference')
      .where('kind', '=', 'funding')
      .where(
        'reference',
        'in',
        outcomes.map((outcome) => `transfer:${outcome.ok ? outcome.value.guid : ''}`),
      )
      .execute();
    expect(entries).toHaveLength(12);
  });

  it('runs a faulty transfer alone: the others complete, it stays due and the run fails', async () => {
    await drainRails();
    const good = await customerWith(100_00n);
    const faulty = await customerWith(100_00n);
    const outcomes = await createAll([
      await good.request('withdrawal', 30_00n),
      await faulty.request('withdrawal', 30_00n),
    ]);
    const [sent, broken] = outcomes.map((outcome) => (outcome.ok ? outcome.value.guid : ''));
    await runRails(t, 60);
    await runRails(t, 60);
    // The faulty customer's money leaves behind the rail's back: its reserve released, spent.
    const { ledger, db, accounts } = t.services;
    await ledger.releaseHolds(db, [`transfer:${broken}`]);
    const [account] = await accounts.ledgerAccountsOf(db, [
      { customerGuid: faulty.me.guid, asset: 'CAD' },
    ]);
    const platform = await ledger.platformAccounts(db);
    await ledger.post(db, [
      {
        kind: 'sandbox_funding',
        idempotencyKey: `spent:${broken}`,
        reference: `spent:${broken}`,
        postings: [
          { accountId: account?.ledgerAccountId ?? 0n, asset: 'CAD', amount: -100_00n },
          { accountId: platform.CAD.funding, asset: 'CAD', amount: 100_00n },
        ],
      },
    ]);

    await expect(runRails(t, 60)).rejects.toThrow(/refused for funds/);

    const states = await t.database.db
      .selectFrom('transfers')
      .select(['guid', 'state', 'next_step'])
      .where('guid', 'in', [sent ?? '', broken ?? ''])
      .execute();
    expect(states.find((row) => row.guid === sent)).toMatchObject({
      state: 'completed',
      next_step: null,
    });
    expect(states.find((row) => row.guid === broken)).toMatchObject({
      state: 'pending',
      next_step: 'settle',
    });
    expect(await cadAccount(t, good.me)).toEqual({ balance: 70_00n, available: 70_00n });
    // Put back, it goes through on the next run.
    await ledger.post(db, [
      {
        kind: 'sandbox_funding',
        idempotencyKey: `returned:${broken}`,
        reference: `returned:${broken}`,
        postings: [
          { accountId: platform.CAD.funding, asset: 'CAD', amount: -100_00n },
          { accountId: account?.ledgerAccountId ?? 0n, asset: 'CAD', amount: 100_00n },
        ],
      },
    ]);
    expect(await runRails(t, 0)).toBe(1);
    expect(await cadAccount(t, faulty.me)).toEqual({ balance: 70_00n, available: 70_00n });
  });
});
