import { createHash } from 'node:crypto';
import { type CustomerDocument, dataOf, documentListSchema } from '@maple/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trade } from '../../testing/books-flows.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { after } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { torontoYear } from '../tax/tax-year.js';

/**
 * A customer's documents on the back office's customer page (docs/product/documents.md,
 * "Staff"): a staff member lists them and downloads a file exactly as kept, each look audited
 * once with what was looked at; a customer's token is refused, bad input is refused before
 * anything is read or recorded, and another customer's document is not found under this one.
 */
let t: TestApp;
let staff: string;
let me: SignedInCustomer;
let other: SignedInCustomer;
const bought: Record<string, unknown>[] = [];
let theirs: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t, 'support');
  me = await fundedCustomer(t, 10_000_00n, { secondFactor: false });
  other = await fundedCustomer(t, 1_000_00n, { secondFactor: false });
  for (const cents of [100_00n, 200_00n]) {
    bought.push(await trade(t, me, 'BTC-CAD', 'buy', cents));
    await after(t, 10);
  }
  theirs = await trade(t, other, 'ETH-CAD', 'buy', 100_00n);
  await after(t, 10);
  await t.services.documents.drawDue();
}, 60_000);
afterAll(() => t.close());

const path = (customerGuid = me.guid) => `/admin/api/customers/${customerGuid}/documents`;
const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });

const staffIdOf = (token: string): string =>
  z
    .object({ sub: z.string() })
    .parse(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))).sub;

async function listOf(customer: SignedInCustomer, query = '') {
  const res = await get(staff, `${path(customer.guid)}${query}`);
  expect(res.statusCode).toBe(200);
  return dataOf(documentListSchema).parse(res.json()).data;
}

/** The staff looks at documents recorded in the audit log, oldest first. */
async function looks(requestId?: string) {
  const { rows } = await sql<{
    action: string;
    actor_type: string;
    actor_id: string;
    request_id: string;
    details: Record<string, unknown>;
  }>`
    SELECT action, actor_type, actor_id, request_id, details FROM audit_events
    WHERE action IN ('staff.customer_documents_viewed', 'staff.customer_document_downloaded')
      AND (${requestId ?? null}::text IS NULL OR request_id = ${requestId ?? null})
    ORDER BY id`.execute(t.database.db);
  return rows;
}

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

const confirmationOf = (documents: readonly CustomerDocument[], subject: unknown) => {
  const found = documents.find((document) => document.subject === subject);
  if (found === undefined) throw new Error(`no confirmation of ${String(subject)}`);
  return found;
};

describe('a staff member', () => {
  it('lists the customer’s documents as the customer sees them, audited once', async () => {
    const res = await get(staff, path());
    expect(res.statusCode).toBe(200);
    const page = dataOf(documentListSchema).parse(res.json()).data;
    const mine = await get(me.tokens.ut, '/customers/documents');
    expect(page).toEqual(dataOf(documentListSchema).parse(mine.json()).data);
    expect(page.objects.map((document) => document.subject)).toEqual([
      bought[1]?.guid,
      bought[0]?.guid,
    ]);
    expect(await looks(String(res.headers['x-request-id']))).toEqual([
      {
        action: 'staff.customer_documents_viewed',
        actor_type: 'staff',
        actor_id: staffIdOf(staff),
        request_id: res.headers['x-request-id'],
        details: { customer_guid: me.guid, filter: {}, cursor: null },
      },
    ]);
  });

  it('pages and narrows as the customer does, the audit naming the filter and the cursor', async () => {
    const year = torontoYear(t.clock.now());
    const query = `?kind=trade_confirmation&year=${year}&per_page=1`;
    const first = await listOf(me, query);
    expect(first.objects.map((document) => document.subject)).toEqual([bought[1]?.guid]);
    const res = await get(staff, `${path()}${query}&cursor=${first.next_cursor}`);
    const rest = dataOf(documentListSchema).parse(res.json()).data;
    expect(rest).toEqual({
      objects: [expect.objectContaining({ subject: bought[0]?.guid })],
      next_cursor: null,
    });
    const [look, ...more] = await looks(String(res.headers['x-request-id']));
    expect(more).toEqual([]);
    expect(look?.details).toEqual({
      customer_guid: me.guid,
      filter: { kind: 'trade_confirmation', year },
      cursor: first.next_cursor,
    });
  });

  it('downloads the PDF and the CSV exactly as kept, each download audited with its SHA-256', async () => {
    const document = confirmationOf((await listOf(me)).objects, bought[0]?.guid);
    const pdf = await get(staff, `${path()}/${document.guid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="maple-trade-confirmation-${String(bought[0]?.guid)}.pdf"`,
      'cache-control': 'private, no-store',
    });
    expect(sha256(pdf.rawPayload)).toBe(document.pdf_sha256);
    const customers = await get(me.tokens.ut, `/customers/documents/${document.guid}/pdf`);
    expect(customers.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(await looks(String(pdf.headers['x-request-id']))).toEqual([
      {
        action: 'staff.customer_document_downloaded',
        actor_type: 'staff',
        actor_id: staffIdOf(staff),
        request_id: pdf.headers['x-request-id'],
        details: {
          customer_guid: me.guid,
          document_guid: document.guid,
          format: 'pdf',
          sha256: document.pdf_sha256,
        },
      },
    ]);

    const csv = await get(staff, `${path()}/${document.guid}/csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sha256(csv.body)).toBe(document.csv_sha256);
    const [look] = await looks(String(csv.headers['x-request-id']));
    expect(look?.details).toMatchObject({ format: 'csv', sha256: document.csv_sha256 });
  });
});

describe('what is refused, recording nothing', () => {
  it('refuses a customer’s tokens and no token with 401', async () => {
    const document = confirmationOf((await listOf(me)).objects, bought[0]?.guid);
    const before = await looks();
    for (const url of [path(), `${path()}/${document.guid}/pdf`]) {
      for (const token of [me.tokens.ut, me.tokens.at]) {
        expect((await get(token, url)).statusCode).toBe(401);
      }
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect(await looks()).toEqual(before);
  });

  it('refuses bad input with 400 before reading anything', async () => {
    const document = confirmationOf((await listOf(me)).objects, bought[0]?.guid);
    const before = await looks();
    for (const url of [
      path('not-a-guid'),
      `${path('not-a-guid')}/${document.guid}/pdf`,
      `${path()}/not-a-guid/pdf`,
      `${path()}/${document.guid}/docx`,
      `${path()}?kind=invoice`,
      `${path()}?year=1999`,
      `${path()}?per_page=0`,
      `${path()}?per_page=101`,
      `${path()}?cursor=yesterday`,
      `${path()}?colour=blue`,
    ]) {
      const res = await get(staff, url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
    expect(await looks()).toEqual(before);
  });

  it('answers another customer’s document under this customer, or an unknown one, with 404', async () => {
    const document = confirmationOf((await listOf(other)).objects, theirs.guid);
    const before = await looks();
    const wrong = await get(staff, `${path()}/${document.guid}/pdf`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain('%PDF');
    expect((await get(staff, `${path()}/${'0'.repeat(32)}/csv`)).statusCode).toBe(404);
    expect((await get(staff, path('0'.repeat(32)))).statusCode).toBe(404);
    expect(await looks()).toEqual(before);
  });
});
