import { institutionName } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { type RowJobSender, registerRowJob } from '../../infra/jobs/row-jobs.js';
import {
  assertDestinationsOpen,
  type BankingContext,
  notFound,
  settle,
} from './banking-context.js';
import {
  type BankAccountRow,
  findBankAccount,
  updateBankAccount,
} from './external-bank-accounts.repo.js';
import { MICRO_DEPOSIT_LIFETIME_SECONDS, type MicroDeposits } from './micro-deposits.js';

const waits = (account: BankAccountRow) =>
  account.state === 'storing' && account.approval_expires_at !== null;

/**
 * A new bank account waits for its customer's approval
 * (docs/decisions/0062-new-bank-accounts-wait-for-approval.md): stored `storing`, receiving and
 * sending nothing, sent no micro-deposits, until the customer approves it with a confirmation
 * bound to it (purpose `add_bank_account`, binding its guid, which names its institution, number
 * and holder). Approved, it goes on to the state its checks give (usable, or its micro-deposits
 * sent); unapproved by `approval_expires_at`, a delayed job (one per account, keyed by its guid)
 * fails it `create_failed`.
 */
export class BankAccountApprovals {
  private readonly expiry: RowJobSender;

  constructor(
    private readonly ctx: BankingContext,
    jobs: JobQueue,
    private readonly microDeposits: MicroDeposits,
  ) {
    this.expiry = registerRowJob(jobs, ctx.clock, {
      name: 'expire-bank-account-approvals',
      handle: (guid) => this.expire(guid),
    });
  }

  /** When an account linked now stops waiting for its approval. */
  deadline(now: Date): Date {
    return addSeconds(now, this.ctx.approvalSeconds);
  }

  /** Asks the customer to approve the new account, and sends its expiry, through `trx`. */
  async awaitApproval(trx: Kysely<Schema>, account: BankAccountRow): Promise<void> {
    const expiresAt = account.approval_expires_at;
    if (!waits(account) || expiresAt === null) {
      throw new Error(`bank account ${account.guid} does not wait for an approval`);
    }
    const { ctx } = this;
    const holder = await ctx.customers.holderOf(trx, account.customer_guid);
    const number = account.institution_number;
    const content = {
      template: 'bank_account_approval_needed' as const,
      name: holder.display_name,
      account: {
        kind: 'bank_account' as const,
        institution: institutionName(number) ?? number,
        maskedNumber: `****${account.account_mask}`,
      },
      expiresAt,
      link: `${ctx.publicUrl}/approvals`,
    };
    const mail = { to: holder.email, language: holder.language, content, userId: holder.id };
    await ctx.outbox.queue(trx, mail, ctx.clock.now());
    await this.expiry.send(trx, account.guid, expiresAt);
  }

  /**
   * The customer's approval of their waiting account, bound to it. The row is locked first and
   * the confirmation is single-use, so two approvals at once approve it once.
   */
  approve(customerGuid: string, guid: string, token: string): Promise<BankAccountRow> {
    const { ctx } = this;
    return ctx.db.transaction().execute(async (trx) => {
      const account = await findBankAccount(trx, guid, { customerGuid, lock: true });
      if (account === undefined) throw notFound();
      const now = ctx.clock.now();
      if (!waits(account)) {
        throw new AppError(
          'conflict',
          `This bank account is ${account.state}: it waits for no approval`,
        );
      }
      if (account.approval_expires_at === null || account.approval_expires_at <= now) {
        throw new AppError(
          'conflict',
          'The time to approve this bank account has passed: it was not linked. Link it again.',
        );
      }
      // A lock since it was linked ("this wasn't me", or staff) stops its approval too.
      await assertDestinationsOpen(ctx, trx, customerGuid);
      const customer = await ctx.customers.find(trx, customerGuid);
      await ctx.otp.spendConfirmation(trx, token, {
        userId: customer.user_id,
        purpose: 'add_bank_account',
        binding: guid,
      });
      return this.goOn(trx, account, now);
    });
  }

  /** On to the state its checks give; a manually entered one's deposits are sent now. */
  private async goOn(trx: Kysely<Schema>, account: BankAccountRow, now: Date) {
    const manual = account.account_kind === 'raw_routing_details';
    const approved = await updateBankAccount(
      trx,
      account.guid,
      {
        ...settle(account, account.holder_check, account.ownership_check, now),
        approval_expires_at: null,
        micro_deposits_expire_at: manual ? addSeconds(now, MICRO_DEPOSIT_LIFETIME_SECONDS) : null,
      },
      now,
    );
    if (manual) await this.microDeposits.schedule(trx, approved);
    return approved;
  }

  /** The expiry job: fails the account if it still waits when due; early, it waits again. */
  async expire(guid: string): Promise<boolean> {
    const { db, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const account = await findBankAccount(trx, guid, { lock: true });
      if (account === undefined || !waits(account) || account.approval_expires_at === null) {
        return false;
      }
      const now = clock.now();
      if (account.approval_expires_at > now) {
        await this.expiry.send(trx, guid, account.approval_expires_at);
        return false;
      }
      await updateBankAccount(trx, guid, { state: 'failed', failure_code: 'create_failed' }, now);
      return true;
    });
  }
}
