import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectTopAlert, showSuccess } from '../../components/alert/alert-slice';
import { i18n } from '../../lib/i18n';
import { localKeys, sessionKeys } from '../../lib/session';
import { tokenExpiringIn } from '../../test/jwt';
import { renderApp } from '../../test/render-app';

const heading = () => screen.findByRole('heading', { level: 1 });

function storeCustomerKeys(userToken: string) {
  sessionStorage.setItem(sessionKeys.guid, 'encoded-guid');
  sessionStorage.setItem(sessionKeys.accessToken, tokenExpiringIn(900));
  sessionStorage.setItem(sessionKeys.userToken, userToken);
  sessionStorage.setItem(sessionKeys.userEmail, 'ada@example.ca');
  localStorage.setItem(localKeys.displayName, 'Ada');
  localStorage.setItem(localKeys.email, 'ada@example.ca');
  localStorage.setItem(localKeys.theme, '1');
}

const customerKeysLeft = () =>
  [
    ...['guid', 'at', 'ut', 'user_email'].map((key) => sessionStorage.getItem(key)),
    ...['displayName', 'email'].map((key) => localStorage.getItem(key)),
  ].filter((value) => value !== null);

describe('customer routes', () => {
  it('let a valid session through', async () => {
    storeCustomerKeys(tokenExpiringIn(600));
    const { router } = renderApp('/orders');
    expect(await heading()).toHaveTextContent('Orders');
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('send a visitor without a user token to /signin, silently', async () => {
    const { router, store } = renderApp('/dashboard');
    expect(await heading()).toHaveTextContent('Sign in');
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(selectTopAlert(store.getState())).toBeNull();
  });

  it('end an expired session: keys cleared, message shown, /signin', async () => {
    storeCustomerKeys(tokenExpiringIn(-5));
    sessionStorage.setItem(sessionKeys.adminToken, 'admin-token');
    const { router } = renderApp('/exchange');
    expect(await heading()).toHaveTextContent('Sign in');
    expect(router.state.location.pathname).toBe('/signin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    expect(customerKeysLeft()).toEqual([]);
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBe('admin-token');
    expect(localStorage.getItem(localKeys.theme)).toBe('1');
  });

  it('say so in French when the app is in French', async () => {
    await i18n.changeLanguage('fr-CA');
    storeCustomerKeys(tokenExpiringIn(-5));
    renderApp('/assets');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
  });

  it('leave the page by themselves when the token expires on an idle page', async () => {
    storeCustomerKeys(tokenExpiringIn(1));
    const { router } = renderApp('/deposits');
    expect(await heading()).toHaveTextContent('Deposits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), {
      timeout: 3000,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
  });
});

describe('guest-only routes', () => {
  it.each(['/signin', '/signup'])(
    'send a signed-in customer from %s to /dashboard',
    async (path) => {
      storeCustomerKeys(tokenExpiringIn(600));
      const { router } = renderApp(path);
      expect(await heading()).toHaveTextContent('Dashboard');
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('stay open when the session has expired', async () => {
    storeCustomerKeys(tokenExpiringIn(-5));
    const { router } = renderApp('/signup');
    expect(await heading()).toHaveTextContent('Create your account');
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('admin routes', () => {
  it('let a valid admin token through', async () => {
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(600));
    renderApp('/admin/customer/cus_1');
    expect(await heading()).toHaveTextContent('Customer details');
  });

  it('without an admin token: "Session has expired" and /admin/signin', async () => {
    const { router } = renderApp('/admin/trades');
    expect(await heading()).toHaveTextContent('Admin sign in');
    expect(router.state.location.pathname).toBe('/admin/signin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session has expired, Please login again.',
    );
  });

  it('with an expired admin token: token removed, "Session has ended", /admin/signin', async () => {
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(-5));
    sessionStorage.setItem(sessionKeys.userToken, 'customer-token');
    const { router } = renderApp('/admin/sales');
    expect(await heading()).toHaveTextContent('Admin sign in');
    expect(router.state.location.pathname).toBe('/admin/signin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session has ended, Please login again.',
    );
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.userToken)).toBe('customer-token');
  });

  it('/admin/signin sends a signed-in admin to /admin/customer', async () => {
    sessionStorage.setItem(sessionKeys.adminToken, tokenExpiringIn(600));
    const { router } = renderApp('/admin/signin');
    expect(await heading()).toHaveTextContent('Customers');
    expect(router.state.location.pathname).toBe('/admin/customer');
  });
});

describe('/logout', () => {
  it('clears the customer keys, resets the app state and replaces itself with /signin', async () => {
    storeCustomerKeys(tokenExpiringIn(600));
    sessionStorage.setItem(sessionKeys.adminToken, 'admin-token');
    const { router, store } = renderApp('/dashboard');
    expect(await heading()).toHaveTextContent('Dashboard');
    act(() => store.dispatch(showSuccess('Saved')));

    await act(() => router.navigate('/logout'));

    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await heading()).toHaveTextContent('Sign in');
    expect(customerKeysLeft()).toEqual([]);
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBe('admin-token');
    expect(selectTopAlert(store.getState())).toBeNull();
  });
});
