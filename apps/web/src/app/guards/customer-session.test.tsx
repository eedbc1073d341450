import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    const { router } = renderApp('/deposits');
    expect(await heading()).toHaveTextContent('Deposits');
    act(() => reportCustomerSessionRefused());
    await expectSignedOutWithMessage(router);
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
