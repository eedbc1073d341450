import type { Kysely } from 'kysely';
import type { AccountsTable, Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import { openCustomerLedgerAccounts } from '../ledger/customer-accounts.js';
import {
  insertAccounts,
  insertCustomer,
  type NewAccount,
  setCustomerState,
} from './customers.repo.js';

/** Every customer trades these against CAD (SPEC §1, B2). */
const CRYPTO_ASSETS = [
  'BTC',
  'ETH',
  'LTC',
  'BCH',
  'USDC',
  'XRP',
] as const satisfies readonly AccountsTable['asset'][];

/** One CAD `fiat` account and one `trading` account per crypto asset. */
function defaultAccounts(): NewAccount[] {
  return [
    { guid: newGuid(), type: 'fiat', asset: 'CAD', name: 'CAD fiat account', state: 'created' },
    ...CRYPTO_ASSETS.map(
      (asset): NewAccount => ({
        guid: newGuid(),
        type: 'trading',
        asset,
        name: `${asset} trading account`,
        state: 'created',
      }),
    ),
  ];
}

/**
 * Creates the platform customer of a new identity with its accounts, inside the sign-up
 * transaction: `storing` while its accounts are made, then `unverified` (identity verification
 * moves it on).
 */
export async function provisionCustomer(
  trx: Kysely<Schema>,
  user: { id: string },
  now: Date,
): Promise<string> {
  const guid = newGuid();
  await insertCustomer(trx, { guid, userId: user.id, now });
  const accounts = defaultAccounts();
  await insertAccounts(trx, guid, accounts, now);
  await openCustomerLedgerAccounts(trx, accounts);
  await setCustomerState(trx, guid, 'unverified', now);
  return guid;
}
