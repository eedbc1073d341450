import type { Kysely } from 'kysely';
import { systemClock } from '../../apps/server/src/infra/clock.js';
import { defaultDatabaseTimeouts } from '../../apps/server/src/infra/config.js';
import { type Database, openDatabase } from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';
import {
  type EntryRequest,
  houseShard,
  LedgerService,
  type PlatformAccounts,
} from '../../apps/server/src/modules/ledger/ledger.service.js';
import { provisionedCustomer } from '../../apps/server/src/testing/ledger-fixtures.js';

/** CAD 1,000,000.00 per customer: far more than any run can spend at CAD 10.00 an entry. */
const FUNDING_CENTS = 100_000_000n;
/** What one entry moves: CAD 10.00 for 0.0001 BTC, the trade bench's size. */
const CAD_CENTS = 1_000n;
const BTC_SATOSHIS = 10_000n;

/** One customer's two ledger accounts. */
interface Customer {
  guid: string;
  cad: bigint;
  btc: bigint;
}

/**
 * A fresh, migrated database with a ledger and its customers, funded: everything `bench:ledger`
 * posts against, and nothing else of the application (no HTTP, no quotes, no trades table).
 */
export interface LedgerWorld {
  opened: Database;
  ledger: LedgerService;
  customers: readonly Customer[];
  /** What each entry charges its customer, in CAD cents. */
  cadPerEntry: bigint;
  /** The entry a trade posts (four postings: CAD in, BTC out, each against a house shard). */
  tradeEntry(customer: Customer, sequence: number): EntryRequest;
}

export async function prepareLedgerWorld(
  url: string,
  poolSize: number,
  customerCount: number,
): Promise<LedgerWorld> {
  const opened = await openDatabase({
    driver: 'postgres',
    url,
    poolSize,
    timeouts: defaultDatabaseTimeouts,
  });
  try {
    await migrateToLatest(opened.db);
    const ledger = new LedgerService(systemClock);
    const customers = await openFundedCustomers(opened.db, ledger, customerCount);
    const platform = await ledger.platformAccounts(opened.db);
    return {
      opened,
      ledger,
      customers,
      cadPerEntry: CAD_CENTS,
      tradeEntry: tradeEntryOf(platform),
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/** Customers made the way sign-up makes them (platform accounts, ledger accounts), funded. */
async function openFundedCustomers(
  db: Kysely<Schema>,
  ledger: LedgerService,
  count: number,
): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let index = 0; index < count; index += 1) {
    const { customerGuid, accounts } = await provisionedCustomer(db);
    customers.push({
      guid: customerGuid,
      cad: accounts.CAD.ledgerAccountId,
      btc: accounts.BTC.ledgerAccountId,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const customer of customers) {
      await ledger.fundFromSandbox(trx, {
        ledgerAccountId: customer.cad,
        asset: 'CAD',
        amount: FUNDING_CENTS,
        idempotencyKey: `bench-funding-${customer.guid}`,
      });
    }
  });
  return customers;
}

/** A trade's four postings; the house shard follows the entry's reference, as a trade's guid. */
function tradeEntryOf(platform: PlatformAccounts) {
  return (customer: Customer, sequence: number): EntryRequest => {
    const reference = `${customer.guid}-${sequence.toString(16).padStart(8, '0')}`;
    return {
      kind: 'trade',
      idempotencyKey: `bench-entry-${reference}`,
      reference,
      postings: [
        { accountId: customer.cad, asset: 'CAD', amount: -CAD_CENTS },
        { accountId: houseShard(platform.CAD, reference), asset: 'CAD', amount: CAD_CENTS },
        { accountId: houseShard(platform.BTC, reference), asset: 'BTC', amount: -BTC_SATOSHIS },
        { accountId: customer.btc, asset: 'BTC', amount: BTC_SATOSHIS },
      ],
    };
  };
}
