import type { SandboxBankLink, SandboxBankSignIn } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { AccountDeletion } from './account-deletion.js';
import { BankAccountApprovals } from './bank-account-approvals.js';
import type { BankAccountDirectory, UsableBankAccount } from './bank-account-directory.js';
import { BankAccountReview } from './bank-account-review.js';
import { BankAccountsService } from './bank-accounts.service.js';
import { type BankingContext, customerNameOf } from './banking-context.js';
import { MicroDeposits } from './micro-deposits.js';
import type { SandboxAggregator } from './sandbox-aggregator.js';
import { WorkflowService } from './workflows.service.js';

/**
 * Linked bank accounts (docs/product/bank-accounts-and-wallets.md; docs/decisions/0019): link-token
 * workflows, external bank accounts and their micro-deposits, the staff decision on another
 * holder's account, and the sandbox aggregator's screen when it is the aggregator and sandboxes are
 * allowed.
 */
export class BankingService implements BankAccountDirectory {
  readonly workflows: WorkflowService;
  readonly accounts: BankAccountsService;
  readonly microDeposits: MicroDeposits;
  /** New accounts waiting for their customer's approval (ADR 62). */
  readonly approvals: BankAccountApprovals;
  readonly review: BankAccountReview;
  readonly deletion: AccountDeletion;

  constructor(
    readonly ctx: BankingContext,
    jobs: JobQueue,
    /** The sandbox bank-link screen's sign-in; undefined in production or with a real provider. */
    readonly sandbox: SandboxAggregator | undefined,
  ) {
    this.workflows = new WorkflowService(ctx);
    this.microDeposits = new MicroDeposits(ctx, jobs);
    this.deletion = new AccountDeletion({ db: ctx.db, clock: ctx.clock }, jobs);
    this.approvals = new BankAccountApprovals(ctx, jobs, this.microDeposits);
    this.accounts = new BankAccountsService(ctx, this.approvals, this.deletion);
    this.review = new BankAccountReview(ctx);
  }

  /** The sandbox bank-link screen's sign-in, which shows the accounts in the customer's name. */
  signInToSandbox(
    sandbox: SandboxAggregator,
    customerGuid: string,
    request: SandboxBankSignIn,
  ): Promise<SandboxBankLink> {
    const { db, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const name = await customerNameOf(this.ctx, trx, customerGuid);
      return sandbox.signIn(trx, { guid: customerGuid, name }, request, clock.now());
    });
  }

  usableAccount(
    trx: Kysely<Schema>,
    customerGuid: string,
    bankAccountGuid: string,
  ): Promise<UsableBankAccount | undefined> {
    return this.accounts.usableAccount(trx, customerGuid, bankAccountGuid);
  }

  usableAccounts(
    trx: Kysely<Schema>,
    wanted: readonly { customerGuid: string; bankAccountGuid: string }[],
  ): Promise<(UsableBankAccount | undefined)[]> {
    return this.accounts.usableAccounts(trx, wanted);
  }
}
