import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../../../test/review-fixtures';

const zero = {
  house: '0',
  fee: '0',
  funding: '0',
  clearing: '0',
  suspense: '0',
  loss_recovery: '0',
  network_fee: '0',
};
const cadBooks = (difference: string) => ({
  asset: 'CAD',
  customers: { accounts: 2, balance: '500000', held: '0' },
  platform: { ...zero, funding: '-500000' },
  difference,
  balanced: difference === '0',
});
const books = (difference: string) => ({
  data: { balanced: difference === '0', assets: [cadBooks(difference)] },
});
const accounts = {
  data: {
    per_page: 50,
    next_cursor: null,
    objects: [
      {
        account_guid: 'a'.repeat(32),
        customer_guid: 'c'.repeat(32),
        asset: 'CAD',
        balance: '500000',
        held: '150000',
        available: '350000',
      },
    ],
  },
};

async function open() {
  storeAdminSession();
  renderApp('/admin/customer-accounts');
  await screen.findByRole('heading', { level: 1, name: 'Customer accounts' });
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/customer-accounts', () => {
  it('says the books balance, and lists accounts with balance, held and available', async () => {
    const requests = fakeServer({
      'GET /admin/api/books': () => ({ body: books('0') }),
      'GET /admin/api/customer-accounts': () => ({ body: accounts }),
    });
    await open();
    expect(await screen.findByText(/^Balanced: in every asset/)).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Customer accounts with their balances',
    });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('$5,000.00');
    expect(row).toHaveTextContent('$1,500.00');
    expect(row).toHaveTextContent('$3,500.00');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Asset'), 'BTC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(requests.at(-1)?.search.get('asset')).toBe('BTC'));
    expect(requests.at(-1)?.search.get('funded')).toBe('true');
  });

  it('shows the difference when an asset does not balance', async () => {
    fakeServer({
      'GET /admin/api/books': () => ({ body: books('-25') }),
      'GET /admin/api/customer-accounts': () => ({ body: accounts }),
    });
    await open();
    expect(await screen.findByText(/^Not balanced/)).toBeInTheDocument();
    const summary = screen.getByRole('table', { name: /against the platform/ });
    expect(summary).toHaveTextContent('-$0.25');
  });

  it('offers to retry when the books cannot load', async () => {
    fakeServer({ 'GET /admin/api/customer-accounts': () => ({ body: accounts }) });
    await open();
    expect(await screen.findByText('We could not load the books.')).toBeInTheDocument();
  });
});
