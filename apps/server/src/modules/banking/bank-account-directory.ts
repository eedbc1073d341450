import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** A linked bank account money may move to or from, as other modules (transfers) see it. */
export interface UsableBankAccount {
  guid: string;
  state: 'completed';
  /** The name on the account: the verified customer's, or another's staff accepted. */
  holderName: string;
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
   * The customer's account if it is theirs and `completed` now; undefined for another's, an
   * unknown guid, or one not usable (unverified, failed, refresh required, deleted).
   */
  usableAccount(
    trx: Kysely<Schema>,
    customerGuid: string,
    bankAccountGuid: string,
  ): Promise<UsableBankAccount | undefined>;
}
