import type { Kysely } from 'kysely';
import type { Schema } from '../infra/db/schema.js';
import { newGuid } from '../infra/ids.js';
import type {
  BankAccountDirectory,
  UsableBankAccount,
} from '../modules/funding/bank-account-directory.js';

/**
 * Linked bank accounts for tests, until modules/banking's directory is wired in `services.ts`:
 * the one place that stands in for it, so swapping it for the real one changes this file only.
 */
export class BankAccountFixtures implements BankAccountDirectory {
  private readonly accounts = new Map<string, UsableBankAccount & { customerGuid: string }>();

  /** Links an account for the customer (verified, linked two days ago unless told otherwise). */
  link(customerGuid: string, options: { state?: string; linkedAt?: Date } = {}): UsableBankAccount {
    const account = {
      customerGuid,
      guid: newGuid(),
      state: options.state ?? 'completed',
      holderName: 'Test Holder',
      institution: '001',
      maskedNumber: '****6789',
      linkedAt: options.linkedAt ?? new Date(Date.now() - 2 * 86_400_000),
    };
    this.accounts.set(account.guid, account);
    return account;
  }

  setState(guid: string, state: string): void {
    const account = this.accounts.get(guid);
    if (account !== undefined) this.accounts.set(guid, { ...account, state });
  }

  async usableAccount(
    _trx: Kysely<Schema>,
    customerGuid: string,
    bankAccountGuid: string,
  ): Promise<UsableBankAccount | undefined> {
    const account = this.accounts.get(bankAccountGuid);
    if (account === undefined || account.customerGuid !== customerGuid) return undefined;
    const { customerGuid: _owner, ...usable } = account;
    return usable;
  }
}
