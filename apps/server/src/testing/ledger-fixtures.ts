import type { AssetCode } from '@maple/money';
import { type Kysely, sql } from 'kysely';
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

/** A balanced entry of the past, for histories the ledger's own clock cannot date. */
export interface PastEntry {
  at: Date;
  idempotencyKey: string;
  postings: readonly { accountId: bigint; asset: AssetCode; amount: bigint }[];
}

/**
 * Writes sandbox-funding entries dated in the past, as the ledger would have posted them then:
 * the ledger dates its entries by the database's clock, which a test cannot move, so a history
 * spread over months (statements' reconciliation) is written here, balanced, with each account's
 * balance brought to the sum of its postings, as the books' invariants require. A customer's
 * account is never taken below zero: the caller's amounts must keep it so.
 */
export async function postPastEntries(db: Kysely<Schema>, entries: readonly PastEntry[]) {
  for (const entry of entries) {
    const sum = entry.postings.reduce((total, posting) => total + posting.amount, 0n);
    if (sum !== 0n) throw new Error(`${entry.idempotencyKey} does not balance`);
  }
  // A statement's parameters are limited (65,535): a thousand entries to a statement.
  for (let start = 0; start < entries.length; start += 1000) {
    await postPastBatch(db, entries.slice(start, start + 1000));
  }
}

async function postPastBatch(db: Kysely<Schema>, entries: readonly PastEntry[]) {
  await db.transaction().execute(async (trx) => {
    const ids = await trx
      .insertInto('journal_entries')
      .values(
        entries.map((entry) => ({
          kind: 'sandbox_funding' as const,
          idempotency_key: entry.idempotencyKey,
          reference: entry.idempotencyKey,
          created_at: entry.at,
        })),
      )
      .returning('id')
      .execute();
    const postings = entries.flatMap((entry, index) =>
      entry.postings.map((posting) => ({
        entry_id: BigInt(ids[index]?.id ?? 0n),
        account_id: posting.accountId,
        asset: posting.asset,
        amount: posting.amount,
      })),
    );
    await trx.insertInto('postings').values(postings).execute();
    const touched = [...new Set(postings.map((posting) => String(posting.account_id)))];
    await sql`
      UPDATE ledger_accounts a SET balance = (SELECT COALESCE(SUM(p.amount), 0)
        FROM postings p WHERE p.account_id = a.id)
      WHERE a.id = ANY(${touched}::bigint[])`.execute(trx);
  });
}
