import type { AssetCode } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, staffGet, trade } from '../../testing/books-flows.js';
import { type SignedInCustomer, tableCounts } from '../../testing/flows.js';
import { eftDeposit, expectSoundBooks } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/** `/admin/api/books` and `/admin/api/customer-accounts`: the books at a glance. */
let t: TestApp;
let support: string;
let alice: SignedInCustomer;
let bob: SignedInCustomer;

// Customers, funding and trades over HTTP: slow on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t, 'support');
  alice = await fundedCustomer(t, 5_000_00n);
  bob = await fundedCustomer(t, 1_000_00n);
  await eftDeposit(t, bob, 1_500_00n);
  for (const bought of [
    await trade(t, alice, 'BTC-CAD', 'buy', 1_000_00n),
    await trade(t, bob, 'ETH-CAD', 'buy', 500_00n),
  ]) {
    expect(bought.state).toBe('settling');
  }
  await t.services.settlement.settleDue();
}, 90_000);
afterAll(() => t.close());

interface AssetBooks {
  asset: string;
  customers: { accounts: number; balance: string; held: string };
  platform: Record<string, string>;
  difference: string;
  balanced: boolean;
}

/** What the ledger's customer accounts of an asset hold, summed by hand. */
async function customerSum(asset: AssetCode): Promise<bigint> {
  const rows = await t.database.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', 'customer')
    .where('asset', '=', asset)
    .execute();
  return rows.reduce((sum, row) => sum + BigInt(row.balance), 0n);
}

describe('GET /admin/api/books', () => {
  it('sets each asset’s customer balances against the platform accounts, and they balance', async () => {
    const res = await staffGet(t, support, '/admin/api/books');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.balanced).toBe(true);
    const byAsset = new Map<string, AssetBooks>(
      data.assets.map((books: AssetBooks) => [books.asset, books]),
    );
    for (const asset of ['CAD', 'BTC', 'ETH'] as const) {
      const books = byAsset.get(asset);
      if (books === undefined) throw new Error(`no books for ${asset}`);
      expect(BigInt(books.customers.balance)).toBe(await customerSum(asset));
      const platform = Object.values(books.platform).reduce((sum, v) => sum + BigInt(v), 0n);
      expect(BigInt(books.customers.balance) + platform).toBe(0n);
      expect([books.difference, books.balanced]).toEqual(['0', true]);
    }
    const cad = byAsset.get('CAD');
    // 6,000 CAD funded (1,500 of it by EFT), 1,500 of it spent on coins.
    expect(BigInt(cad?.customers.balance ?? 0)).toBe(6_000_00n);
    expect(BigInt(cad?.platform.clearing ?? 0)).toBe(-1_500_00n);
    expect(BigInt(cad?.platform.house ?? 0)).toBeGreaterThan(0n);
    await expectSoundBooks(t);
  });

  it('refuses a query it does not take', async () => {
    const res = await staffGet(t, support, '/admin/api/books?asset=CAD');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /admin/api/customer-accounts', () => {
  const list = async (query: string) => {
    const res = await staffGet(t, support, `/admin/api/customer-accounts${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('lists a customer’s accounts with balance, held and available; audited', async () => {
    const before = await auditCount(t, 'staff.customer_accounts_viewed');
    const data = await list(`?customer_guid=${bob.guid}&funded=true`);
    const byAsset = Object.fromEntries(
      data.objects.map((row: { asset: string }) => [row.asset, row]),
    );
    expect(Object.keys(byAsset).sort()).toEqual(['CAD', 'ETH']);
    expect(byAsset.CAD).toMatchObject({
      customer_guid: bob.guid,
      // The EFT deposit is held until it can no longer be returned.
      balance: '200000',
      held: '150000',
      available: '50000',
    });
    expect(await auditCount(t, 'staff.customer_accounts_viewed')).toBe(before + 1);
  });

  it('filters by asset and balance, and pages by cursor', async () => {
    const cad = await list('?asset=CAD&funded=true');
    expect(cad.objects.map((row: { customer_guid: string }) => row.customer_guid).sort()).toEqual(
      [alice.guid, bob.guid].sort(),
    );
    const rich = await list('?asset=CAD&balance_min=300000');
    expect(rich.objects.map((row: { customer_guid: string }) => row.customer_guid)).toEqual([
      alice.guid,
    ]);
    const poor = await list('?asset=CAD&balance_min=1&balance_max=300000');
    expect(poor.objects.map((row: { customer_guid: string }) => row.customer_guid)).toEqual([
      bob.guid,
    ]);
    const first = await list('?asset=CAD&funded=true&per_page=1');
    const second = await list(`?asset=CAD&funded=true&per_page=1&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...first.objects, ...second.objects].map((row) => row.account_guid).sort()).toEqual(
      cad.objects.map((row: { account_guid: string }) => row.account_guid).sort(),
    );
  });

  it('refuses bad filters with 400, writing nothing', async () => {
    const counts = await tableCounts(t);
    const audits = await auditCount(t, 'staff.customer_accounts_viewed');
    for (const query of [
      '?asset=DOGE',
      '?customer_guid=x',
      '?funded=yes',
      '?balance_min=-1',
      '?balance_min=9&balance_max=1',
      '?cursor=next',
      '?per_page=0',
      '?sort=balance',
    ]) {
      const res = await staffGet(t, support, `/admin/api/customer-accounts${query}`);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'invalid_parameter']);
    }
    expect(await tableCounts(t)).toEqual(counts);
    expect(await auditCount(t, 'staff.customer_accounts_viewed')).toBe(audits);
  });

  it('refuses a customer’s token', async () => {
    const res = await staffGet(t, alice.tokens.at, '/admin/api/customer-accounts');
    expect(res.statusCode).toBe(401);
  });
});
