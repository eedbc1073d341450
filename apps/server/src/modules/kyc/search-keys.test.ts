import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlindIndex } from '../../infra/security/blind-index.js';
import { signedInCustomer } from '../../testing/flows.js';
import { cleanAnswers, submittedApplication } from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { nameIndexOf, normalisedName, phoneIndexOf } from './search-keys.js';

/** The legal-name and phone search keys (ADR 25): written on submission, backfilled at start. */
let t: TestApp;
let blindIndex: BlindIndex;

beforeAll(async () => {
  t = await createTestApp();
  blindIndex = new BlindIndex(t.config.kyc.blindIndexKey);
});
afterAll(async () => {
  await t.close();
});

const keysOf = (customerGuid: string) =>
  t.database.db
    .selectFrom('customer_search_keys')
    .select(['name_index', 'phone_index'])
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();

describe('search keys', () => {
  it('reads names without accents, case or punctuation, and phones in any dialled form', () => {
    expect(normalisedName("  Élise O'Brien-Roy ")).toBe('elise o brien roy');
    expect(nameIndexOf(blindIndex, 'ELISE obrien')).not.toBe(nameIndexOf(blindIndex, 'Elise Roy'));
    expect(nameIndexOf(blindIndex, '--')).toBeNull();
    expect(phoneIndexOf(blindIndex, '(416) 555-0123')).toBe(
      phoneIndexOf(blindIndex, '+14165550123'),
    );
    expect(phoneIndexOf(blindIndex, '12')).toBeNull();
  });

  it('are written when an application is submitted, and computed at start for older ones', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    await submittedApplication(t, customer);
    const written = await keysOf(customer.guid);
    expect(written).toEqual({
      name_index: nameIndexOf(blindIndex, 'Ada Lovelace'),
      phone_index: phoneIndexOf(blindIndex, '416 555 0123'),
    });

    // As if both applications came before the keys: migration 0022 lists them in the backlog.
    const other = await signedInCustomer(t, { verified: false });
    const answers = cleanAnswers();
    await submittedApplication(t, other, {
      ...answers,
      identity: { name: { first: 'Grace', last: 'Hopper' }, date_of_birth: '1990-12-09' },
    });
    const guids = [customer.guid, other.guid];
    await t.database.db
      .deleteFrom('customer_search_keys')
      .where('customer_guid', 'in', guids)
      .execute();
    await t.database.db
      .insertInto('customer_search_keys_backlog')
      .values(guids.map((guid) => ({ customer_guid: guid })))
      .execute();
    expect(await t.services.kyc.indexSearchKeyBacklog()).toBe(2);
    expect(await keysOf(customer.guid)).toEqual(written);
    expect(await keysOf(other.guid)).toEqual({
      name_index: nameIndexOf(blindIndex, 'Grace Hopper'),
      phone_index: written?.phone_index,
    });
    // The planner knows the rows it wrote (a search by phone or name reads their index).
    const { rows } = await sql<{ estimated: number; stored: number }>`
      SELECT (SELECT reltuples FROM pg_class WHERE relname = 'customer_search_keys') AS estimated,
             (SELECT count(*)::int FROM customer_search_keys) AS stored`.execute(t.database.db);
    expect(rows[0]?.stored).toBeGreaterThan(0);
    expect(rows[0]?.estimated).toBe(rows[0]?.stored);
    expect(await t.services.kyc.indexSearchKeyBacklog()).toBe(0);
  });
});
