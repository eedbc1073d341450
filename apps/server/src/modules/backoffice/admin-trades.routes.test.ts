import { adminTradeCsvColumns } from '@maple/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, staffGet, trade } from '../../testing/books-flows.js';
import { type SignedInCustomer, tableCounts } from '../../testing/flows.js';
import { expectSoundBooks } from '../../testing/funding-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund, fundedCustomer } from '../../testing/trading-flows.js';

/** `/admin/api/trades`: every customer's trades, filtered, totalled, one with its entry, CSV. */
let t: TestApp;
let support: string;
let alice: SignedInCustomer;
let bob: SignedInCustomer;
const guids: Record<string, string> = {};

// Customers, funding and trades over HTTP: slow on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t, 'support');
  alice = await fundedCustomer(t, 5_000_00n);
  bob = await fundedCustomer(t, 5_000_00n);
  await fund(t, bob.guid, 'ETH', 10n ** 18n);
  // A second apart: the list's order is the trades' order.
  guids.aliceBtc = String((await trade(t, alice, 'BTC-CAD', 'buy', 100_00n)).guid);
  t.clock.advance(1);
  guids.aliceEth = String((await trade(t, alice, 'ETH-CAD', 'buy', 2_000_00n)).guid);
  t.clock.advance(1);
  guids.bobSell = String((await trade(t, bob, 'ETH-CAD', 'sell', 10n ** 17n)).guid);
}, 90_000);
afterAll(() => t.close());

const list = async (query = '', token = support) => {
  const res = await staffGet(t, token, `/admin/api/trades${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const guidsOf = (data: { objects: { guid: string }[] }) => data.objects.map((row) => row.guid);

describe('GET /admin/api/trades', () => {
  it('lists every customer trade newest first with names, totals, and audits the look', async () => {
    const before = await auditCount(t, 'staff.trades_viewed');
    const data = await list();
    expect(guidsOf(data)).toEqual([guids.bobSell, guids.aliceEth, guids.aliceBtc]);
    expect(data.objects[2]).toMatchObject({
      customer_guid: alice.guid,
      customer_name: 'Ada Lovelace',
      customer_email: alice.email,
      symbol: 'BTC-CAD',
      side: 'buy',
      state: 'settling',
      cad_amount: '10000',
    });
    // Listed while they settle; counted in the totals once completed (the last test).
    expect(data.totals).toMatchObject({ count: 0, capped: false, cad_amount: '0' });
    expect(data.next_cursor).toBeNull();
    expect(await auditCount(t, 'staff.trades_viewed')).toBe(before + 1);
  });

  it('filters by customer, symbol, side, state, dates and CAD amount', async () => {
    expect(guidsOf(await list(`?customer_guid=${bob.guid}`))).toEqual([guids.bobSell]);
    expect(guidsOf(await list('?symbol=ETH-CAD'))).toEqual([guids.bobSell, guids.aliceEth]);
    expect(guidsOf(await list('?side=buy&symbol=ETH-CAD'))).toEqual([guids.aliceEth]);
    expect(guidsOf(await list('?state=completed'))).toEqual([]);
    expect(guidsOf(await list('?state=settling')).length).toBe(3);
    expect(guidsOf(await list('?cad_min=100000&side=buy'))).toEqual([guids.aliceEth]);
    expect(guidsOf(await list('?cad_max=10000'))).toEqual([guids.aliceBtc]);
    const now = t.clock.now();
    const later = new Date(now.getTime() + 3_600_000).toISOString();
    expect(guidsOf(await list(`?created_from=${encodeURIComponent(later)}`))).toEqual([]);
    expect(guidsOf(await list(`?created_to=${encodeURIComponent(later)}`)).length).toBe(3);
  });

  it('pages by cursor without skipping or repeating a trade', async () => {
    const first = await list('?per_page=2');
    expect(guidsOf(first)).toEqual([guids.bobSell, guids.aliceEth]);
    const second = await list(`?per_page=2&cursor=${first.next_cursor}`);
    expect(guidsOf(second)).toEqual([guids.aliceBtc]);
    expect(second.next_cursor).toBeNull();
  });

  it('refuses bad filters with 400, writing nothing', async () => {
    const counts = await tableCounts(t);
    const audits = await auditCount(t, 'staff.trades_viewed');
    for (const query of [
      '?symbol=DOGE-CAD',
      '?side=hold',
      '?state=lost',
      '?customer_guid=nope',
      '?created_from=yesterday',
      '?cad_min=-5',
      '?cad_min=500&cad_max=100',
      '?cursor=abc',
      '?per_page=1000',
      '?page=2',
    ]) {
      const res = await staffGet(t, support, `/admin/api/trades${query}`);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'invalid_parameter']);
    }
    expect((await staffGet(t, support, '/admin/api/trades.csv?side=x')).statusCode).toBe(400);
    expect((await staffGet(t, support, '/admin/api/trades/XYZ')).statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(counts);
    expect(await auditCount(t, 'staff.trades_viewed')).toBe(audits);
  });

  it('refuses customers and callers without a staff token', async () => {
    expect((await staffGet(t, alice.tokens.at, '/admin/api/trades')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/trades' })).statusCode).toBe(401);
  });
});

describe('GET /admin/api/trades/{guid}', () => {
  it('shows a trade with its balanced journal entry', async () => {
    const res = await staffGet(t, support, `/admin/api/trades/${guids.aliceBtc}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.trade).toMatchObject({ guid: guids.aliceBtc, customer_name: 'Ada Lovelace' });
    expect(BigInt(data.price)).toBeGreaterThan(BigInt(data.mid_price));
    expect(data.entry).toMatchObject({ kind: 'trade', reference: `trade:${guids.aliceBtc}` });
    expect(data.entry.balanced).toBe(true);
    const kinds = data.entry.postings.map((p: { account_kind: string }) => p.account_kind);
    expect(kinds.sort()).toEqual(['customer', 'customer', 'house', 'house']);
    const cad = data.entry.postings
      .filter((p: { asset: string }) => p.asset === 'CAD')
      .map((p: { amount: string }) => BigInt(p.amount));
    expect(cad).toContain(-100_00n);
    expect(await auditCount(t, 'staff.trade_viewed')).toBeGreaterThan(0);
    await expectSoundBooks(t);
  });

  it('answers 404 for a trade that does not exist', async () => {
    const res = await staffGet(t, support, `/admin/api/trades/${'0'.repeat(32)}`);
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
  });
});

describe('GET /admin/api/trades.csv', () => {
  it('exports the filtered trades as CSV with a header, audited', async () => {
    const before = await auditCount(t, 'staff.trades_exported');
    const res = await staffGet(t, support, '/admin/api/trades.csv?symbol=ETH-CAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows: Record<string, string>[] = parseCsv(res.body, { columns: true });
    expect(rows.map((row) => row.guid)).toEqual([guids.bobSell, guids.aliceEth]);
    // Each amount says its unit: the legs with their asset, the CAD side and fee in cents.
    expect(rows[1]).toMatchObject({
      side: 'buy',
      symbol: 'ETH-CAD',
      receive_asset: 'ETH',
      deliver_asset: 'CAD',
      deliver_amount_minor_units: '200000',
      cad_amount_cents: '200000',
    });
    expect(rows[0]).toMatchObject({ side: 'sell', receive_asset: 'CAD', deliver_asset: 'ETH' });
    expect(await auditCount(t, 'staff.trades_exported')).toBe(before + 1);
    // The export formats its cells in SQL: each says what the list answers for that trade.
    const listed = await staffGet(t, support, '/admin/api/trades?symbol=ETH-CAD');
    const objects: Record<string, string | null>[] = listed.json().data.objects;
    const unitOf: Record<string, string> = {
      receive_amount_minor_units: 'receive_amount',
      deliver_amount_minor_units: 'deliver_amount',
      fee_cad_cents: 'fee',
      cad_amount_cents: 'cad_amount',
    };
    const withoutAssets = rows.map(({ receive_asset, deliver_asset, ...rest }) => rest);
    expect(withoutAssets).toEqual(
      objects.map((trade) =>
        Object.fromEntries(
          adminTradeCsvColumns
            .filter((column) => !column.endsWith('_asset'))
            .map((column) => [column, trade[unitOf[column] ?? column] ?? '']),
        ),
      ),
    );
    expect(rows[0]?.settles_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('orders by the time itself, microseconds included, not by its text', async () => {
    // Two trades in one millisecond: the later (by microseconds) has the smaller guid, so an
    // order by the exported text (equal) and then the guid would put them the wrong way round.
    const [first, second] = [guids.aliceEth, guids.bobSell].sort();
    await sql`UPDATE trades SET created_at = CASE guid
        WHEN ${first} THEN timestamptz '2020-01-01 00:00:00.123900Z'
        ELSE timestamptz '2020-01-01 00:00:00.123100Z' END
      WHERE guid IN (${first}, ${second})`.execute(t.database.db);
    const res = await staffGet(t, support, '/admin/api/trades.csv?symbol=ETH-CAD');
    const rows: Record<string, string>[] = parseCsv(res.body, { columns: true });
    expect(rows.map((row) => [row.guid, row.created_at])).toEqual([
      [first, '2020-01-01T00:00:00.123Z'],
      [second, '2020-01-01T00:00:00.123Z'],
    ]);
  });
});

describe('the totals', () => {
  it('count only completed trades: never a failed one, a settling one once it has settled', async () => {
    const dave = await fundedCustomer(t, 1_000_00n);
    const quote = (cents: bigint) =>
      api(t, dave.tokens.at, 'POST', '/api/quotes', {
        symbol: 'BTC-CAD',
        side: 'buy',
        deliver_amount: cents,
      });
    // Quoted while the CAD was there; spent by the next trade before it is confirmed.
    const late = await quote(500_00n);
    const done = await trade(t, dave, 'BTC-CAD', 'buy', 755_65n);
    t.clock.advance(1);
    const failed = await api(t, dave.tokens.at, 'POST', '/api/trades', {
      quote_guid: late.json.guid,
    });
    expect(failed.json).toMatchObject({ state: 'failed', failure_code: 'non_sufficient_funds' });

    const settling = await list(`?customer_guid=${dave.guid}`);
    expect(guidsOf(settling)).toEqual([failed.json.guid, done.guid]);
    expect(settling.totals).toMatchObject({ count: 0, cad_amount: '0' });

    t.clock.advance(5);
    await t.services.settlement.settleDue();
    const settled = await list(`?customer_guid=${dave.guid}`);
    expect(guidsOf(settled)).toEqual([failed.json.guid, done.guid]);
    expect(settled.totals).toMatchObject({
      count: 1,
      buys: 1,
      sells: 0,
      cad_amount: '75565',
      fees: '0',
    });
    const onlyFailed = await list(`?customer_guid=${dave.guid}&state=failed`);
    expect(guidsOf(onlyFailed)).toEqual([failed.json.guid]);
    expect(onlyFailed.totals).toMatchObject({ count: 0, cad_amount: '0' });
    const onlyCompleted = await list(`?customer_guid=${dave.guid}&state=completed`);
    expect(onlyCompleted.totals).toMatchObject({ count: 1, cad_amount: '75565' });
  });
});
