import type { CryptoAssetCode } from '@maple/money';
import type { Kysely, Selectable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type {
  DepositAddressesTable,
  ExternalWalletRowState,
  ExternalWalletsTable,
  WalletFamily,
  WithdrawalLockScope,
} from './wallets.tables.js';

/** The wallets module's SQL: derivation indexes, deposit addresses, external wallets, locks. */

export type DepositAddressRow = Selectable<DepositAddressesTable>;
export type ExternalWalletRow = Selectable<ExternalWalletsTable>;

/**
 * The customer's derivation index of a family, allocated on first use: the family's counter row
 * is locked for the rest of the transaction, so concurrent allocations queue and none is skipped.
 */
export async function derivationIndexOf(
  trx: Kysely<Schema>,
  customerGuid: string,
  family: WalletFamily,
  now: Date,
): Promise<number> {
  const counter = await trx
    .selectFrom('wallet_derivation_counters')
    .select('next_index')
    .where('family', '=', family)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const existing = await trx
    .selectFrom('wallet_derivation_indexes')
    .select('derivation_index')
    .where('customer_guid', '=', customerGuid)
    .where('family', '=', family)
    .executeTakeFirst();
  if (existing !== undefined) return existing.derivation_index;
  await trx
    .insertInto('wallet_derivation_indexes')
    .values({
      customer_guid: customerGuid,
      family,
      derivation_index: counter.next_index,
      created_at: now,
    })
    .execute();
  await trx
    .updateTable('wallet_derivation_counters')
    .set({ next_index: counter.next_index + 1 })
    .where('family', '=', family)
    .execute();
  return counter.next_index;
}

export function findDepositAddressOfAccount(db: Kysely<Schema>, accountGuid: string) {
  return db
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('account_guid', '=', accountGuid)
    .executeTakeFirst();
}

export function insertDepositAddress(db: Kysely<Schema>, row: DepositAddressRow) {
  return db.insertInto('deposit_addresses').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findDepositAddress(db: Kysely<Schema>, customerGuid: string, guid: string) {
  return db
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
}

export interface Page {
  offset: number;
  limit: number;
}

export async function listDepositAddresses(
  db: Kysely<Schema>,
  filter: { customerGuid: string; guids?: readonly string[] | undefined },
  page: Page,
): Promise<{ rows: DepositAddressRow[]; total: number }> {
  let query = db.selectFrom('deposit_addresses').where('customer_guid', '=', filter.customerGuid);
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: countOf(count.total) };
}

export function insertExternalWallet(db: Kysely<Schema>, row: ExternalWalletRow) {
  return db.insertInto('external_wallets').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The customer's live wallet (not failed or deleted) of this asset, address and tag. */
/** The customer's live wallets of `asset` (not failed nor removed), with their addresses. */
export function liveWalletsOf(
  db: Kysely<Schema>,
  wallet: Pick<ExternalWalletRow, 'customer_guid' | 'asset'>,
) {
  return db
    .selectFrom('external_wallets')
    .select(['guid', 'address', 'tag'])
    .where('customer_guid', '=', wallet.customer_guid)
    .where('asset', '=', wallet.asset)
    .where('state', 'not in', ['failed', 'deleting', 'deleted'])
    .execute();
}

/** When withdrawals may start to each of the customer's added wallets, newest first. */
export function walletCooldownsOf(db: Kysely<Schema>, customerGuid: string) {
  return db
    .selectFrom('external_wallets')
    .select(['guid', 'usable_at'])
    .where('customer_guid', '=', customerGuid)
    .where('state', '=', 'completed')
    .orderBy('created_at', 'desc')
    .orderBy('guid', 'desc')
    .execute();
}

export function findExternalWallet(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
  lock = false,
) {
  const query = db
    .selectFrom('external_wallets')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export interface WalletFilter {
  customerGuid: string;
  guids?: readonly string[] | undefined;
  assets?: readonly CryptoAssetCode[] | undefined;
  states?: readonly ExternalWalletRowState[] | undefined;
}

export async function listExternalWallets(
  db: Kysely<Schema>,
  filter: WalletFilter,
  page: Page,
): Promise<{ rows: ExternalWalletRow[]; total: number }> {
  let query = db.selectFrom('external_wallets').where('customer_guid', '=', filter.customerGuid);
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.assets?.length) query = query.where('asset', 'in', filter.assets);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: countOf(count.total) };
}

export function updateWalletState(
  db: Kysely<Schema>,
  guid: string,
  state: ExternalWalletRowState,
  now: Date,
) {
  return db
    .updateTable('external_wallets')
    .set({ state, updated_at: now })
    .where('guid', '=', guid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pending wallet its customer approved: added now, withdrawals to it from `usableAt`. */
export function approveWallet(db: Kysely<Schema>, guid: string, usableAt: Date, now: Date) {
  return db
    .updateTable('external_wallets')
    .set({ state: 'completed', usable_at: usableAt, approval_expires_at: null, updated_at: now })
    .where('guid', '=', guid)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Fails the wallet if it is still pending and its approval is due by `now`: answers it then,
 * and undefined otherwise (approved, removed, or not due yet).
 */
export function expirePendingWallet(db: Kysely<Schema>, guid: string, now: Date) {
  return db
    .updateTable('external_wallets')
    .set({ state: 'failed', failure_code: 'customer_action_required', updated_at: now })
    .where('guid', '=', guid)
    .where('state', '=', 'pending')
    .where('approval_expires_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

/** A wallet by guid alone, whoever's: the expiry job's read. */
export function findWalletByGuid(db: Kysely<Schema>, guid: string) {
  return db.selectFrom('external_wallets').selectAll().where('guid', '=', guid).executeTakeFirst();
}

export async function lockWithdrawals(
  db: Kysely<Schema>,
  customerGuid: string,
  walletGuid: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('withdrawal_locks')
    .values({
      customer_guid: customerGuid,
      wallet_guid: walletGuid,
      scope: 'reported',
      locked_at: now,
    })
    // A staff block already in place stays as it is.
    .onConflict((oc) => oc.column('customer_guid').doNothing())
    .execute();
}

/** The customer's lock, read for lifting it: who set it and when. */
export function findWithdrawalLock(db: Kysely<Schema>, customerGuid: string) {
  return db
    .selectFrom('withdrawal_locks')
    .select(['scope', 'locked_at'])
    .where('customer_guid', '=', customerGuid)
    .forUpdate()
    .executeTakeFirst();
}

/** Who locked the customer's withdrawals, if anyone. */
export async function withdrawalLockOf(
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<WithdrawalLockScope | undefined> {
  return (await withdrawalLocksOf(db, [customerGuid])).get(customerGuid);
}

/** The locked customers among these, with what is locked, in one statement. */
export async function withdrawalLocksOf(
  db: Kysely<Schema>,
  customerGuids: readonly string[],
): Promise<Map<string, WithdrawalLockScope>> {
  if (customerGuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawal_locks')
    .select(['customer_guid', 'scope'])
    .where('customer_guid', 'in', customerGuids)
    .execute();
  return new Map(rows.map((row) => [row.customer_guid, row.scope]));
}

/** Staff block every withdrawal (taking a customer's report over); false when already so. */
export async function blockAllWithdrawals(db: Kysely<Schema>, customerGuid: string, now: Date) {
  const result = await db
    .insertInto('withdrawal_locks')
    .values({ customer_guid: customerGuid, wallet_guid: null, scope: 'all', locked_at: now })
    .onConflict((oc) =>
      oc
        .column('customer_guid')
        .doUpdateSet({ scope: 'all', locked_at: now })
        .where('withdrawal_locks.scope', '<>', 'all'),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Lifts the customer's withdrawal lock, whichever set it; false when there was none. */
export async function liftWithdrawalLock(db: Kysely<Schema>, customerGuid: string) {
  const result = await db
    .deleteFrom('withdrawal_locks')
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The deposit address a chain transaction paid (ETH and USDC share an address: by asset too). */
export function findDepositAddressOnChain(
  db: Kysely<Schema>,
  on: {
    network: 'testnet' | 'mainnet';
    asset: CryptoAssetCode;
    address: string;
    tag: string | null;
  },
) {
  let query = db
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('network', '=', on.network)
    .where('asset', '=', on.asset)
    .where('address', '=', on.address);
  query = on.tag === null ? query.where('tag', 'is', null) : query.where('tag', '=', on.tag);
  return query.executeTakeFirst();
}
