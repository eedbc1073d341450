import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { BankClientsTable } from './identity.tables.js';

/** The identity module's SQL for `bank_clients`: the machine callers of the platform API. */

export type BankClient = Selectable<BankClientsTable>;

/** Answers false when the client id is taken (never in practice: it is random). */
export async function insertBankClient(db: Kysely<Schema>, client: BankClient): Promise<boolean> {
  const row = await db
    .insertInto('bank_clients')
    .values(client)
    .onConflict((conflict) => conflict.column('client_id').doNothing())
    .returning('client_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findBankClient(
  db: Kysely<Schema>,
  clientId: string,
): Promise<BankClient | undefined> {
  return db
    .selectFrom('bank_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}
