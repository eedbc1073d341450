import type { SharedSession } from '@maple/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { sessionKeys } from '../../lib/session';
import { reportCustomerSessionRefused } from '../../lib/session/session-events';
import { readClaims } from '../../lib/session/token';
import {
  encodedTestGuid,
  storeTestCustomerSession,
  testCustomerGuid,
} from '../../test/customer-session';
import { tokenExpiringIn } from '../../test/jwt';
import { renderApp } from '../../test/render-app';
import { fakeSessionRemote } from '../../test/session-remote';

const heading = () => screen.findByRole('heading', { level: 1 });
const expiredMessage = 'Your session has expired. Please log in again.';

const customerKeysLeft = () =>
  [
    ...['guid', 'at', 'ut', 'user_email'].map((key) => sessionStorage.getItem(key)),
    ...['displayName', 'email'].map((key) => localStorage.getItem(key)),
  ].filter((value) => value !== null);

/** A promise the test settles when it chooses, to look at the screen while a call is pending. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function expectSignedOutWithMessage(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  // The router's location changes before the sign-in page replaces the last page on screen.
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  expect(await screen.findByRole('alert')).toHaveTextContent(expiredMessage);
  expect(customerKeysLeft()).toEqual([]);
}

describe('a customer page with an expired access token', () => {
  it('shows the loader while a new one is requested, stores it, then opens', async () => {
    storeTestCustomerSession({ accessToken: tokenExpiringIn(-5) });
    const userToken = sessionStorage.getItem(sessionKeys.userToken);
    const fresh = tokenExpiringIn(900);
    const answer = deferred<string | null>();
    const remote = fakeSessionRemote({ regenerateAccessToken: () => answer.promise });
    const regenerate = remote.regenerateAccessToken;
    const { router } = renderApp('/orders', remote);

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(regenerate).toHaveBeenCalledWith(userToken, testCustomerGuid);

    await act(async () => answer.resolve(fresh));
    expect(await heading()).toHaveTextContent('Orders');
    expect(router.state.location.pathname).toBe('/orders');
    expect(sessionStorage.getItem(sessionKeys.accessToken)).toBe(fresh);
  });

  it('ends the session with the message when no new token comes', async () => {
    storeTestCustomerSession({ accessToken: tokenExpiringIn(-5) });
    const remote = fakeSessionRemote({ regenerateAccessToken: async () => null });
    const { router } = renderApp('/assets', remote);
    await expectSignedOutWithMessage(router);
  });

  it('ends the session when the stored guid cannot be decoded, without asking', async () => {
    storeTestCustomerSession({ accessToken: tokenExpiringIn(-5) });
    sessionStorage.setItem(sessionKeys.guid, 'not-a-guid');
    const remote = fakeSessionRemote();
    const { router } = renderApp('/assets', remote);
    await expectSignedOutWithMessage(router);
    expect(remote.regenerateAccessToken).not.toHaveBeenCalled();
  });

  it('does not ask for a new one while the access token is valid', async () => {
    storeTestCustomerSession();
    const remote = fakeSessionRemote();
    renderApp('/assets', remote);
    expect(await heading()).toHaveTextContent('Assets');
    expect(remote.regenerateAccessToken).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(sessionKeys.guid)).toBe(encodedTestGuid);
  });
});

describe('the duplicate-login check', () => {
  it('runs with the stored e-mail on every navigation into a customer page', async () => {
    storeTestCustomerSession();
    const remote = fakeSessionRemote();
    const { router } = renderApp('/dashboard', remote);
    expect(await heading()).toHaveTextContent('Dashboard');
    await act(() => router.navigate('/orders'));
    expect(await heading()).toHaveTextContent('Orders');
    expect(remote.newestSession).toHaveBeenCalledTimes(2);
    expect(remote.newestSession).toHaveBeenLastCalledWith(
      sessionStorage.getItem(sessionKeys.userToken),
      'ada@example.ca',
    );
  });

  it('signs out with the message when a newer sign-in exists', async () => {
    storeTestCustomerSession();
    const remote = fakeSessionRemote({
      newestSession: async (userToken) => ({
        kind: 'newest',
        iat: (readClaims(userToken)?.iat ?? 0) + 30,
      }),
    });
    const { router } = renderApp('/dashboard', remote);
    await expectSignedOutWithMessage(router);
  });

  it('signs out with the message when the server refuses the user token', async () => {
    storeTestCustomerSession();
    const remote = fakeSessionRemote({ newestSession: async () => ({ kind: 'refused' }) });
    const { router } = renderApp('/withdrawals', remote);
    await expectSignedOutWithMessage(router);
  });

  it('lets the page open when the server cannot be reached', async () => {
    storeTestCustomerSession();
    const remote = fakeSessionRemote({ newestSession: async () => ({ kind: 'unavailable' }) });
    renderApp('/withdrawals', remote);
    expect(await heading()).toHaveTextContent('Withdrawals');
  });

  it('runs again when the window regains focus', async () => {
    storeTestCustomerSession();
    let newer = false;
    const remote = fakeSessionRemote({
      newestSession: async (userToken) => ({
        kind: 'newest',
        iat: (readClaims(userToken)?.iat ?? 0) + (newer ? 30 : 0),
      }),
    });
    const { router } = renderApp('/dashboard', remote);
    expect(await heading()).toHaveTextContent('Dashboard');

    newer = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await expectSignedOutWithMessage(router);
  });
});

describe('a customer call the server refuses (401)', () => {
  it('ends the session with the message and goes to /signin', async () => {
    storeTestCustomerSession();
    let refused = false;
    const remote = fakeSessionRemote({
      newestSession: async (userToken) =>
        refused ? { kind: 'refused' } : { kind: 'newest', iat: readClaims(userToken)?.iat ?? 0 },
    });
    const { router } = renderApp('/deposits', remote);
    expect(await heading()).toHaveTextContent('Deposits');
    act(() => {
      refused = true;
      reportCustomerSessionRefused();
    });
    await expectSignedOutWithMessage(router);
  });

  it('sends none of the page’s calls without a token once the session is over', async () => {
    storeTestCustomerSession();
    const bare: string[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      const { pathname } = new URL(input.url);
      // The public price API is called without a token by design.
      if (!input.headers.has('Authorization') && !pathname.startsWith('/market/')) {
        bare.push(pathname);
      }
      throw new TypeError('Failed to fetch');
    });
    let refused = false;
    const remote = fakeSessionRemote({
      newestSession: async (userToken) =>
        refused ? { kind: 'refused' } : { kind: 'newest', iat: readClaims(userToken)?.iat ?? 0 },
    });
    const { router } = renderApp('/dashboard', remote);
    expect(await heading()).toHaveTextContent('Dashboard');
    act(() => {
      refused = true;
      reportCustomerSessionRefused();
    });
    await expectSignedOutWithMessage(router);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(bare).toEqual([]);
  });
});

/** A session of this browser, as `POST /customers/session` hands it to a new tab. */
const browserSession = (
  userToken = tokenExpiringIn(600),
): Extract<SharedSession, { status: 'signed_in' }> => ({
  status: 'signed_in',
  ut: userToken,
  at: tokenExpiringIn(900),
  guid: encodedTestGuid,
  display_name: 'Ada Lovelace',
  email: 'ada@example.ca',
});

describe('tabs of one browser', () => {
  it('a new tab opens the page asked for in the browser’s session, without signing in', async () => {
    const shared = browserSession();
    const remote = fakeSessionRemote({ joinSession: async () => shared });
    const { router } = renderApp('/withdrawals', remote);
    expect(await heading()).toHaveTextContent('Withdrawals');
    expect(router.state.location.pathname).toBe('/withdrawals');
    expect(sessionStorage.getItem(sessionKeys.userToken)).toBe(shared.ut);
    expect(sessionStorage.getItem(sessionKeys.accessToken)).toBe(shared.at);
    expect(localStorage.getItem('displayName')).toBe('Ada Lovelace');
  });

  it('a new tab on /signin goes on to the page it was to return to', async () => {
    const remote = fakeSessionRemote({ joinSession: async () => browserSession() });
    const { router } = renderApp('/signin?next=%2Forders%3Fpage%3D2', remote);
    expect(await heading()).toHaveTextContent('Orders');
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('a tab whose session another tab replaced by signing in anew joins the new one', async () => {
    storeTestCustomerSession();
    const replaced = sessionStorage.getItem(sessionKeys.userToken);
    const newer = browserSession(tokenExpiringIn(700));
    const remote = fakeSessionRemote({
      newestSession: async (userToken) => ({
        kind: 'newest',
        iat: userToken === replaced ? (readClaims(newer.ut)?.iat ?? 0) + 1 : 0,
      }),
      joinSession: async () => newer,
    });
    const { router } = renderApp('/orders', remote);
    expect(await heading()).toHaveTextContent('Orders');
    expect(router.state.location.pathname).toBe('/orders');
    expect(sessionStorage.getItem(sessionKeys.userToken)).toBe(newer.ut);
  });

  it('another tab signing out signs this one out at once, saying so', async () => {
    storeTestCustomerSession();
    const { router } = renderApp('/assets');
    expect(await heading()).toHaveTextContent('Assets');
    const otherTab = new BroadcastChannel('maple-session');
    otherTab.postMessage({ event: 'signed-out', from: 'another-tab' });
    otherTab.close();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(customerKeysLeft()).toEqual([]);
  });
});

describe('the signed-out screen', () => {
  it('keeps the page asked for, and says nothing to a visitor who never signed in', async () => {
    const { router } = renderApp('/withdrawals?asset=BTC');
    expect(await heading()).toHaveTextContent('Sign in');
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/withdrawals?asset=BTC',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a sign-in from another browser or device ended the session, in English and French', async () => {
    for (const language of ['en-CA', 'fr-CA']) {
      await i18n.changeLanguage(language);
      storeTestCustomerSession();
      const remote = fakeSessionRemote({
        newestSession: async (userToken) => ({
          kind: 'newest',
          iat: (readClaims(userToken)?.iat ?? 0) + 30,
        }),
        joinSession: async () => ({ status: 'signed_out', reason: 'signed_in_elsewhere' }),
      });
      const { router, unmount } = renderApp('/exchange', remote);
      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(
        await screen.findByText(
          language === 'en-CA'
            ? /^You are signed out: your account was signed in on another browser or device\./
            : /^Vous êtes déconnecté : votre compte s’est connecté sur un autre navigateur ou appareil\./,
        ),
      ).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/exchange');
      expect(customerKeysLeft()).toEqual([]);
      unmount();
    }
  });

  it('says the customer signed out after /logout', async () => {
    storeTestCustomerSession();
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
  });
});

describe('/logout', () => {
  it('revokes the session on the server with the user token, then clears it here', async () => {
    storeTestCustomerSession();
    const userToken = sessionStorage.getItem(sessionKeys.userToken);
    const answer = deferred<undefined>();
    const remote = fakeSessionRemote({ signOut: () => answer.promise });
    const signOut = remote.signOut;
    const { router } = renderApp('/dashboard', remote);
    expect(await heading()).toHaveTextContent('Dashboard');

    act(() => {
      void router.navigate('/logout');
    });
    await waitFor(() => expect(signOut).toHaveBeenCalledWith(userToken));
    expect(sessionStorage.getItem(sessionKeys.userToken)).toBe(userToken);

    await act(async () => answer.resolve(undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(customerKeysLeft()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to /signin without a call when there is no session', async () => {
    const remote = fakeSessionRemote();
    const { router } = renderApp('/logout', remote);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(remote.signOut).not.toHaveBeenCalled();
  });
});
