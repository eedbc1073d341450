import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRequest, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const stored = { language: 'en-CA' };

async function open() {
  storeTestCustomerSession();
  renderApp('/settings-preferences');
  await screen.findByRole('heading', { level: 1, name: 'Preferences' });
}

describe('/settings-preferences', () => {
  it('shows the saved language, and leads to the notification settings instead of e-mails', async () => {
    fakeServer({ 'GET /customers/preferences': () => ({ body: { data: stored } }) });
    await open();
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const language = screen.getByRole('region', { name: 'Account language' });
    expect(language).toHaveTextContent('Kept with your account, on every device.');
    expect(language).not.toHaveTextContent(/Trade confirmations|News|Security and account/);
    // Push devices moved with the notifications: no section of theirs here.
    expect(
      screen.queryByRole('region', { name: 'Notifications on this device' }),
    ).not.toBeInTheDocument();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(notifications).getByRole('link', { name: 'Choose what we tell you, and how' }),
    ).toHaveAttribute('href', '/settings-notifications');
  });

  it('saves the language alone, then speaks French at once', async () => {
    const requests: FakeRequest[] = fakeServer({
      'GET /customers/preferences': () => ({ body: { data: stored } }),
      'PUT /customers/preferences': (request) => ({ body: { data: request.body } }),
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
    expect(screen.getByText('Vos préférences sont enregistrées.')).toBeInTheDocument();
    expect(i18n.language).toBe('fr-CA');
    expect(
      screen.getByRole('link', { name: 'Choisir ce que nous vous signalons, et comment' }),
    ).toBeVisible();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ language: 'fr-CA' });
    expect(put?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('keeps the choice and says why when saving fails', async () => {
    fakeServer({
      'GET /customers/preferences': () => ({ body: { data: stored } }),
      'PUT /customers/preferences': () => ({
        status: 429,
        body: { message: 'Too many requests. Try again in 1 minute.', code: 'rate_limited' },
      }),
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const section = screen.getByRole('region', { name: 'Account language' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(/Too many requests/);
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(within(section).getByRole('status')).toHaveTextContent('');
    expect(i18n.language).toBe('en-CA');
  });

  it('offers to try again when the preferences cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      'GET /customers/preferences': () => (fail ? undefined : { body: { data: stored } }),
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your preferences.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('switches the theme at once and stores it as "1" and "0"', async () => {
    fakeServer({ 'GET /customers/preferences': () => ({ body: { data: stored } }) });
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
