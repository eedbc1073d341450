import type { SignInMethods } from '@maple/contracts';
import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  startAuthentication,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRoute, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

// jsdom has no WebAuthn: the browser's side of the ceremony is played here. The library's
// errors stay real.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  startAuthentication: vi.fn(),
}));

const requestOptions = {
  challenge: 'cmVtb3ZlLXBhc3N3b3Jk',
  rpId: 'localhost',
  allowCredentials: [{ type: 'public-key', id: 'bWFjYm9vaw' }],
  userVerification: 'required',
  timeout: 300_000,
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

const methods = (hasPassword: boolean, passwordRemovable: boolean): SignInMethods => ({
  has_password: hasPassword,
  removable: { password: passwordRemovable, passkey: true, authenticator: true },
});

const ceremony = () => ({
  body: {
    data: {
      options: requestOptions,
      session_info: 'approval-1',
      expires_at: new Date(Date.now() + 300_000).toISOString(),
    },
  },
});

const refusal = (status: number, code: string, message: string, path?: string) => ({
  status,
  body: { message, code, request_id: 'req-1', ...(path && { details: [{ path, message }] }) },
});

/** A server whose account has or lacks a password; `routes` add or replace calls. */
function serverWith(start: SignInMethods, routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /identity/sign-in-methods': () => ({ body: { data: start } }),
    'GET /identity/mfa': () => ({
      body: { data: { totp_enrolled: false, recovery_codes_left: 0 } },
    }),
    'POST /identity/passkey-approval/options': ceremony,
    ...routes,
  });
}

async function openPassword(name = 'Password') {
  storeTestCustomerSession();
  renderApp('/settings');
  return screen.findByRole('region', { name });
}

const typePasswordAndRemove = async (section: HTMLElement, password: string) => {
  const user = userEvent.setup();
  await user.type(within(section).getByLabelText('Password'), password);
  await user.click(within(section).getByRole('button', { name: 'Remove password' }));
};

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(startAuthentication).mockReset().mockResolvedValue(assertion);
});

describe('removing the password in /settings', () => {
  it('takes the password and a passkey, then offers to set a password again', async () => {
    let current = methods(true, true);
    const received = serverWith(current, {
      'GET /identity/sign-in-methods': () => ({ body: { data: current } }),
      'DELETE /identity/password': () => {
        current = methods(false, false);
        return { body: { data: { message: 'Your password is removed.' } } };
      },
    });
    const section = await openPassword();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Remove password' }));
    expect(within(section).getByLabelText('Password')).toHaveFocus();
    await typePasswordAndRemove(section, 'correct horse battery staple');

    expect(
      await screen.findByText('Your password is removed. Sign in with your passkeys.'),
    ).toBeVisible();
    expect(await within(section).findByRole('button', { name: 'Set a password' })).toBeVisible();
    expect(within(section).getByText(/Your account has no password/)).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Password' })).toHaveFocus();
    const bodyOf = (method: string, path: string) =>
      received.find((request) => request.method === method && request.path === path)?.body;
    expect(bodyOf('POST', '/identity/passkey-approval/options')).toEqual({
      change: 'remove_password',
    });
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: requestOptions,
      useBrowserAutofill: false,
    });
    expect(bodyOf('DELETE', '/identity/password')).toEqual({
      password: 'correct horse battery staple',
      passkey: { session_info: 'approval-1', credential: assertion },
    });
  });

  it('says what to add first when the passkeys are not enough, and offers no removal', async () => {
    serverWith(methods(true, false));
    const section = await openPassword();
    expect(
      await within(section).findByText(
        'To remove your password and sign in with passkeys only, add a second passkey or recovery codes first.',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Remove password' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
  });

  it('puts a wrong password on its field and asks again for it alone, the passkey’s answer kept', async () => {
    let attempts = 0;
    const received = serverWith(methods(true, true), {
      'DELETE /identity/password': () => {
        attempts += 1;
        return attempts === 1
          ? refusal(400, 'invalid_parameter', 'The password is incorrect', 'body.password')
          : { body: { data: { message: 'Removed' } } };
      },
    });
    const section = await openPassword();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Remove password' }));
    await typePasswordAndRemove(section, 'not my password');
    const field = within(section).getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The password is incorrect.'));

    await userEvent.setup().clear(field);
    await typePasswordAndRemove(section, 'correct horse battery staple');
    expect(
      await screen.findByText('Your password is removed. Sign in with your passkeys.'),
    ).toBeVisible();
    expect(startAuthentication).toHaveBeenCalledTimes(1);
    const removals = received.filter((request) => request.method === 'DELETE');
    expect(removals.map((request) => request.body)).toEqual([
      {
        password: 'not my password',
        passkey: { session_info: 'approval-1', credential: assertion },
      },
      {
        password: 'correct horse battery staple',
        passkey: { session_info: 'approval-1', credential: assertion },
      },
    ]);
  });

  it('sends nothing when the passkey prompt is closed, and says a refused passkey did not confirm', async () => {
    vi.mocked(startAuthentication).mockRejectedValueOnce(
      new WebAuthnError({
        message: 'Not allowed',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
        cause: new DOMException('Not allowed', 'NotAllowedError'),
      }),
    );
    const received = serverWith(methods(true, true), {
      'DELETE /identity/password': () =>
        refusal(403, 'forbidden', 'The passkey did not approve this action. Approve it again.'),
    });
    const section = await openPassword();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Remove password' }));
    await typePasswordAndRemove(section, 'correct horse battery staple');
    expect(
      await within(section).findByText(
        'The passkey prompt was closed or timed out. Try again when you are ready.',
      ),
    ).toBeVisible();
    expect(received.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.setup().click(within(section).getByRole('button', { name: 'Remove password' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your passkey did not confirm this change. Try again.',
    );
  });

  it('lets the password be changed when the ways in cannot be read, and reads them again on request', async () => {
    const section = await openPassword();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your ways to sign in could not be loaded.',
    );
    expect(within(section).getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
    serverWith(methods(true, true));
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('button', { name: 'Remove password' })).toBeVisible();
  });

  it('is not offered by a browser without passkeys', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    serverWith(methods(true, true));
    const section = await openPassword();
    expect(await within(section).findByRole('button', { name: 'E-mail me a code' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Remove password' })).toBeNull();
  });

  it('says it all in French', async () => {
    localStorage.setItem('language', 'fr-CA');
    await i18n.changeLanguage('fr-CA');
    serverWith(methods(true, false));
    const section = await openPassword('Mot de passe');
    expect(
      await within(section).findByText(/ajoutez d’abord une deuxième clé d’accès/),
    ).toBeVisible();
    expect(
      within(section).getByRole('heading', {
        name: 'Se connecter uniquement avec des clés d’accès',
      }),
    ).toBeVisible();
  });
});
