import { parse, parseNumberAndBigInt } from 'lossless-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkBankAccount } from '../../testing/bank-account-fixtures.js';
import { trade } from '../../testing/books-flows.js';
import {
  addedWallet,
  confirmCryptoWithdrawal,
  cryptoQuoteGuid,
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
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';

/**
 * The customer's history reconciles with their ledger, one to one (ADR 37): a deposit, trades,
 * CAD and crypto transfers both ways and adjustments, all through HTTP; then every journal entry
 * that touched one of the customer's accounts is named by exactly one item of the history the
 * customer reads (/api/trades, /api/transfers, /customers/adjustments), each item by at least one
 * entry, and what each item says moved is what its entries moved on the customer's accounts.
 */
let t: TestApp;
beforeAll(async () => {
  // No deposit hold and a short wallet cooldown, moved past with the test clock.
  t = await createTestApp({
    funding: { ...testConfig.funding, eftDepositHoldSeconds: 0 },
    wallets: { ...testConfig.wallets, cooldownSeconds: 60 },
  });
});
afterAll(() => t.close());

/** Moves the clock on and does every job then due: settlements, rail and chain steps, scans. */
async function after(seconds: number) {
  t.clock.advance(seconds);
  await finishDueWork(t);
  await t.services.crypto.deposits.scan();
  await finishDueWork(t);
}

/** A manual adjustment proposed by compliance and approved by an admin, through the back office. */
async function adjusted(customerGuid: string, fields: Record<string, string>) {
  const maker = await signedInStaff(t, 'compliance');
  const checker = await signedInStaff(t, 'admin');
  const proposed = await t.app.inject({
    method: 'POST',
    url: '/admin/api/adjustments',
    headers: bearer(maker),
    payload: {
      customer_guid: customerGuid,
      category: 'correction',
      reason: 'Reconciliation scenario',
      customer_note: 'A correction to your account',
      ...fields,
    },
  });
  const { guid } = proposed.json<{ data: { guid: string } }>().data;
  const approved = await t.app.inject({
    method: 'POST',
    url: `/admin/api/adjustments/${guid}/approve`,
    headers: bearer(checker),
    payload: { reason: 'Checked' },
  });
  expect(approved.statusCode).toBe(200);
}

/** Every kind of movement a customer makes, each carried to its end. */
async function everyMovement(me: SignedInCustomer) {
  await eftDeposit(t, me, 200_000n);
  const bought = await trade(t, me, 'BTC-CAD', 'buy', 50_000n);
  // What a purchase brings is the customer's to sell once it has settled.
  await after(10);
  await trade(t, me, 'BTC-CAD', 'sell', BigInt(String(bought.receive_amount)) / 2n);
  await after(10);

  const bank = await linkBankAccount(t.services, t.database.db, me.guid);
  const cadQuote = await quoteGuid(t, me, 'withdrawal', 20_000n);
  const cadWithdrawal = await postTransfer(t, me, {
    quote_guid: cadQuote,
    transfer_type: 'funding',
    payment_rail: 'eft',
    external_bank_account_guid: bank.guid,
    confirmation_token: await confirmWithdrawal(t, me, cadQuote, bank.guid),
  });
  expect(cadWithdrawal.statusCode, cadWithdrawal.body).toBe(201);
  for (let step = 0; step < 3; step += 1) await runRails(t, 60);

  const deposited = await t.app.inject({
    method: 'POST',
    url: '/customers/sandbox/crypto-deposits',
    headers: bearer(me.tokens.ut),
    payload: { asset: 'ETH', amount: '100000000000000000' },
  });
  expect(deposited.statusCode).toBe(201);
  const wallet = await addedWallet(t, me, 'ETH');
  // Twelve confirmations credit the deposit; the wallet's cooldown passes meanwhile.
  for (let block = 0; block < 15; block += 1) await after(12);
  const cryptoQuote = await cryptoQuoteGuid(t, me, 'ETH', 10_000_000_000_000_000n);
  const cryptoWithdrawal = await postTransfer(t, me, {
    quote_guid: cryptoQuote,
    transfer_type: 'crypto',
    external_wallet_guid: wallet,
    confirmation_token: await confirmCryptoWithdrawal(t, me, cryptoQuote, wallet),
  });
  expect(cryptoWithdrawal.statusCode, cryptoWithdrawal.body).toBe(201);
  for (let block = 0; block < 15; block += 1) await after(12);

  await adjusted(me.guid, { asset: 'CAD', direction: 'credit', amount: '1234' });
  await adjusted(me.guid, { asset: 'ETH', direction: 'debit', amount: '5000' });
}

/** A customer-facing list, read as a careful client reads it (amounts past 2^53 exact). */
async function read(url: string, token: string): Promise<Record<string, unknown>[]> {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  const body = parse(res.body, null, parseNumberAndBigInt) as {
    objects?: Record<string, unknown>[];
    data?: { objects: Record<string, unknown>[] };
  };
  return body.objects ?? body.data?.objects ?? [];
}

const units = (value: unknown): bigint => BigInt(String(value ?? 0));

/**
 * What each history item says moved on the customer's accounts, per asset, keyed by the
 * reference its journal entries carry.
 */
function historyMoves(
  trades: Record<string, unknown>[],
  transfers: Record<string, unknown>[],
  adjustments: Record<string, unknown>[],
): Map<string, Map<string, bigint>> {
  const moves = new Map<string, Map<string, bigint>>();
  const add = (reference: string, asset: string, amount: bigint) => {
    const item = moves.get(reference) ?? new Map<string, bigint>();
    item.set(asset, (item.get(asset) ?? 0n) + amount);
    moves.set(reference, item);
  };
  for (const row of trades) {
    const [crypto, cad] = String(row.symbol).split('-');
    const buy = row.side === 'buy';
    add(`trade:${row.guid}`, String(buy ? cad : crypto), -units(row.deliver_amount));
    add(`trade:${row.guid}`, String(buy ? crypto : cad), units(row.receive_amount));
  }
  for (const row of transfers) {
    const sign = row.side === 'deposit' ? 1n : -1n;
    // A withdrawal takes its amount, the fees it pays inside it (the quote's deliver amount,
    // ADR 36): a network fee taken on top of it would be taken twice.
    add(`transfer:${row.guid}`, String(row.asset), sign * units(row.amount));
  }
  for (const row of adjustments) {
    const sign = row.direction === 'credit' ? 1n : -1n;
    add(`adjustment:${row.guid}`, String(row.asset), sign * units(row.amount));
  }
  return moves;
}

/** What the journal entries moved on the customer's accounts, per reference and asset. */
async function ledgerMoves(customerGuid: string) {
  const rows = await t.database.db
    .selectFrom('postings as p')
    .innerJoin('ledger_accounts as l', 'l.id', 'p.account_id')
    .innerJoin('accounts as a', 'a.guid', 'l.account_guid')
    .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
    .select(['e.id as entryId', 'e.reference', 'l.asset', 'p.amount'])
    .where('a.customer_guid', '=', customerGuid)
    .execute();
  const moves = new Map<string, Map<string, bigint>>();
  const entries = new Map<string, string | null>();
  for (const row of rows) {
    entries.set(String(row.entryId), row.reference);
    const reference = row.reference ?? `unreferenced entry ${row.entryId}`;
    const item = moves.get(reference) ?? new Map<string, bigint>();
    item.set(row.asset, (item.get(row.asset) ?? 0n) + BigInt(row.amount));
    moves.set(reference, item);
  }
  // An item's movements that cancel out (a hold given back) still name it; zeros are dropped.
  for (const item of moves.values()) {
    for (const [asset, amount] of item) if (amount === 0n) item.delete(asset);
  }
  return { moves, entries };
}

describe('the customer’s history and their ledger', () => {
  it('name each other one to one, and agree on what moved', async () => {
    // Withdrawals need a second factor: the customer enrols one first.
    const me = await enrolSecondFactor(t, await signedInCustomer(t));
    await everyMovement(me);
    await finishDueWork(t);

    // The clock has moved past the access token's life: the customer signs in again.
    const tokens = await signInAgain(t, me);
    const trades = await read('/api/trades?per_page=100', tokens.at);
    const transfers = await read('/api/transfers?per_page=100', tokens.at);
    const adjustments = await read('/customers/adjustments?per_page=100', tokens.ut);
    expect(trades.map((row) => row.state)).toEqual(['completed', 'completed']);
    expect(transfers.map((row) => [row.transfer_type, row.side, row.state])).toEqual(
      expect.arrayContaining([
        ['funding', 'deposit', 'completed'],
        ['funding', 'withdrawal', 'completed'],
        ['crypto', 'deposit', 'completed'],
        ['crypto', 'withdrawal', 'completed'],
      ]),
    );
    expect(transfers).toHaveLength(4);
    expect(adjustments).toHaveLength(2);

    const history = historyMoves(trades, transfers, adjustments);
    const ledger = await ledgerMoves(me.guid);
    // Every entry on the customer's accounts is named by exactly one history item…
    expect(history.size).toBe(trades.length + transfers.length + adjustments.length);
    for (const [entry, reference] of ledger.entries) {
      expect(reference !== null && history.has(reference), `entry ${entry} (${reference})`).toBe(
        true,
      );
    }
    // …each item by at least one entry, and what each item says moved is what its entries moved.
    expect(new Map([...ledger.moves].map(([reference, item]) => [reference, item]))).toEqual(
      new Map(
        [...history].map(([reference, item]) => [
          reference,
          new Map([...item].filter(([, amount]) => amount !== 0n)),
        ]),
      ),
    );
    await expectSoundBooks(t);
  });
});
