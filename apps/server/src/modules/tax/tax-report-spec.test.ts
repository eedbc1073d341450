import type { TaxDisposition, TaxYear } from '@maple/contracts';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock, DocumentSpec } from '../documents/pdf/document-spec.js';
import { taxReportSpec } from './tax-report-spec.js';

/** A disposition as the tax year answers it; figures in cents and minor units. */
const disposition = (fields: Partial<TaxDisposition>): TaxDisposition => ({
  ref: 'trade-1',
  kind: 'sale',
  asset: 'ETH',
  disposed_at: '2025-03-02T15:00:00.000Z',
  day: '2025-03-02',
  quantity: '50000000000000000000',
  quantity_decimal: '50',
  proceeds_cents: '600000',
  outlays_cents: '1000',
  cost_cents: '250500',
  gain_cents: '348500',
  denied_loss_cents: '0',
  provisional: false,
  estimated: false,
  transaction_hash: null,
  ...fields,
});

const loss = disposition({
  ref: 'transfer-1',
  kind: 'withdrawal',
  disposed_at: '2025-12-20T16:00:00.000Z',
  day: '2025-12-20',
  quantity: '40000000000000000000',
  quantity_decimal: '40',
  proceeds_cents: '360000',
  outlays_cents: '1000',
  cost_cents: '360600',
  gain_cents: '-1600',
  provisional: true,
  estimated: true,
});

/** 2025, read in 2026: a gain in March and a loss in December. */
const pastYear: TaxYear = {
  year: 2025,
  as_of: '2026-06-15T16:00:00.000Z',
  years: [2025],
  totals: {
    dispositions: 2,
    proceeds_cents: '960000',
    cost_cents: '611100',
    outlays_cents: '2000',
    gain_cents: '346900',
    denied_loss_cents: '0',
  },
  dispositions: [disposition({}), loss],
  holdings: [
    {
      asset: 'BTC',
      quantity: '123450000000',
      quantity_decimal: '1234.5',
      cost_cents: '540900',
      estimated: false,
    },
  ],
};

const emptyYear = (year: number, asOf: string): TaxYear => ({
  year,
  as_of: asOf,
  years: [],
  totals: {
    dispositions: 0,
    proceeds_cents: '0',
    cost_cents: '0',
    outlays_cents: '0',
    gain_cents: '0',
    denied_loss_cents: '0',
  },
  dispositions: [],
  holdings: [],
});

const texts = (spec: DocumentSpec) => spec.blocks.flatMap(textOf);
function textOf(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'facts':
      return block.facts.map(({ label, value }) => `${label}: ${value}`);
    case 'table':
      return block.rows.length === 0 ? [block.empty] : [];
  }
}
const tables = (spec: DocumentSpec) =>
  spec.blocks.filter((block) => block.kind === 'table').map((block) => block.rows);
const facts = (spec: DocumentSpec) =>
  spec.blocks.flatMap((block) => (block.kind === 'facts' ? block.facts : []));

describe('taxReportSpec', () => {
  it('lays out a past year: Schedule 3 lines, each disposition with its marks, the holdings', () => {
    const spec = taxReportSpec(pastYear, 'en-CA', 'Ada Lovelace');
    expect(spec).toMatchObject({ language: 'en-CA', title: 'Capital gains report 2025' });
    // The last second of December 31 in Toronto (EST).
    expect(spec.datedAt.toISOString()).toBe('2026-01-01T04:59:59.000Z');
    expect(facts(spec)).toEqual([
      { label: 'Proceeds of disposition', value: '$9,600.00' },
      { label: 'Adjusted cost base', value: '$6,111.00' },
      { label: 'Outlays and expenses', value: '$20.00' },
      { label: 'Gain or loss', value: '$3,469.00 (gain)' },
      { label: 'Superficial losses denied', value: '$0.00' },
      { label: 'Number of dispositions', value: '2' },
    ]);
    const [dispositions, holdings] = tables(spec);
    expect(dispositions).toEqual([
      ['2025-03-02', 'ETH', 'Sale', '50', '$6,000.00', '$2,505.00', '$10.00', '$3,485.00', '$0.00'],
      [
        '2025-12-20',
        'ETH',
        // The marks on a line of their own under the kind.
        'Withdrawal to another wallet\nProvisional, Estimated',
        '40',
        '$3,600.00',
        '$3,606.00',
        '$10.00',
        '-$16.00',
        '$0.00',
      ],
    ]);
    expect(holdings).toEqual([['BTC', '1,234.5', '$5,409.00', '']]);
    const said = texts(spec);
    expect(said).toContain('Prepared for Ada Lovelace.');
    expect(said).toContain('The figures are those of the year ended December 31, 2025.');
    expect(said).toContain('Holdings at the end of 2025');
    expect(said.filter((text) => text.startsWith('Provisional: the 30 days'))).toHaveLength(1);
    expect(said.filter((text) => text.startsWith('Estimated: the cost'))).toHaveLength(1);
    expect(said.some((text) => text.includes('your spouse or common-law partner'))).toBe(true);
    expect(said.at(-1)).toBe('This is not tax advice.');
  });

  it('says a net loss by its sign and in words', () => {
    const year = { ...pastYear, totals: { ...pastYear.totals, gain_cents: '-1600' } };
    expect(facts(taxReportSpec(year, 'en-CA'))).toContainEqual({
      label: 'Gain or loss',
      value: '-$16.00 (loss)',
    });
    expect(facts(taxReportSpec(year, 'fr-CA'))).toContainEqual({
      label: 'Gain ou perte',
      value: expect.stringMatching(/^-16,00\s\$ \(perte\)$/),
    });
  });

  it('says so when a year has no dispositions and nothing is held, and explains no mark', () => {
    const spec = taxReportSpec(emptyYear(2024, '2026-06-15T16:00:00.000Z'), 'en-CA');
    const said = texts(spec);
    expect(said).toContain('No dispositions in 2024.');
    expect(said).toContain('You held no crypto on Maple Exchange at the end of 2024.');
    expect(said.some((text) => /^(Provisional|Estimated):/.test(text))).toBe(false);
    expect(said.some((text) => text.startsWith('Prepared for'))).toBe(false);
    expect(facts(spec)).toContainEqual({ label: 'Gain or loss', value: '$0.00' });
    expect(tables(spec)).toEqual([[], []]);
  });

  it('dates the current year’s report at the start of its Toronto day, the same all day', () => {
    // 03:30 UTC on June 15 is still June 14 in Toronto (EDT, UTC−4).
    const morning = taxReportSpec(emptyYear(2026, '2026-06-15T03:30:00.000Z'), 'en-CA');
    const evening = taxReportSpec(emptyYear(2026, '2026-06-14T23:59:00.000Z'), 'en-CA');
    expect(morning.datedAt.toISOString()).toBe('2026-06-14T04:00:00.000Z');
    expect(evening).toEqual(morning);
    expect(texts(morning)).toContain('Holdings on June 14, 2026');
    expect(texts(morning)).toContain('You hold no crypto on Maple Exchange.');
    expect(texts(morning).some((text) => text.startsWith('2026 is not over yet'))).toBe(true);
  });

  it('speaks French: title, words, amounts with a decimal comma and the day in words', () => {
    const spec = taxReportSpec(pastYear, 'fr-CA', 'Léa Tremblay');
    expect(spec).toMatchObject({
      language: 'fr-CA',
      title: 'Rapport des gains en capital 2025',
    });
    expect(facts(spec)[0]).toEqual({
      label: 'Produit de disposition',
      value: expect.stringMatching(/^9\s600,00\s\$$/),
    });
    const [dispositions, holdings] = tables(spec);
    expect(dispositions?.[1]?.slice(2, 4)).toEqual([
      'Retrait vers un autre portefeuille\nProvisoire, Estimé',
      '40',
    ]);
    expect(dispositions?.[1]?.[7]).toMatch(/^-16,00\s\$$/);
    expect(holdings?.[0]?.[1]).toMatch(/^1\s234,5$/);
    expect(texts(spec)).toContain('Préparé pour Léa Tremblay.');
    expect(texts(spec).at(-1)).toBe('Ces renseignements ne constituent pas un conseil fiscal.');
    const now = taxReportSpec(emptyYear(2026, '2026-06-15T16:00:00.000Z'), 'fr-CA');
    expect(texts(now)).toContain('Avoirs au 15 juin 2026');
  });
});
