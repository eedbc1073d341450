import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock.js';
import type { Database } from '../../infra/db/database.js';
import { newGuid } from '../../infra/ids.js';
import { provisionedCustomer } from '../../testing/ledger-fixtures.js';
import { createTestDatabase } from '../../testing/test-database.js';
// The ledger's mechanics alone: its entries stand for no flow a customer was shown (ADR 36).
import { bookViolations } from './invariants.js';
import { LedgerService, UnbalancedEntryError } from './ledger.service.js';
import { houseShard, type PlatformAccounts } from './platform-accounts.js';

let database: Database;
let platform: PlatformAccounts;
const ledger = new LedgerService(systemClock);

beforeAll(async () => {
  database = await createTestDatabase();
  platform = await ledger.platformAccounts(database.db);
});
afterAll(() => database.close());
afterEach(async () => {
  expect(await bookViolations(database.db)).toEqual({});
});

const entryCount = async () =>
  (
    await database.db
      .selectFrom('journal_entries')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

async function fundedCustomer(cad: bigint) {
  const customer = await provisionedCustomer(database.db);
  const outcome = await ledger.fundFromSandbox(database.db, {
    ledgerAccountId: customer.accounts.CAD.ledgerAccountId,
    asset: 'CAD',
    amount: cad,
    idempotencyKey: `fund:${customer.customerGuid}`,
  });
  expect(outcome.outcome).toBe('posted');
  return customer;
}

const balanceOf = async (guid: string) => {
  const balance = (await ledger.balancesOf(database.db, [guid])).get(guid);
  if (balance === undefined) throw new Error(`no balance for ${guid}`);
  return { balance: balance.balance, available: balance.available };
};

describe('the ledger', () => {
  it('opens a zero-balance ledger account for each platform account of a new customer', async () => {
    const customer = await provisionedCustomer(database.db);
    const balances = await ledger.balancesOf(
      database.db,
      Object.values(customer.accounts).map((account) => account.guid),
    );
    expect(balances.size).toBe(7);
    for (const balance of balances.values())
      expect(balance).toMatchObject({ balance: 0n, available: 0n });
  });

  it('moves money between accounts with a balanced entry', async () => {
    const a = await fundedCustomer(10_000n);
    const b = await provisionedCustomer(database.db);
    const [outcome] = await ledger.post(database.db, [
      {
        kind: 'trade',
        idempotencyKey: 'move-1',
        reference: 'move-1',
        postings: [
          { accountId: a.accounts.CAD.ledgerAccountId, asset: 'CAD', amount: -2_500n },
          { accountId: b.accounts.CAD.ledgerAccountId, asset: 'CAD', amount: 2_500n },
        ],
      },
    ]);
    expect(outcome.outcome).toBe('posted');
    expect(await balanceOf(a.accounts.CAD.guid)).toEqual({ balance: 7_500n, available: 7_500n });
    expect(await balanceOf(b.accounts.CAD.guid)).toEqual({ balance: 2_500n, available: 2_500n });
  });

  it('refuses a debit that would take a customer below zero, writing nothing', async () => {
    const a = await fundedCustomer(1_000n);
    const before = await entryCount();
    const [outcome] = await ledger.post(database.db, [
      {
        kind: 'trade',
        idempotencyKey: 'overdraft',
        reference: 'overdraft',
        postings: [
          { accountId: a.accounts.CAD.ledgerAccountId, asset: 'CAD', amount: -1_001n },
          { accountId: platform.CAD.fee, asset: 'CAD', amount: 1_001n },
        ],
      },
    ]);
    expect(outcome).toEqual({
      outcome: 'insufficient_funds',
      accountId: a.accounts.CAD.ledgerAccountId,
    });
    expect(await entryCount()).toBe(before);
    expect(await balanceOf(a.accounts.CAD.guid)).toEqual({ balance: 1_000n, available: 1_000n });
  });

  it('refuses unbalanced, empty-legged and cross-asset entries before touching the books', async () => {
    const a = await fundedCustomer(1_000n);
    const cad = a.accounts.CAD.ledgerAccountId;
    const before = await entryCount();
    const bad = [
      [
        { accountId: cad, asset: 'CAD' as const, amount: -5n },
        { accountId: platform.CAD.fee, asset: 'CAD' as const, amount: 4n },
      ],
      [
        { accountId: cad, asset: 'CAD' as const, amount: 0n },
        { accountId: platform.CAD.fee, asset: 'CAD' as const, amount: 0n },
      ],
      [{ accountId: cad, asset: 'CAD' as const, amount: -5n }],
      [
        { accountId: cad, asset: 'BTC' as const, amount: -5n },
        { accountId: platform.BTC.fee, asset: 'BTC' as const, amount: 5n },
      ],
    ];
    for (const [index, postings] of bad.entries()) {
      await expect(
        ledger.post(database.db, [
          {
            kind: 'trade',
            idempotencyKey: `bad-${index}`,
            reference: 'bad',
            postings,
          },
        ]),
      ).rejects.toBeInstanceOf(UnbalancedEntryError);
    }
    expect(await entryCount()).toBe(before);
  });

  it('posts an idempotency key once; a replay answers the first entry', async () => {
    const a = await fundedCustomer(1_000n);
    const request = {
      kind: 'trade' as const,
      idempotencyKey: `replay:${a.customerGuid}`,
      reference: 'replay',
      postings: [
        { accountId: a.accounts.CAD.ledgerAccountId, asset: 'CAD' as const, amount: -100n },
        { accountId: platform.CAD.fee, asset: 'CAD' as const, amount: 100n },
      ],
    };
    const [first] = await ledger.post(database.db, [request]);
    const [second] = await ledger.post(database.db, [request]);
    expect(first.outcome).toBe('posted');
    expect(second).toEqual({
      outcome: 'replayed',
      entryId: 'entryId' in first ? first.entryId : -1n,
    });
    expect(await balanceOf(a.accounts.CAD.guid)).toEqual({ balance: 900n, available: 900n });
  });

  it('counts held funds in the balance but not in what is available, until released', async () => {
    const a = await provisionedCustomer(database.db);
    const btc = a.accounts.BTC.ledgerAccountId;
    await ledger.post(database.db, [
      {
        kind: 'trade',
        idempotencyKey: 'held-credit',
        reference: 'trade-held',
        postings: [
          { accountId: houseShard(platform.BTC, a.customerGuid), asset: 'BTC', amount: -50_000n },
          { accountId: btc, asset: 'BTC', amount: 50_000n },
        ],
        holds: [{ accountId: btc, amount: 50_000n }],
      },
    ]);
    expect(await balanceOf(a.accounts.BTC.guid)).toEqual({ balance: 50_000n, available: 0n });

    const [spendHeld] = await ledger.post(database.db, [
      {
        kind: 'trade',
        idempotencyKey: 'spend-held',
        reference: 'spend-held',
        postings: [
          { accountId: btc, asset: 'BTC', amount: -1n },
          { accountId: platform.BTC.fee, asset: 'BTC', amount: 1n },
        ],
      },
    ]);
    expect(spendHeld.outcome).toBe('insufficient_funds');

    await ledger.releaseHolds(database.db, ['trade-held']);
    await ledger.releaseHolds(database.db, ['trade-held']);
    expect(await balanceOf(a.accounts.BTC.guid)).toEqual({ balance: 50_000n, available: 50_000n });
  });

  it('keeps journal entries and postings append-only', async () => {
    await fundedCustomer(10n);
    await expect(sql`UPDATE postings SET amount = amount * 2`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM journal_entries`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('lets 50 concurrent debits spend one balance only as far as it goes', async () => {
    const a = await fundedCustomer(10_000n);
    const attempts = Array.from({ length: 50 }, (_, index) =>
      database.db.transaction().execute((trx) =>
        ledger.post(trx, [
          {
            kind: 'trade',
            idempotencyKey: `race:${a.customerGuid}:${index}`,
            reference: `race-${index}`,
            postings: [
              { accountId: a.accounts.CAD.ledgerAccountId, asset: 'CAD', amount: -300n },
              { accountId: houseShard(platform.CAD, newGuid()), asset: 'CAD', amount: 300n },
            ],
          },
        ]),
      ),
    );
    const outcomes = (await Promise.all(attempts)).map(([outcome]) => outcome);
    expect(outcomes.filter((o) => o.outcome === 'posted')).toHaveLength(33);
    expect(outcomes.filter((o) => o.outcome === 'insufficient_funds')).toHaveLength(17);
    expect(await balanceOf(a.accounts.CAD.guid)).toEqual({ balance: 100n, available: 100n });
  });
});
