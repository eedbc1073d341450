import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock.js';
import type { Database } from '../../infra/db/database.js';
import { newGuid } from '../../infra/ids.js';
import { type ProvisionedCustomer, provisionedCustomer } from '../../testing/ledger-fixtures.js';
import { createTestDatabase } from '../../testing/test-database.js';
// The ledger's mechanics alone: its entries stand for no flow a customer was shown (ADR 36).
import { bookViolations } from './invariants.js';
import { type EntryRequest, LedgerService } from './ledger.service.js';
import { houseShard, type PlatformAccounts } from './platform-accounts.js';

/**
 * Random sequences of ledger operations — funding, transfers between customers, trades against
 * the house with settlement holds, releases and replays — against a simple model of what each
 * customer should have. Transfers and trades are posted in batches of random size by `post`,
 * which must answer and book exactly as if each were posted in turn. After every sequence the
 * books match the model and every invariant holds.
 */
let database: Database;
let platform: PlatformAccounts;
const ledger = new LedgerService(systemClock);

beforeAll(async () => {
  database = await createTestDatabase();
  platform = await ledger.platformAccounts(database.db);
});
afterAll(() => database.close());

const customerIndex = fc.integer({ min: 0, max: 2 });
const amount = fc.bigInt({ min: 1n, max: 5_000n });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('fund' as const), who: customerIndex, amount }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: customerIndex,
    to: customerIndex,
    amount,
  }),
  fc.record({
    kind: fc.constant('buy' as const),
    who: customerIndex,
    cad: amount,
    btc: amount,
  }),
  fc.record({
    kind: fc.constant('sell' as const),
    who: customerIndex,
    cad: amount,
    btc: amount,
  }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
  // Transfers and trades wait and are posted together, as the trade batches post them.
  fc.record({ kind: fc.constant('flush' as const) }),
);

interface Wallet {
  cad: bigint;
  btc: bigint;
  btcHeld: bigint;
}

it('keeps the books equal to the model and every invariant, whatever happens', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (operations) => {
      const customers: ProvisionedCustomer[] = [];
      for (let i = 0; i < 3; i += 1) customers.push(await provisionedCustomer(database.db));
      const model: Wallet[] = customers.map(() => ({ cad: 0n, btc: 0n, btcHeld: 0n }));
      const posted: EntryRequest[] = [];
      const openHolds: { reference: string; who: number; amount: bigint }[] = [];
      const at = (index: number) => {
        const customer = customers[index];
        const wallet = model[index];
        if (customer === undefined || wallet === undefined) throw new Error('no such customer');
        return { customer, wallet };
      };

      let pending: { request: EntryRequest; affordable: boolean }[] = [];
      const post = (request: EntryRequest, affordable: boolean) => {
        pending.push({ request, affordable });
        return affordable;
      };
      const flush = async () => {
        const batch = pending;
        pending = [];
        const outcomes = await database.db.transaction().execute((trx) =>
          ledger.post(
            trx,
            batch.map(({ request }) => request),
          ),
        );
        expect(outcomes.map(({ outcome }) => outcome)).toEqual(
          batch.map(({ affordable }) => (affordable ? 'posted' : 'insufficient_funds')),
        );
        for (const { request, affordable } of batch) if (affordable) posted.push(request);
      };

      // Everyone starts with about two operations' worth, so batches often run out part-way.
      const start = [0, 1, 2].map((who) => ({ kind: 'fund' as const, who, amount: 5_000n }));
      for (const op of [...start, ...operations]) {
        const key = newGuid();
        if (op.kind !== 'transfer' && op.kind !== 'buy' && op.kind !== 'sell') await flush();
        if (op.kind === 'flush') continue;
        if (op.kind === 'fund') {
          const { customer, wallet } = at(op.who);
          await ledger.fundFromSandbox(database.db, {
            ledgerAccountId: customer.accounts.CAD.ledgerAccountId,
            asset: 'CAD',
            amount: op.amount,
            idempotencyKey: key,
          });
          wallet.cad += op.amount;
        } else if (op.kind === 'transfer') {
          const from = at(op.from);
          const to = at(op.to);
          // Funds are checked on each account's net change: moving money to itself nets zero.
          const affordable = op.from === op.to || from.wallet.cad >= op.amount;
          const done = post(
            {
              kind: 'trade',
              idempotencyKey: key,
              reference: key,
              postings: [
                {
                  accountId: from.customer.accounts.CAD.ledgerAccountId,
                  asset: 'CAD',
                  amount: -op.amount,
                },
                {
                  accountId: to.customer.accounts.CAD.ledgerAccountId,
                  asset: 'CAD',
                  amount: op.amount,
                },
              ],
            },
            affordable,
          );
          if (done) {
            from.wallet.cad -= op.amount;
            to.wallet.cad += op.amount;
          }
        } else if (op.kind === 'buy' || op.kind === 'sell') {
          const { customer, wallet } = at(op.who);
          const buying = op.kind === 'buy';
          const sign = buying ? 1n : -1n;
          const affordable = buying ? wallet.cad >= op.cad : wallet.btc - wallet.btcHeld >= op.btc;
          const cadHouse = houseShard(platform.CAD, key);
          const btcHouse = houseShard(platform.BTC, key);
          const done = post(
            {
              kind: 'trade',
              idempotencyKey: key,
              reference: key,
              postings: [
                {
                  accountId: customer.accounts.CAD.ledgerAccountId,
                  asset: 'CAD',
                  amount: -sign * op.cad,
                },
                { accountId: cadHouse, asset: 'CAD', amount: sign * op.cad },
                { accountId: btcHouse, asset: 'BTC', amount: -sign * op.btc },
                {
                  accountId: customer.accounts.BTC.ledgerAccountId,
                  asset: 'BTC',
                  amount: sign * op.btc,
                },
              ],
              // Bought coins settle later: held until then.
              holds: buying
                ? [{ accountId: customer.accounts.BTC.ledgerAccountId, amount: op.btc }]
                : [],
            },
            affordable,
          );
          if (done) {
            wallet.cad -= sign * op.cad;
            wallet.btc += sign * op.btc;
            if (buying) {
              wallet.btcHeld += op.btc;
              openHolds.push({ reference: key, who: op.who, amount: op.btc });
            }
          }
        } else if (op.kind === 'settle') {
          const hold = openHolds.splice(op.pick % Math.max(openHolds.length, 1), 1)[0];
          if (hold !== undefined) {
            await database.db
              .transaction()
              .execute((trx) => ledger.releaseHolds(trx, [hold.reference]));
            at(hold.who).wallet.btcHeld -= hold.amount;
          }
        } else {
          const earlier = posted[op.pick % Math.max(posted.length, 1)];
          if (earlier !== undefined) {
            const [outcome] = await ledger.post(database.db, [earlier]);
            expect(outcome.outcome).toBe('replayed');
          }
        }
      }

      await flush();
      for (const [index, customer] of customers.entries()) {
        const { wallet } = at(index);
        const balances = await ledger.balancesOf(database.db, [
          customer.accounts.CAD.guid,
          customer.accounts.BTC.guid,
        ]);
        expect(balances.get(customer.accounts.CAD.guid)).toMatchObject({
          balance: wallet.cad,
          available: wallet.cad,
        });
        expect(balances.get(customer.accounts.BTC.guid)).toMatchObject({
          balance: wallet.btc,
          available: wallet.btc - wallet.btcHeld,
        });
      }
      expect(await bookViolations(database.db)).toEqual({});
    }),
    { numRuns: 100 },
  );
}, 120_000);
