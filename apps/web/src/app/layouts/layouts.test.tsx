import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localKeys, sessionKeys } from '../../lib/session';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer } from '../../test/fake-server';
import { tokenExpiringIn } from '../../test/jwt';
import { renderApp } from '../../test/render-app';

const signIn = () => storeTestCustomerSession();
const year = String(new Date().getFullYear());

async function renderCustomerPage(path: string) {
  signIn();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('customer layout', () => {
  it('has the landmarks, one h1 and a skip link', async () => {
    await renderCustomerPage('/dashboard');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('lists the sidebar items in order and marks the current one', async () => {
    await renderCustomerPage('/withdrawals');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Exchange', '/exchange'],
      ['Assets', '/assets'],
      ['Deposits', '/deposits'],
      ['Withdrawals', '/withdrawals'],
      ['External Wallet', '/external-wallet'],
      ['Orders', '/orders'],
      ['Tax centre', '/tax'],
      ['Documents', '/documents'],
      ['Alerts', '/alerts'],
      ['Settings', '/settings'],
      ['Payment Method', '/payment-method'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Withdrawals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(sidebar).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens a mobile drawer with the items and the My Account group', async () => {
    const user = userEvent.setup();
    await renderCustomerPage('/dashboard');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const main = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link')).toHaveLength(12);
    const account = within(drawer).getByRole('navigation', { name: 'My Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Settings', 'Payment Method', 'Preferences', 'Notification settings', 'Logout']);

    await user.click(within(main).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('greets the customer by display name in the My Account menu', async () => {
    localStorage.setItem(localKeys.displayName, 'Ada Lovelace');
    const user = userEvent.setup();
    await renderCustomerPage('/dashboard');

    await user.click(screen.getByRole('button', { name: 'My Account' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Welcome Back');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Settings',
      'Payment Method',
      'External Wallet',
      'Preferences',
      'Notification settings',
      'Logout',
    ]);
  });

  it('shows social links and the current year in the footer', async () => {
    await renderCustomerPage('/dashboard');
    const social = screen.getByRole('navigation', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Maple Exchange on X',
      'Maple Exchange on LinkedIn',
      'Maple Exchange on Facebook',
      'Maple Exchange on Instagram',
    ]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Maple Exchange`);
  });
});

describe('public layout', () => {
  it('offers sign in and sign up to visitors, and links to the site as documents', async () => {
    renderApp('/reset');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(header).getByRole('link', { name: 'Maple Exchange home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    const legal = screen.getByRole('navigation', { name: 'Legal and help' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/privacy-policy',
      '/terms-and-conditions',
      '/user-agreement',
      '/faq',
      '/getting-started',
    ]);
  });

  it('offers the dashboard instead to a signed-in customer', async () => {
    signIn();
    renderApp('/reset');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('admin layout', () => {
  it('has the admin title and navigation', async () => {
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(600));
    renderApp('/admin/trades');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toHaveTextContent('Maple Exchange — Admin');
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin',
      '/admin/compliance',
      '/admin/queues',
      '/admin/customer',
      '/admin/trades',
      '/admin/customer-accounts',
      '/admin/sales',
      '/admin/audit',
      '/admin/adjustments',
      '/admin/staff',
      '/admin/account',
    ]);
    expect(within(nav).getByRole('link', { name: 'Trades' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Compliance review' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('signs out: the server ends the session, the token goes, sign-in shows', async () => {
    const user = userEvent.setup();
    const token = tokenExpiringIn(600);
    sessionStorage.setItem(sessionKeys.adminToken, token);
    const received = fakeServer({ 'POST /admin/api/signout': () => ({ body: { data: {} } }) });
    const { router } = renderApp('/admin/trades');
    await screen.findByRole('heading', { level: 1 });
    // The trades screen has asked, failed (this fake server answers only the sign-out) and
    // settled on its "Try again".
    await screen.findByRole('button', { name: 'Try again' });
    const before = received.length;

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/signin'));
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBeNull();
    const signOut = received.find((request) => request.path === '/admin/api/signout');
    expect(signOut?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(await screen.findByText('You are signed out of the back office.')).toBeVisible();
    // The screen left behind is not asked for again, tokenless, on the way out.
    expect(received.slice(before).map((request) => request.path)).toEqual(['/admin/api/signout']);
  });

  it('ends the session here even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(600));
    const { router } = renderApp('/admin/trades');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/signin'));
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBeNull();
  });
});

describe('preferences', () => {
  it('switches the theme, remembered as "1" / "0"', async () => {
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1 });

    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toDark).toHaveAttribute('aria-pressed', 'false');
    await user.click(toDark);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('1');

    const toLight = screen.getByRole('button', { name: 'Switch to light theme' });
    expect(toLight).toHaveAttribute('aria-pressed', 'true');
    await user.click(toLight);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('0');
  });

  it('switches the language of the whole page and remembers it', async () => {
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-CA');
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem('language')).toBe('fr-CA');
    await waitFor(() => expect(document.title).toBe('Connexion | Maple Exchange'));
  });
});
