import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../testing/pdf-reader.js';
import {
  address,
  hash,
  october,
  posting,
  quiet,
  tradeGuid,
} from '../../testing/statement-fixtures.js';
import type { DocumentBlock, DocumentSpec } from '../documents/pdf/document-spec.js';
import { renderPdf } from '../documents/pdf/render-pdf.js';
import { statementMaker } from './statement-document.js';
import { type StatementFacts, statementFactsSchema } from './statement-facts.js';

const paragraphs = (spec: DocumentSpec) =>
  spec.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []));
const facts = (spec: DocumentSpec) =>
  spec.blocks.flatMap((block) => (block.kind === 'facts' ? block.facts : []));
const headings = (spec: DocumentSpec) =>
  spec.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));

/** The first table after a heading, as the reader finds it under that heading. */
function tableUnder(spec: DocumentSpec, heading: string) {
  const start = spec.blocks.findIndex(
    (block) => block.kind === 'heading' && block.text === heading,
  );
  const table = spec.blocks
    .slice(start)
    .find((block): block is Extract<DocumentBlock, { kind: 'table' }> => block.kind === 'table');
  if (start < 0 || table === undefined) throw new Error(`no table under ${heading}`);
  return table;
}
const rowsUnder = (spec: DocumentSpec, heading: string) => tableUnder(spec, heading).rows;

describe('an account statement', () => {
  it('sums a month up in English and lists its balances and activity, oldest first', () => {
    const spec = statementMaker.spec(october, 'en-CA');
    expect(spec.title).toBe('Account statement — October 2026');
    // The month's last instant in Toronto, not the time it was drawn.
    expect(spec.datedAt.toISOString()).toBe('2026-11-01T03:59:59.999Z');
    expect(paragraphs(spec)[0]).toMatch(
      /^Prepared for Jane Doe\. This statement shows your Maple Exchange account from October 1, 2026 to October 31, 2026: /,
    );
    expect(facts(spec)).toEqual([
      { label: 'CAD balance at the start of the period', value: '$1,000.00' },
      { label: 'CAD balance at the end of the period', value: '$1,198.01' },
      { label: 'Fees paid in CAD in the period', value: '$1.99' },
    ]);
    expect(rowsUnder(spec, 'Balances')).toEqual([
      ['CAD', '$1,000.00', '$1,198.01'],
      ['BTC', '0.01\u00a0BTC', '0.01448\u00a0BTC'],
    ]);
    expect(tableUnder(spec, 'Activity').columns.map(({ label }) => label)).toEqual([
      'Date and time',
      'Description',
      'Asset',
      'Amount',
      'Fee',
      'Balance after',
    ]);
    expect(rowsUnder(spec, 'Activity')).toEqual([
      ['Oct 2, 2026, 10:00 a.m.', 'CAD deposit', 'CAD', '$500.00', '', '$1,500.00'],
      // Both halves of the trade say what it was, the fee on the CAD half that paid it.
      ['Oct 5, 2026, 11:30 a.m.', 'Purchase of BTC', 'CAD', '-$301.99', '$1.99', '$1,198.01'],
      ['Oct 5, 2026, 11:30 a.m.', 'Purchase of BTC', 'BTC', '0.005\u00a0BTC', '', '0.015\u00a0BTC'],
      [
        'Oct 20, 2026, 2:00 p.m.',
        `Crypto withdrawal\nNetwork: Bitcoin\nAddress: ${address}\nTransaction hash: ${hash}`,
        'BTC',
        '-0.00052\u00a0BTC',
        '0.00002\u00a0BTC',
        '0.01448\u00a0BTC',
      ],
    ]);
    expect(paragraphs(spec)).toContain(
      'Dates and times are in Toronto, where Maple Exchange reports from.',
    );
  });

  it('states the holds, the positions with their gain and estimated book cost, the fees, then the notices', () => {
    const spec = statementMaker.spec(october, 'en-CA');
    expect(headings(spec)).toEqual([
      'Summary',
      'Balances',
      'Activity',
      'Funds on hold at the end of the period',
      'Crypto positions at the end of the period',
      'Fees',
      'About this statement',
    ]);
    expect(rowsUnder(spec, 'Funds on hold at the end of the period')).toEqual([
      ['CAD', '$200.00', 'Oct 31, 2026, 4:00 p.m.', 'f'.repeat(32)],
    ]);
    expect(rowsUnder(spec, 'Crypto positions at the end of the period')).toEqual([
      // $1,448.00 − $1,234.56 = $213.44, the book cost marked as estimated.
      ['BTC', '0.01448\u00a0BTC', '$100,000.00', '$1,448.00', '$1,234.56\nEstimated', '$213.44'],
    ]);
    expect(rowsUnder(spec, 'Fees')).toEqual([
      ['CAD', '$1.99', '$5.97'],
      ['BTC', '0.00002\u00a0BTC', '0.00002\u00a0BTC'],
    ]);
    expect(tableUnder(spec, 'Fees').columns.map(({ label }) => label)).toEqual([
      'Asset',
      'This period',
      'Year to date (2026)',
    ]);
    const said = paragraphs(spec);
    expect(said).toContain(
      'Estimated: the book cost includes a market value standing in for the cost of crypto you transferred in and whose cost you did not state. You can state what it cost you in the Tax centre.',
    );
    const notices = said.slice(-3).join(' ');
    expect(notices).toContain('registered in Canada as a restricted dealer');
    expect(notices).toContain('adjusted cost base');
    expect(notices).toContain('average-cost rule');
    expect(notices).toContain('your spouse or common-law partner');
    expect(said.at(-1)).toMatch(/^Check this statement .* tell us as soon as you can\.$/);
  });

  it('is written in French with French figures, days and words', () => {
    const spec = statementMaker.spec(october, 'fr-CA');
    expect(spec).toMatchObject({ language: 'fr-CA', title: 'Relevé de compte — octobre 2026' });
    expect(paragraphs(spec)[0]).toMatch(
      /^Préparé pour Jane Doe\. Ce relevé présente votre compte Maple Exchange du 1er octobre 2026 au 31 octobre 2026 : /,
    );
    expect(facts(spec)).toEqual([
      { label: 'Solde en CAD au début de la période', value: '1\u00a0000,00\u00a0$' },
      { label: 'Solde en CAD à la fin de la période', value: '1\u00a0198,01\u00a0$' },
      { label: 'Frais payés en CAD pendant la période', value: '1,99\u00a0$' },
    ]);
    const [, purchase, , withdrawal] = rowsUnder(spec, 'Opérations');
    expect(purchase).toEqual([
      '5 oct. 2026, 11 h 30',
      'Achat : BTC',
      'CAD',
      '-301,99\u00a0$',
      '1,99\u00a0$',
      '1\u00a0198,01\u00a0$',
    ]);
    expect(withdrawal?.[1]).toBe(
      `Retrait de cryptoactifs\nRéseau : Bitcoin\nAdresse : ${address}\nEmpreinte de la transaction : ${hash}`,
    );
    expect(rowsUnder(spec, 'Positions en cryptoactifs à la fin de la période')).toEqual([
      [
        'BTC',
        '0,01448\u00a0BTC',
        '100\u00a0000,00\u00a0$',
        '1\u00a0448,00\u00a0$',
        '1\u00a0234,56\u00a0$\nEstimé',
        '213,44\u00a0$',
      ],
    ]);
    const said = paragraphs(spec).join(' ');
    expect(said).toContain('Vous pouvez indiquer ce qu’ils vous ont coûté au Centre fiscal.');
    expect(said).toContain('inscrite au Canada à titre de courtier d’exercice restreint');
    expect(said).toContain('prix de base rajusté');
    expect(said).toContain('votre époux ou conjoint de fait');
  });

  it('names a sale by what the customer did, on both halves of the trade', () => {
    const sale: StatementFacts = {
      ...quiet,
      activity: [
        posting({ kind: 'trade', asset: 'ETH', amount: '-1', reference: tradeGuid }),
        posting({
          kind: 'trade',
          amount: '4801',
          fee: '199',
          fee_asset: 'CAD',
          reference: tradeGuid,
        }),
        // A CAD half that cannot be paired with its coin still says what was done.
        posting({ kind: 'trade', amount: '100' }),
      ],
    };
    const described = (language: 'en-CA' | 'fr-CA') =>
      rowsUnder(
        statementMaker.spec(sale, language),
        language === 'en-CA' ? 'Activity' : 'Opérations',
      ).map((row) => row[1]);
    expect(described('en-CA')).toEqual(['Sale of ETH', 'Sale of ETH', 'Sale']);
    expect(described('fr-CA')).toEqual(['Vente : ETH', 'Vente : ETH', 'Vente']);
  });

  it('names a quarter and the months it runs over, and speaks for its last instant', () => {
    const quarter = { ...october, period: '2026-Q4', ends_at: '2027-01-01T05:00:00.000Z' };
    const english = statementMaker.spec(quarter, 'en-CA');
    expect(english.title).toBe('Statement for the quarter — Q4 2026 (October to December)');
    expect(paragraphs(english)[0]).toContain('from October 1, 2026 to December 31, 2026:');
    expect(english.datedAt.toISOString()).toBe('2027-01-01T04:59:59.999Z');
    const french = statementMaker.spec(quarter, 'fr-CA');
    expect(french.title).toBe('Relevé trimestriel — T4 2026 (octobre à décembre)');
    expect(paragraphs(french)[0]).toContain('du 1er octobre 2026 au 31 décembre 2026 :');
  });

  it('says so in words where a part of the period is empty', () => {
    const english = statementMaker.spec(quiet, 'en-CA');
    const emptyOf = (spec: DocumentSpec) =>
      spec.blocks.flatMap((block) =>
        block.kind === 'table' && block.rows.length === 0 ? [block.empty] : [],
      );
    expect(emptyOf(english)).toEqual([
      'No activity in this period.',
      'No funds were on hold at the end of the period.',
      'You held no crypto at the end of the period.',
      'You paid no fees in this period or earlier this year.',
    ]);
    expect(facts(english).map(({ value }) => value)).toEqual(['$0.00', '$0.00', '$0.00']);
    // Nothing to explain: no hold, no estimated cost, no fee.
    expect(paragraphs(english).join(' ')).not.toMatch(/Estimated:|Funds on hold are|Fees are/);
    expect(emptyOf(statementMaker.spec(quiet, 'fr-CA'))).toEqual([
      'Aucune opération pendant cette période.',
      'Aucun montant n’était retenu à la fin de la période.',
      'Vous ne déteniez aucun cryptoactif à la fin de la période.',
      'Vous n’avez payé aucuns frais pendant cette période ni plus tôt cette année.',
    ]);
  });

  it('shows a position without a known price by its quantity and book cost alone', () => {
    const unpriced: StatementFacts = {
      ...october,
      positions: [
        {
          asset: 'BTC',
          quantity: '1448000',
          price_cents: null,
          market_value_cents: null,
          book_cost_cents: '123456',
          estimated: false,
        },
      ],
    };
    const spec = statementMaker.spec(unpriced, 'en-CA');
    expect(rowsUnder(spec, 'Crypto positions at the end of the period')).toEqual([
      [
        'BTC',
        '0.01448\u00a0BTC',
        'No price known',
        'No price known',
        '$1,234.56',
        'No price known',
      ],
    ]);
    expect(paragraphs(spec).join(' ')).not.toContain('Estimated:');
    const [position] = statementMaker.csv(unpriced).rows.filter((row) => row[0] === 'position');
    expect(position?.slice(-8)).toEqual(['0.01448', '', '', '1234.56', '', 'false', '', '']);
  });

  it('gives one CSV table: a line per row of each part, machine columns, whole units and dollars', () => {
    const { columns, rows } = statementMaker.csv(october);
    expect(columns).toEqual([
      'section',
      'asset',
      'opening_balance',
      'closing_balance',
      'posted_at',
      'kind',
      'amount',
      'fee',
      'fee_asset',
      'balance_after',
      'cad_value',
      'network',
      'transaction_hash',
      'address',
      'reference',
      'placed_at',
      'quantity',
      'price_cad',
      'market_value_cad',
      'book_cost_cad',
      'unrealized_gain_cad',
      'book_cost_estimated',
      'fees_period',
      'fees_year_to_date',
    ]);
    expect(rows.map((row) => row.length)).toEqual(rows.map(() => columns.length));
    // Each line as its non-empty cells by column name, so a reader sees what it says.
    const said = rows.map((row) =>
      Object.fromEntries(columns.flatMap((column, at) => (row[at] ? [[column, row[at]]] : []))),
    );
    expect(said).toEqual([
      { section: 'balance', asset: 'CAD', opening_balance: '1000.00', closing_balance: '1198.01' },
      { section: 'balance', asset: 'BTC', opening_balance: '0.01', closing_balance: '0.01448' },
      {
        section: 'activity',
        asset: 'CAD',
        posted_at: '2026-10-02T14:00:00.000Z',
        kind: 'funding_deposit',
        amount: '500.00',
        balance_after: '1500.00',
        cad_value: '500.00',
        reference: 'd'.repeat(32),
      },
      {
        section: 'activity',
        asset: 'CAD',
        posted_at: '2026-10-05T15:30:00.000Z',
        kind: 'trade',
        amount: '-301.99',
        fee: '1.99',
        fee_asset: 'CAD',
        balance_after: '1198.01',
        cad_value: '-301.99',
        reference: tradeGuid,
      },
      {
        section: 'activity',
        asset: 'BTC',
        posted_at: '2026-10-05T15:30:00.000Z',
        kind: 'trade',
        amount: '0.005',
        balance_after: '0.015',
        cad_value: '300.00',
        reference: tradeGuid,
      },
      {
        section: 'activity',
        asset: 'BTC',
        posted_at: '2026-10-20T18:00:00.000Z',
        kind: 'crypto_withdrawal',
        amount: '-0.00052',
        fee: '0.00002',
        fee_asset: 'BTC',
        balance_after: '0.01448',
        cad_value: '-52.00',
        network: 'bitcoin',
        transaction_hash: hash,
        address,
        reference: 'e'.repeat(32),
      },
      {
        section: 'hold',
        asset: 'CAD',
        amount: '200.00',
        reference: 'f'.repeat(32),
        placed_at: '2026-10-31T20:00:00.000Z',
      },
      {
        section: 'position',
        asset: 'BTC',
        quantity: '0.01448',
        price_cad: '100000.00',
        market_value_cad: '1448.00',
        book_cost_cad: '1234.56',
        unrealized_gain_cad: '213.44',
        book_cost_estimated: 'true',
      },
      { section: 'fee', asset: 'CAD', fees_period: '1.99', fees_year_to_date: '5.97' },
      { section: 'fee', asset: 'BTC', fees_period: '0.00002', fees_year_to_date: '0.00002' },
    ]);
    expect(statementMaker.csv(quiet).rows).toEqual([
      ['balance', 'CAD', '0.00', '0.00', ...Array.from({ length: columns.length - 4 }, () => '')],
    ]);
  });

  it('reads its facts back from JSON, and is named after its period', () => {
    const stored: unknown = JSON.parse(JSON.stringify(october));
    expect(statementFactsSchema.parse(stored)).toEqual(october);
    expect(statementMaker.facts.parse(stored)).toEqual(october);
    expect(statementMaker.kind).toBe('statement');
    expect(statementMaker.filename('2026-Q4')).toBe('maple-statement-2026-Q4');
  });

  it('draws the same bytes every time, and its PDF shows the closing balance', async () => {
    const spec = statementMaker.spec(october, 'en-CA');
    const [first, second] = await Promise.all([renderPdf(spec), renderPdf(spec)]);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(first)).toBe(sha(second));
    const { info, text } = await readPdf(first);
    expect(info).toMatchObject({ Title: 'Account statement — October 2026', Language: 'en-CA' });
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('CAD balance at the end of the period $1,198.01');
    expect(words).toContain('Purchase of BTC');
    expect(words).toContain('$1,234.56');
  });
});
