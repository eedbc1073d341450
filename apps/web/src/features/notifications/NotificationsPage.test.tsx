import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRequest, type FakeRoute, fakeServer, listOf } from '../../test/fake-server';
import {
  documentNotification,
  tradeNotification,
  transferNotification,
} from '../../test/notification-fixtures';
import { account } from '../../test/platform-fixtures';
import {
  alertNotification,
  digestNotification,
  notificationPage,
  unreadAnswer,
} from '../../test/price-alert-fixtures';
import { renderApp } from '../../test/render-app';

/** Two unread alerts (above BTC, a move of ETH) and a read digest, newest first. */
const shown = [
  alertNotification(),
  alertNotification(
    {
      asset: 'ETH',
      condition: 'move',
      level: null,
      move_percent: '5',
      window: '24h',
      price: '4210',
      change_percent: '-5.12',
    },
    {
      guid: 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2',
      created_at: '2026-11-22T13:02:00.000Z',
      url: '/exchange?side=sell&asset=ETH',
    },
  ),
  digestNotification(),
];

function serve(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /customers/notifications': () => notificationPage(shown, 2),
    'GET /customers/notifications/unread': () => unreadAnswer(2),
    'POST /customers/notifications/read': () => unreadAnswer(0),
    ...routes,
  });
}

async function open(title = 'Notifications') {
  storeTestCustomerSession();
  renderApp('/notifications');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return userEvent.setup();
}

/** The notifications' links, as their names read (spaces as typed). */
async function shownNames(name = 'Your notifications, newest first') {
  const list = await screen.findByRole('list', { name });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\s/g, ' '));
}

const marked = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path === '/customers/notifications/read')
    .map((request) => request.body);

describe('/notifications', () => {
  it('words each notification from its facts, newest first, the unread ones said to be', async () => {
    serve();
    await open();
    const names = await shownNames();
    expect(names.map((name) => name?.replace(/Nov 22, 2026.*$/, ''))).toEqual([
      'Unread: BTC rose above $95,000.00 — now $95,012.34',
      'Unread: ETH moved -5.12% in 24 hours — now $4,210.00',
      'Your morning prices: BTC $95,012.34 (+1.20%), ETH $4,210.00 (-0.50%)',
    ]);
    expect(screen.getByRole('link', { name: /^Unread: BTC rose above/ })).toHaveAttribute(
      'href',
      '/exchange?side=buy&asset=BTC',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 unread notifications.');
  });

  it('words them in French, with French numbers', async () => {
    await i18n.changeLanguage('fr-CA');
    serve({
      'GET /customers/notifications': () =>
        notificationPage(
          [
            ...shown,
            alertNotification({ condition: 'below', level: '96000' }, { guid: 'b3'.repeat(16) }),
          ],
          2,
        ),
    });
    await open();
    const names = await shownNames('Vos notifications, de la plus récente à la plus ancienne');
    expect(names.map((name) => name?.replace(/22 nov\. 2026.*$/, ''))).toEqual([
      'Non lue : BTC a dépassé 95 000,00 $ — maintenant à 95 012,34 $',
      'Non lue : ETH a varié de -5,12 % en 24 heures — maintenant à 4 210,00 $',
      'Vos prix du matin : BTC 95 012,34 $ (+1,20 %), ETH 4 210,00 $ (-0,50 %)',
      'Non lue : BTC est passé sous 96 000,00 $ — maintenant à 95 012,34 $',
    ]);
  });

  it('words trades, deposits, withdrawals and documents, each a link to what it is about', async () => {
    const activity = [
      tradeNotification({}, { guid: 'f1'.repeat(16) }),
      transferNotification(
        'deposit',
        { available_at: '2026-12-03T12:00:00.000Z' },
        { guid: 'f2'.repeat(16), url: '/deposits' },
      ),
      transferNotification(
        'withdrawal',
        { asset: 'ETH', amount: '500000000000000000', rail: 'chain' },
        { guid: 'f3'.repeat(16), read_at: '2026-11-22T14:00:00.000Z', url: '/withdrawals' },
      ),
      documentNotification({ document: 'tax_report', period: '2025' }, { guid: 'f4'.repeat(16) }),
    ];
    serve({ 'GET /customers/notifications': () => notificationPage(activity, 3) });
    await open();
    const names = await shownNames();
    expect(names.map((name) => name?.replace(/Nov 22, 2026.*$/, ''))).toEqual([
      'Unread: You bought 0.0015 BTC for $150.00',
      'Unread: $500.00 deposited by EFT — available Dec 3',
      '0.5 ETH sent',
      'Unread: Your 2025 tax report is ready',
    ]);
    expect(screen.getByRole('link', { name: /deposited by EFT/ })).toHaveAttribute(
      'href',
      '/deposits',
    );
    expect(screen.getByRole('link', { name: /tax report/ })).toHaveAttribute('href', '/documents');
  });

  it('marks them all read: the list and the bell say so', async () => {
    const requests = serve();
    const user = await open();
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('You have read all your notifications.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(marked(requests)).toEqual([{ all: true }]);
    expect((await shownNames()).some((name) => name?.startsWith('Unread'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('says when marking them read failed', async () => {
    serve({ 'POST /customers/notifications/read': () => ({ status: 503, body: {} }) });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong on our side/);
    expect(screen.getByRole('status')).toHaveTextContent('2 unread notifications.');
  });

  it('opens one: marks it read and goes to the quote it is about, prefilled', async () => {
    const requests = serve({
      'GET /api/accounts': () => ({ body: listOf([account('CAD', 1_000_000n)]) }),
      'POST /customers/notifications/read': () => unreadAnswer(1),
    });
    const user = await open();
    await user.click(await screen.findByRole('link', { name: /^Unread: ETH moved/ }));

    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
    expect(screen.getByLabelText('Asset')).toHaveValue('ETH');
    expect(marked(requests)).toEqual([{ guids: ['b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2'] }]);
    expect(
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('shows older ones from where the page before ended', async () => {
    const cursor = `2026-11-22T13:00:00.000000Z_${'c1'.repeat(16)}`;
    const older = alertNotification(
      { asset: 'LTC', level: '150', price: '151.2' },
      {
        guid: 'd1'.repeat(16),
        created_at: '2026-11-20T13:00:00.000Z',
        read_at: '2026-11-20T14:00:00.000Z',
      },
    );
    const requests = serve({
      'GET /customers/notifications': ({ search }) =>
        search.get('cursor') === cursor
          ? notificationPage([older], 2)
          : notificationPage(shown, 2, cursor),
    });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    await waitFor(async () => expect(await shownNames()).toHaveLength(4));
    expect((await shownNames())[3]).toMatch(/^LTC rose above \$150\.00 — now \$151\.20/);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(
      requests
        .filter((request) => request.path === '/customers/notifications')
        .map((request) => Object.fromEntries(request.search)),
    ).toEqual([{ per_page: '20' }, { per_page: '20', cursor }]);
  });

  it('says when there are none yet, and where alerts are made', async () => {
    serve({ 'GET /customers/notifications': () => notificationPage([], 0) });
    await open();
    const empty = await screen.findByText(/^No notifications yet\./);
    expect(empty).toHaveAttribute('role', 'status');
    expect(within(empty).getByRole('link', { name: 'Create a price alert' })).toHaveAttribute(
      'href',
      '/alerts',
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says it is loading, then when the list cannot be loaded', async () => {
    let fail: (answer: { status: number; body: object }) => void = () => {};
    serve({
      'GET /customers/notifications': () =>
        new Promise((resolve) => {
          fail = resolve;
        }),
    });
    await open();
    expect(await screen.findByText('Loading…')).toHaveAttribute('role', 'status');
    fail({ status: 503, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
