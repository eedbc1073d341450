import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRequest, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const stored = {
  language: 'en-CA',
  emails: { trade_confirmations: true, product_updates: false },
};

/** The push section (push/PushSection.tsx) reads its list on the same page; none here. */
const noPushDevices = {
  'GET /customers/push-devices': () => ({
    body: { data: { application_server_key: 'BPublicKey', devices: [] } },
  }),
};

async function open() {
  storeTestCustomerSession();
  renderApp('/settings-preferences');
  await screen.findByRole('heading', { level: 1, name: 'Preferences' });
}

const emails = () => screen.getByRole('group', { name: 'E-mails we send you' });

describe('/settings-preferences', () => {
  it('shows the saved choices: security e-mails always on, news off by default', async () => {
    fakeServer({
      'GET /customers/preferences': () => ({ body: { data: stored } }),
      ...noPushDevices,
    });
    await open();
    const always = await within(
      await screen.findByRole('group', { name: 'E-mails we send you' }),
    ).findByRole('switch', { name: 'Security and account e-mails' });
    expect(always).toBeChecked();
    expect(always).toBeDisabled();
    expect(always).toHaveAccessibleDescription(/Always sent/);
    expect(within(emails()).getByRole('switch', { name: 'Trade confirmations' })).toBeChecked();
    expect(
      within(emails()).getByRole('switch', { name: 'News and product updates' }),
    ).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('saves the language and e-mail choices, then speaks French at once', async () => {
    const requests: FakeRequest[] = fakeServer({
      'GET /customers/preferences': () => ({ body: { data: stored } }),
      'PUT /customers/preferences': (request) => ({ body: { data: request.body } }),
      ...noPushDevices,
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'News and product updates' }));
    await user.click(screen.getByRole('switch', { name: 'Trade confirmations' }));
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
    expect(screen.getByText('Vos préférences sont enregistrées.')).toBeInTheDocument();
    expect(i18n.language).toBe('fr-CA');
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      language: 'fr-CA',
      emails: { trade_confirmations: false, product_updates: true },
    });
    expect(put?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('keeps the choices and says why when saving fails', async () => {
    fakeServer({
      'GET /customers/preferences': () => ({ body: { data: stored } }),
      'PUT /customers/preferences': () => ({
        status: 429,
        body: { message: 'Too many requests. Try again in 1 minute.', code: 'rate_limited' },
      }),
      ...noPushDevices,
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'News and product updates' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const section = screen.getByRole('region', { name: 'Language and e-mails' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(/Too many requests/);
    expect(screen.getByRole('switch', { name: 'News and product updates' })).toBeChecked();
    expect(within(section).getByRole('status')).toHaveTextContent('');
    expect(i18n.language).toBe('en-CA');
  });

  it('offers to try again when the preferences cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      'GET /customers/preferences': () => (fail ? undefined : { body: { data: stored } }),
      ...noPushDevices,
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your preferences.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Trade confirmations' })).toBeChecked();
  });

  it('switches the theme at once and stores it as "1" and "0"', async () => {
    fakeServer({
      'GET /customers/preferences': () => ({ body: { data: stored } }),
      ...noPushDevices,
    });
    await open();
    const user = userEvent.setup();
    const theme = screen.getByRole('group', { name: 'Theme' });
    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('1');
    await user.click(within(theme).getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBe('0');
  });
});
