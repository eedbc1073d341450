import type { AssetCode } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { torontoDay, torontoDayStart } from '../../infra/clock.js';
import { newGuid } from '../../infra/ids.js';
import {
  type PastEntry,
  type ProvisionedCustomer,
  postPastEntries,
  provisionedCustomer,
} from '../../testing/ledger-fixtures.js';
import {
  customersActiveBetween,
  ledgerBalancesAt,
  statementsOf,
} from '../../testing/statement-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { statementPeriod } from './statement-period.js';

/**
 * Statements against the ledger (ADR 77, the issue's proof): 1,000 generated customers, three
 * months of money in and out of their CAD, BTC and ETH accounts at random moments (a few on the
 * Toronto midnights that bound the months), then every month's and the quarter's statements. Each statement's
 * opening and closing balances must equal the ledger summed in SQL at the period's bounds, its
 * activity must add up to the change, and exactly the customers the rule names must have one.
 */
const CUSTOMERS = 1000;
const ASSETS: readonly AssetCode[] = ['CAD', 'BTC', 'ETH'];
let t: TestApp;
let customers: ProvisionedCustomer[];
let year: number;

/** A small deterministic generator: the same history every run. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  // What is checked is the statements' facts: no worker draws their 3,100 files meanwhile.
  await t.services.jobs.stop();
  // Last year's first quarter: over, and across the change to daylight time in March.
  year = Number(torontoDay(t.clock.now()).slice(0, 4)) - 1;
  customers = [];
  // Ten at a time: on PostgreSQL each is a few transactions, each waiting for its commit.
  for (let i = 0; i < CUSTOMERS; i += 10) {
    const ten = Array.from({ length: 10 }, () => provisionedCustomer(t.database.db));
    customers.push(...(await Promise.all(ten)));
  }
  await postPastEntries(t.database.db, await generatedQuarter());
}, 600_000);
afterAll(() => t.close());

/**
 * About 3,300 entries at 40 random moments of the quarter and on each side of the Toronto
 * midnights between its months: money into a customer's CAD, BTC or ETH account from test
 * funding, and now and then part of what they hold back out (never more than they hold).
 */
async function generatedQuarter(): Promise<PastEntry[]> {
  const next = random(42);
  const platform = await t.services.ledger.platformAccounts(t.database.db);
  const quarterStart = statementPeriod(`${year}-Q1`).startsAt.getTime();
  const moments = Array.from({ length: 40 }, () => quarterStart + next(90 * 24) * 3600_000);
  for (const day of [`${year}-02-01`, `${year}-03-01`, `${year}-04-01`]) {
    const midnight = torontoDayStart(day).getTime();
    moments.push(midnight - 1, midnight);
  }
  const held = new Map<string, bigint>();
  const entries: PastEntry[] = [];
  for (const moment of moments.sort((a, b) => a - b)) {
    for (const customer of customers) {
      if (next(12) !== 0) continue;
      const asset = ASSETS[next(ASSETS.length)] ?? 'CAD';
      const key = `${customer.customerGuid}:${asset}`;
      const balance = held.get(key) ?? 0n;
      const out = next(3) === 0 && balance > 0n;
      const amount = out
        ? -(1n + (BigInt(next(1_000_000)) % balance))
        : BigInt(1 + next(1_000_000));
      held.set(key, balance + amount);
      entries.push({
        at: new Date(moment),
        idempotencyKey: `reconcile:${newGuid()}`,
        postings: [
          { accountId: customer.accounts[asset].ledgerAccountId, asset, amount },
          { accountId: platform[asset].funding, asset, amount: -amount },
        ],
      });
    }
  }
  return entries;
}

describe('a quarter of statements for 1,000 customers', () => {
  it('states the ledger at every bound, to the unit, with no mismatch', async () => {
    const periods = [`${year}-01`, `${year}-02`, `${year}-03`, `${year}-Q1`];
    const mismatches: string[] = [];
    for (const period of periods) {
      await t.services.statements.issue(period);
      const bounds = statementPeriod(period);
      const opening = await ledgerBalancesAt(t.database.db, bounds.startsAt);
      const closing = await ledgerBalancesAt(t.database.db, bounds.endsAt);
      const issued = await statementsOf(t, period);
      const active = await customersActiveBetween(t.database.db, bounds.startsAt, bounds.endsAt);
      for (const customer of customers) {
        const guid = customer.customerGuid;
        const holds = ASSETS.some((asset) => (closing.get(`${guid}:${asset}`) ?? 0n) !== 0n);
        const due = active.has(guid) || (bounds.kind === 'quarter' && holds);
        const statement = issued.get(guid);
        if (due !== (statement !== undefined)) mismatches.push(`${period} ${guid}: due ${due}`);
        if (statement === undefined) continue;
        for (const balance of statement.facts.balances) {
          const key = `${guid}:${balance.asset}`;
          const activity = statement.facts.activity
            .filter((line) => line.asset === balance.asset)
            .reduce((sum, line) => sum + BigInt(line.amount), 0n);
          if (
            BigInt(balance.opening) !== (opening.get(key) ?? 0n) ||
            BigInt(balance.closing) !== (closing.get(key) ?? 0n) ||
            BigInt(balance.opening) + activity !== BigInt(balance.closing)
          ) {
            mismatches.push(`${period} ${key}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    const monthly = (await statementsOf(t, `${year}-01`)).size;
    expect(monthly).toBeGreaterThan(CUSTOMERS / 2);
  }, 600_000);
});
