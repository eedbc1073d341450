import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** A customer's linked bank account, as funding needs to know it. */
export interface UsableBankAccount {
  guid: string;
  /** Cybrid's external bank account state: `completed` is usable, `refresh_required` is not. */
  state: string;
  holderName: string;
  institution: string;
  maskedNumber: string;
  linkedAt: Date;
}

/**
 * The port through which funding reads linked bank accounts (modules/banking implements it;
 * `services.ts` wires it). Answers undefined for an account that does not exist or is another
 * customer's, so a guid reveals nothing.
 */
export interface BankAccountDirectory {
  usableAccount(
    trx: Kysely<Schema>,
    customerGuid: string,
    bankAccountGuid: string,
  ): Promise<UsableBankAccount | undefined>;
}
