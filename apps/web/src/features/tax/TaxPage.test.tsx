import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer } from '../../test/fake-server';
import { tokenExpiringIn } from '../../test/jwt';
import { renderApp } from '../../test/render-app';
import { noTransfersIn, quietYear, taxYear, yearPaths } from '../../test/tax-fixtures';

/** Opens /tax signed in and waits for its h1. */
async function open(path = '/tax', title = 'Tax centre') {
  storeTestCustomerSession();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return view;
}

/** Each term of a description list with its definition, as read on screen. */
const definitions = (region: HTMLElement) => {
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent, values[index]?.textContent]);
};

/** A table's body rows, each as the text of its row header and cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('rowheader')
        .concat(within(row).getAllByRole('cell'))
        .map((cell) => cell.textContent),
    );

describe('/tax', () => {
  // Only the clock is fake, so "the current year" is 2026 on every run; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T16:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the current year’s Schedule 3 totals, dispositions and holdings in CAD, with the badges explained', async () => {
    const requests = fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
    });
    await open();

    const summary = await screen.findByRole('region', { name: 'Schedule 3 summary for 2026' });
    expect(definitions(summary)).toEqual([
      ['Proceeds of disposition', '$9,600.00'],
      ['Adjusted cost base', '$6,111.00'],
      ['Outlays and expenses', '$20.00'],
      ['Gain or loss', '$3,469.00Gain'],
      ['Superficial losses denied', '$0.00'],
      ['Number of dispositions', '2'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveValue('2026');

    const table = screen.getByRole('table', { name: 'Your dispositions in 2026, oldest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date',
      'Asset',
      'Kind',
      'Quantity',
      'Proceeds',
      'Cost (ACB)',
      'Outlays',
      'Gain or loss',
      'Loss denied',
      'Notes',
    ]);
    expect(rowsOf(table)).toEqual([
      [
        'March 2, 2026',
        'ETH',
        'Sale',
        '50\u00a0ETH',
        '$6,000.00',
        '$2,505.00',
        '$10.00',
        '$3,485.00',
        '$0.00',
        '',
      ],
      [
        // The Toronto day, not the UTC one (03:30 UTC on June 1 is May 31 in Toronto).
        'May 31, 2026',
        'ETH',
        'Withdrawal to another wallet',
        '40\u00a0ETH',
        '$3,600.00',
        '$3,606.00',
        '$10.00',
        '-$16.00',
        '$0.00',
        'ProvisionalEstimated',
      ],
    ]);
    const dispositions = screen.getByRole('region', { name: 'Dispositions in 2026' });
    expect(definitions(dispositions)).toEqual([
      [
        'Provisional',
        'The 30 days after this disposition have not all passed yet: a purchase of the same asset before they end could still deny part of its loss.',
      ],
      [
        'Estimated',
        'The cost includes a market value standing in for a cost you did not state, for crypto you transferred in.',
      ],
    ]);

    // The current year's holdings are today's.
    const holdings = screen.getByRole('region', { name: 'Holdings now' });
    expect(
      rowsOf(
        within(holdings).getByRole('table', { name: 'Your holdings and their book cost now' }),
      ),
    ).toEqual([['ETH', '1,234.5\u00a0ETH', '$5,409.00', 'Estimated']]);
    expect(within(holdings).getByRole('term')).toHaveTextContent('Estimated');

    const notice = screen.getByRole('region', { name: 'What these figures leave out' });
    expect(notice).toHaveTextContent('units you hold in your own wallets or on other platforms');
    expect(notice).toHaveTextContent(
      'purchases by your spouse or common-law partner, or by a company you control',
    );
    expect(notice).toHaveTextContent('This is not tax advice.');
    expect(screen.getByText(/^2026 is not over yet/)).toBeInTheDocument();

    expect(yearPaths(requests)).toEqual(['/customers/tax/2026']);
    const asked = requests.find((request) => request.path === '/customers/tax/2026');
    expect(asked?.headers.get('Authorization')).toMatch(/^Bearer .+/);
  });

  it('loads the year chosen, puts it in the address, and says a net loss in words', async () => {
    const requests = fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
      'GET /customers/tax/2025': () => ({
        body: {
          data: taxYear({
            year: 2025,
            totals: { ...taxYear().totals, dispositions: 1, gain_cents: '-1600' },
          }),
        },
      }),
    });
    const { router } = await open();
    const chooser = await screen.findByRole('combobox', { name: 'Tax year' });
    // The chooser shows before the answer that lists the years with activity.
    await within(chooser).findByRole('option', { name: '2024' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025', '2024']);

    await userEvent.setup().selectOptions(chooser, '2025');
    const summary = await screen.findByRole('region', { name: 'Schedule 3 summary for 2025' });
    expect(definitions(summary)).toContainEqual(['Gain or loss', '-$16.00Loss']);
    expect(router.state.location.search).toBe('?year=2025');
    expect(chooser).toHaveValue('2025');
    // A past year's holdings are those at its end.
    expect(screen.getByRole('region', { name: 'Holdings at the end of 2025' })).toBeInTheDocument();
    expect(yearPaths(requests)).toEqual(['/customers/tax/2026', '/customers/tax/2025']);
  });

  it('opens the year a link names, and the current year for one it cannot report', async () => {
    const requests = fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2024': () => ({ body: { data: quietYear(2024) } }),
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
    });
    const linked = await open('/tax?year=2024');
    expect(
      await screen.findByRole('region', { name: 'Schedule 3 summary for 2024' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveValue('2024');
    linked.unmount();
    // Next year, before the first year the platform reports, not a year at all.
    for (const invalid of ['2027', '2019', 'last', '2025.5']) {
      const view = await open(`/tax?year=${invalid}`);
      expect(
        await screen.findByRole('region', { name: 'Schedule 3 summary for 2026' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Tax year' })).toHaveValue('2026');
      view.unmount();
    }
    expect(new Set(yearPaths(requests))).toEqual(
      new Set(['/customers/tax/2024', '/customers/tax/2026']),
    );
  });

  it('says when a year has no dispositions', async () => {
    fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': () => ({ body: { data: quietYear(2026) } }),
    });
    await open();
    expect(await screen.findByText('No dispositions in 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /dispositions/ })).not.toBeInTheDocument();
    expect(screen.getByText('You hold no crypto on Maple Exchange.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Schedule 3 summary for 2026' });
    expect(definitions(summary)).toContainEqual(['Gain or loss', '$0.00']);
  });

  it('shows the loading state, then a failure with a retry that asks again', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const requests = fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': async () => {
        calls += 1;
        if (calls === 1) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { status: 503, body: { message: '' } };
        }
        return { body: { data: taxYear() } };
      },
    });
    await open();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your tax figures for 2026 could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Your dispositions in 2026, oldest first' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/customers/tax/2026')).toHaveLength(2);
  });
});

describe('/tax downloads', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T16:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The files the page saves and their names, caught where the browser would download them. */
  function savedFiles(): { blobs: Blob[]; names: string[] } {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          blobs.push(blob);
          return 'blob:tax';
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

  it('fetches the year’s dispositions with the user token and saves them under the year’s name', async () => {
    const csv = 'disposed_at,day,kind\n2026-03-02T15:00:00.000Z,2026-03-02,sale\n';
    const requests = fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
      'GET /customers/tax/2026/dispositions.csv': () => ({ body: csv }),
    });
    const saved = savedFiles();
    const userToken = tokenExpiringIn(600, { sub: 'user-token' });
    storeTestCustomerSession({ userToken });
    renderApp('/tax');
    const button = await screen.findByRole('button', { name: 'Download CSV for 2026' });
    await userEvent.setup().click(button);

    await waitFor(() => expect(saved.blobs).toHaveLength(1));
    expect(await (saved.blobs[0] as Blob).text()).toBe(csv);
    expect(saved.names).toEqual(['maple-capital-gains-2026.csv']);
    const asked = requests.find((r) => r.path === '/customers/tax/2026/dispositions.csv');
    expect(asked?.method).toBe('GET');
    expect(asked?.headers.get('Authorization')).toBe(`Bearer ${userToken}`);
  });

  it('fetches the PDF report in the page’s language with the user token and saves it', async () => {
    const pdf = '%PDF-1.7 the report';
    const requests = fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
      'GET /customers/tax/2026/report.pdf': () => ({ body: pdf }),
    });
    const saved = savedFiles();
    const userToken = tokenExpiringIn(600, { sub: 'user-token' });
    storeTestCustomerSession({ userToken });
    await i18n.changeLanguage('fr-CA');
    renderApp('/tax');
    const button = await screen.findByRole('button', { name: 'Télécharger le PDF de 2026' });
    await userEvent.setup().click(button);

    await waitFor(() => expect(saved.blobs).toHaveLength(1));
    expect(await (saved.blobs[0] as Blob).text()).toBe(pdf);
    expect(saved.names).toEqual(['maple-capital-gains-2026.pdf']);
    const asked = requests.find((r) => r.path === '/customers/tax/2026/report.pdf');
    expect(asked?.method).toBe('GET');
    expect(Object.fromEntries(asked?.search ?? [])).toEqual({ lang: 'fr-CA' });
    expect(asked?.headers.get('Authorization')).toBe(`Bearer ${userToken}`);
  });

  it('says why a download failed and lets the customer try again', async () => {
    let calls = 0;
    const requests = fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
      // First no answer at all (the network), then the file.
      'GET /customers/tax/2026/dispositions.csv': () => {
        calls += 1;
        return calls === 1 ? undefined : { body: 'disposed_at\n' };
      },
    });
    const saved = savedFiles();
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV for 2026' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The CSV file for 2026 could not be downloaded.');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(saved.blobs).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Download CSV for 2026' }));
    await waitFor(() => expect(saved.blobs).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/dispositions.csv'))).toHaveLength(2);
  });
});

describe('/tax in French', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T16:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('speaks French: headings, labels, amounts and dates', async () => {
    fakeServer({
      ...noTransfersIn,
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
    });
    await i18n.changeLanguage('fr-CA');
    await open('/tax', 'Centre fiscal');
    const summary = await screen.findByRole('region', {
      name: 'Sommaire de l’annexe 3 pour 2026',
    });
    const lines = definitions(summary);
    expect(lines[0]?.[0]).toBe('Produit de disposition');
    expect(lines[0]?.[1]).toMatch(/^9\s600,00\s\$$/);
    expect(lines[3]).toEqual(['Gain ou perte', expect.stringMatching(/^3\s469,00\s\$Gain$/)]);
    for (const name of [
      'Dispositions en 2026',
      'Avoirs actuels',
      'Ce que ces montants ne comprennent pas',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Année d’imposition' })).toHaveValue('2026');
    const table = screen.getByRole('table', {
      name: 'Vos dispositions en 2026, de la plus ancienne à la plus récente',
    });
    expect(rowsOf(table)[1]?.slice(0, 4)).toEqual([
      '31 mai 2026',
      'ETH',
      'Retrait vers un autre portefeuille',
      '40\u00a0ETH',
    ]);
    expect(rowsOf(table)[1]?.[7]).toMatch(/^-16,00\s\$$/);
    expect(rowsOf(table)[1]?.[9]).toBe('ProvisoireEstimé');
    expect(screen.getByRole('region', { name: 'Avoirs actuels' })).toHaveTextContent(
      /1\s234,5\sETH/,
    );
    expect(screen.getByRole('button', { name: 'Télécharger le CSV de 2026' })).toBeInTheDocument();
  });
});
