import { customerDetailSchema, reviewFilePath, type StaffRole } from '@maple/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedWallet } from '../../testing/crypto-withdrawal-flows.js';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { eftDeposit } from '../../testing/funding-flows.js';
import {
  cleanAnswers,
  customerState,
  submittedApplication,
  uniqueSin,
} from '../../testing/kyc-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { api, fund } from '../../testing/trading-flows.js';

/** The back office's customer page: the picture, the reveal, the ledger history, notes. */
let t: TestApp;
let reader: string;
let compliance: string;
let me: SignedInCustomer;
const sin = uniqueSin();
const spaced = `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`;
// Signing up, a whole identity verification, a trade, a deposit and a wallet: a long scene.
beforeAll(async () => {
  t = await createTestApp();
  reader = await signedInStaff(t, 'support');
  compliance = await signedInStaff(t, 'compliance');
  me = await signedInCustomer(t, { verified: false });
  await submittedApplication(t, me, cleanAnswers(sin));
  await fund(t, me.guid, 'CAD', 1_000_00n);
  const quote = await api(t, me.tokens.at, 'POST', '/api/quotes', {
    symbol: 'BTC-CAD',
    side: 'buy',
    deliver_amount: 100_00n,
  });
  await api(t, me.tokens.at, 'POST', '/api/trades', { quote_guid: quote.json.guid });
  await eftDeposit(t, me, 50_00n);
  await addedWallet(t, me);
}, 90_000);
afterAll(() => t.close());

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const path = (guid = me.guid) => `/admin/api/customers/${guid}`;

async function auditRows(action: string, customerGuid: string) {
  const { rows } = await sql<{ actor_id: string; details: Record<string, unknown> }>`
    SELECT actor_id, details FROM audit_events
    WHERE action = ${action} AND details->>'customer_guid' = ${customerGuid}
    ORDER BY id`.execute(t.database.db);
  return rows;
}

describe('GET /admin/api/customers/{guid}', () => {
  it('draws the whole picture: profile, accounts, trades, transfers, bank account, wallet, sessions, limits', async () => {
    expect(await customerState(t, me.guid)).toBe('verified');
    const res = await get(reader, path());
    expect(res.statusCode).toBe(200);
    const detail = customerDetailSchema.parse(res.json().data);
    expect(detail.profile).toMatchObject({
      guid: me.guid,
      state: 'verified',
      email: me.email,
      legal_name: 'Ada Lovelace',
      province: 'ON',
    });
    const cad = detail.accounts.find((account) => account.asset === 'CAD');
    expect(cad).toMatchObject({ type: 'fiat' });
    expect(BigInt(cad?.total ?? '0')).toBeGreaterThan(0n);
    expect(detail.accounts.find((a) => a.asset === 'BTC')?.total).not.toBe('0');
    expect(detail.trades.total).toBe(1);
    expect(detail.trades.objects[0]).toMatchObject({ symbol: 'BTC-CAD', side: 'buy' });
    expect(detail.transfers.objects[0]).toMatchObject({ side: 'deposit', asset: 'CAD' });
    expect(detail.bank_accounts.total).toBe(1);
    expect(detail.wallets.objects[0]).toMatchObject({ asset: 'BTC', name: 'My BTC' });
    expect(detail.verifications.objects[0]?.documents.map((d) => d.kind).sort()).toEqual([
      'id_back',
      'id_front',
      'selfie',
    ]);
    expect(detail.sessions.objects.some((session) => session.live)).toBe(true);
    expect(detail.limits.map((limit) => limit.name)).toContain('funding_24h');
    expect(detail.permitted).toEqual({ reveal: false, notes: true, actions: ['revoke-sessions'] });
    expect((await auditRows('staff.customer_viewed', me.guid)).length).toBeGreaterThan(0);
  });

  it('masks personal data: no date of birth, address, phone, SIN or ID number in the answer', async () => {
    const res = await get(compliance, path());
    const { profile, permitted } = customerDetailSchema.parse(res.json().data);
    expect(profile).toMatchObject({
      date_of_birth_masked: '****-**-**',
      address_masked: '***, ON',
      phone_masked: '*** *** **23',
      sin_masked: `*** *** ${sin.slice(6)}`,
      id_document_masked: 'drivers_license ***234',
    });
    for (const secret of [sin, spaced, '1990-12-10', '100 Queen St W', '5550123', 'L1234']) {
      expect(res.body).not.toContain(secret);
    }
    expect(permitted.reveal).toBe(true);
    expect(permitted.actions).toHaveLength(6);
  });

  it('answers 404 for an unknown customer, 400 for a malformed guid, 401 without a token', async () => {
    expect((await get(reader, path('0'.repeat(32)))).statusCode).toBe(404);
    expect((await get(reader, path('not-a-guid'))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: path() })).statusCode).toBe(401);
    expect((await get(me.tokens.ut, path())).statusCode).toBe(401);
  });
});

describe('POST /admin/api/customers/{guid}/reveal', () => {
  it('shows the personal data to compliance, and records who asked and why', async () => {
    const res = await post(compliance, `${path()}/reveal`, { reason: 'Identity check by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      date_of_birth: '1990-12-10',
      sin: spaced,
      address: '100 Queen St W, Toronto ON M5H 2N2',
      id_document: 'drivers_license L12345678901234',
    });
    const [row] = await auditRows('staff.customer_personal_data_revealed', me.guid);
    expect(row?.details).toMatchObject({ reason: 'Identity check by phone' });
    expect(JSON.stringify(row?.details)).not.toContain(sin.slice(0, 6));
  });

  it('refuses support (403), a missing or short reason (400) and an unknown customer (404), recording nothing', async () => {
    const before = await auditRows('staff.customer_personal_data_revealed', me.guid);
    const counts = await tableCounts(t);
    expect((await post(reader, `${path()}/reveal`, { reason: 'Just curious' })).statusCode).toBe(
      403,
    );
    expect((await post(compliance, `${path()}/reveal`, {})).statusCode).toBe(400);
    expect((await post(compliance, `${path()}/reveal`, { reason: ' no ' })).statusCode).toBe(400);
    const unknown = await post(compliance, `${path('0'.repeat(32))}/reveal`, {
      reason: 'Who is it?',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows('staff.customer_personal_data_revealed', me.guid)).toEqual(before);
    expect(await tableCounts(t)).toEqual(counts);
  });
});

describe('GET /admin/api/customers/{guid}/ledger', () => {
  it('pages an account’s postings newest first, each with the balance after it', async () => {
    const customer = await signedInCustomer(t);
    for (const amount of [10_00n, 20_00n, 30_00n]) await fund(t, customer.guid, 'CAD', amount);
    const first = await get(reader, `${path(customer.guid)}/ledger?asset=CAD&per_page=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      asset: 'CAD',
      page: 0,
      has_more: true,
      objects: [
        { amount: '3000', balance_after: '6000', kind: 'sandbox_funding' },
        { amount: '2000', balance_after: '3000' },
      ],
    });
    const second = await get(reader, `${path(customer.guid)}/ledger?asset=CAD&per_page=2&page=1`);
    expect(second.json().data).toMatchObject({
      has_more: false,
      objects: [{ amount: '1000', balance_after: '1000' }],
    });
    const empty = await get(reader, `${path(customer.guid)}/ledger?asset=ETH`);
    expect(empty.json().data).toMatchObject({ has_more: false, objects: [] });
  });

  it('refuses a bad asset or page (400) and an unknown customer (404)', async () => {
    expect((await get(reader, `${path()}/ledger`)).statusCode).toBe(400);
    expect((await get(reader, `${path()}/ledger?asset=DOGE`)).statusCode).toBe(400);
    expect((await get(reader, `${path()}/ledger?asset=CAD&per_page=0`)).statusCode).toBe(400);
    expect((await get(reader, `${path('0'.repeat(32))}/ledger?asset=CAD`)).statusCode).toBe(404);
  });
});

describe('a verification document opened from the picture', () => {
  const documentsOf = async (guid: string) => {
    const detail = customerDetailSchema.parse((await get(reader, path(guid))).json().data);
    const [verification] = detail.verifications.objects;
    if (verification === undefined) throw new Error('no verification');
    return verification;
  };

  it('serves a decided verification’s document to every staff role as its stored type, never cached, audited as a view of the customer', async () => {
    const verification = await documentsOf(me.guid);
    expect(verification.state).toBe('completed');
    const selfie = verification.documents.find((document) => document.kind === 'selfie');
    if (selfie === undefined) throw new Error('no selfie');
    const before = await auditRows('staff.kyc_file_viewed', me.guid);
    const tokens: Record<StaffRole, string> = {
      support: reader,
      compliance,
      admin: await signedInStaff(t, 'admin'),
    };
    for (const [role, token] of Object.entries(tokens)) {
      const res = await get(token, reviewFilePath(verification.guid, selfie.guid));
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe(selfie.content_type);
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBe(selfie.size);
    }
    const views = (await auditRows('staff.kyc_file_viewed', me.guid)).slice(before.length);
    expect(views.map((view) => view.details)).toEqual(
      Array(3).fill({
        customer_guid: me.guid,
        identity_verification_guid: verification.guid,
        file_guid: selfie.guid,
      }),
    );
  });

  it('answers 404 for a document asked under another customer’s verification, recording nothing', async () => {
    const mine = await documentsOf(me.guid);
    const [document] = mine.documents;
    if (document === undefined) throw new Error('no document');
    const theirs = await documentsOf((await signedInCustomer(t)).guid);
    const before = await auditRows('staff.kyc_file_viewed', me.guid);
    const res = await get(compliance, reviewFilePath(theirs.guid, document.guid));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('PNG');
    const unknown = await get(compliance, reviewFilePath(mine.guid, '0'.repeat(32)));
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows('staff.kyc_file_viewed', me.guid)).toEqual(before);
  });
});

describe('notes', () => {
  it('support adds a note; it is listed newest first with its author, and audited', async () => {
    const customer = await signedInCustomer(t);
    const first = await post(reader, `${path(customer.guid)}/notes`, {
      body: 'Called about a deposit.',
    });
    expect(first.statusCode).toBe(201);
    t.clock.advance(1);
    await post(compliance, `${path(customer.guid)}/notes`, { body: 'Documents checked.' });
    const list = await get(reader, `${path(customer.guid)}/notes`);
    expect(list.json().data).toMatchObject({
      total: 2,
      objects: [{ body: 'Documents checked.' }, { body: 'Called about a deposit.' }],
    });
    expect(list.json().data.objects[1].author_email).toMatch(/^staff-support/);
    const [row] = await auditRows('staff.customer_note_added', customer.guid);
    expect(row?.details).toMatchObject({ note_guid: first.json().data.guid });
    const detail = customerDetailSchema.parse((await get(reader, path(customer.guid))).json().data);
    expect(detail.notes.total).toBe(2);
  });

  it('refuses an empty or too long note (400) and an unknown customer (404), writing nothing', async () => {
    const counts = await tableCounts(t);
    expect((await post(reader, `${path()}/notes`, { body: '   ' })).statusCode).toBe(400);
    expect((await post(reader, `${path()}/notes`, { body: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await post(reader, `${path()}/notes`, { text: 'wrong field' })).statusCode).toBe(400);
    const unknown = await post(reader, `${path('0'.repeat(32))}/notes`, { body: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(await tableCounts(t)).toEqual(counts);
  });
});
