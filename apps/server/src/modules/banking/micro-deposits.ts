import { randomInt } from 'node:crypto';
import type { MicroDepositStanding } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { type RowJobSender, registerRowJob } from '../../infra/jobs/row-jobs.js';
import { type BankingContext, notFound, settle } from './banking-context.js';
import {
  type BankAccountRow,
  findBankAccount,
  updateBankAccount,
} from './external-bank-accounts.repo.js';
import { type MicroDeposit, microDepositsOf, recordMicroDeposits } from './micro-deposits.repo.js';

/**
 * Ten days to enter the amounts, three tries (docs/product/bank-accounts-and-wallets.md; ADR 19).
 */
export const MICRO_DEPOSIT_LIFETIME_SECONDS = 10 * 24 * 3600;
export const MICRO_DEPOSIT_TRIES = 3;

/** What an answer of the customer did: verified the account, or used a try. */
export interface MicroDepositOutcome {
  matched: boolean;
  standing: MicroDepositStanding;
}

const isWaiting = (account: BankAccountRow) =>
  account.state === 'unverified' && account.ownership_check === 'micro_deposits_pending';

/**
 * Micro-deposit verification of a manually entered account. The sandbox EFT rail sends two
 * deposits of 1 to 99 cents as a job (`send-micro-deposits`), recorded as rail instructions,
 * never as ledger postings: they are the platform's cost and no customer's balance. The customer
 * enters both amounts; three wrong answers, or ten days without the right ones (a delayed job,
 * `expire-micro-deposits`), fail the account.
 */
export class MicroDeposits {
  private readonly sender: RowJobSender;
  private readonly expiry: RowJobSender;

  constructor(
    private readonly ctx: BankingContext,
    jobs: JobQueue,
  ) {
    this.sender = registerRowJob(jobs, ctx.clock, {
      name: 'send-micro-deposits',
      handle: (guid) => this.send(guid),
    });
    this.expiry = registerRowJob(jobs, ctx.clock, {
      name: 'expire-micro-deposits',
      handle: (guid) => this.expire(guid),
    });
  }

  /** Sends the deposits' job and their expiry through the transaction creating the account. */
  async schedule(trx: Kysely<Schema>, account: BankAccountRow): Promise<void> {
    await this.sender.send(trx, account.guid);
    await this.scheduleExpiry(trx, account);
  }

  /** The rail's job: two random amounts, once per account, while it still waits for them. */
  async send(guid: string): Promise<boolean> {
    const { db, clock } = this.ctx;
    const account = await findBankAccount(db, guid);
    if (account === undefined || !isWaiting(account)) return false;
    const amounts = [BigInt(randomInt(1, 100)), BigInt(randomInt(1, 100))] as const;
    return recordMicroDeposits(db, guid, amounts, clock.now());
  }

  /** Fails an account whose deposits were not confirmed in time; answers whether it did. */
  async expire(guid: string): Promise<boolean> {
    const { db, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const account = await findBankAccount(trx, guid, { lock: true });
      if (account === undefined || !isWaiting(account)) return false;
      const now = clock.now();
      if (account.micro_deposits_expire_at !== null && account.micro_deposits_expire_at > now) {
        // Run early (its delay is waited on the database's clock): wait for the time left.
        await this.scheduleExpiry(trx, account);
        return false;
      }
      await updateBankAccount(
        trx,
        guid,
        settle(account, account.holder_check, 'micro_deposits_expired', now),
        now,
      );
      return true;
    });
  }

  /** Where the customer's manually entered account stands. */
  async standing(customerGuid: string, guid: string): Promise<MicroDepositStanding> {
    return standingOf(await this.manualAccount(this.ctx.db, customerGuid, guid));
  }

  /** The customer's answer: both amounts, in either order. */
  async verify(
    customerGuid: string,
    guid: string,
    amounts: readonly [number, number],
  ): Promise<MicroDepositOutcome> {
    const { db, clock } = this.ctx;
    return db.transaction().execute(async (trx) => {
      const account = await this.manualAccount(trx, customerGuid, guid, true);
      const now = clock.now();
      if (!isWaiting(account)) {
        throw new AppError('conflict', `This bank account is ${account.state}: nothing to verify`);
      }
      if (account.micro_deposits_expire_at !== null && account.micro_deposits_expire_at <= now) {
        const expired = settle(account, account.holder_check, 'micro_deposits_expired', now);
        return {
          matched: false,
          standing: standingOf(await updateBankAccount(trx, guid, expired, now)),
        };
      }
      const deposits = await microDepositsOf(trx, guid);
      if (deposits.length < 2) {
        throw new AppError(
          'conflict',
          'The deposits are on their way: enter them once they show on your statement',
        );
      }
      const matched = sameAmounts(deposits, amounts);
      const attempts = account.micro_deposit_attempts + 1;
      const ownership = matched
        ? 'micro_deposits_confirmed'
        : attempts >= MICRO_DEPOSIT_TRIES
          ? 'micro_deposits_failed'
          : 'micro_deposits_pending';
      const updated = await updateBankAccount(
        trx,
        guid,
        {
          ...settle(account, account.holder_check, ownership, now),
          micro_deposit_attempts: attempts,
        },
        now,
      );
      return { matched, standing: standingOf(updated) };
    });
  }

  /** The deposits as the sandbox bank's statement shows them (sandbox only; never production). */
  async statement(customerGuid: string, guid: string): Promise<MicroDeposit[]> {
    await this.manualAccount(this.ctx.db, customerGuid, guid);
    return microDepositsOf(this.ctx.db, guid);
  }

  private async manualAccount(
    db: Kysely<Schema>,
    customerGuid: string,
    guid: string,
    lock = false,
  ): Promise<BankAccountRow> {
    const account = await findBankAccount(db, guid, { customerGuid, lock });
    if (account === undefined || account.account_kind !== 'raw_routing_details') throw notFound();
    return account;
  }

  private async scheduleExpiry(trx: Kysely<Schema>, account: BankAccountRow): Promise<void> {
    const now = this.ctx.clock.now();
    const expiresAt =
      account.micro_deposits_expire_at ?? addSeconds(now, MICRO_DEPOSIT_LIFETIME_SECONDS);
    await this.expiry.send(trx, account.guid, expiresAt);
  }
}

const sameAmounts = (deposits: readonly MicroDeposit[], amounts: readonly [number, number]) => {
  const sent = deposits
    .map((deposit) => deposit.amountCents)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const given = amounts.map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sent.length === given.length && sent.every((amount, index) => amount === given[index]);
};

const standingOf = (account: BankAccountRow): MicroDepositStanding => ({
  state: account.state,
  attempts_left: Math.max(0, MICRO_DEPOSIT_TRIES - account.micro_deposit_attempts),
  expires_at: account.micro_deposits_expire_at?.toISOString() ?? null,
});
