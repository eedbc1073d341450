import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodedTestGuid } from '../../test/customer-session';
import { type FakeRequest, type FakeRoute, fakeServer } from '../../test/fake-server';
import { tokenExpiringIn } from '../../test/jwt';
import { renderApp } from '../../test/render-app';

// jsdom has no WebAuthn: the browser's side of the ceremony is played here, and in Chromium's
// virtual authenticator end to end. The library's errors and abort service stay real.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
  startAuthentication: vi.fn(),
}));

const requestOptions = {
  challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U',
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
  timeout: 60_000,
};

const assertion: AuthenticationResponseJSON = {
  id: 'bWFjYm9vaw',
  rawId: 'bWFjYm9vaw',
  type: 'public-key',
  response: {
    clientDataJSON: 'Y2xpZW50LWRhdGE',
    authenticatorData: 'YXV0aGVudGljYXRvcg',
    signature: 'c2lnbmF0dXJl',
    userHandle: 'dXNlci0x',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

let ceremonies = 0;

/** A server that signs in whoever answers its passkey challenge; `routes` add or replace calls. */
function passkeyServer(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'POST /identity/signin/passkey/options': () => {
      ceremonies += 1;
      return {
        body: {
          data: {
            options: requestOptions,
            session_info: `ceremony-${ceremonies}`,
            expires_at: new Date(Date.now() + 300_000).toISOString(),
          },
        },
      };
    },
    'POST /identity/signin/passkey': () => ({
      body: { data: { status: 'signed_in', id_token: 'passkey-identity-token', expires_in: 300 } },
    }),
    'POST /customers/generate-customer-token': () => ({
      body: {
        data: {
          ut: tokenExpiringIn(600),
          at: tokenExpiringIn(600),
          guid: encodedTestGuid,
          display_name: 'Ada',
          email: 'ada@example.ca',
        },
      },
    }),
    ...routes,
  });
}

const refusal = (status: number, code: string, message: string) => () => ({
  status,
  body: { message, code, request_id: 'req-1' },
});

/** Opens /signin and presses the passkey button. */
async function signInWithPasskey() {
  const view = renderApp('/signin');
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  return view;
}

const postsTo = (received: FakeRequest[], path: string) =>
  received.filter((request) => request.method === 'POST' && request.path === path);

beforeEach(() => {
  ceremonies = 0;
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(browserSupportsWebAuthnAutofill).mockReset().mockResolvedValue(false);
  vi.mocked(startAuthentication).mockReset().mockResolvedValue(assertion);
});

describe('signing in with a passkey', () => {
  it('sends the signed challenge and finishes the sign-in as the password does', async () => {
    const received = passkeyServer();
    const { router } = await signInWithPasskey();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: requestOptions,
      useBrowserAutofill: false,
    });
    expect(postsTo(received, '/identity/signin/passkey').map((request) => request.body)).toEqual([
      { session_info: 'ceremony-1', credential: assertion },
    ]);
    const exchange = postsTo(received, '/customers/generate-customer-token');
    expect(exchange[0]?.headers.get('Authorization')).toBe('Bearer passkey-identity-token');
  });

  it('says a passkey the server does not know is not registered, and how to add it', async () => {
    passkeyServer({
      'POST /identity/signin/passkey': refusal(401, 'authentication_failed', 'Invalid passkey'),
    });
    const { router } = await signInWithPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This passkey is not registered with Maple Exchange. Sign in with your password, then add it in Settings.',
    );
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('says a locked account is locked, as for the password', async () => {
    passkeyServer({
      'POST /identity/signin/passkey': refusal(423, 'account_locked', 'Account locked'),
    });
    await signInWithPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is locked after too many attempts.',
    );
  });

  it('takes a cancelled prompt calmly and sends nothing', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(
      new WebAuthnError({
        message: 'The operation either timed out or was not allowed.',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
        cause: new DOMException('Not allowed', 'NotAllowedError'),
      }),
    );
    const received = passkeyServer();
    await signInWithPasskey();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Passkey sign-in was cancelled or timed out. Try again, or sign in with your password.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(postsTo(received, '/identity/signin/passkey')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it('offers no passkey button in a browser without WebAuthn', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

describe('passkeys in the e-mail field’s suggestions (autofill)', () => {
  it('are offered on arrival when the browser supports it, and sign in once one is picked', async () => {
    vi.mocked(browserSupportsWebAuthnAutofill).mockResolvedValue(true);
    const received = passkeyServer();
    const { router } = renderApp('/signin');
    expect(await screen.findByLabelText('E-mail address')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: requestOptions,
      useBrowserAutofill: true,
    });
    expect(postsTo(received, '/identity/signin/passkey')[0]?.body).toEqual({
      session_info: 'ceremony-1',
      credential: assertion,
    });
  });

  it('are not asked for when the browser cannot offer them', async () => {
    const received = passkeyServer();
    renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(browserSupportsWebAuthnAutofill).toHaveBeenCalled());
    await act(async () => {
      await vi.mocked(browserSupportsWebAuthnAutofill).mock.results[0]?.value;
    });
    expect(postsTo(received, '/identity/signin/passkey/options')).toEqual([]);
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it('give way quietly to the button, and nothing happens after the page is left', async () => {
    vi.mocked(browserSupportsWebAuthnAutofill).mockResolvedValue(true);
    // As the library does: a new ceremony aborts the one waiting in the suggestions.
    const waiting: { abort?: () => void; pick?: (answer: AuthenticationResponseJSON) => void } = {};
    vi.mocked(startAuthentication).mockImplementation(({ useBrowserAutofill }) => {
      waiting.abort?.();
      if (!useBrowserAutofill)
        return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
      return new Promise((resolve, reject) => {
        waiting.pick = resolve;
        waiting.abort = () =>
          reject(
            new WebAuthnError({
              message: 'Authentication ceremony was sent an abort signal',
              code: 'ERROR_CEREMONY_ABORTED',
              cause: new DOMException('Cancelling', 'AbortError'),
            }),
          );
      });
    });
    const received = passkeyServer();
    const view = renderApp('/signin');
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(1));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    // Only the prompt's own outcome shows; the aborted suggestions are started again.
    expect(await screen.findByRole('status')).toHaveTextContent('Passkey sign-in was cancelled');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(startAuthentication).toHaveBeenCalledTimes(3));
    expect(
      vi.mocked(startAuthentication).mock.calls.map(([call]) => call.useBrowserAutofill),
    ).toEqual([true, false, true]);

    view.unmount();
    await act(async () => waiting.pick?.(assertion));
    expect(postsTo(received, '/identity/signin/passkey')).toEqual([]);
  });
});
