import type { CustomerDocument, DocumentKind } from '@maple/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRequest, fakeServer } from '../../test/fake-server';
import { tokenExpiringIn } from '../../test/jwt';
import { renderApp } from '../../test/render-app';

const tradeSubject = '1a2b3c4d5e6f708192a3b4c5d6e7f809';

/** A trade's confirmation, drawn: 03:30 UTC on June 1 is still May 31 in Toronto. */
const tradeConfirmation: CustomerDocument = {
  guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf',
  kind: 'trade_confirmation',
  subject: tradeSubject,
  language: 'en-CA',
  dated_at: '2026-06-01T03:30:00.000Z',
  ready: true,
  pdf_sha256: 'a'.repeat(64),
  csv_sha256: 'b'.repeat(64),
};

const transferConfirmation: CustomerDocument = {
  guid: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbebf',
  kind: 'transfer_confirmation',
  subject: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  language: 'fr-CA',
  dated_at: '2026-03-02T15:00:00.000Z',
  ready: true,
  pdf_sha256: 'c'.repeat(64),
  csv_sha256: 'd'.repeat(64),
};

/** A statement or a tax report, about a period and dated at its end. */
const periodic = (digit: string, kind: DocumentKind, subject: string, dated_at: string) => ({
  ...tradeConfirmation,
  guid: digit.repeat(32),
  kind,
  subject,
  dated_at,
});

/** A document whose files are still being drawn. */
const notReady = (document: CustomerDocument): CustomerDocument => ({
  ...document,
  ready: false,
  pdf_sha256: null,
  csv_sha256: null,
});

/** A page of the list as the server sends it, in the envelope every /customers answer has. */
const pageOf = (objects: CustomerDocument[], next_cursor: string | null = null) => ({
  body: { data: { objects, next_cursor } },
});

const cursorAfter = (document: CustomerDocument) =>
  `${document.dated_at.replace('.000Z', '.000000Z')}_${document.guid}`;

/** The list's requests, each as its query. */
const listQueries = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path === '/customers/documents')
    .map((request) => Object.fromEntries(request.search));

/** Opens /documents signed in and waits for its h1. */
async function open() {
  storeTestCustomerSession();
  renderApp('/documents');
  await screen.findByRole('heading', { level: 1, name: 'Documents' }, { timeout: 5_000 });
}

/** A table's body rows, each as the text of its cells, spaces as typed. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );

/** The files the page saves and their names, caught where the browser would download them. */
function savedFiles(): { blobs: Blob[]; names: string[] } {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        blobs.push(blob);
        return 'blob:document';
      }
      static override revokeObjectURL() {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

// Only the clock is fake, so "the current year" is 2026 on every run; timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T16:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/documents', () => {
  it('lists the documents in Toronto time, each with its PDF and CSV', async () => {
    const requests = fakeServer({
      'GET /customers/documents': () => pageOf([tradeConfirmation, transferConfirmation]),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Your documents, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date (Toronto time)', 'Document', 'Language', 'Files']);
    expect(rowsOf(table)).toEqual([
      ['May 31, 2026, 11:30 p.m.', 'Trade confirmation 1a2b3c4d', 'English', 'PDFCSV'],
      ['Mar 2, 2026, 10:00 a.m.', 'Transfer confirmation f0e1d2c3', 'French', 'PDFCSV'],
    ]);
    // The short reference names the whole trade on hover.
    expect(within(table).getByText('1a2b3c4d')).toHaveAttribute('title', tradeSubject);
    for (const name of [
      /^PDF of the trade confirmation of May 31, 2026, 11:30\sp\.m\.$/,
      /^CSV of the trade confirmation of May 31, 2026, 11:30\sp\.m\.$/,
      /^PDF of the transfer confirmation of Mar 2, 2026, 10:00\sa\.m\.$/,
      /^CSV of the transfer confirmation of Mar 2, 2026, 10:00\sa\.m\.$/,
    ]) {
      expect(within(table).getByRole('button', { name })).toBeEnabled();
    }
    expect(listQueries(requests)).toEqual([{ per_page: '25' }]);
  });

  it('saves a document’s file, fetched with the user token, under the server’s name', async () => {
    const pdf = '%PDF-1.7 the confirmation';
    const requests = fakeServer({
      'GET /customers/documents': () => pageOf([tradeConfirmation]),
      [`GET /customers/documents/${tradeConfirmation.guid}/pdf`]: () => ({ body: pdf }),
    });
    const saved = savedFiles();
    const userToken = tokenExpiringIn(600, { sub: 'user-token' });
    storeTestCustomerSession({ userToken });
    renderApp('/documents');
    const button = await screen.findByRole('button', { name: /^PDF of the trade confirmation/ });
    await userEvent.setup().click(button);

    await waitFor(() => expect(saved.blobs).toHaveLength(1));
    expect(await (saved.blobs[0] as Blob).text()).toBe(pdf);
    expect(saved.names).toEqual([`maple-trade-confirmation-${tradeSubject}.pdf`]);
    const asked = requests.find((request) => request.path.endsWith('/pdf'));
    expect(asked?.path).toBe(`/customers/documents/${tradeConfirmation.guid}/pdf`);
    expect(asked?.headers.get('Authorization')).toBe(`Bearer ${userToken}`);
  });

  it('says which file could not be downloaded, and why', async () => {
    fakeServer({
      'GET /customers/documents': () => pageOf([tradeConfirmation]),
      // No answer at all: the network.
      [`GET /customers/documents/${tradeConfirmation.guid}/csv`]: () => undefined,
    });
    const saved = savedFiles();
    await open();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /^CSV of the trade confirmation/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The CSV of the trade confirmation of May 31, 2026, 11:30\sp\.m\. could not be downloaded\./,
    );
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(saved.blobs).toHaveLength(0);
  });

  it('says a document is being prepared instead of offering its files, until they are drawn', async () => {
    let calls = 0;
    fakeServer({
      'GET /customers/documents': () => {
        calls += 1;
        return pageOf([calls === 1 ? notReady(tradeConfirmation) : tradeConfirmation]);
      },
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Your documents, newest first' });
    expect(rowsOf(table)[0]?.[3]).toBe('Being prepared…');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    // The list asks again on its own while one is being drawn.
    expect(
      await within(table).findByRole(
        'button',
        { name: /^PDF of the trade confirmation/ },
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    expect(within(table).queryByText('Being prepared…')).not.toBeInTheDocument();
  });

  it('asks for the kind and the year chosen', async () => {
    const requests = fakeServer({
      'GET /customers/documents': () => pageOf([tradeConfirmation]),
    });
    await open();
    await screen.findByRole('table', { name: 'Your documents, newest first' });
    const kind = screen.getByRole('combobox', { name: 'Kind of document' });
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All documents',
      'Statements',
      'Tax reports',
      'Trade confirmations',
      'Transfer confirmations',
    ]);
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All years', '2026', '2025', '2024', '2023', '2022', '2021', '2020']);

    const user = userEvent.setup();
    await user.selectOptions(kind, 'Transfer confirmations');
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({
        per_page: '25',
        kind: 'transfer_confirmation',
      }),
    );
    await user.selectOptions(year, '2025');
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({
        per_page: '25',
        kind: 'transfer_confirmation',
        year: '2025',
      }),
    );
    await user.selectOptions(kind, 'All documents');
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({ per_page: '25', year: '2025' }),
    );
  });

  it('shows more: asks for the page after the last one read and adds it below', async () => {
    const older = { ...transferConfirmation, guid: 'c0c1c2c3c4c5c6c7c8c9cacbcccdcecf' };
    const requests = fakeServer({
      'GET /customers/documents': ({ search }) =>
        search.get('cursor') === null
          ? pageOf([tradeConfirmation], cursorAfter(tradeConfirmation))
          : pageOf([older]),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Your documents, newest first' });
    expect(rowsOf(table)).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    expect(rowsOf(table).map((row) => row[1])).toEqual([
      'Trade confirmation 1a2b3c4d',
      'Transfer confirmation f0e1d2c3',
    ]);
    // The last page read has no next one.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(listQueries(requests)).toEqual([
      { per_page: '25' },
      { per_page: '25', cursor: cursorAfter(tradeConfirmation) },
    ]);
  });

  it('says when there are no documents yet, and when none match the filters', async () => {
    fakeServer({ 'GET /customers/documents': () => pageOf([]) });
    await open();
    expect(
      await screen.findByText(
        'No documents yet. A confirmation appears here within a minute of each trade, deposit or withdrawal, and a statement on the first day of the month after one with activity.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    expect(await screen.findByText('No documents match these filters.')).toBeInTheDocument();
  });

  it('shows the loading state, then a failure with a retry that asks again', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const requests = fakeServer({
      'GET /customers/documents': async () => {
        calls += 1;
        if (calls > 1) return pageOf([tradeConfirmation]);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 503, body: { message: '' } };
      },
    });
    await open();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your documents could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Your documents, newest first' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listQueries(requests)).toHaveLength(2);
  });
});

describe('/documents in French', () => {
  it('speaks French: filters, kinds, dates, languages and file names', async () => {
    fakeServer({
      'GET /customers/documents': () => pageOf([tradeConfirmation, notReady(transferConfirmation)]),
    });
    await i18n.changeLanguage('fr-CA');
    await open();
    const table = await screen.findByRole('table', {
      name: 'Vos documents, du plus récent au plus ancien',
    });
    expect(rowsOf(table)).toEqual([
      ['31 mai 2026, 23 h 30', 'Avis d’exécution 1a2b3c4d', 'Anglais', 'PDFCSV'],
      [
        '2 mars 2026, 10 h 00',
        'Confirmation de dépôt ou de retrait f0e1d2c3',
        'Français',
        'En préparation…',
      ],
    ]);
    expect(
      within(table).getByRole('button', {
        name: /^PDF de l’avis d’exécution du 31 mai 2026, 23\sh\s30$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Type de document' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tous les documents',
      'Relevés',
      'Rapports fiscaux',
      'Avis d’exécution',
      'Confirmations de dépôt et de retrait',
    ]);
    expect(screen.getByRole('combobox', { name: 'Année' })).toHaveValue('');
  });
});

describe('/documents, statements and tax reports', () => {
  it('names each by its period in words, in English and in French', async () => {
    fakeServer({
      'GET /customers/documents': () =>
        pageOf([
          periodic('d', 'statement', '2026-10', '2026-11-01T03:59:59.999Z'),
          periodic('e', 'statement', '2026-Q1', '2026-04-01T03:59:59.999Z'),
          periodic('f', 'tax_report', '2025', '2026-01-01T04:59:59.000Z'),
        ]),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Your documents, newest first' });
    expect(rowsOf(table).map((row) => row.slice(0, 2))).toEqual([
      ['Oct 31, 2026, 11:59 p.m.', 'Statement October 2026'],
      ['Mar 31, 2026, 11:59 p.m.', 'Statement Q1 2026'],
      ['Dec 31, 2025, 11:59 p.m.', 'Tax report 2025'],
    ]);
    expect(
      within(table).getByRole('button', { name: 'PDF of the statement for October 2026' }),
    ).toBeEnabled();
    expect(
      within(table).getByRole('button', { name: 'CSV of the tax report for 2025' }),
    ).toBeEnabled();

    await i18n.changeLanguage('fr-CA');
    const french = await screen.findByRole('table', {
      name: 'Vos documents, du plus récent au plus ancien',
    });
    expect(rowsOf(french).map((row) => row[1])).toEqual([
      'Relevé de compte octobre 2026',
      'Relevé de compte T1 2026',
      'Rapport fiscal 2025',
    ]);
    expect(
      within(french).getByRole('button', { name: 'PDF du relevé de compte (octobre 2026)' }),
    ).toBeEnabled();
  });
});
