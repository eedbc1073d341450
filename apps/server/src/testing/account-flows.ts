import type { CryptoAssetCode } from '@maple/money';
import type { TestApp } from './test-app.js';

/** The `objects` of a list envelope read by `api()`. */
export const objectsOf = (json: Record<string, unknown>): Record<string, unknown>[] =>
  Array.isArray(json.objects) ? json.objects : [];

/**
 * Sign-up opens every account, so a customer only lacks one if it was never opened; this takes
 * an unused one (no postings) away again, to give POST /api/accounts something to create.
 */
export async function withoutAccount(t: TestApp, customerGuid: string, asset: CryptoAssetCode) {
  const { db } = t.database;
  const account = await db
    .selectFrom('accounts')
    .select('guid')
    .where('customer_guid', '=', customerGuid)
    .where('asset', '=', asset)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('ledger_accounts').where('account_guid', '=', account.guid).execute();
  await db.deleteFrom('accounts').where('guid', '=', account.guid).execute();
}
