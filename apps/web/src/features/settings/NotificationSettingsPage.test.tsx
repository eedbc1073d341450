import { defaultNotificationSettings } from '@maple/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeAnswer, type FakeRoute, fakeServer } from '../../test/fake-server';
import { refusal } from '../../test/price-alert-fixtures';
import { renderApp } from '../../test/render-app';

const sectionName = 'What we tell you, and how';

/** A customer who never chose, and no push device; `routes` add or replace calls. */
function serve(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /customers/notification-settings': () => ({ body: { data: defaultNotificationSettings } }),
    'GET /customers/push-devices': () => ({
      body: { data: { application_server_key: 'BPublicKey', devices: [] } },
    }),
    ...routes,
  });
}

async function open(heading = 'Notification settings') {
  storeTestCustomerSession();
  renderApp('/settings-notifications');
  await screen.findByRole('heading', { level: 1, name: heading });
  return userEvent.setup();
}

const section = (name = sectionName) => screen.getByRole('region', { name });
const choice = (name: string) => within(section()).getByRole('switch', { name });

describe('/settings-notifications', () => {
  it('shows what a customer who never chose is told: everything but news', async () => {
    serve();
    await open();
    // Six topics by three channels, and news by e-mail.
    expect(await within(section()).findAllByRole('switch')).toHaveLength(19);
    expect(choice('Trade confirmations in the app')).toBeChecked();
    expect(choice('Trade confirmations by e-mail')).toBeChecked();
    expect(choice('Recurring buys and sells by push notification')).toBeChecked();
    expect(choice('News by e-mail')).not.toBeChecked();
    expect(choice('Deposits by e-mail')).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Notifications on this device' })).toBeVisible();
    expect(section()).toHaveTextContent(/Push notifications arrive only on the devices/);
  });

  it('shows the always-sent e-mails on and locked, and says why', async () => {
    serve();
    await open();
    const withdrawals = await within(section()).findByRole('switch', {
      name: 'Withdrawals by e-mail',
    });
    expect(withdrawals).toBeChecked();
    expect(withdrawals).toBeDisabled();
    expect(withdrawals).toHaveAccessibleDescription(
      'Always sent: money leaving your account is always e-mailed.',
    );
    const statements = choice('Statements and tax reports by e-mail');
    expect(statements).toBeChecked();
    expect(statements).toBeDisabled();
    expect(statements).toHaveAccessibleDescription('Always sent: statements must be delivered.');
    expect(screen.getByText('Always sent: statements must be delivered.')).toBeVisible();
    // Only the e-mail is locked: the other channels of the same topics are the customer's.
    expect(choice('Withdrawals in the app')).toBeEnabled();
    expect(choice('Statements and tax reports by push notification')).toBeEnabled();
  });

  it('offers news by e-mail only: a dash, not a switch, in the other columns', async () => {
    serve();
    await open();
    await within(section()).findByRole('switch', { name: 'News by e-mail' });
    for (const name of ['News in the app', 'News by push notification']) {
      expect(within(section()).queryByRole('switch', { name })).not.toBeInTheDocument();
      expect(within(section()).getByText(`${name}: not offered`)).toHaveClass('sr-only');
    }
  });

  it('saves the whole settings as chosen, and says so', async () => {
    let answer: (reply: FakeAnswer) => void = () => {};
    const requests = serve({
      'PUT /customers/notification-settings': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = await open();
    await user.click(await within(section()).findByRole('switch', { name: 'News by e-mail' }));
    await user.click(choice('Trade confirmations by e-mail'));
    await user.click(choice('Price alerts by push notification'));
    await user.click(choice('Withdrawals by e-mail'));
    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    const busy = within(section()).getByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const chosen = {
      ...defaultNotificationSettings,
      trades: { in_app: true, email: false, push: true },
      alerts: { in_app: true, email: true, push: false },
      product_updates: { email: true },
    };
    const put = await waitFor(() => {
      const sent = requests.find((request) => request.method === 'PUT');
      expect(sent).toBeDefined();
      return sent;
    });
    expect(put?.body).toEqual(chosen);
    expect(put?.headers.get('authorization')).toMatch(/^Bearer /);
    answer({ body: { data: chosen } });

    // The status line is always there (so it is announced); wait for its words.
    expect(await within(section()).findByText('Your notification settings are saved.')).toHaveRole(
      'status',
    );
    expect(choice('News by e-mail')).toBeChecked();
    expect(choice('Trade confirmations by e-mail')).not.toBeChecked();
    // A new change takes the confirmation away until it is saved too.
    await user.click(choice('Deposits in the app'));
    expect(within(section()).getByRole('status')).toHaveTextContent('');
  });

  it('names each choice the server refused, in the words of its switch', async () => {
    serve({
      'PUT /customers/notification-settings': () =>
        refusal(400, 'invalid_parameter', 'Invalid request: body.withdrawals.email: …', [
          { path: 'body.withdrawals.email', message: 'This e-mail is always sent' },
        ]),
    });
    const user = await open();
    await user.click(await within(section()).findByRole('switch', { name: 'News by e-mail' }));
    await user.click(within(section()).getByRole('button', { name: 'Save' }));
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('These choices could not be saved:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Withdrawals by e-mail: This e-mail is always sent.',
    );
    expect(choice('News by e-mail')).toBeChecked();
    expect(within(section()).getByRole('status')).toHaveTextContent('');
  });

  it('says what went wrong when the server fails, and keeps the choices to try again', async () => {
    let status = 500;
    serve({
      'PUT /customers/notification-settings': (request) =>
        status === 500 ? { status, body: {} } : { body: { data: request.body } },
    });
    const user = await open();
    await user.click(await within(section()).findByRole('switch', { name: 'News by e-mail' }));
    await user.click(within(section()).getByRole('button', { name: 'Save' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(choice('News by e-mail')).toBeChecked();

    status = 200;
    await user.click(within(section()).getByRole('button', { name: 'Save' }));
    // The status line is always there (so it is announced); wait for its words.
    expect(await within(section()).findByText('Your notification settings are saved.')).toHaveRole(
      'status',
    );
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading, then offers to try again when the settings cannot be loaded', async () => {
    let reply: (answer: FakeAnswer | undefined) => void = () => {};
    serve({
      'GET /customers/notification-settings': () =>
        new Promise((resolve) => {
          reply = resolve;
        }),
    });
    const user = await open();
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading…');
    reply({ status: 503, body: {} });
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'We could not load your notification settings.',
    );

    serve();
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByRole('switch', { name: 'News by e-mail' })).toBeVisible();
  });

  it('speaks French: its switches, and why an e-mail is always sent', async () => {
    await i18n.changeLanguage('fr-CA');
    serve();
    await open('Paramètres de notification');
    const french = () => section('Ce que nous vous signalons, et comment');
    const withdrawals = await within(french()).findByRole('switch', {
      name: 'Retraits par courriel',
    });
    expect(withdrawals).toBeDisabled();
    expect(withdrawals).toHaveAccessibleDescription(
      'Toujours envoyé : l’argent qui quitte votre compte fait toujours l’objet d’un courriel.',
    );
    expect(
      within(french()).getByRole('switch', { name: 'Confirmations d’opérations par courriel' }),
    ).toBeChecked();
    expect(
      within(french()).getByRole('switch', { name: 'Alertes de prix dans l’application' }),
    ).toBeChecked();
    expect(
      within(french()).getByRole('switch', { name: 'Dépôts par notification push' }),
    ).toBeChecked();
    expect(within(french()).getByText('Nouvelles dans l’application : non offert')).toHaveClass(
      'sr-only',
    );
    expect(within(french()).getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });
});
