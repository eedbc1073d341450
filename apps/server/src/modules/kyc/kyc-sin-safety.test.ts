import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attest, attestedFields, bankToken } from '../../testing/bank-flows.js';
import { bearer, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import { formsOf } from '../../testing/issued-sins.js';
import {
  cleanAnswers,
  fillApplication,
  putStep,
  submit,
  uniqueSin,
} from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api } from '../../testing/trading-flows.js';

/**
 * The SIN is only ever stored encrypted and shown masked: not in any table in the clear, not in
 * any answer, not in the log, not in an e-mail or the audit trail. So is the SIN a bank attests
 * (ADR 18), and the photo-ID number it attests with it; `include_pii` reads of the customer too
 * (ADR 68).
 */
let t: TestApp;
let customer: SignedInCustomer;
let guid: string;
const sin = uniqueSin();
const attestedSin = uniqueSin();
const attestedIdNumber = 'H1234-56789-01234';
/** Every way the SINs could be written out (digits, spaced, hyphenated), and the ID number. */
const forms = [...formsOf(sin), ...formsOf(attestedSin), attestedIdNumber, 'H12345678901234'];
const bodies: string[] = [];
let attestedGuid: string;

/** A bank attests another customer: its answers, the refused one with a bad SIN too. */
async function attestAnother() {
  const token = await bankToken(t);
  const other = await signedInCustomer(t, { verified: false });
  const fields = attestedFields(attestedSin);
  const badSin = fields.identification_numbers.map((number) =>
    number.type === 'tax_identification_number'
      ? { ...number, identification_number: `${attestedSin.slice(0, 8)}x` }
      : number,
  );
  bodies.push(
    (await attest(t, token, other.guid, { ...fields, identification_numbers: badSin })).body,
  );
  const attested = await attest(t, token, other.guid, fields);
  bodies.push(attested.body);
  attestedGuid = String(attested.json.guid);
  for (const who of [token, other.tokens.at]) {
    for (const url of [
      `/api/identity_verifications/${attestedGuid}?include_pii=true`,
      '/api/identity_verifications?per_page=100',
      `/api/customers/${other.guid}?include_pii=true`,
    ]) {
      bodies.push((await api(t, who, 'GET', url)).body);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t, { verified: false });
  guid = await fillApplication(t, customer, cleanAnswers(sin));
  // A refused SIN must not be echoed either.
  bodies.push((await putStep(t, customer, guid, 'tax', { sin: `${sin.slice(0, 8)}x` })).body);
  bodies.push((await submit(t, customer, guid)).body);
  for (const url of ['/customers/kyc', `/customers/kyc/${guid}`]) {
    bodies.push((await t.app.inject({ url, headers: bearer(customer.tokens.ut) })).body);
  }
  for (const url of [
    `/api/identity_verifications/${guid}?include_pii=true`,
    '/api/identity_verifications?per_page=100',
    `/api/customers/${customer.guid}?include_pii=true`,
  ]) {
    bodies.push((await api(t, customer.tokens.at, 'GET', url)).body);
  }
  await attestAnother();
});
afterAll(() => t.close());

const holdsSin = (text: string) => forms.some((form) => text.includes(form));
/** Rows as text: PostgreSQL's driver reads ids as bigint, which JSON cannot write. */
const textOf = (rows: unknown) =>
  JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? String(value) : value));

describe('the SIN at rest and in answers', () => {
  it('is stored only as ciphertext and its keyed blind index', async () => {
    const { rows } = await sql<{ step: string; ciphertext: string }>`
      SELECT step, ciphertext FROM identity_verification_answers
      WHERE verification_guid IN (${guid}, ${attestedGuid})`.execute(t.database.db);
    expect(rows.map((row) => row.step).sort()).toContain('tax');
    expect(rows.map((row) => row.step).sort()).toContain('attested');
    for (const row of rows) {
      expect(row.ciphertext).toMatch(/^v1\.test1\./);
      expect(holdsSin(row.ciphertext)).toBe(false);
      expect(row.ciphertext).not.toContain('Lovelace');
      expect(row.ciphertext).not.toContain('Hopper');
    }
    const identity = await t.database.db
      .selectFrom('customer_identities')
      .selectAll()
      .where('customer_guid', '=', customer.guid)
      .executeTakeFirstOrThrow();
    expect(identity.sin_index).toMatch(/^[0-9a-f]{64}$/);
    expect(textOf(identity)).not.toContain(sin);
    const verification = await t.database.db
      .selectFrom('identity_verifications')
      .selectAll()
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(holdsSin(textOf(verification))).toBe(false);
  });

  it('appears in no answer, only masked', () => {
    expect(bodies).toHaveLength(15);
    for (const body of bodies) expect(holdsSin(body)).toBe(false);
    expect(bodies.some((body) => body.includes(`*** *** ${sin.slice(-3)}`))).toBe(true);
    expect(bodies.some((body) => body.includes(`*** *** ${attestedSin.slice(-3)}`))).toBe(true);
  });

  it('appears nowhere in the server log, the e-mails or the audit trail', async () => {
    expect(t.logs.length).toBeGreaterThan(10);
    expect(holdsSin(JSON.stringify(t.logs))).toBe(false);
    const mails = await t.database.db.selectFrom('outbound_emails').selectAll().execute();
    expect(holdsSin(textOf(mails))).toBe(false);
    const audit = await t.database.db.selectFrom('audit_events').selectAll().execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(holdsSin(textOf(audit))).toBe(false);
  });
});
