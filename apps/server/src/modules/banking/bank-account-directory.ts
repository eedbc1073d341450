import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * A linked bank account money may move to or from, as other modules (transfers) see it: without
 * the holder's name, which only banking's own answers decrypt.
 */
export interface UsableBankAccount {
  guid: string;
  /** `refresh_required`: linked, but the bank wants a re-link; a transfer to or from it fails. */
  state: 'completed' | 'refresh_required';
  institution: { number: string; name: string };
  /** The account number's last four digits behind asterisks: `****6789`. */
  maskedNumber: string;
  /** When it last became usable (linked, verified or accepted). */
  linkedAt: Date;
  /**
   * From when withdrawals to it are allowed: `linkedAt` plus BANK_ACCOUNT_WITHDRAWAL_HOLD_SECONDS
   * (a day by default), so money cannot leave to an account linked moments ago.
   */
  usableAt: Date;
}

/**
 * What the banking module tells other modules about a customer's bank accounts (implemented by
 * `BankingService`, injected in services.ts). Reads through `trx`, the caller's transaction.
 */
export interface BankAccountDirectory {
  /**
   * The customer's account if it is theirs and `completed` (or `refresh_required`, so a transfer
   * can fail with Cybrid's `refresh_required`); undefined for another's, an unknown guid, or one
   * never usable or gone (unverified, failed, deleted).
   */
  usableAccount(
    trx: Kysely<Schema>,
    customerGuid: string,
    bankAccountGuid: string,
  ): Promise<UsableBankAccount | undefined>;

  /**
   * `usableAccount` for many (customer, account) pairs in one statement (a batch of transfers):
   * an answer per pair, in order.
   */
  usableAccounts(
    trx: Kysely<Schema>,
    wanted: readonly { customerGuid: string; bankAccountGuid: string }[],
  ): Promise<(UsableBankAccount | undefined)[]>;
}
