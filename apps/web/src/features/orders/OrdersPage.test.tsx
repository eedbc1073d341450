import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { cryptoTransfer, txnHash } from '../../test/crypto-transfer-fixtures';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer, listOf } from '../../test/fake-server';
import { transfer } from '../../test/funding-fixtures';
import { trade } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';

const sell = trade({
  guid: 'b1b2c3d4e5f60718293a4b5c6d7e8f90',
  side: 'sell',
  state: 'completed',
  deliver_amount: 50_000n,
  receive_amount: 4_862n,
  fee: 100n,
  created_at: '2026-11-22T15:30:00.000Z',
});

const goodwill = {
  guid: 'd1d2d3d4d5d6d7d8d9dadbdcdddedf00',
  asset: 'CAD',
  direction: 'credit',
  amount: '2500',
  category: 'goodwill_credit',
  note: 'Sorry for the delay on your withdrawal',
  posted_at: '2026-11-22T17:00:00.000Z',
};
const adjustmentsOf = (objects: unknown[]) => ({
  body: { data: { page: 0, per_page: 100, total: objects.length, objects } },
});

async function open(title = 'Orders') {
  storeTestCustomerSession();
  renderApp('/orders');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

describe('/orders', () => {
  it('lists trades newest first with amounts, price, fee, state and date', async () => {
    fakeServer({ 'GET /api/trades': () => ({ body: listOf([sell, trade()]) }) });
    await open();
    const table = await screen.findByRole('table', { name: 'Your trades' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) =>
      row
        ? within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)
        : [];
    expect(cells(rows[0])).toEqual([
      expect.stringMatching(/^Nov 22, 2026, \d{1,2}:30\s[ap]\.m\.$/),
      'Sell BTC',
      '0.0005\u00a0BTC',
      '$48.62',
      '$97,240.00',
      '$1.00',
      'Completed',
      'Details',
    ]);
    expect(cells(rows[1]).slice(1, 7)).toEqual([
      'Buy BTC',
      '0.00099255\u00a0BTC',
      '$100.00',
      '$100,750.59',
      '$0.00',
      'Settling',
    ]);
  });

  it('opens a trade’s details in a dialog and closes it', async () => {
    fakeServer({ 'GET /api/trades': () => ({ body: listOf([sell]) }) });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Details of the trade of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Trade details' });
    expect(dialog).toHaveTextContent('b1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(dialog).toHaveTextContent('$48.62');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages by 100, counting pages from 0', async () => {
    const requests = fakeServer({
      'GET /api/trades': ({ search }) => ({
        body: listOf(
          [trade({ guid: `${search.get('page')}`.padStart(32, 'c') })],
          Number(search.get('page')),
          150,
        ),
      }),
    });
    await open();
    await screen.findByText('Page 1 of 2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    const trades = requests.filter((r) => r.path === '/api/trades');
    expect(trades.map((r) => [r.search.get('page'), r.search.get('per_page')])).toEqual([
      ['0', '100'],
      ['1', '100'],
    ]);
  });

  it('says when there are no trades yet, in French, with dates in French', async () => {
    await i18n.changeLanguage('fr-CA');
    fakeServer({ 'GET /api/trades': () => ({ body: listOf([]) }) });
    await open('Ordres');
    expect(await screen.findByText(/Vous n’avez encore fait aucune opération/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faire votre première opération' })).toHaveAttribute(
      'href',
      '/exchange',
    );
  });

  it('offers to try again when the trades cannot be loaded', async () => {
    fakeServer({});
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your trades.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/orders transfers', () => {
  const deposit = transfer({ state: 'pending', created_at: '2026-11-22T16:00:00.000Z' });
  const withdrawal = transfer({
    guid: 'c'.repeat(32),
    side: 'withdrawal',
    payment_rail: 'etransfer',
    state: 'failed',
    failure_code: 'cancelled',
    estimated_amount: 10_000n,
  });

  it('lists transfers in their tab, filters them by state, side and dates, and cancels one after asking', async () => {
    const requests = fakeServer({
      'GET /api/transfers': () => ({ body: listOf([deposit, withdrawal]) }),
      [`DELETE /api/transfers/${deposit.guid}`]: () => ({
        body: { ...deposit, state: 'failed', failure_code: 'cancelled' },
      }),
    });
    storeTestCustomerSession();
    renderApp('/orders?tab=transfers');
    const table = await screen.findByRole('table', { name: 'Your transfers' });
    expect(screen.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('DepositEFT (bank transfer)$500.00$0.00Pending');
    expect(rows[1]).toHaveTextContent(
      'WithdrawalInterac e-Transfer$100.00$0.00FailedIt was cancelled.',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side or type' }), 'Deposit');
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    await waitFor(() => {
      const last = requests.filter((r) => r.path === '/api/transfers').at(-1);
      expect(last?.search.get('state')).toBe('pending');
      expect(last?.search.get('side')).toBe('deposit');
      expect(last?.search.get('created_at_gte')).toBe(new Date(2026, 10, 1).toISOString());
    });

    await user.click(screen.getByRole('button', { name: /^Cancel the Deposit of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith(deposit.guid))).toBe(true);
  });

  it('shows trades, transfers and adjustments together, newest first, and moves between tabs with the arrow keys', async () => {
    fakeServer({
      'GET /api/trades': () => ({ body: listOf([sell]) }),
      'GET /api/transfers': () => ({ body: listOf([deposit]) }),
      'GET /customers/adjustments': () => adjustmentsOf([goodwill]),
    });
    await open();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Trades' }).focus();
    // From the first tab, left wraps to the last (the recurring orders), then comes back to "All".
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'Recurring', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'Limit orders', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    const all = await screen.findByRole('tab', { name: 'All', selected: true });
    await waitFor(() => expect(all).toHaveFocus());
    const table = await screen.findByRole('table', {
      name: 'Your trades, transfers and adjustments',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    // A goodwill credit staff posted, with what they wrote for the customer.
    expect(rows[0]).toHaveTextContent('Adjustment · Goodwill credit');
    expect(rows[0]).toHaveTextContent('Sorry for the delay on your withdrawal');
    expect(rows[0]).toHaveTextContent('+$25.00');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[1]).toHaveTextContent('Deposit · EFT (bank transfer)');
    expect(rows[2]).toHaveTextContent('Sell BTC');
  });

  it('exports the tab as CSV, every page, quoted by the library', async () => {
    fakeServer({
      'GET /api/trades': () => ({ body: listOf([sell]) }),
      'GET /api/transfers': () => ({ body: listOf([deposit]) }),
      'GET /customers/adjustments': () =>
        adjustmentsOf([{ ...goodwill, note: 'Sorry, the "delay", was ours' }]),
    });
    const saved: Blob[] = [];
    // The file the page saves, caught where the browser would make its download link.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          saved.push(blob);
          return 'blob:export';
        }
        static override revokeObjectURL() {}
      },
    );
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByRole('table', { name: 'Your trades, transfers and adjustments' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0] as Blob);
    });
    const lines = text.trim().split('\n');
    expect(lines?.[0]).toBe(
      'Date (UTC),Kind,Side,Asset,Amount,CAD,Fee (CAD),Status,Failure code,Reference,Network fee (in the asset),Transaction hash,Note',
    );
    expect(lines?.[1]).toBe(
      `2026-11-22T17:00:00.000Z,Adjustment,Credit,CAD,25.00,25.00,,Completed,,${goodwill.guid},,,"Sorry, the ""delay"", was ours"`,
    );
    expect(lines?.[2]).toBe(
      `2026-11-22T16:00:00.000Z,EFT (bank transfer),Deposit,CAD,500.00,500.00,0.00,Pending,,${deposit.guid},,,`,
    );
    expect(lines?.[3]).toBe(
      '2026-11-22T15:30:00.000Z,Trade,Sell,BTC,0.0005,48.62,1.00,Completed,,b1b2c3d4e5f60718293a4b5c6d7e8f90,,,',
    );
  });

  it('shows a crypto transfer in its asset, by the crypto network, with its hash shortened', async () => {
    fakeServer({
      'GET /api/transfers': () => ({
        body: listOf([
          cryptoTransfer({
            state: 'completed',
            amount: 1_000_000n,
            network_fee: 2_000n,
            txn_hash: txnHash,
          }),
        ]),
      }),
    });
    storeTestCustomerSession();
    renderApp('/orders?tab=transfers');
    const table = await screen.findByRole('table', { name: 'Your transfers' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/WithdrawalCrypto network0\.01\sBTC/);
    expect(row).toHaveTextContent(/0\.00002\sBTC/);
    expect(within(row as HTMLElement).getByText('f418…9e16')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Copy Transaction' }),
    ).toBeInTheDocument();
  });
});
