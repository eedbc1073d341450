import { limitOrderRequestSchema } from '@maple/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeEventSource, livePrices } from '../../test/fake-event-source';
import { type FakeRequest, type FakeRoute, fakeServer } from '../../test/fake-server';
import { limitOrder, limitOrderList } from '../../test/limit-order-fixtures';
import { trade } from '../../test/platform-fixtures';
import { refusal } from '../../test/price-alert-fixtures';
import { renderApp } from '../../test/render-app';

const ordersPath = '/customers/limit-orders';

/** A server with no orders yet that places whatever is asked; `routes` add or replace calls. */
function serve(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    [`GET ${ordersPath}`]: () => limitOrderList([]),
    [`POST ${ordersPath}`]: ({ body }) => ({
      status: 201,
      body: { data: limitOrder(limitOrderRequestSchema.parse(body)) },
    }),
    ...routes,
  });
}

async function open(title = 'Orders') {
  storeTestCustomerSession();
  renderApp('/orders?tab=limit');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return userEvent.setup();
}

const sent = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.method === 'POST' && request.path === ordersPath)
    .map((request) => request.body);

const form = () => screen.getByRole('form', { name: /^(New limit order|Nouvel ordre)/ });
const place = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(form()).getByRole('button', { name: 'Place the order' }));

/** Each row's cells as read, every kind of space a plain one. */
async function rowsOf(caption: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ')),
    );
}

const everyState = [
  limitOrder(),
  limitOrder({
    guid: 'e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2',
    side: 'sell',
    asset: 'ETH',
    amount: '0.5',
    limit_price: '4200.5',
    state: 'executing',
  }),
  limitOrder({
    guid: 'e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3e3',
    asset: 'XRP',
    amount: '250.00',
    limit_price: '0.7512',
    state: 'filled',
    trade_guid: 'b1b2c3d4e5f60718293a4b5c6d7e8f90',
  }),
  limitOrder({ guid: 'e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4', state: 'cancelled' }),
  limitOrder({ guid: 'e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5', state: 'expired' }),
  limitOrder({
    guid: 'e6e6e6e6e6e6e6e6e6e6e6e6e6e6e6e6',
    side: 'sell',
    amount: '0.0015',
    limit_price: '120000',
    state: 'failed',
    failure_reason: 'insufficient_funds',
  }),
];

// Only the clock is fake, so "today" is the same on every run; timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T16:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/orders?tab=limit: the list', () => {
  it('lists each order with its amount, limit price and where it stands', async () => {
    serve({ [`GET ${ordersPath}`]: () => limitOrderList(everyState) });
    await open();
    expect(screen.getByRole('tab', { name: 'Limit orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = await rowsOf('Your limit orders');
    expect(rows[0]).toEqual([
      expect.stringMatching(/^Nov 22, 2026, \d{1,2}:00 [ap]\.m\.$/),
      'Buy BTC',
      '$100.00',
      '$50,000.00',
      'Waiting',
      expect.stringMatching(/^Feb 20, 2027, /),
      'Cancel',
    ]);
    expect(rows.map((row) => row.slice(1, 5))).toEqual([
      ['Buy BTC', '$100.00', '$50,000.00', 'Waiting'],
      ['Sell ETH', '0.5 ETH', '$4,200.50', 'Filling'],
      ['Buy XRP', '$250.00', '$0.7512', 'Filled'],
      ['Buy BTC', '$100.00', '$50,000.00', 'Cancelled'],
      ['Buy BTC', '$100.00', '$50,000.00', 'Expired'],
      ['Sell BTC', '0.0015 BTC', '$120,000.00', 'Failed: not enough funds'],
    ]);
    // Only a waiting order can be cancelled, and only a filled one has a trade.
    expect(rows.map((row) => row[6])).toEqual(['Cancel', '', 'Trade', '', '', '']);
  });

  it('says it all in French', async () => {
    await i18n.changeLanguage('fr-CA');
    serve({ [`GET ${ordersPath}`]: () => limitOrderList(everyState) });
    await open('Ordres');
    expect(screen.getByRole('tab', { name: 'Ordres à cours limité' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = await rowsOf('Vos ordres à cours limité');
    expect(rows.map((row) => row.slice(1, 5))).toEqual([
      ['Achat BTC', '100,00 $', '50 000,00 $', 'En attente'],
      ['Vente ETH', '0,5 ETH', '4 200,50 $', 'Exécution en cours'],
      ['Achat XRP', '250,00 $', '0,7512 $', 'Exécuté'],
      ['Achat BTC', '100,00 $', '50 000,00 $', 'Annulé'],
      ['Achat BTC', '100,00 $', '50 000,00 $', 'Expiré'],
      ['Vente BTC', '0,0015 BTC', '120 000,00 $', 'Échoué : fonds insuffisants'],
    ]);
    expect(rows[0]?.[5]).toMatch(/^20 févr\. 2027/);
    expect(rows[0]?.[6]).toBe('Annuler');
  });

  it('opens the trade that filled an order in the trade’s details', async () => {
    const filled = everyState.find((order) => order.state === 'filled');
    if (filled === undefined) throw new Error('the fixtures have a filled order');
    serve({
      [`GET ${ordersPath}`]: () => limitOrderList([filled]),
      [`GET /api/trades/${filled.trade_guid}`]: () => ({
        body: trade({ guid: filled.trade_guid, state: 'completed' }),
      }),
    });
    const user = await open();
    await user.click(
      await screen.findByRole('button', {
        name: 'Details of the trade that filled the order: Buy XRP with $250.00 at $0.7512 or less',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Trade details' });
    expect(dialog).toHaveTextContent('b1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(dialog).toHaveTextContent('Completed');
  });

  it('says when there is no order yet, and how to place one', async () => {
    serve();
    await open();
    expect(
      await screen.findByText(/^No limit orders yet\. Use the form above to buy or sell/),
    ).toHaveAttribute('role', 'status');
  });

  it('says it is loading while the list is on its way', async () => {
    serve({ [`GET ${ordersPath}`]: () => new Promise(() => undefined) });
    await open();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let reads = 0;
    serve({
      [`GET ${ordersPath}`]: () => {
        reads += 1;
        return reads === 1 ? refusal(500, 'internal', 'Something broke') : limitOrderList([]);
      },
    });
    const user = await open();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Your limit orders could not be loaded.');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No limit orders yet\./)).toBeInTheDocument();
  });
});

describe('/orders?tab=limit: cancelling', () => {
  it('asks first, sends DELETE, and says the order is cancelled', async () => {
    let cancelled = false;
    const requests = serve({
      [`GET ${ordersPath}`]: () =>
        limitOrderList([limitOrder(cancelled ? { state: 'cancelled' } : {})]),
      [`DELETE ${ordersPath}/${limitOrder().guid}`]: () => {
        cancelled = true;
        return { body: { data: limitOrder({ state: 'cancelled' }) } };
      },
    });
    const user = await open();
    const cancel = await screen.findByRole('button', {
      name: 'Cancel the order: Buy BTC with $100.00 at $50,000.00 or less',
    });
    const deletes = () => requests.filter((request) => request.method === 'DELETE');

    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(
      'Buy BTC with $100.00 at $50,000.00 or less. What it set aside becomes available again.',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Keep it' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toEqual([]);

    await user.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(1);
    expect(
      await screen.findByText('Order cancelled: Buy BTC with $100.00 at $50,000.00 or less.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Your limit orders' })).toHaveFocus();
    await waitFor(async () =>
      expect((await rowsOf('Your limit orders'))[0]?.[4]).toBe('Cancelled'),
    );
  });
});

describe('/orders?tab=limit: placing an order', () => {
  it('sends a buy as typed and says it was placed; the list is read again and the form starts afresh', async () => {
    const requests = serve();
    const user = await open();
    const amount = within(form()).getByLabelText('CAD to spend');
    await user.type(amount, '100');
    await user.type(within(form()).getByLabelText('Buy when the price is at or below'), '50,000');
    await place(user);

    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Order placed: Buy BTC with $100.00 at $50,000.00 or less.',
    );
    expect(sent(requests)).toEqual([
      { side: 'buy', asset: 'BTC', amount: '100', limit_price: '50000' },
    ]);
    // Placed once, whatever the network retries: the request carries its own key.
    const [placed] = requests.filter((r) => r.method === 'POST' && r.path === ordersPath);
    expect(placed?.headers.get('idempotency-key')).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(amount).toHaveValue('');
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path === ordersPath)).toHaveLength(2),
    );
  });

  it('sends a sale of the asset chosen, beside its live price, until the end of the day picked', async () => {
    fakeEventSource([livePrices([{ asset: 'ETH', price: '4210' }])]);
    const requests = serve();
    const user = await open();
    await user.click(within(form()).getByLabelText('Sell'));
    await user.selectOptions(within(form()).getByLabelText('Asset'), 'Ether (ETH)');
    const limit = within(form()).getByLabelText('Sell when the price is at or above');
    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(
        'ETH is now $4,210.00 at market. The order uses the price you would get, spread included.',
      ),
    );
    await user.type(within(form()).getByLabelText('ETH to sell'), '0.5');
    await user.type(limit, '4500.25');
    await user.type(within(form()).getByLabelText('End date (optional)'), '2026-12-31');
    await place(user);

    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toEqual({
      side: 'sell',
      asset: 'ETH',
      amount: '0.5',
      limit_price: '4500.25',
      // The order waits through the day picked, in the reader's time zone.
      expires_at: new Date('2026-12-31T23:59:59.999').toISOString(),
    });
    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Order placed: Sell 0.5 ETH at $4,500.25 or more.',
    );
    // Afresh: a buy again, of the first asset.
    expect(within(form()).getByLabelText('CAD to spend')).toHaveValue('');
    expect(within(form()).getByLabelText('Asset')).toHaveValue('BTC');
  });

  it('reads French figures and says what the contract refuses at its field, sending nothing', async () => {
    await i18n.changeLanguage('fr-CA');
    const requests = serve();
    const user = await open('Ordres');
    const amount = within(form()).getByLabelText('CAD à dépenser');
    await user.type(amount, 'beaucoup');
    await user.type(
      within(form()).getByLabelText('Acheter quand le prix est égal ou inférieur à'),
      '50 000,5',
    );
    await user.click(within(form()).getByRole('button', { name: 'Passer l’ordre' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Entrez un montant, comme 150 ou 0,0015.'),
    );
    expect(amount).toHaveFocus();
    expect(sent(requests)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '1 250,75');
    await user.click(within(form()).getByRole('button', { name: 'Passer l’ordre' }));
    await waitFor(() =>
      expect(sent(requests)).toEqual([
        { side: 'buy', asset: 'BTC', amount: '1250.75', limit_price: '50000.5' },
      ]),
    );
  });

  it('shows a refusal about the amount at the amount field, in the reader’s words', async () => {
    serve({
      [`POST ${ordersPath}`]: () =>
        refusal(400, 'invalid_parameter', 'You do not have 700.00 CAD available', [
          { path: 'body.amount', message: 'You do not have 700.00 CAD available' },
        ]),
    });
    const user = await open();
    const amount = within(form()).getByLabelText('CAD to spend');
    await user.type(amount, '700');
    await user.type(within(form()).getByLabelText('Buy when the price is at or below'), '50000');
    await place(user);

    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('You do not have $700.00 available.'),
    );
    expect(amount).toHaveFocus();
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what to do when the customer is not verified yet', async () => {
    serve({
      [`POST ${ordersPath}`]: () =>
        refusal(403, 'unverified_customer', 'Verify your identity before you trade.'),
    });
    const user = await open();
    await user.type(within(form()).getByLabelText('CAD to spend'), '100');
    await user.type(within(form()).getByLabelText('Buy when the price is at or below'), '50000');
    await place(user);
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Verify your identity before you trade.');
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
  });

  it('says when as many orders wait as allowed', async () => {
    const full = Array.from({ length: 20 }, (_, index) =>
      limitOrder({ guid: index.toString(16).padStart(32, '0') }),
    );
    serve({
      [`GET ${ordersPath}`]: () => limitOrderList(full),
      [`POST ${ordersPath}`]: () =>
        refusal(
          409,
          'conflict',
          'You have 20 orders waiting, the most there can be: cancel one first',
        ),
    });
    const user = await open();
    expect(
      await within(form()).findByText(/^You have 20 orders waiting, the most you can have/),
    ).toBeVisible();
    await user.type(within(form()).getByLabelText('CAD to spend'), '100');
    await user.type(within(form()).getByLabelText('Buy when the price is at or below'), '50000');
    await place(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'You have 20 orders waiting, the most you can have at one time. Cancel one to place another.',
    );
  });
});
