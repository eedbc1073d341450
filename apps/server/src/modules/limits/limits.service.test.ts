import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../infra/db/schema.js';
import { provisionedCustomer } from '../../testing/ledger-fixtures.js';
import { testConfig } from '../../testing/test-app.js';
import { TestClock } from '../../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { InvestorProfile, InvestorProfiles } from './investor-profiles.js';
import { LimitExceededError } from './limit-exceeded.js';
import { LimitsService, type UsageRequest } from './limits.service.js';

let database: TestDatabase;
let db: Kysely<Schema>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** Profiles a test hands out, as identity verification would answer them. */
class GivenProfiles implements InvestorProfiles {
  readonly given = new Map<string, InvestorProfile>();
  profilesOf(_db: unknown, guids: readonly string[]) {
    return Promise.resolve(
      new Map(
        guids.flatMap((guid) => {
          const profile = this.given.get(guid);
          return profile === undefined ? [] : [[guid, profile] as const];
        }),
      ),
    );
  }
}

const hour = 3600;
let counter = 0;
const movement = (customerGuid: string, kind: UsageRequest['kind'], amount: bigint) => {
  counter += 1;
  return { customerGuid, kind, amount, reference: `test:${counter}` };
};
const crossingOf = (outcome: LimitExceededError | undefined) =>
  outcome === undefined ? 'fits' : outcome.crossing;

function setUp(profiles: InvestorProfiles = new GivenProfiles()) {
  const clock = new TestClock(new Date('2027-01-10T12:00:00Z'));
  const limits = new LimitsService({ db, clock, config: testConfig.limits, profiles });
  const run = (requests: UsageRequest[]) =>
    db.transaction().execute((trx) => limits.checkAndRecord(trx, requests));
  return { clock, limits, run };
}

describe('funding limits', () => {
  it('refuse what would cross 24 hours, saying when it fits again; then let it through', async () => {
    const { clock, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    const start = clock.now();
    expect(await run([movement(customerGuid, 'funding', 6_000_00n)])).toEqual([undefined]);
    clock.advance(2 * hour);
    expect(await run([movement(customerGuid, 'funding', 3_000_00n)])).toEqual([undefined]);

    const [refused] = await run([movement(customerGuid, 'funding', 2_000_00n)]);
    expect(refused).toBeInstanceOf(LimitExceededError);
    expect(crossingOf(refused)).toEqual({
      limit: 'funding_24h',
      cents: 10_000_00n,
      fitsAgainAt: new Date(start.getTime() + 24 * hour * 1000),
    });
    expect(refused?.message).toBe(
      'This would exceed your funding limit (CAD deposits and withdrawals) per 24 hours of ' +
        '$10,000.00. It resets for this amount at 2027-01-11T12:00:00.000Z.',
    );

    clock.advance(22 * hour);
    expect(await run([movement(customerGuid, 'funding', 2_000_00n)])).toEqual([undefined]);
  });

  it('refuse what would cross 7 days when each day stays within 24 hours', async () => {
    const { clock, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    const first = clock.now();
    for (let day = 0; day < 5; day += 1) {
      expect(await run([movement(customerGuid, 'funding', 9_000_00n)])).toEqual([undefined]);
      clock.advance(25 * hour);
    }
    const [refused] = await run([movement(customerGuid, 'funding', 9_000_00n)]);
    expect(crossingOf(refused)).toEqual({
      limit: 'funding_7d',
      cents: 50_000_00n,
      fitsAgainAt: new Date(first.getTime() + 7 * 24 * hour * 1000),
    });
  });

  it('say an amount above the whole limit never fits, naming the limit, and promise no moment', async () => {
    const { clock, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    expect(await run([movement(customerGuid, 'funding', 1_000_00n)])).toEqual([undefined]);
    clock.advance(hour);
    // Above 24 hours' 10,000 (never) and 7 days' 50,000 (never): the 24-hour limit is named.
    const [funding] = await run([movement(customerGuid, 'funding', 60_000_00n)]);
    expect(crossingOf(funding)).toEqual({
      limit: 'funding_24h',
      cents: 10_000_00n,
      fitsAgainAt: null,
    });
    // 45,000 in 7 days: 10,000.01 crosses 7 days until room frees, and 24 hours for ever.
    for (let day = 0; day < 4; day += 1) {
      clock.advance(25 * hour);
      expect(await run([movement(customerGuid, 'funding', 9_000_00n)])).toEqual([undefined]);
    }
    clock.advance(25 * hour);
    expect(await run([movement(customerGuid, 'funding', 8_000_00n)])).toEqual([undefined]);
    const [above] = await run([movement(customerGuid, 'funding', 10_000_01n)]);
    expect(crossingOf(above)).toMatchObject({ limit: 'funding_24h', fitsAgainAt: null });

    const [crypto] = await run([movement(customerGuid, 'crypto_withdrawal', 10_000_01n)]);
    expect(crypto?.message).toBe(
      'This amount is more than your whole crypto withdrawal limit per 24 hours of $10,000.00, ' +
        'so it can never fit in it. Enter a smaller amount.',
    );
  });

  it('check a batch as if one after the other, recording only what fits', async () => {
    const { limits, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    const other = await provisionedCustomer(db);
    const outcomes = await run([
      movement(customerGuid, 'funding', 7_000_00n),
      movement(customerGuid, 'funding', 4_000_00n),
      movement(other.customerGuid, 'funding', 4_000_00n),
      movement(customerGuid, 'funding', 3_000_00n),
    ]);
    expect(outcomes.map((outcome) => outcome?.crossing.limit ?? 'fits')).toEqual([
      'fits',
      'funding_24h',
      'fits',
      'fits',
    ]);
    const summary = await limits.summary(customerGuid);
    expect(summary.limits.find((limit) => limit.name === 'funding_24h')).toMatchObject({
      used: 10_000_00n,
      remaining: 0n,
    });
  });

  it('sum any window from the running totals, however long the history', async () => {
    const { clock, limits, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    for (let day = 1; day <= 30; day += 1) {
      expect(await run([movement(customerGuid, 'funding', BigInt(day) * 100_00n)])).toEqual([
        undefined,
      ]);
      clock.advance(24 * hour);
    }
    clock.advance(-hour);
    // Day 30 is 23 hours old: inside 24 hours. Days 24 to 30 are inside 7 days.
    const used = Object.fromEntries(
      (await limits.summary(customerGuid)).limits.map((limit) => [limit.name, limit.used]),
    );
    expect(used).toMatchObject({ funding_24h: 3_000_00n, funding_7d: 18_900_00n });
  });

  it('preview a batch as a check would, outside a transaction, recording nothing', async () => {
    const { limits, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    expect(await run([movement(customerGuid, 'funding', 6_000_00n)])).toEqual([undefined]);
    const asked = [
      movement(customerGuid, 'funding', 3_000_00n),
      movement(customerGuid, 'funding', 2_000_00n),
      movement(customerGuid, 'funding', 1_00n),
    ];
    const previewed = await limits.preview(db, asked);
    expect(previewed.map((outcome) => outcome?.crossing.limit ?? 'fits')).toEqual([
      'fits',
      'funding_24h',
      'fits',
    ]);
    const checked = await db.transaction().execute(async (trx) => {
      const { outcomes } = await limits.check(trx, asked);
      return outcomes;
    });
    expect(previewed.map(crossingOf)).toEqual(checked.map(crossingOf));
    const summary = await limits.summary(customerGuid);
    expect(summary.limits.find((limit) => limit.name === 'funding_24h')?.used).toBe(6_000_00n);
  });

  it('count a reference once: recording it again fails and rolls back', async () => {
    const { limits, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    const once = movement(customerGuid, 'crypto_withdrawal', 4_000_00n);
    expect(await run([once])).toEqual([undefined]);
    await expect(run([movement(customerGuid, 'crypto_withdrawal', 1_00n), once])).rejects.toThrow();
    const summary = await limits.summary(customerGuid);
    expect(summary.limits.find((limit) => limit.kind === 'crypto_withdrawal')?.used).toBe(
      4_000_00n,
    );
  });

  it('are five times higher once EDD has passed', async () => {
    const profiles = new GivenProfiles();
    const { run } = setUp(profiles);
    const { customerGuid } = await provisionedCustomer(db);
    profiles.given.set(customerGuid, { category: 'retail', province: 'ON', eddPassed: true });
    expect(await run([movement(customerGuid, 'crypto_withdrawal', 49_000_00n)])).toEqual([
      undefined,
    ]);
    const [refused] = await run([movement(customerGuid, 'crypto_withdrawal', 2_000_00n)]);
    expect(refused?.crossing).toMatchObject({ limit: 'crypto_withdrawal_24h', cents: 50_000_00n });
  });
});

describe('the investment limit', () => {
  it('caps net purchases: sales make room again', async () => {
    const { run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    expect(await run([movement(customerGuid, 'investment', 25_000_00n)])).toEqual([undefined]);
    const [refused] = await run([movement(customerGuid, 'investment', 6_000_00n)]);
    expect(refused?.crossing).toMatchObject({ limit: 'investment_12m', cents: 30_000_00n });
    expect(
      await run([
        movement(customerGuid, 'investment', -10_000_00n),
        movement(customerGuid, 'investment', 6_000_00n),
      ]),
    ).toEqual([undefined, undefined]);
  });

  it('has none for accredited investors or exempt provinces, and takes no lock for them', async () => {
    const profiles = new GivenProfiles();
    const { run } = setUp(profiles);
    const accredited = await provisionedCustomer(db);
    const exempt = await provisionedCustomer(db);
    profiles.given.set(accredited.customerGuid, {
      category: 'accredited',
      province: 'ON',
      eddPassed: false,
    });
    profiles.given.set(exempt.customerGuid, {
      category: 'retail',
      province: 'QC',
      eddPassed: false,
    });
    expect(
      await run([
        movement(accredited.customerGuid, 'investment', 500_000_00n),
        movement(exempt.customerGuid, 'investment', 500_000_00n),
      ]),
    ).toEqual([undefined, undefined]);
  });
});

describe('giving usage back', () => {
  const usedOf = async (limits: LimitsService, customerGuid: string) =>
    Object.fromEntries(
      (await limits.summary(customerGuid)).limits.map((limit) => [limit.name, limit.used]),
    );

  it('frees the room in every window, as if never recorded, and counts what follows right', async () => {
    const { clock, limits, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    const early = movement(customerGuid, 'funding', 3_000_00n);
    const failed = movement(customerGuid, 'funding', 6_000_00n);
    await run([early]);
    clock.advance(30 * hour);
    await run([failed, movement(customerGuid, 'funding', 1_000_00n)]);
    clock.advance(hour);
    await run([movement(customerGuid, 'funding', 2_000_00n)]);
    expect(await usedOf(limits, customerGuid)).toMatchObject({
      funding_24h: 9_000_00n,
      funding_7d: 12_000_00n,
    });

    const released = await db
      .transaction()
      .execute((trx) => limits.release(trx, [failed.reference]));
    expect(released).toBe(1);
    expect(await usedOf(limits, customerGuid)).toMatchObject({
      funding_24h: 3_000_00n,
      funding_7d: 6_000_00n,
    });
    // The room is there for the next check, and what is recorded next continues the sums.
    expect(await run([movement(customerGuid, 'funding', 7_000_00n)])).toEqual([undefined]);
    expect(await usedOf(limits, customerGuid)).toMatchObject({
      funding_24h: 10_000_00n,
      funding_7d: 13_000_00n,
    });
    // 23 hours on, only what came an hour after the given-back one is within 24 hours.
    clock.advance(23 * hour);
    expect(await usedOf(limits, customerGuid)).toMatchObject({
      funding_24h: 9_000_00n,
      funding_7d: 13_000_00n,
    });
  });

  it('is idempotent, touches no other customer or kind, and ignores unknown references', async () => {
    const { limits, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    const other = await provisionedCustomer(db);
    const failed = movement(customerGuid, 'funding', 4_000_00n);
    await run([
      failed,
      movement(customerGuid, 'crypto_withdrawal', 2_000_00n),
      movement(other.customerGuid, 'funding', 5_000_00n),
    ]);
    const release = () =>
      db.transaction().execute((trx) => limits.release(trx, [failed.reference, 'test:unknown']));
    expect(await release()).toBe(1);
    expect(await release()).toBe(0);
    expect(await usedOf(limits, customerGuid)).toMatchObject({
      funding_24h: 0n,
      crypto_withdrawal_24h: 2_000_00n,
    });
    expect(await usedOf(limits, other.customerGuid)).toMatchObject({ funding_24h: 5_000_00n });
  });

  it('rolls back with the transaction that gives it back', async () => {
    const { limits, run } = setUp();
    const { customerGuid } = await provisionedCustomer(db);
    const failed = movement(customerGuid, 'funding', 4_000_00n);
    await run([failed]);
    await expect(
      db.transaction().execute(async (trx) => {
        await limits.release(trx, [failed.reference]);
        throw new Error('the failure rolls back');
      }),
    ).rejects.toThrow('the failure rolls back');
    expect(await usedOf(limits, customerGuid)).toMatchObject({ funding_24h: 4_000_00n });
  });
});

describe('the summary', () => {
  it('says each limit, what is used and left, and when it is whole again', async () => {
    const profiles = new GivenProfiles();
    const { clock, limits, run } = setUp(profiles);
    const { customerGuid } = await provisionedCustomer(db);
    profiles.given.set(customerGuid, { category: 'eligible', province: 'AB', eddPassed: false });
    await run([movement(customerGuid, 'investment', 40_000_00n)]);
    clock.advance(hour);
    const last = clock.now();
    await run([
      movement(customerGuid, 'investment', -50_000_00n),
      movement(customerGuid, 'funding', 1_000_00n),
    ]);

    const summary = await limits.summary(customerGuid);
    expect(summary.provinceExempt).toBe(false);
    expect(summary.profile.category).toBe('eligible');
    expect(summary.limits).toEqual([
      expect.objectContaining({
        name: 'funding_24h',
        cents: 10_000_00n,
        used: 1_000_00n,
        remaining: 9_000_00n,
        resetsAt: new Date(last.getTime() + 24 * hour * 1000),
        eddRaised: false,
      }),
      expect.objectContaining({ name: 'funding_7d', used: 1_000_00n, remaining: 49_000_00n }),
      expect.objectContaining({
        name: 'crypto_withdrawal_24h',
        used: 0n,
        remaining: 10_000_00n,
        resetsAt: null,
      }),
      // Net −10,000: nothing used, the whole limit left.
      expect.objectContaining({
        name: 'investment_12m',
        cents: 100_000_00n,
        used: 0n,
        remaining: 100_000_00n,
        resetsAt: null,
      }),
    ]);
  });
});
