import { createHash } from 'node:crypto';
import { type CustomerDocument, dataOf, documentListSchema } from '@maple/contracts';
import { formatAmount, toDecimalString } from '@maple/money';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trade } from '../../testing/books-flows.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { readPdf } from '../../testing/pdf-reader.js';
import { after, units } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { torontoYear } from '../tax/tax-year.js';

/**
 * The customer's documents through the real app (ADR 75): a settled trade gets one
 * confirmation, drawn once, listed and downloaded exactly as kept, its SHA-256s in the audit
 * log; the figures it states are the ones the trade took; nobody else can read it; bad input
 * is refused before anything is read.
 */
let t: TestApp;
let me: SignedInCustomer;
let bought: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ trading: { ...testConfig.trading, feeCents: 1_99n } });
  me = await fundedCustomer(t, 10_000_00n, { secondFactor: false });
  bought = await trade(t, me, 'BTC-CAD', 'buy', 2_500_00n);
  await after(t, 10);
}, 60_000);
afterAll(() => t.close());

const read = (who: SignedInCustomer, url: string) =>
  t.app.inject({ url, headers: bearer(who.tokens.ut) });

async function listOf(who: SignedInCustomer, query = ''): Promise<CustomerDocument[]> {
  const res = await read(who, `/customers/documents${query}`);
  expect(res.statusCode).toBe(200);
  return dataOf(documentListSchema).parse(res.json()).data.objects;
}

/** The confirmation of `tradeGuid`, drawn: the job has run or is made to run now. */
async function drawnConfirmation(who: SignedInCustomer, tradeGuid: unknown) {
  await t.services.documents.drawDue();
  const found = (await listOf(who)).find((document) => document.subject === tradeGuid);
  if (found === undefined) throw new Error('no confirmation of the trade');
  return found;
}

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

describe('a trade confirmation', () => {
  it('is kept once per trade, drawn once, with its SHA-256s in the audit log', async () => {
    // Settlement running again confirms nothing twice.
    await t.services.settlement.settleDue();
    const document = await drawnConfirmation(me, bought.guid);
    expect(document).toMatchObject({ kind: 'trade_confirmation', language: 'en-CA', ready: true });
    await t.services.documents.drawDue();
    const { rows } = await sql<{ details: Record<string, unknown> }>`
      SELECT details FROM audit_events WHERE action = 'document.generated'
        AND details->>'document_guid' = ${document.guid}`.execute(t.database.db);
    expect(rows.map((row) => row.details)).toEqual([
      expect.objectContaining({
        subject: bought.guid,
        pdf_sha256: document.pdf_sha256,
        csv_sha256: document.csv_sha256,
      }),
    ]);
    const pdf = await read(me, `/customers/documents/${document.guid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="maple-trade-confirmation-${String(bought.guid)}.pdf"`,
    );
    expect(sha256(pdf.rawPayload)).toBe(document.pdf_sha256);
    const again = await read(me, `/customers/documents/${document.guid}/pdf`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it('states what the trade took: quantity, price, fee and total, in words a reader reads', async () => {
    const document = await drawnConfirmation(me, bought.guid);
    const pdf = await readPdf(
      (await read(me, `/customers/documents/${document.guid}/pdf`)).rawPayload,
    );
    const text = pdf.text.replace(/\s+/g, ' ');
    const total = units(bought.deliver_amount);
    const quantity = units(bought.receive_amount);
    const say = (cents: bigint) => formatAmount(cents, 'CAD', 'en-CA');
    expect(pdf.info).toMatchObject({
      Title: 'Trade confirmation: purchase of BTC',
      Language: 'en-CA',
    });
    expect(text).toContain(String(bought.guid));
    expect(text).toContain(`Total paid ${say(total)}`);
    expect(text).toContain(`Fee ${say(1_99n)}`);
    expect(text).toContain(`Consideration ${say(total - 1_99n)}`);
    expect(text).toContain(formatAmount(quantity, 'BTC', 'en-CA', { precision: 'full' }));
    expect(text).toMatch(/Principal: Maple Exchange was the other party/);
    expect(text).toMatch(/Spread against the mid price \$[\d,.]+ \(\d+ basis points\)/);
  });

  it('gives the same figures as one CSV line', async () => {
    const document = await drawnConfirmation(me, bought.guid);
    const res = await read(me, `/customers/documents/${document.guid}/csv`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sha256(res.body)).toBe(document.csv_sha256);
    const [row, ...more] = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      order_id: bought.guid,
      side: 'buy',
      asset: 'BTC',
      total_cad: toDecimalString(units(bought.deliver_amount), 'CAD'),
      fee_cad: '1.99',
      capacity: 'principal',
    });
  });

  it('is written in French for a customer who reads French', async () => {
    const french = await fundedCustomer(t, 1_000_00n, { secondFactor: false });
    const user = await t.database.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', french.email)
      .executeTakeFirstOrThrow();
    await t.services.identity.setLanguage(t.database.db, user.id, 'fr-CA');
    const bought = await trade(t, french, 'BTC-CAD', 'buy', 500_00n);
    await after(t, 10);
    const document = await drawnConfirmation(french, bought.guid);
    expect(document.language).toBe('fr-CA');
    const pdf = await readPdf(
      (await read(french, `/customers/documents/${document.guid}/pdf`)).rawPayload,
    );
    expect(pdf.info).toMatchObject({ Title: 'Avis d’exécution : achat de BTC', Language: 'fr-CA' });
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(
      `Total payé ${formatAmount(units(bought.deliver_amount), 'CAD', 'fr-CA').replace(/\s+/g, ' ')}`,
    );
  });
});

describe('the list and the files', () => {
  it('pages newest first, and narrows by kind and by Toronto year', async () => {
    const trader = await fundedCustomer(t, 1_000_00n, { secondFactor: false });
    const guids: unknown[] = [];
    for (const cents of [100_00n, 200_00n, 300_00n]) {
      guids.push((await trade(t, trader, 'ETH-CAD', 'buy', cents)).guid);
      await after(t, 10);
    }
    const first = await read(trader, '/customers/documents?per_page=2');
    const page = dataOf(documentListSchema).parse(first.json()).data;
    expect(page.objects.map((document) => document.subject)).toEqual([guids[2], guids[1]]);
    const rest = dataOf(documentListSchema).parse(
      (await read(trader, `/customers/documents?per_page=2&cursor=${page.next_cursor}`)).json(),
    ).data;
    expect(rest).toEqual({
      objects: [expect.objectContaining({ subject: guids[0] })],
      next_cursor: null,
    });
    const year = torontoYear(t.clock.now());
    expect(await listOf(trader, `?year=${year}&kind=trade_confirmation`)).toHaveLength(3);
    expect(await listOf(trader, `?year=${year - 1}`)).toEqual([]);
    expect(await listOf(trader, '?kind=transfer_confirmation')).toEqual([]);
  });

  it('answers a document still being drawn with 409, and another customer’s with 404', async () => {
    const trader = await fundedCustomer(t, 1_000_00n, { secondFactor: false });
    const traded = await trade(t, trader, 'LTC-CAD', 'buy', 100_00n);
    // Settled while no worker runs: the row is there, its files not drawn yet.
    await t.services.jobs.stop();
    try {
      t.clock.advance(10);
      await t.services.settlement.settleDue();
      const [waiting] = await listOf(trader);
      expect(waiting).toMatchObject({ subject: traded.guid, ready: false, pdf_sha256: null });
      const res = await read(trader, `/customers/documents/${waiting?.guid}/pdf`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict' });
    } finally {
      await t.services.jobs.start(t.app.log);
    }
    // The job the settlement sent draws it once the workers run again.
    const drawn = await eventually('the confirmation to be drawn', async () => {
      const [document] = await listOf(trader);
      return document?.ready === true ? document : undefined;
    });
    const theirs = await read(me, `/customers/documents/${drawn.guid}/pdf`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('%PDF');
  });

  it('refuses bad input with 400 before reading anything', async () => {
    const document = await drawnConfirmation(me, bought.guid);
    for (const url of [
      '/customers/documents?kind=invoice',
      '/customers/documents?year=1999',
      '/customers/documents?per_page=0',
      '/customers/documents?per_page=101',
      '/customers/documents?cursor=yesterday',
      '/customers/documents?colour=blue',
      `/customers/documents/${document.guid}/docx`,
      '/customers/documents/not-a-guid/pdf',
    ]) {
      const res = await read(me, url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
    const unknown = await read(me, `/customers/documents/${'0'.repeat(32)}/csv`);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `/customers/documents/${document.guid}/pdf` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a drawn document as drawn: the database refuses to change or remove it', async () => {
    const document = await drawnConfirmation(me, bought.guid);
    const { db } = t.database;
    await expect(
      db
        .updateTable('documents')
        .set({ csv: 'forged' })
        .where('guid', '=', document.guid)
        .execute(),
    ).rejects.toThrow(/kept as drawn/);
    await expect(
      db.deleteFrom('documents').where('guid', '=', document.guid).execute(),
    ).rejects.toThrow(/cannot be deleted/);
  });
});
