import { createHash } from 'node:crypto';
import type { TaxYear } from '@maple/contracts';
import { formatAmount } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { torontoDay } from '../../infra/clock.js';
import { trade } from '../../testing/books-flows.js';
import { bearer, type SignedInCustomer } from '../../testing/flows.js';
import { readPdf, structureRoles } from '../../testing/pdf-reader.js';
import { after, taxRead, taxYearOf, units } from '../../testing/tax-flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';
import { torontoYear } from './tax-year.js';

/**
 * The year's capital gains report (`GET /customers/tax/{year}/report.pdf`) through the real app:
 * a customer's trades read back from the PDF as a reader reads it, figure by figure against the
 * JSON answer of the same year, in both languages, and the same bytes on a second download.
 */
let t: TestApp;
let me: SignedInCustomer;
let year: number;

beforeAll(async () => {
  t = await createTestApp({
    // A trade fee, so that the outlays are not all zero.
    trading: { ...testConfig.trading, feeCents: 1_99n },
  });
  me = await fundedCustomer(t, 10_000_00n, { secondFactor: false });
  const bought = await trade(t, me, 'BTC-CAD', 'buy', 3_000_00n);
  await after(t, 10);
  // Two sales, each a disposition of its own with its gain or loss.
  await trade(t, me, 'BTC-CAD', 'sell', units(bought.receive_amount) / 3n);
  await after(t, 10);
  await trade(t, me, 'BTC-CAD', 'sell', units(bought.receive_amount) / 4n);
  await after(t, 10);
  year = torontoYear(t.clock.now());
}, 120_000);
afterAll(() => t.close());

const reportOf = (who: SignedInCustomer, query = '', path = `${year}`) =>
  taxRead(t, who, `${path}/report.pdf${query}`);

/** The report's text with every kind of space as one, as French amounts use no-break spaces. */
async function textOf(bytes: Buffer): Promise<string> {
  return (await readPdf(bytes)).text.replace(/\s+/g, ' ');
}

/** Every amount the report must state, as the JSON answer states it, written in `language`. */
function statedFigures(answer: TaxYear, language: 'en-CA' | 'fr-CA'): string[] {
  const cad = (cents: string) => formatAmount(BigInt(cents), 'CAD', language).replace(/\s+/g, ' ');
  const { totals } = answer;
  return [
    ...[
      totals.proceeds_cents,
      totals.cost_cents,
      totals.outlays_cents,
      totals.gain_cents,
      totals.denied_loss_cents,
    ].map(cad),
    ...answer.dispositions.map((row) => cad(row.gain_cents)),
  ];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('GET /customers/tax/{year}/report.pdf', () => {
  it('is a PDF download stating the title, each Schedule 3 figure and each disposition’s gain', async () => {
    const answer = await taxYearOf(t, me, year);
    expect(answer.dispositions).toHaveLength(2);
    const res = await reportOf(me, '?lang=en-CA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="maple-capital-gains-${year}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const text = await textOf(res.rawPayload);
    expect(text).toContain(`Capital gains report ${year}`);
    expect(text).toContain(`Schedule 3 summary for ${year}`);
    expect(text).toContain('Number of dispositions 2');
    for (const figure of statedFigures(answer, 'en-CA')) expect(text).toContain(figure);
    expect(text).toContain('Prepared for Ada Lovelace.');
    expect(text).toContain('This is not tax advice.');
  });

  it('speaks French when asked: the French title and amounts with a decimal comma', async () => {
    const answer = await taxYearOf(t, me, year);
    const res = await reportOf(me, '?lang=fr-CA');
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(`Rapport des gains en capital ${year}`);
    for (const figure of statedFigures(answer, 'fr-CA')) {
      expect(figure).toMatch(/\d,\d\d \$$/);
      expect(text).toContain(figure);
    }
    expect(text).toContain('Ces renseignements ne constituent pas un conseil fiscal.');
  });

  it('is the same bytes when downloaded again the same day', async () => {
    // Half a minute apart on one Toronto day: past midnight first if the day is about to end.
    if (torontoDay(new Date(t.clock.now().getTime() + 60_000)) !== torontoDay(t.clock.now())) {
      t.clock.advance(61);
    }
    const first = await reportOf(me, '?lang=fr-CA');
    const asOf = (await taxYearOf(t, me, year)).as_of;
    t.clock.advance(30);
    expect((await taxYearOf(t, me, year)).as_of).not.toBe(asOf);
    const second = await reportOf(me, '?lang=fr-CA');
    expect(first.statusCode).toBe(200);
    expect(sha256(second.rawPayload)).toBe(sha256(first.rawPayload));
  });

  it('declares its language and is tagged', async () => {
    const bytes = (await reportOf(me, '?lang=fr-CA')).rawPayload;
    expect(bytes.toString('latin1')).toContain('/Lang (fr-CA)');
    const { info, marked, tree } = await readPdf(bytes);
    expect(info).toMatchObject({
      Language: 'fr-CA',
      Title: `Rapport des gains en capital ${year}`,
    });
    expect(marked).toMatchObject({ Marked: true });
    const roles = structureRoles(tree);
    for (const role of ['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']) {
      expect(roles).toContain(role);
    }
  });

  it('is in the customer’s chosen language without `lang`, and says a year had nothing', async () => {
    const fresh = await fundedCustomer(t, 0n, { secondFactor: false });
    const english = await textOf((await reportOf(fresh)).rawPayload);
    expect(english).toContain(`Capital gains report ${year}`);
    expect(english).toContain(`No dispositions in ${year}.`);
    expect(english).toContain('You hold no crypto on Maple Exchange.');

    const preferences = await t.app.inject({
      url: '/customers/preferences',
      headers: bearer(fresh.tokens.ut),
    });
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/customers/preferences',
      headers: bearer(fresh.tokens.ut),
      payload: { ...preferences.json<{ data: object }>().data, language: 'fr-CA' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const past = await textOf((await reportOf(fresh, '', `${year - 1}`)).rawPayload);
    expect(past).toContain(`Rapport des gains en capital ${year - 1}`);
    expect(past).toContain(`Aucune disposition en ${year - 1}.`);
    expect(past).toContain(
      `Vous ne déteniez aucun cryptoactif sur Maple Exchange à la fin de ${year - 1}.`,
    );
  });
});

describe('a report the tax centre cannot draw', () => {
  it('is refused with 400 for a bad year or language, before anything is read or drawn', async () => {
    const pages = vi.spyOn(t.services.ledgerExport, 'pages');
    try {
      const refused = [
        ...['abc', '2019', '10000', '2020.5', String(year + 1)].map((bad) => reportOf(me, '', bad)),
        ...['?lang=de', '?lang=', '?lang=fr', '?lang=en-CA&other=1'].map((query) =>
          reportOf(me, query),
        ),
      ];
      for (const res of await Promise.all(refused)) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['content-disposition']).toBeUndefined();
        expect(res.json()).toMatchObject({ code: 'invalid_parameter' });
      }
      expect(pages).not.toHaveBeenCalled();
    } finally {
      pages.mockRestore();
    }
  });

  it('is refused with 401 without the customer’s user token', async () => {
    const url = `/customers/tax/${year}/report.pdf?lang=en-CA`;
    for (const headers of [{}, bearer(me.tokens.at)]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
