import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import {
  accountKey,
  type KnownAccount,
  LedgerAccountDirectory,
} from '../accounts/ledger-account-directory.js';
import type { EntryRequest } from '../ledger/ledger.service.js';
import type { Rail } from './funding.tables.js';
import { reportMovement } from './funding-books.repo.js';
import { cadAccountOf, type FundingContext, transferReference } from './funding-context.js';

/** A transfer whose money a rail step moves. */
interface Moving {
  guid: string;
  customerGuid: string;
  rail: Rail;
  amount: bigint;
}

/** What a batch of rail steps moves (`FundingPostings.moveAll`). */
export interface RailMoves {
  /** Deposits credited to their customers, held (an EFT can still bounce) or available at once. */
  credits: (Moving & { held: boolean })[];
  /** Withdrawals leaving: their reserves released, the amounts moved to the rail. */
  sends: Moving[];
  /** Transfers whose holds are released (a failed withdrawal's, a deposit's after its hold). */
  releases: Pick<Moving, 'guid' | 'customerGuid'>[];
  /** Deposits returned after this (their accounts are locked with the rest). */
  returns: Pick<Moving, 'guid' | 'customerGuid' | 'rail'>[];
  /** Transfers that failed (or were cancelled): the limit usage they recorded is given back. */
  failures: Pick<Moving, 'guid'>[];
}

/** A batch of rail steps that moves nothing yet. */
export const noMoves = (): RailMoves => ({
  credits: [],
  sends: [],
  releases: [],
  returns: [],
  failures: [],
});

/**
 * The ledger postings of each funding step (ADR 20). Customer balances are credits (positive);
 * a rail's clearing account is debited with what came in through it and credited with what left,
 * so it always equals minus the rail's net movement, which reconciliation checks against the
 * rail's own report. Every entry is keyed by its transfer and step, so a step run twice posts once.
 */
export class FundingPostings {
  private readonly directory: LedgerAccountDirectory;

  constructor(private readonly ctx: Pick<FundingContext, 'ledger' | 'accounts' | 'limits'>) {
    this.directory = new LedgerAccountDirectory(ctx.accounts);
  }

  /**
   * Money in through a rail, credited to the customer: their funds, held until `held` says (an
   * EFT can still bounce) or available at once.
   */
  async creditDeposit(
    trx: Kysely<Schema>,
    deposit: { guid: string; customerGuid: string; rail: Rail; amount: bigint; held: boolean },
  ): Promise<void> {
    const { ledger } = this.ctx;
    const customer = await cadAccountOf(this.ctx, trx, deposit.customerGuid);
    const { clearing } = await ledger.fundingAccounts(trx);
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${deposit.guid}:credit`,
      reference: transferReference(deposit.guid),
      postings: [
        { accountId: clearing[deposit.rail], asset: 'CAD', amount: -deposit.amount },
        { accountId: customer.ledgerAccountId, asset: 'CAD', amount: deposit.amount },
      ],
      holds: deposit.held ? [{ accountId: customer.ledgerAccountId, amount: deposit.amount }] : [],
    });
    await reportMovement(trx, deposit.rail, deposit.amount);
  }

  /**
   * Sets withdrawals' funds aside on their customers' CAD ledger accounts, as if one after the
   * other, under the accounts' locks: answers, for each, false when its customer had too little
   * available. The writes that place the reserves go to `uow`, for its owner's last statement to
   * carry (ADR 49).
   */
  async reserveAll(
    uow: UnitOfWork,
    withdrawals: readonly { guid: string; ledgerAccountId: bigint; amount: bigint }[],
  ): Promise<boolean[]> {
    const outcomes = await this.ctx.ledger.placeHolds(
      uow,
      withdrawals.map((withdrawal) => ({
        accountId: withdrawal.ledgerAccountId,
        amount: withdrawal.amount,
        reference: transferReference(withdrawal.guid),
      })),
    );
    return outcomes.map((outcome) => outcome !== 'insufficient_funds');
  }

  /** Gives a withdrawal's (or a held deposit's) funds back to what is available. */
  private release(trx: Kysely<Schema>, transferGuid: string): Promise<void> {
    return this.ctx.ledger.releaseHolds(trx, [transferReference(transferGuid)]);
  }

  /**
   * The money of a batch of rail steps: deposits credited, withdrawals sent (their reserves
   * released), holds released, the accounts of any return locked, and the limit usage of failed
   * transfers given back. The limits go first: their locks come before account locks, as when a
   * transfer is created, so the two never wait on each other. Every account is locked then,
   * once and in id order, so the releases and the returns after it take no lock out of order
   * and a rail's clearing account is held once per batch. Each rail's report gets the batch's
   * net movement in one statement.
   */
  async moveAll(trx: Kysely<Schema>, moves: RailMoves): Promise<void> {
    const { ledger, limits } = this.ctx;
    const { credits, sends, releases, returns, failures } = moves;
    await limits.release(
      trx,
      failures.map(({ guid }) => transferReference(guid)),
    );
    const touched = [...credits, ...sends, ...releases, ...returns];
    if (touched.length === 0) return;
    const customers = await this.cadAccounts(
      trx,
      touched.map((transfer) => transfer.customerGuid),
    );
    const funding = await ledger.fundingAccounts(trx);
    const moving = [...credits, ...sends, ...returns];
    await ledger.lock(trx, [
      ...[...customers.values()].map((account) => account.ledgerAccountId),
      ...moving.map((transfer) => funding.clearing[transfer.rail]),
      ...(returns.length > 0 ? [funding.lossRecovery] : []),
    ]);
    await ledger.releaseHolds(
      trx,
      [...sends, ...releases].map(({ guid }) => transferReference(guid)),
    );
    const accountOf = (customerGuid: string) => customers.get(customerGuid)?.ledgerAccountId ?? 0n;
    await this.postEach(trx, [
      ...credits.map((deposit) => ({
        kind: 'funding' as const,
        idempotencyKey: `funding:${deposit.guid}:credit`,
        reference: transferReference(deposit.guid),
        postings: [
          {
            accountId: funding.clearing[deposit.rail],
            asset: 'CAD' as const,
            amount: -deposit.amount,
          },
          {
            accountId: accountOf(deposit.customerGuid),
            asset: 'CAD' as const,
            amount: deposit.amount,
          },
        ],
        holds: deposit.held
          ? [{ accountId: accountOf(deposit.customerGuid), amount: deposit.amount }]
          : [],
      })),
      ...sends.map((withdrawal) => ({
        kind: 'funding' as const,
        idempotencyKey: `funding:${withdrawal.guid}:send`,
        reference: transferReference(withdrawal.guid),
        postings: [
          {
            accountId: accountOf(withdrawal.customerGuid),
            asset: 'CAD' as const,
            amount: -withdrawal.amount,
          },
          {
            accountId: funding.clearing[withdrawal.rail],
            asset: 'CAD' as const,
            amount: withdrawal.amount,
          },
        ],
      })),
    ]);
    for (const rail of ['eft', 'etransfer'] as const) {
      const into = credits.filter((c) => c.rail === rail).reduce((sum, c) => sum + c.amount, 0n);
      const out = sends.filter((w) => w.rail === rail).reduce((sum, w) => sum + w.amount, 0n);
      if (credits.some((c) => c.rail === rail) || sends.some((w) => w.rail === rail)) {
        await reportMovement(trx, rail, into - out);
      }
    }
  }

  /**
   * A deposit the bank took back (`returnGuid` is its funding_return): the deposit's hold is
   * released, then what the customer has available is taken back and the rest is booked as owed
   * on loss recovery. Answers what was owed. Its accounts are locked first, in id order, so the
   * balance read is the one the entry meets and the release takes no lock out of order.
   */
  async returnDeposit(
    trx: Kysely<Schema>,
    deposit: { guid: string; customerGuid: string; rail: Rail; amount: bigint },
    returnGuid: string,
  ): Promise<bigint> {
    const { ledger } = this.ctx;
    const customer = await cadAccountOf(this.ctx, trx, deposit.customerGuid);
    const funding = await ledger.fundingAccounts(trx);
    await ledger.lock(trx, [
      customer.ledgerAccountId,
      funding.clearing[deposit.rail],
      funding.lossRecovery,
    ]);
    await this.release(trx, deposit.guid);
    const balance = (await ledger.balancesOf(trx, [customer.guid])).get(customer.guid);
    const available = balance === undefined ? 0n : balance.available;
    const clawed = available < deposit.amount ? (available > 0n ? available : 0n) : deposit.amount;
    const owed = deposit.amount - clawed;
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${returnGuid}:return`,
      reference: transferReference(returnGuid),
      postings: [
        { accountId: funding.clearing[deposit.rail], asset: 'CAD', amount: deposit.amount },
        ...(clawed > 0n
          ? [{ accountId: customer.ledgerAccountId, asset: 'CAD' as const, amount: -clawed }]
          : []),
        ...(owed > 0n
          ? [{ accountId: funding.lossRecovery, asset: 'CAD' as const, amount: -owed }]
          : []),
      ],
    });
    await reportMovement(trx, deposit.rail, -deposit.amount);
    return owed;
  }

  /** Money nobody can take yet goes to suspense. */
  async toSuspense(
    trx: Kysely<Schema>,
    receipt: { guid: string; rail: Rail; amount: bigint },
  ): Promise<void> {
    const funding = await this.ctx.ledger.fundingAccounts(trx);
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${receipt.guid}:suspense`,
      reference: `suspense:${receipt.guid}`,
      postings: [
        { accountId: funding.clearing[receipt.rail], asset: 'CAD', amount: -receipt.amount },
        { accountId: funding.suspense, asset: 'CAD', amount: receipt.amount },
      ],
    });
    await reportMovement(trx, receipt.rail, receipt.amount);
  }

  /** Staff assign a suspense item: its money becomes the customer's deposit `transferGuid`. */
  async fromSuspense(
    trx: Kysely<Schema>,
    assignment: { transferGuid: string; customerGuid: string; amount: bigint },
  ): Promise<void> {
    const customer = await cadAccountOf(this.ctx, trx, assignment.customerGuid);
    const funding = await this.ctx.ledger.fundingAccounts(trx);
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${assignment.transferGuid}:assign`,
      reference: transferReference(assignment.transferGuid),
      postings: [
        { accountId: funding.suspense, asset: 'CAD', amount: -assignment.amount },
        { accountId: customer.ledgerAccountId, asset: 'CAD', amount: assignment.amount },
      ],
    });
  }

  /** Posts one entry, or finds it posted already (see `postEach`). */
  private post(trx: Kysely<Schema>, entry: EntryRequest): Promise<void> {
    return this.postEach(trx, [entry]);
  }

  /**
   * Posts the entries, or finds them posted already. A refusal for funds means the books moved
   * under a step (a trade spent what a return meant to take): the steps fail and their job runs
   * them again.
   */
  private async postEach(trx: Kysely<Schema>, entries: readonly EntryRequest[]): Promise<void> {
    const outcomes = await this.ctx.ledger.post(trx, entries);
    const refused = outcomes.findIndex((outcome) => outcome.outcome === 'insufficient_funds');
    if (refused >= 0) {
      throw new Error(`funding entry ${entries[refused]?.idempotencyKey} was refused for funds`);
    }
  }

  /**
   * The customers' CAD accounts (platform guid and ledger account), by customer guid, through
   * one directory for the module: a customer's are read once, not at every transfer and step.
   */
  async cadAccounts(
    db: Kysely<Schema>,
    customerGuids: readonly string[],
  ): Promise<Map<string, KnownAccount>> {
    const wanted = [...new Set(customerGuids)];
    const found = await this.directory.of(
      db,
      wanted.map((customerGuid) => ({ customerGuid, asset: 'CAD' as const })),
    );
    const accounts = new Map(
      wanted.flatMap((customerGuid) => {
        const account = found.get(accountKey({ customerGuid, asset: 'CAD' }));
        return account === undefined ? [] : [[customerGuid, account] as const];
      }),
    );
    const missing = wanted.find((guid) => !accounts.has(guid));
    if (missing !== undefined) throw new Error(`customer ${missing} has no CAD account`);
    return accounts;
  }
}
