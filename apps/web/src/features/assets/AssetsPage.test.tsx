import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer, listOf } from '../../test/fake-server';
import { transfer } from '../../test/funding-fixtures';
import { account, prices } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function open(title = 'Assets') {
  storeTestCustomerSession();
  renderApp('/assets');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

describe('/assets', () => {
  it('shows each asset’s total, available and CAD value at the sell price, and the total', async () => {
    fakeServer({
      'GET /api/accounts': () => ({
        body: listOf([
          account('CAD', 990_000n, 985_000n),
          account('BTC', 99_255n, 0n),
          account('ETH', 1_234_567_890_123_456_789n),
        ]),
      }),
      'GET /api/prices': () => ({ body: prices }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Balances by asset' });
    // The total, available and value cells; the book cost beside them is AssetsBookCost.test.tsx's.
    const rows = rowsOf(table).map((cells) => cells.slice(0, 3));
    expect(rows[1]).toEqual(['$9,900.00', '$9,850.00', '$9,900.00']);
    // 0.00099255 BTC × $100,000 = $99.255, rounded down.
    expect(rows[2]).toEqual(['0.00099255\u00a0BTC', '0\u00a0BTC', '$99.25']);
    // 1.234567890123456789 ETH × $4,000 = $4,938.27 (wei beyond 2^53, exact).
    expect(rows[3]).toEqual(['1.23456789\u00a0ETH', '1.23456789\u00a0ETH', '$4,938.27']);
    expect(rows.at(-1)?.[0]).toBe('$14,937.52');
  });

  it('says when there is nothing yet, in French', async () => {
    await i18n.changeLanguage('fr-CA');
    fakeServer({
      'GET /api/accounts': () => ({ body: listOf([]) }),
      'GET /api/prices': () => ({ body: prices }),
    });
    await open('Actifs');
    expect(await screen.findByText(/Vous n’avez aucun solde/)).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('0,00 $');
    // The assets are named in French too, not only their amounts.
    expect(screen.getByRole('rowheader', { name: 'CAD Dollar canadien' })).toBeInTheDocument();
  });

  it('offers to try again when the balances cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      'GET /api/accounts': () => (fail ? undefined : { body: listOf([account('CAD', 500n)]) }),
      'GET /api/prices': () => ({ body: prices }),
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your balances.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('$5.00'));
  });

  it('shows the CAD not available yet: held funds and the deposits and withdrawals on their way', async () => {
    const requests = fakeServer({
      'GET /api/accounts': () => ({ body: listOf([account('CAD', 990_000n, 940_000n)]) }),
      'GET /api/prices': () => ({ body: prices }),
      'GET /api/transfers': () => ({
        body: listOf([
          transfer(),
          transfer({ guid: 'c'.repeat(32), state: 'reviewing', estimated_amount: 25_000n }),
          transfer({
            guid: 'd'.repeat(32),
            side: 'withdrawal',
            state: 'pending',
            estimated_amount: 10_000n,
          }),
        ]),
      }),
    });
    await open();
    const funds = (await screen.findByRole('heading', { name: 'CAD not available yet' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(funds).toHaveTextContent('Deposits on their way (2)$750.00'));
    expect(funds).toHaveTextContent('Held (deposits on hold, withdrawals reserved)$500.00');
    expect(funds).toHaveTextContent('Withdrawals on their way (1)$100.00');
    expect(requests.find((r) => r.path === '/api/transfers')?.search.get('state')).toBe(
      'storing,reviewing,pending',
    );
  });
});
