import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../../../test/review-fixtures';

const guid = (c: string) => c.repeat(32);
const trade = (id: string, overrides: Record<string, unknown> = {}) => ({
  guid: guid(id),
  customer_guid: guid('c'),
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.ca',
  symbol: 'BTC-CAD',
  side: 'buy',
  state: 'settling',
  failure_code: null,
  receive_amount: '81000',
  deliver_amount: '10000',
  fee: '0',
  cad_amount: '10000',
  created_at: '2026-11-22T12:00:00.000Z',
  settles_at: '2026-11-22T12:00:05.000Z',
  completed_at: null,
  ...overrides,
});
const totals = { count: 2, capped: false, buys: 1, sells: 1, cad_amount: '30000', fees: '0' };
const page = (objects: unknown[], next: string | null = null) => ({
  data: { per_page: 50, next_cursor: next, totals, objects },
});
const cursor = `2026-11-22T12:00:00.000000Z_${guid('1')}`;

async function open() {
  storeAdminSession();
  renderApp('/admin/trades');
  await screen.findByRole('heading', { level: 1, name: 'Trades' });
}

/** The file the page saves, caught where the browser would make its download link. */
function catchDownloads(): Blob[] {
  const saved: Blob[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        saved.push(blob);
        return 'blob:trades';
      }
      static override revokeObjectURL() {}
    },
  );
  return saved;
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/trades', () => {
  it('lists trades with their customer and totals, and pages to older trades', async () => {
    const requests = fakeServer({
      'GET /admin/api/trades': ({ search }) => ({
        body: search.get('cursor')
          ? page([trade('2', { side: 'sell', cad_amount: '20000' })])
          : page([trade('1')], cursor),
      }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Trades' });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('ada@example.ca');
    expect(first).toHaveTextContent('Buy');
    expect(first).toHaveTextContent('$100.00');
    expect(screen.getByText(/Completed trades: 2 \(buys: 1, sales: 1\)/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Older trades' }));
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Trades' })).getAllByRole('row')[1],
      ).toHaveTextContent('Sell'),
    );
    expect(requests.at(-1)?.search.get('cursor')).toBe(cursor);
    expect(screen.getByRole('button', { name: 'Older trades' })).toBeDisabled();
  });

  it('searches with the filters, and the CSV export carries them', async () => {
    const requests = fakeServer({
      'GET /admin/api/trades': () => ({ body: page([trade('1')]) }),
      'GET /admin/api/trades.csv': () => ({ body: 'guid\n1\n' }),
    });
    const saved = catchDownloads();
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Market'), 'ETH-CAD');
    await user.selectOptions(screen.getByLabelText('Side'), 'sell');
    await user.type(screen.getByLabelText('CAD amount from'), '250');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(requests.at(-1)?.search.get('symbol')).toBe('ETH-CAD'));
    expect(Object.fromEntries(requests.at(-1)?.search ?? [])).toMatchObject({
      side: 'sell',
      cad_min: '25000',
      per_page: '50',
    });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const csv = requests.find((request) => request.path === '/admin/api/trades.csv');
    expect(Object.fromEntries(csv?.search ?? [])).toEqual({
      symbol: 'ETH-CAD',
      side: 'sell',
      cad_min: '25000',
    });
    expect(csv?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('refuses an amount that is not one, without asking the server', async () => {
    const requests = fakeServer({ 'GET /admin/api/trades': () => ({ body: page([trade('1')]) }) });
    await open();
    await screen.findByRole('table', { name: 'Trades' });
    const asked = requests.length;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('CAD amount from'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Enter amounts in dollars/)).toBeInTheDocument();
    expect(requests.length).toBe(asked);
  });

  it('opens a trade with its ledger entry and says whether it balances', async () => {
    fakeServer({
      'GET /admin/api/trades': () => ({ body: page([trade('1')]) }),
      [`GET /admin/api/trades/${guid('1')}`]: () => ({
        body: {
          data: {
            trade: trade('1'),
            mid_price: '12000000000000',
            price: '12060000000000',
            entry: {
              id: '42',
              kind: 'trade',
              reference: `trade:${guid('1')}`,
              created_at: '2026-11-22T12:00:00.000Z',
              balanced: true,
              postings: [
                {
                  account_code: 'customer:x',
                  account_kind: 'customer',
                  asset: 'CAD',
                  amount: '-10000',
                },
                {
                  account_code: 'house:CAD:03',
                  account_kind: 'house',
                  asset: 'CAD',
                  amount: '10000',
                },
              ],
            },
          },
        },
      }),
    });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: /View/ }));
    const panel = await screen.findByRole('region', { name: 'Trade' });
    expect(await within(panel).findByText(/Ledger entry 42 balances/)).toBeInTheDocument();
    const postings = within(panel).getByRole('table', { name: /Postings/ });
    expect(within(postings).getAllByRole('row')).toHaveLength(3);
    expect(postings).toHaveTextContent('house:CAD:03');
  });

  it('says when nothing matches', async () => {
    fakeServer({ 'GET /admin/api/trades': () => ({ body: page([]) }) });
    await open();
    expect(await screen.findByText('No trade matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Trades' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fakeServer({});
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the trades.');
  });
});
