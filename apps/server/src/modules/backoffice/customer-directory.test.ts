import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schema } from '../../infra/db/schema.js';
import { signedInCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The customer directory the search reads (ADR 32, migration 0029): kept by triggers on the
 * tables that own each column, so after any change it holds what those tables hold.
 */
let t: TestApp;
let db: Kysely<Schema>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
});

/** Customers whose directory row differs from what the owning tables say, or is missing. */
async function drifted(): Promise<string[]> {
  const { rows } = await sql<{ guid: string }>`
    WITH source AS (
      SELECT c.guid AS customer_guid, u.email, u.display_name, c.state,
        customer_verification_state(c.guid) AS verification_state, ci.province, c.created_at
      FROM customers c
      JOIN identity_users u ON u.id = c.user_id
      LEFT JOIN customer_identities ci ON ci.customer_guid = c.guid),
    directory AS (
      SELECT customer_guid, email, display_name, state, verification_state, province, created_at
      FROM customer_directory)
    SELECT customer_guid AS guid FROM (
      (SELECT * FROM source EXCEPT SELECT * FROM directory)
      UNION ALL
      (SELECT * FROM directory EXCEPT SELECT * FROM source)) differing`.execute(db);
  return rows.map((row) => row.guid);
}

const rowOf = (customerGuid: string) =>
  db
    .selectFrom('customer_directory')
    .select(['email', 'display_name', 'state', 'verification_state', 'province'])
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirstOrThrow();

async function aSessionWaitsForALock() {
  const { rows } = await sql<{ waiting: number }>`
    SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted`.execute(db);
  return (rows[0]?.waiting ?? 0) > 0;
}

const guid = () => randomBytes(16).toString('hex');

/** A verification row as the kyc module writes one, `minutes` after the epoch of the test. */
function verification(
  customerGuid: string,
  minutes: number,
  state: 'storing' | 'reviewing' | 'completed',
  method: 'id_and_selfie' | 'enhanced_due_diligence' = 'id_and_selfie',
) {
  const at = new Date(Date.UTC(2026, 0, 1, 0, minutes));
  return {
    guid: guid(),
    customer_guid: customerGuid,
    type: 'kyc' as const,
    method,
    state,
    outcome: state === 'completed' ? ('passed' as const) : null,
    decided_at: state === 'completed' ? at : null,
    expires_at: new Date(at.getTime() + 86_400_000),
    compliance_checks: '[]',
    reasons: '[]',
    expected_behaviours: '[]',
    created_at: at,
    updated_at: at,
  };
}

describe('the customer directory', () => {
  it('follows sign-up, verification, e-mail, name and state changes', async () => {
    const unverified = await signedInCustomer(t, { verified: false });
    expect(await rowOf(unverified.guid)).toMatchObject({
      email: unverified.email.toLowerCase(),
      verification_state: 'none',
      province: null,
    });
    const verified = await signedInCustomer(t);
    expect(await rowOf(verified.guid)).toMatchObject({
      state: 'verified',
      verification_state: 'passed',
    });
    await db
      .insertInto('customer_identities')
      .values({ customer_guid: unverified.guid, province: 'QC', updated_at: new Date() })
      .execute();
    expect((await rowOf(unverified.guid)).province).toBe('QC');
    await db
      .updateTable('customer_identities')
      .set({ province: 'NB' })
      .where('customer_guid', '=', unverified.guid)
      .execute();
    expect((await rowOf(unverified.guid)).province).toBe('NB');

    const user = db.selectFrom('customers').select('user_id').where('guid', '=', verified.guid);
    await db
      .updateTable('identity_users')
      .set({ email: 'renamed@example.ca', display_name: 'Renée Renamed' })
      .where('id', '=', user)
      .execute();
    await db
      .updateTable('customers')
      .set({ state: 'frozen' })
      .where('guid', '=', verified.guid)
      .execute();
    expect(await rowOf(verified.guid)).toMatchObject({
      email: 'renamed@example.ca',
      display_name: 'Renée Renamed',
      state: 'frozen',
    });
    expect(await drifted()).toEqual([]);
  });

  it('takes the latest verification but enhanced due diligence', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    await db
      .insertInto('identity_verifications')
      .values(verification(customer.guid, 1, 'completed'))
      .execute();
    expect((await rowOf(customer.guid)).verification_state).toBe('passed');
    const edd = verification(customer.guid, 2, 'reviewing', 'enhanced_due_diligence');
    await db.insertInto('identity_verifications').values(edd).execute();
    expect((await rowOf(customer.guid)).verification_state).toBe('passed');
    const renewal = verification(customer.guid, 3, 'storing');
    await db.insertInto('identity_verifications').values(renewal).execute();
    expect((await rowOf(customer.guid)).verification_state).toBe('in_progress');
    await db
      .updateTable('identity_verifications')
      .set({ state: 'reviewing' })
      .where('guid', '=', renewal.guid)
      .execute();
    expect((await rowOf(customer.guid)).verification_state).toBe('reviewing');
    expect(await drifted()).toEqual([]);
  });

  it('is refilled for customers a bulk load wrote with the triggers off', async () => {
    const customer = await signedInCustomer(t);
    const before = await rowOf(customer.guid);
    await db.deleteFrom('customer_directory').where('customer_guid', '=', customer.guid).execute();
    expect(await drifted()).toEqual([customer.guid]);
    await sql`SELECT customer_directory_fill()`.execute(db);
    expect(await rowOf(customer.guid)).toEqual(before);
    expect(await drifted()).toEqual([]);
  });

  it('ends with the latest verification when two transactions change one customer at once', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const older = verification(customer.guid, 10, 'reviewing');
    await db.insertInto('identity_verifications').values(older).execute();

    // The first inserts a newer application and holds its transaction open; the second then
    // decides the older one. On PostgreSQL the second waits for the first's lock on the row.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const newerWritten = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const first = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('identity_verifications')
        .values(verification(customer.guid, 20, 'storing'))
        .execute();
      inserted();
      await held;
    });
    await newerWritten;
    const second = db
      .transaction()
      .execute((trx) =>
        trx
          .updateTable('identity_verifications')
          .set({ state: 'completed', outcome: 'passed', decided_at: new Date() })
          .where('guid', '=', older.guid)
          .execute(),
      );
    // PGlite runs one transaction at a time: the second starts once the first is released.
    if (t.database.driver === 'postgres')
      await vi.waitUntil(aSessionWaitsForALock, { timeout: 10_000, interval: 20 });
    release();
    await Promise.all([first, second]);
    expect((await rowOf(customer.guid)).verification_state).toBe('in_progress');
    expect(await drifted()).toEqual([]);
  });
});
