import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { WalletsContext } from './wallets-context.js';

/**
 * Only verified customers get deposit addresses and add wallets
 * (docs/product/identity-verification.md).
 */
export async function assertVerified(
  ctx: Pick<WalletsContext, 'customers'>,
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<void> {
  const unverified = await ctx.customers.unverifiedAmong(db, [customerGuid]);
  if (unverified.has(customerGuid)) {
    throw new AppError('unverified_customer', 'Verify your identity before moving crypto');
  }
}

/** docs/product/data.md: the first 4 and last 4 characters of an address. */
export const shortAddress = (address: string): string =>
  address.length <= 8 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
