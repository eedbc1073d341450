import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeEventSource, livePrices } from '../../test/fake-event-source';
import { type FakeRequest, type FakeRoute, fakeServer } from '../../test/fake-server';
import { alertList, priceAlert, refusal, unreadAnswer } from '../../test/price-alert-fixtures';
import { renderApp } from '../../test/render-app';

/** A server with no alerts yet that creates whatever is asked; `routes` add or replace calls. */
function serve(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /customers/price-alerts': () => alertList([]),
    'POST /customers/price-alerts': () => ({ status: 201, body: { data: priceAlert() } }),
    'GET /customers/notifications/unread': () => unreadAnswer(0),
    ...routes,
  });
}

async function open(path = '/alerts', title = 'Price alerts') {
  storeTestCustomerSession();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return userEvent.setup();
}

const sent = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.method === 'POST' && request.path === '/customers/price-alerts')
    .map((request) => request.body);

const form = () => screen.getByRole('form', { name: 'New alert' });
const create = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(form()).getByRole('button', { name: 'Create alert' }));

// Only the clock is fake, so "today" is the same on every run; timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T16:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/alerts: creating an alert', () => {
  it('sends a level alert as typed, beside the live price, and says it was created', async () => {
    fakeEventSource([livePrices([{ asset: 'BTC', price: '95012.34' }])]);
    const requests = serve();
    const user = await open();
    const level = within(form()).getByLabelText('Price level in CAD');
    expect(await screen.findByText('BTC is now $95,012.34.')).toBeInTheDocument();
    expect(level).toHaveAccessibleDescription('BTC is now $95,012.34.');

    await user.type(level, '95,000');
    await create(user);

    expect(await within(form()).findByRole('status')).toHaveTextContent(
      'Alert created: BTC goes above $95,000.00.',
    );
    expect(sent(requests)).toEqual([
      { condition: 'above', asset: 'BTC', level: '95000', repeats: false, cooldown_minutes: 60 },
    ]);
    expect(level).toHaveValue('');
    // The list is read again, with the new alert in it.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/customers/price-alerts')).toHaveLength(3),
    );
  });

  it('sends a repeating alert below a level, with its pause and the end of the day chosen', async () => {
    const requests = serve();
    const user = await open();
    await user.click(within(form()).getByLabelText('The price goes below a level'));
    await user.type(within(form()).getByLabelText('Price level in CAD'), '80000.5');
    await user.click(within(form()).getByLabelText('Every time'));
    await user.selectOptions(within(form()).getByLabelText('Then wait at least'), '4 hours');
    await user.type(within(form()).getByLabelText('End date (optional)'), '2026-12-31');
    await create(user);

    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toEqual({
      condition: 'below',
      asset: 'BTC',
      level: '80000.5',
      repeats: true,
      cooldown_minutes: 240,
      // The alert lasts through the day picked, in the reader's time zone.
      expires_at: new Date('2026-12-31T23:59:59.999').toISOString(),
    });
  });

  it('sends a move over an hour for the asset chosen', async () => {
    const requests = serve();
    const user = await open();
    await user.selectOptions(within(form()).getByLabelText('Asset'), 'Ether (ETH)');
    await user.click(within(form()).getByLabelText('The price moves up or down by a percentage'));
    expect(within(form()).queryByLabelText('Price level in CAD')).not.toBeInTheDocument();
    await user.type(within(form()).getByLabelText('Move in percent'), '2.5');
    await user.click(within(form()).getByLabelText('1 hour'));
    await create(user);

    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toEqual({
      condition: 'move',
      asset: 'ETH',
      move_percent: '2.5',
      window: '1h',
      repeats: false,
      cooldown_minutes: 60,
    });
  });

  it('sends the morning digest of the asset a link names, with nothing else to ask', async () => {
    const requests = serve();
    const user = await open('/alerts?asset=XRP');
    expect(within(form()).getByLabelText('Asset')).toHaveValue('XRP');
    await user.click(
      within(form()).getByLabelText('Every morning: the price and its change over 24 hours'),
    );
    expect(within(form()).queryByLabelText('Price level in CAD')).not.toBeInTheDocument();
    expect(within(form()).queryByRole('group', { name: 'How often' })).not.toBeInTheDocument();
    expect(within(form()).getByText(/Every day at 8:00 a\.m\., Toronto time/)).toBeVisible();
    await create(user);

    await waitFor(() => expect(sent(requests)).toEqual([{ condition: 'digest', asset: 'XRP' }]));
  });

  it('ignores an asset the exchange does not list', async () => {
    serve();
    await open('/alerts?asset=DOGE');
    expect(within(form()).getByLabelText('Asset')).toHaveValue('BTC');
  });

  it('reads a French price with its spaces and decimal comma', async () => {
    await i18n.changeLanguage('fr-CA');
    const requests = serve();
    const user = await open('/alerts', 'Alertes de prix');
    await user.type(
      within(screen.getByRole('form')).getByLabelText('Seuil de prix en CAD'),
      '95 000,50',
    );
    await user.click(screen.getByRole('button', { name: 'Créer l’alerte' }));
    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toMatchObject({ condition: 'above', level: '95000.50' });
  });
});

describe('/alerts: problems with a new alert', () => {
  it('says at the field what the contract refuses, and sends nothing', async () => {
    const requests = serve();
    const user = await open();
    const level = within(form()).getByLabelText('Price level in CAD');
    await user.type(level, 'lots');
    await create(user);

    expect(level).toHaveAccessibleDescription(
      expect.stringContaining('Enter a price in dollars, like 95000 or 0.75.'),
    );
    expect(level).toHaveAttribute('aria-invalid', 'true');
    expect(level).toHaveFocus();
    expect(sent(requests)).toEqual([]);
  });

  it('says a move out of range in French', async () => {
    await i18n.changeLanguage('fr-CA');
    const requests = serve();
    const user = await open('/alerts', 'Alertes de prix');
    await user.click(screen.getByLabelText('Le prix monte ou baisse d’un certain pourcentage'));
    const percent = screen.getByLabelText('Variation en pourcentage');
    await user.type(percent, '0,05');
    await user.click(screen.getByRole('button', { name: 'Créer l’alerte' }));

    expect(percent).toHaveAccessibleDescription(
      expect.stringContaining('Choisissez une variation de 0,1 % à 100 %.'),
    );
    expect(sent(requests)).toEqual([]);
  });

  it('shows the server’s refusal at the form: a level already passed', async () => {
    serve({
      'POST /customers/price-alerts': () =>
        refusal(422, 'level_already_crossed', 'BTC is already above $95,000.00'),
    });
    const user = await open();
    await user.type(within(form()).getByLabelText('Price level in CAD'), '95000');
    await create(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'BTC is already above $95,000.00',
    );
    expect(within(form()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a refusal about the end date at its field', async () => {
    serve({
      'POST /customers/price-alerts': () =>
        refusal(400, 'invalid_parameter', 'The end date is more than a year ahead', [
          { path: 'body.expires_at', message: 'Choose a date within a year' },
        ]),
    });
    const user = await open();
    await user.type(within(form()).getByLabelText('Price level in CAD'), '95000');
    const expiry = within(form()).getByLabelText('End date (optional)');
    await user.type(expiry, '2027-11-21');
    await create(user);
    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription(
        expect.stringContaining('Choose a date within a year'),
      ),
    );
  });

  it('says when the customer has as many active alerts as allowed', async () => {
    const full = Array.from({ length: 50 }, (_, index) =>
      priceAlert({ guid: index.toString(16).padStart(32, '0') }),
    );
    serve({
      'GET /customers/price-alerts': () => alertList(full),
      'POST /customers/price-alerts': () =>
        refusal(409, 'too_many_alerts', 'You already have 50 active alerts. Cancel one first.'),
    });
    const user = await open();
    expect(
      await within(form()).findByText(/You have 50 active alerts, the most you can have/),
    ).toBeVisible();
    await user.type(within(form()).getByLabelText('Price level in CAD'), '95000');
    await create(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'You already have 50 active alerts. Cancel one first.',
    );
  });
});

describe('/alerts: the list', () => {
  it('shows the active alerts, then the ended ones with when and how often they fired', async () => {
    serve({
      'GET /customers/price-alerts': () =>
        alertList([
          priceAlert({
            repeats: true,
            cooldown_minutes: 240,
            expires_at: '2026-12-31T17:00:00.000Z',
          }),
          priceAlert({
            guid: 'a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2',
            asset: 'ETH',
            condition: 'move',
            level: null,
            move_percent: '5',
            window: '24h',
          }),
          priceAlert({
            guid: 'a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3',
            condition: 'below',
            level: '80000',
            state: 'triggered',
            last_triggered_at: '2026-11-21T15:30:00.000Z',
            times_triggered: 1,
          }),
          priceAlert({
            guid: 'a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4',
            asset: 'XRP',
            condition: 'digest',
            level: null,
            state: 'cancelled',
            last_triggered_at: '2026-11-20T13:00:00.000Z',
            times_triggered: 3,
          }),
        ]),
    });
    await open();
    const active = await screen.findByRole('region', { name: 'Active alerts' });
    expect(within(active).getByText('2 of at most 50.')).toBeVisible();
    const activeItems = within(within(active).getByRole('list')).getAllByRole('listitem');
    expect(activeItems).toHaveLength(2);
    expect(activeItems[0]).toHaveTextContent(/^BTC goes above \$95,000\.00/);
    expect(activeItems[1]).toHaveTextContent(/^ETH moves ±5% or more within 24 hours/);
    expect(activeItems[0]).toHaveTextContent('Every time, with a pause of at least 4 hours');
    expect(activeItems[0]).toHaveTextContent(/Until Dec 31, 2026/);
    expect(activeItems[1]).toHaveTextContent('Once, then it ends');
    expect(activeItems[1]).toHaveTextContent('Until you cancel it');
    expect(activeItems[1]).toHaveTextContent('Never triggered');

    const ended = screen.getByRole('region', { name: 'Ended alerts' });
    const endedItems = within(ended).getAllByRole('listitem');
    expect(endedItems[0]).toHaveTextContent('BTC goes below $80,000.00Triggered');
    expect(endedItems[0]).toHaveTextContent('Triggered once');
    expect(endedItems[0]).toHaveTextContent(/Last triggered Nov 21, 2026/);
    expect(endedItems[1]).toHaveTextContent('XRP in your morning pricesCancelled');
    expect(endedItems[1]).toHaveTextContent('Triggered 3 times');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels an active alert after asking, and says so', async () => {
    let cancelled = false;
    const requests = serve({
      'GET /customers/price-alerts': () =>
        alertList([priceAlert(cancelled ? { state: 'cancelled' } : {})]),
      [`DELETE /customers/price-alerts/${priceAlert().guid}`]: () => {
        cancelled = true;
        return { status: 204 };
      },
    });
    const user = await open();
    const cancel = await screen.findByRole('button', {
      name: 'Cancel the alert: BTC goes above $95,000.00',
    });

    // Kept: nothing is sent.
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this alert?' });
    expect(dialog).toHaveTextContent(
      'BTC goes above $95,000.00. You will no longer be told about it.',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Keep it' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(cancel);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the alert' }),
    );
    const ended = await screen.findByRole('region', { name: 'Ended alerts' });
    expect(within(ended).getByRole('listitem')).toHaveTextContent('Cancelled');
    expect(screen.getByText('Alert cancelled: BTC goes above $95,000.00.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { name: 'Active alerts' })).toHaveFocus();
    expect(screen.getByText('No active alerts. Create one above.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('says when there are no alerts yet', async () => {
    serve();
    await open();
    expect(await screen.findByText(/^You have no alerts yet\. Create one above/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says it is loading until the list arrives', async () => {
    let answer: (value: ReturnType<typeof alertList>) => void = () => {};
    serve({
      'GET /customers/price-alerts': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await open();
    expect(await screen.findByText('Loading…')).toHaveAttribute('role', 'status');
    answer(alertList([priceAlert()]));
    expect(await screen.findByRole('region', { name: 'Active alerts' })).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    let calls = 0;
    serve({
      'GET /customers/price-alerts': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: {} } : alertList([priceAlert()]);
      },
    });
    const user = await open();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Your alerts could not be loaded.');
    // The form still works: only the list failed.
    expect(form()).toBeVisible();
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Active alerts' })).toBeVisible();
  });
});
