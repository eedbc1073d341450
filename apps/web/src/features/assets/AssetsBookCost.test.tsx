import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { bookCostNow, held, holdingsAnswer } from '../../test/book-cost-fixtures';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRoute, fakeServer, listOf } from '../../test/fake-server';
import { account, prices } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';

// Balances whose value is easy to read: 0.015 BTC at the $100,000 sell price is $1,500.00,
// 0.5 ETH at $4,000 is $2,000.00 (platform-fixtures' prices).
const balances = {
  'GET /api/accounts': () => ({
    body: listOf([
      account('CAD', 50_000n),
      account('BTC', 1_500_000n),
      account('ETH', 5n * 10n ** 17n),
    ]),
  }),
  'GET /api/prices': () => ({ body: prices }),
};
const btc = held('BTC', 1_500_000n, 100_000n);
const eth = held('ETH', 5n * 10n ** 17n, 225_000n);

/** Opens /assets signed in with those balances and this tax read, and returns the table. */
async function open(taxRead: FakeRoute, title = 'Assets') {
  const requests = fakeServer({ ...balances, 'GET /customers/tax/2026': taxRead });
  storeTestCustomerSession();
  renderApp('/assets');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  const table = await screen.findByRole('table', {
    name: title === 'Assets' ? 'Balances by asset' : 'Soldes par actif',
  });
  return { table, requests };
}

/** A row's book cost and unrealized gain cells, found by its asset's row header. */
const bookCostCells = (table: HTMLElement, asset: RegExp) => {
  const row = within(table).getByRole('rowheader', { name: asset }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .slice(3)
    .map((cell) => cell.textContent);
};

describe('/assets book cost', () => {
  // Only the clock is fake, so the current tax year is 2026 on every run; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(bookCostNow);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each crypto’s book cost and the gain or loss on the value shown, in words', async () => {
    const { table } = await open(() => holdingsAnswer([btc, eth]));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(-2)).toEqual(['Book cost', 'Unrealized gain or loss']);
    // $1,500.00 − $1,000.00 and $2,000.00 − $2,250.00.
    await waitFor(() =>
      expect(bookCostCells(table, /^BTC/)).toEqual(['$1,000.00', '+$500.00Gain']),
    );
    expect(bookCostCells(table, /^ETH/)).toEqual(['$2,250.00', '-$250.00Loss']);
    // CAD and an asset not held have no book cost.
    expect(bookCostCells(table, /^CAD/)).toEqual(['—None', '—None']);
    expect(bookCostCells(table, /^LTC/)).toEqual(['—None', '—None']);
    // Nothing is estimated: no mark, and no legend for one.
    expect(screen.queryByText('Estimated')).toBeNull();
    expect(screen.queryByText('What the label means')).toBeNull();
    expect(screen.getByRole('link', { name: 'See your tax centre' })).toHaveAttribute(
      'href',
      '/tax',
    );
  });

  it('marks an estimated book cost and explains it, only on its own row', async () => {
    const { table } = await open(() => holdingsAnswer([btc, { ...eth, estimated: true }]));
    await waitFor(() =>
      expect(bookCostCells(table, /^ETH/)).toEqual(['Estimated$2,250.00', '-$250.00Loss']),
    );
    expect(bookCostCells(table, /^BTC/)).toEqual(['$1,000.00', '+$500.00Gain']);
    // The legend pairs the mark with what it means, once for the page.
    const legend = screen.getByText('What the label means').parentElement as HTMLElement;
    expect(within(legend).getByRole('term')).toHaveTextContent('Estimated');
    expect(within(legend).getByRole('definition')).toHaveTextContent(
      'The book cost includes a market value standing in for a cost you did not state, for crypto you transferred in.',
    );
  });

  it('keeps the balances when the book cost cannot be loaded, and loads it on trying again', async () => {
    let fail = true;
    const { table, requests } = await open(() => (fail ? undefined : holdingsAnswer([btc, eth])));
    await waitFor(() =>
      expect(bookCostCells(table, /^BTC/)).toEqual(['Unavailable', 'Unavailable']),
    );
    // The balances and their value are there; no page-wide error replaces them.
    expect(table).toHaveTextContent('$1,500.00');
    expect(table).toHaveTextContent('$2,000.00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your book cost could not be loaded.');

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(bookCostCells(table, /^BTC/)).toEqual(['$1,000.00', '+$500.00Gain']),
    );
    expect(screen.queryByText(/Your book cost could not be loaded/)).toBeNull();
    expect(requests.filter((r) => r.path === '/customers/tax/2026')).toHaveLength(2);
  });

  it('speaks French, with French amounts', async () => {
    await i18n.changeLanguage('fr-CA');
    const { table } = await open(
      () => holdingsAnswer([btc, { ...eth, estimated: true }]),
      'Actifs',
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(-2)).toEqual(['Coût comptable', 'Gain ou perte non réalisé']);
    await waitFor(() =>
      expect(
        within(table).getByRole('rowheader', { name: /^BTC/ }).closest('tr'),
      ).toHaveTextContent('1 000,00 $+500,00 $Gain'),
    );
    expect(within(table).getByRole('rowheader', { name: /^ETH/ }).closest('tr')).toHaveTextContent(
      'Estimé2 250,00 $-250,00 $Perte',
    );
    expect(screen.getByText('Ce que signifie l’étiquette')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir votre centre fiscal' })).toHaveAttribute(
      'href',
      '/tax',
    );
  });
});
