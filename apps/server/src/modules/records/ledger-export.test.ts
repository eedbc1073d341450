import { type LedgerExportRow, ledgerExportColumns, ledgerExportRowSchema } from '@maple/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectsOf } from '../../testing/account-flows.js';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { trade } from '../../testing/books-flows.js';
import {
  addedWallet,
  confirmCryptoWithdrawal,
  cryptoQuoteGuid,
  testWallets,
} from '../../testing/crypto-withdrawal-flows.js';
import {
  bearer,
  enrolSecondFactor,
  finishDueWork,
  type SignedInCustomer,
  signedInCustomer,
  signInAgain,
} from '../../testing/flows.js';
import {
  confirmWithdrawal,
  eftDeposit,
  expectSoundBooks,
  postTransfer,
  quoteGuid,
  runRails,
} from '../../testing/funding-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, fund, fundedCustomer } from '../../testing/trading-flows.js';
import { PriceLookup } from '../market/price-lookup.js';
import { LedgerExport } from './ledger-export.service.js';

/**
 * The customer's full ledger export (ADR 71): a varied history exported as CSV and JSON, read
 * back with a real CSV parser, re-imported to the customer's balances exactly, and matched
 * against what the trades and transfers showed.
 */
let t: TestApp;
let me: SignedInCustomer;
let other: SignedInCustomer;
/** The customer's tokens once the history is made (the clock has moved past the first ones). */
let tokens: { ut: string; at: string };
beforeAll(async () => {
  t = await createTestApp({
    funding: { ...testConfig.funding, eftDepositHoldSeconds: 0 },
    wallets: { ...testConfig.wallets, cooldownSeconds: 60 },
  });
  me = await enrolSecondFactor(t, await signedInCustomer(t));
  await history(me);
  other = await fundedCustomer(t, 100_000n);
  await trade(t, other, 'BTC-CAD', 'buy', 30_000n);
  await finishDueWork(t);
  tokens = await signInAgain(t, me);
}, 180_000);
afterAll(() => t.close());

/** Moves the clock on and does every job then due: settlements, rail and chain steps, scans. */
async function after(seconds: number) {
  t.clock.advance(seconds);
  await finishDueWork(t);
  await t.services.crypto.deposits.scan();
  await finishDueWork(t);
}

/** A CAD deposit, buys and sells of two coins, a CAD withdrawal, a crypto deposit and withdrawal. */
async function history(who: SignedInCustomer) {
  await eftDeposit(t, who, 300_000n);
  const btc = await trade(t, who, 'BTC-CAD', 'buy', 50_000n);
  const eth = await trade(t, who, 'ETH-CAD', 'buy', 40_000n);
  await after(10);
  await trade(t, who, 'BTC-CAD', 'sell', BigInt(String(btc.receive_amount)) / 2n);
  await trade(t, who, 'ETH-CAD', 'sell', BigInt(String(eth.receive_amount)) / 3n);
  await after(10);
  const bank = await linkBankAccount(t.services, t.database.db, who.guid);
  const cadQuote = await quoteGuid(t, who, 'withdrawal', 20_000n);
  const cad = await postTransfer(t, who, {
    quote_guid: cadQuote,
    transfer_type: 'funding',
    payment_rail: 'eft',
    external_bank_account_guid: bank.guid,
    confirmation_token: await confirmWithdrawal(t, who, cadQuote, bank.guid),
  });
  expect(cad.statusCode, cad.body).toBe(201);
  for (let step = 0; step < 3; step += 1) await runRails(t, 60);
  const deposited = await t.app.inject({
    method: 'POST',
    url: '/customers/sandbox/crypto-deposits',
    headers: bearer(who.tokens.ut),
    payload: { asset: 'ETH', amount: '100000000000000000' },
  });
  expect(deposited.statusCode).toBe(201);
  const wallet = await addedWallet(t, who, 'ETH');
  for (let block = 0; block < 15; block += 1) await after(12);
  const quote = await cryptoQuoteGuid(t, who, 'ETH', 10_000_000_000_000_000n);
  const sent = await postTransfer(t, who, {
    quote_guid: quote,
    transfer_type: 'crypto',
    external_wallet_guid: wallet,
    confirmation_token: await confirmCryptoWithdrawal(t, who, quote, wallet),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  for (let block = 0; block < 15; block += 1) await after(12);
  await fund(t, who.guid, 'LTC', 123_456n);
}

const exportOf = (token: string, query: string) =>
  t.app.inject({ url: `/customers/ledger-export${query}`, headers: bearer(token) });

/** A CSV row as the contract's row: empty cells are the absent values. */
const fromCsv = (record: Record<string, string>): LedgerExportRow =>
  ledgerExportRowSchema.parse(
    Object.fromEntries(
      Object.entries(record).map(([key, cell]) => [key, cell === '' ? null : cell]),
    ),
  );

async function exported(token: string) {
  const csv = await exportOf(token, '?format=csv');
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toMatch(
    /^attachment; filename="maple-ledger-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const [header, ...lines] = parseCsv(csv.body) as string[][];
  expect(header).toEqual([...ledgerExportColumns]);
  const records = parseCsv(csv.body, { columns: true }) as Record<string, string>[];
  expect(records).toHaveLength(lines.length);
  const json = await exportOf(token, '?format=json');
  expect(json.statusCode).toBe(200);
  expect(json.headers['content-disposition']).toMatch(/filename="maple-ledger-.*\.json"$/);
  return {
    csv: records.map(fromCsv),
    json: (JSON.parse(json.body) as unknown[]).map((row) => ledgerExportRowSchema.parse(row)),
  };
}

const sumBy = (rows: readonly LedgerExportRow[], key: (row: LedgerExportRow) => string) => {
  const sums = new Map<string, bigint>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0n) + BigInt(row.amount));
  return sums;
};

describe('GET /customers/ledger-export', () => {
  it("re-imports to the customer's balances exactly, in CSV and JSON alike, oldest first", async () => {
    const { csv, json } = await exported(tokens.ut);
    expect(json).toEqual(csv);
    const ids = csv.map((row) => BigInt(row.posting_id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(ids).size).toBe(ids.length);

    const accounts = objectsOf((await api(t, tokens.at, 'GET', '/api/accounts?per_page=100')).json);
    const balances = new Map(
      accounts.map((a) => [String(a.guid), BigInt(String(a.platform_balance))]),
    );
    const byAccount = sumBy(csv, (row) => row.account_guid);
    for (const [guid, balance] of balances) expect(byAccount.get(guid) ?? 0n, guid).toBe(balance);
    expect([...byAccount.keys()].every((guid) => balances.has(guid))).toBe(true);
    // Each account's last balance_after is its balance, and per asset the sums are the ledger's.
    for (const [guid, balance] of balances) {
      const last = csv.filter((row) => row.account_guid === guid).at(-1);
      expect(BigInt(last?.balance_after ?? '0')).toBe(balance);
    }
    const ledger = await t.services.ledger.balancesOf(t.database.db, [...balances.keys()]);
    const perAsset = sumBy(csv, (row) => row.asset);
    for (const { asset, balance } of ledger.values())
      expect(perAsset.get(asset) ?? 0n).toBe(balance);
    expect(new Set(csv.map((row) => row.asset))).toEqual(new Set(['CAD', 'BTC', 'ETH', 'LTC']));
    await expectSoundBooks(t);
  });

  it('states each trade at its price and fee, once, as the trade showed it', async () => {
    const { csv } = await exported(tokens.ut);
    const trades = objectsOf((await api(t, tokens.at, 'GET', '/api/trades?per_page=100')).json);
    expect(trades).toHaveLength(4);
    for (const shown of trades) {
      const rows = csv.filter((row) => row.reference === shown.guid);
      expect(rows.map((row) => row.kind)).toEqual(['trade', 'trade']);
      const [coin] = String(shown.symbol).split('-');
      const cad = rows.find((row) => row.asset === 'CAD');
      const crypto = rows.find((row) => row.asset === coin);
      const buy = shown.side === 'buy';
      const fee = BigInt(String(shown.fee));
      const deliver = BigInt(String(shown.deliver_amount));
      const receive = BigInt(String(shown.receive_amount));
      expect(cad).toMatchObject({
        rate: '1',
        rate_source: 'cad',
        fee: fee > 0n ? String(fee) : null,
      });
      expect(BigInt(cad?.amount ?? '0')).toBe(buy ? -deliver : receive);
      expect(BigInt(crypto?.amount ?? '0')).toBe(buy ? receive : -deliver);
      // The coin's CAD value is what was paid for it, or got for it, before the fee.
      expect(BigInt(crypto?.cad_value_cents ?? '0')).toBe(buy ? deliver - fee : -(receive + fee));
      expect(crypto).toMatchObject({ rate_source: 'trade_price', fee: null });
    }
  });

  it('names the network, hash, address and network fee of crypto transfers', async () => {
    const { csv } = await exported(tokens.ut);
    const transfers = objectsOf(
      (await api(t, tokens.at, 'GET', '/api/transfers?per_page=100')).json,
    );
    const withdrawal = transfers.find(
      (x) => x.transfer_type === 'crypto' && x.side === 'withdrawal',
    );
    const deposit = transfers.find((x) => x.transfer_type === 'crypto' && x.side === 'deposit');
    const sent = csv.filter((row) => row.reference === withdrawal?.guid);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'crypto_withdrawal',
      asset: 'ETH',
      amount: `-${String(withdrawal?.amount)}`,
      fee: String(withdrawal?.network_fee),
      fee_asset: 'ETH',
      network: 'ethereum_testnet',
      transaction_hash: withdrawal?.txn_hash,
      address: testWallets.ETH.address,
    });
    const received = csv.filter((row) => row.reference === deposit?.guid);
    expect(received).toMatchObject([
      { kind: 'crypto_deposit', network: 'ethereum_testnet', transaction_hash: deposit?.txn_hash },
    ]);
    expect(received[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    for (const row of [...sent, ...received]) {
      // Valued at the market's mid price nearest before the entry, rounded toward zero.
      expect(row.rate_source).toBe('market_mid');
      const scale = 10n ** (18n + 8n - 2n);
      const rate = BigInt((row.rate ?? '').replace('.', ''));
      expect(BigInt(row.cad_value_cents ?? 'x')).toBe((BigInt(row.amount) * rate) / scale);
      expect(Date.parse(row.rate_at ?? '')).toBeLessThanOrEqual(Date.parse(row.posted_at));
    }
    const kinds = new Set(csv.map((row) => row.kind));
    expect(kinds).toEqual(
      new Set([
        'funding_deposit',
        'trade',
        'funding_withdrawal',
        'crypto_deposit',
        'crypto_withdrawal',
        'sandbox_funding',
      ]),
    );
  });

  it("never shows another customer's rows, and pages give the same rows as one read", async () => {
    const mine = await exported(tokens.ut);
    const theirs = await exported(other.tokens.ut);
    const ours = new Set(mine.csv.map((row) => row.posting_id));
    expect(theirs.csv.length).toBeGreaterThan(0);
    expect(theirs.csv.some((row) => ours.has(row.posting_id))).toBe(false);
    const { services } = t;
    const small = new LedgerExport({
      db: t.database.db,
      ledger: services.ledger,
      accountsOf: async (db, guid) => [
        ...(
          await services.ledger.balancesOf(db, await services.accounts.guidsOf(db, guid))
        ).values(),
      ],
      trades: services.tradeRecords,
      transfers: services.transferRecords,
      addresses: services.walletAddresses,
      prices: () => new PriceLookup(services.market),
      pageSize: 3,
    });
    const paged: LedgerExportRow[] = [];
    for await (const page of await small.pages(me.guid)) paged.push(...page);
    expect(paged).toEqual(mine.csv);
  });

  it('answers an empty history with the header alone, or []', async () => {
    const fresh = await signedInCustomer(t);
    const csv = await exportOf(fresh.tokens.ut, '?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(`${ledgerExportColumns.join(',')}\n`);
    const json = await exportOf(fresh.tokens.ut, '?format=json');
    expect(JSON.parse(json.body)).toEqual([]);
    // CSV unless told.
    expect((await exportOf(fresh.tokens.ut, '')).headers['content-type']).toBe(
      'text/csv; charset=utf-8',
    );
  });

  it('refuses a bad format with 400 and no file, and a caller without a token with 401', async () => {
    for (const query of ['?format=xlsx', '?format=', '?format=csv&from=x', '?format[]=csv']) {
      const res = await exportOf(tokens.ut, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: expect.any(String) });
    }
    const anonymous = await t.app.inject({ url: '/customers/ledger-export?format=csv' });
    expect(anonymous.statusCode).toBe(401);
    const platformToken = await exportOf(other.tokens.at, '?format=csv');
    expect(platformToken.statusCode).toBe(401);
  });
});
