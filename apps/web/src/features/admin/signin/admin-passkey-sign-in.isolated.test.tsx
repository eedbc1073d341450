import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionKeys } from '../../../lib/session/keys';
import { type FakeRequest, type FakeRoute, fakeServer } from '../../../test/fake-server';
import { tokenExpiringIn } from '../../../test/jwt';
import { renderApp } from '../../../test/render-app';
import { staffProfile } from '../../../test/review-fixtures';

// jsdom has no WebAuthn: the browser's side of the ceremony is played here, and in Chromium's
// virtual authenticator end to end. The library's errors and abort service stay real.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
  startAuthentication: vi.fn(),
}));

const requestOptions = {
  challenge: 'c3RhZmYtY2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
  timeout: 60_000,
};

const assertion: AuthenticationResponseJSON = {
  id: 'c3RhZmYta2V5',
  rawId: 'c3RhZmYta2V5',
  type: 'public-key',
  response: {
    clientDataJSON: 'Y2xpZW50LWRhdGE',
    authenticatorData: 'YXV0aGVudGljYXRvcg',
    signature: 'c2lnbmF0dXJl',
    userHandle: 'c3RhZmYtMQ',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

const adminToken = tokenExpiringIn(600);

/** A back office that signs in whoever answers its passkey challenge; `routes` replace calls. */
function passkeyServer(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'POST /admin/api/signin/passkey/options': () => ({
      body: {
        data: {
          options: requestOptions,
          session_info: 'staff-ceremony',
          expires_at: new Date(Date.now() + 300_000).toISOString(),
        },
      },
    }),
    'POST /admin/api/signin/passkey': () => ({ body: { data: { a_at: adminToken } } }),
    'GET /admin/api/me': () => ({ body: { data: staffProfile('support') } }),
    ...routes,
  });
}

const refusal = (status: number, code: string, message: string) => () => ({
  status,
  body: { message, code, request_id: 'req-1' },
});

/** Opens /admin/signin and presses the passkey button. */
async function signInWithPasskey(name = 'Sign in with a passkey') {
  const view = renderApp('/admin/signin');
  await screen.findByRole('heading', { level: 1 });
  await userEvent.setup().click(await screen.findByRole('button', { name }));
  return view;
}

const postsTo = (received: FakeRequest[], path: string) =>
  received.filter((request) => request.method === 'POST' && request.path === path);

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(browserSupportsWebAuthnAutofill).mockReset().mockResolvedValue(false);
  vi.mocked(startAuthentication).mockReset().mockResolvedValue(assertion);
});

describe('signing in to the back office with a passkey', () => {
  it('sends the signed challenge, keeps the admin token, and opens the back office', async () => {
    const received = passkeyServer();
    const { router } = await signInWithPasskey();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customer'));
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: requestOptions,
      useBrowserAutofill: false,
    });
    expect(postsTo(received, '/admin/api/signin/passkey').map((request) => request.body)).toEqual([
      { session_info: 'staff-ceremony', credential: assertion },
    ]);
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBe(adminToken);
  });

  it('says a passkey the back office does not know is not registered for it', async () => {
    passkeyServer({
      'POST /admin/api/signin/passkey': refusal(401, 'authentication_failed', 'Not registered'),
    });
    const { router } = await signInWithPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This passkey is not registered for the back office. Sign in with your password and code, then add it under Your account.',
    );
    expect(router.state.location.pathname).toBe('/admin/signin');
    expect(sessionStorage.getItem(sessionKeys.adminToken)).toBeNull();
  });

  it('says a locked account is locked, as for the password', async () => {
    passkeyServer({
      'POST /admin/api/signin/passkey': refusal(423, 'account_locked', 'Locked'),
    });
    await signInWithPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is locked. Check your e-mail for the unlock link.',
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
      'Passkey sign-in was cancelled or timed out. Try again, or sign in with your password and code.',
    );
    expect(postsTo(received, '/admin/api/signin/passkey')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it('offers no passkey button in a browser without WebAuthn', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    renderApp('/admin/signin');
    await screen.findByRole('heading', { level: 1, name: 'Admin sign in' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('offers the passkeys among the e-mail field’s suggestions, and signs in with the one picked', async () => {
    vi.mocked(browserSupportsWebAuthnAutofill).mockResolvedValue(true);
    const received = passkeyServer();
    const { router } = renderApp('/admin/signin');
    expect(await screen.findByLabelText('E-mail address')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customer'));
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: requestOptions,
      useBrowserAutofill: true,
    });
    expect(postsTo(received, '/admin/api/signin/passkey')).toHaveLength(1);
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr-CA');
    passkeyServer({
      'POST /admin/api/signin/passkey': refusal(401, 'authentication_failed', 'Not registered'),
    });
    await signInWithPasskey('Se connecter avec une clé d’accès');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette clé d’accès n’est pas enregistrée pour l’administration.',
    );
  });
});
