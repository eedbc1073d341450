import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import { systemClock } from '../infra/clock.js';
import type { Schema } from '../infra/db/schema.js';
import { newGuid, newId } from '../infra/ids.js';
import { AccountsService } from '../modules/accounts/accounts.service.js';
import { provisionCustomer } from '../modules/customers/customer-provisioning.js';
import { LedgerService } from '../modules/ledger/ledger.service.js';

export interface ProvisionedCustomer {
  customerGuid: string;
  /** Platform account guid and ledger account id per asset. */
  accounts: Record<AssetCode, { guid: string; ledgerAccountId: bigint }>;
}

/**
 * A customer with its accounts, made the way sign-up makes them but without the HTTP round
 * trip, for tests of the ledger and trading rules.
 */
export async function provisionedCustomer(db: Kysely<Schema>): Promise<ProvisionedCustomer> {
  const now = new Date();
  const id = newId();
  await db
    .insertInto('identity_users')
    .values({
      id,
      email: `ledger-${newGuid()}@example.ca`,
      email_verified_at: now,
      password_hash: 'not-used-by-these-tests',
      password_changed_at: now,
      display_name: 'Ledger Test',
      language: 'en-CA',
      terms_accepted_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const accounts = new AccountsService({
    clock: systemClock,
    ledger: new LedgerService(systemClock),
  });
  const customerGuid = await provisionCustomer(accounts, db, { id }, now);
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('ledger_accounts', 'ledger_accounts.account_guid', 'accounts.guid')
    .select(['accounts.guid', 'accounts.asset', 'ledger_accounts.id'])
    .where('accounts.customer_guid', '=', customerGuid)
    .execute();
  const of = (asset: AssetCode) => {
    const row = rows.find((candidate) => candidate.asset === asset);
    if (row === undefined) throw new Error(`no ${asset} account was provisioned`);
    return { guid: row.guid, ledgerAccountId: row.id };
  };
  return {
    customerGuid,
    accounts: {
      CAD: of('CAD'),
      BTC: of('BTC'),
      ETH: of('ETH'),
      LTC: of('LTC'),
      BCH: of('BCH'),
      USDC: of('USDC'),
      XRP: of('XRP'),
    },
  };
}
