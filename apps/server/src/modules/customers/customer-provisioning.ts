import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { insertCustomer, setCustomerState } from './customers.repo.js';

/**
 * Creates the platform customer of a new identity with its accounts, inside the sign-up
 * transaction: `storing` while its accounts are made, then `unverified` (identity verification
 * moves it on).
 */
export async function provisionCustomer(
  accounts: AccountsService,
  trx: Kysely<Schema>,
  user: { id: string },
  now: Date,
): Promise<string> {
  const guid = newGuid();
  await insertCustomer(trx, { guid, userId: user.id, now });
  await accounts.openDefaultAccounts(trx, guid, now);
  await setCustomerState(trx, guid, 'unverified', now);
  return guid;
}
