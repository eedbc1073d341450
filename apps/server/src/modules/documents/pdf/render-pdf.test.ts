import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPdf, structureRoles } from '../../../testing/pdf-reader.js';
import type { DocumentSpec } from './document-spec.js';
import { renderPdf } from './render-pdf.js';

const statement: DocumentSpec = {
  language: 'fr-CA',
  title: 'Relevé mensuel — novembre 2026',
  datedAt: new Date('2026-11-30T23:59:59-05:00'),
  footer: 'Maple Exchange',
  blocks: [
    { kind: 'heading', text: 'Sommaire' },
    {
      kind: 'facts',
      facts: [
        { label: 'Solde d’ouverture', value: '1\u202f234,56\u00a0$' },
        { label: 'Solde de clôture', value: '987,65\u00a0$' },
      ],
    },
    { kind: 'paragraph', text: 'Coût estimé « à l’arrivée » : valeur marchande.' },
    {
      kind: 'table',
      columns: [
        { label: 'Date', align: 'left' },
        { label: 'Montant', align: 'right' },
      ],
      rows: Array.from({ length: 120 }, (_, day) => [`2026-11-${day}`, `${day},00\u00a0$`]),
      empty: 'Aucune opération.',
    },
  ],
};

describe('a rendered document', () => {
  it('is the same bytes every time it is rendered', async () => {
    const [first, second] = await Promise.all([renderPdf(statement), renderPdf(statement)]);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(first)).toBe(sha(second));
    expect(first.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  });

  it('says its language and title, and carries every word, French included', async () => {
    const { info, text, pages } = await readPdf(await renderPdf(statement));
    expect(info).toMatchObject({ Title: statement.title, Language: 'fr-CA' });
    expect(text).toContain('Relevé mensuel — novembre 2026');
    expect(text).toContain('Solde d’ouverture');
    expect(text).toContain('« à l’arrivée »');
    expect(text).toContain('2026-11-119');
    expect(text).toContain('Maple Exchange · 1 / ');
    expect(pages).toBeGreaterThan(1);
  });

  it('is a tagged PDF: title, headings, paragraphs and table cells in its structure', async () => {
    const { tree, marked } = await readPdf(await renderPdf(statement));
    expect(marked).toMatchObject({ Marked: true });
    const found = structureRoles(tree);
    for (const role of ['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']) {
      expect(found).toContain(role);
    }
  });

  it('says a table is empty rather than drawing a header alone', async () => {
    const { text } = await readPdf(
      await renderPdf({
        ...statement,
        language: 'en-CA',
        blocks: [
          {
            kind: 'table',
            columns: [{ label: 'Date', align: 'left' }],
            rows: [],
            empty: 'No activity.',
          },
        ],
      }),
    );
    expect(text).toContain('No activity.');
    expect(text).not.toContain('Date');
  });
});
