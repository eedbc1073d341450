import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../../../test/review-fixtures';

// jsdom has no canvas: the chart itself is checked in the browser (e2e).
vi.mock('./components/SalesChart', () => ({
  SalesChart: ({ label, rows }: { label: string; rows: unknown[] }) => (
    <div role="img" aria-label={label}>
      {rows.length} rows
    </div>
  ),
}));

const figures = {
  trades: 3,
  volume: '300000',
  spread_revenue: '1500',
  fee_revenue: '0',
  revenue: '1500',
};
const report = (range: string) => ({
  data: {
    range,
    from: '2026-11-01',
    to: '2026-11-30',
    rows: [{ period: '2026-11-02', asset: 'BTC', ...figures }],
    totals: figures,
  },
});
const top = {
  data: {
    from: '2026-11-01',
    to: '2026-11-30',
    objects: [
      {
        customer_guid: 'c'.repeat(32),
        customer_name: 'Ada Lovelace',
        customer_email: 'ada@example.ca',
        ...figures,
      },
    ],
  },
};

async function open() {
  storeAdminSession();
  renderApp('/admin/sales');
  await screen.findByRole('heading', { level: 1, name: 'Sales' });
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/sales', () => {
  it('shows the report, its chart and the top customers', async () => {
    fakeServer({
      'GET /admin/api/sales': ({ search }) => ({ body: report(search.get('range') ?? '') }),
      'GET /admin/api/sales/top-customers': () => ({ body: top }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Sales by period and asset' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$3,000.00');
    expect(screen.getByRole('img', { name: /Revenue by Day/ })).toHaveTextContent('1 rows');
    const customers = await screen.findByRole('table', { name: /most volume/ });
    expect(customers).toHaveTextContent('Ada Lovelace');
  });

  it('asks for weeks, then months, when the range switch moves', async () => {
    const requests = fakeServer({
      'GET /admin/api/sales': ({ search }) => ({ body: report(search.get('range') ?? '') }),
      'GET /admin/api/sales/top-customers': () => ({ body: top }),
    });
    await open();
    await screen.findByRole('table', { name: 'Sales by period and asset' });
    const sales = () => requests.filter((request) => request.path === '/admin/api/sales');
    expect(sales().at(-1)?.search.get('range')).toBe('day');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await vi.waitFor(() => expect(sales().at(-1)?.search.get('range')).toBe('week'));
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await vi.waitFor(() => expect(sales().at(-1)?.search.get('range')).toBe('month'));
    expect(await screen.findByRole('img', { name: /Revenue by Month/ })).toBeInTheDocument();
  });

  it('exports what the screen shows: the CSV request carries the range, asset and dates', async () => {
    const requests = fakeServer({
      'GET /admin/api/sales': ({ search }) => ({ body: report(search.get('range') ?? '') }),
      'GET /admin/api/sales/top-customers': () => ({ body: top }),
      'GET /admin/api/sales.csv': () => ({ body: 'period,asset\n' }),
    });
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          saved.push(blob);
          return 'blob:sales';
        }
        static override revokeObjectURL() {}
      },
    );
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await user.selectOptions(screen.getByLabelText('Asset'), 'ETH');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const csv = requests.find((request) => request.path === '/admin/api/sales.csv');
    expect(Object.fromEntries(csv?.search ?? [])).toEqual({
      range: 'month',
      asset: 'ETH',
      from: '2026-01-01',
    });
  });

  it('says when the window has no sales', async () => {
    fakeServer({
      'GET /admin/api/sales': () => ({
        body: { data: { ...report('day').data, rows: [], totals: { ...figures, trades: 0 } } },
      }),
      'GET /admin/api/sales/top-customers': () => ({
        body: { data: { ...top.data, objects: [] } },
      }),
    });
    await open();
    expect(await screen.findByText('No sales in this window.')).toBeInTheDocument();
    expect(await screen.findByText('No customer traded in this window.')).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    fakeServer({});
    await open();
    expect(await screen.findByText('We could not load the sales.')).toBeInTheDocument();
  });
});
