import type { Passkey, SignInMethods } from '@maple/contracts';
import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRoute, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

// jsdom has no WebAuthn: the browser's side of the ceremonies is played here. The library's
// errors stay real.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const macBook: Passkey = {
  id: 'bWFjYm9vaw',
  name: 'MacBook',
  created_at: '2026-11-01T15:30:00.000Z',
  last_used_at: null,
  synced: true,
};
const yubiKey: Passkey = { ...macBook, id: 'eXViaWtleQ', name: 'YubiKey', synced: false };

const requestOptions = { challenge: 'YXBwcm92ZQ', rpId: 'localhost', allowCredentials: [] };
const creationOptions = {
  challenge: 'Y3JlYXRl',
  rp: { name: 'Maple Exchange', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'ada@example.ca', displayName: 'Ada Lovelace' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

const assertion: AuthenticationResponseJSON = {
  id: 'bWFjYm9vaw',
  rawId: 'bWFjYm9vaw',
  type: 'public-key',
  response: {
    clientDataJSON: 'Y2xpZW50LWRhdGE',
    authenticatorData: 'YXV0aGVudGljYXRvcg',
    signature: 'c2lnbmF0dXJl',
  },
  clientExtensionResults: {},
};
const approved = { session_info: 'approval-1', credential: assertion };

const passwordless = (removable: Partial<SignInMethods['removable']> = {}): SignInMethods => ({
  has_password: false,
  removable: { password: false, passkey: true, authenticator: true, ...removable },
});

const ceremonyOf = (options: object, sessionInfo: string) => () => ({
  body: {
    data: {
      options,
      session_info: sessionInfo,
      expires_at: new Date(Date.now() + 300_000).toISOString(),
    },
  },
});

/** A passwordless account with `passkeys` and an authenticator app; `routes` add or replace. */
function serverWith(
  passkeys: Passkey[],
  methods: SignInMethods,
  routes: Record<string, FakeRoute> = {},
) {
  return fakeServer({
    'GET /identity/sign-in-methods': () => ({ body: { data: methods } }),
    'GET /identity/passkeys': () => ({ body: { data: { passkeys } } }),
    'GET /identity/mfa': () => ({
      body: { data: { totp_enrolled: true, recovery_codes_left: 8 } },
    }),
    'POST /identity/passkey-approval/options': ceremonyOf(requestOptions, 'approval-1'),
    ...routes,
  });
}

async function openSection(name: string) {
  storeTestCustomerSession();
  renderApp('/settings');
  return screen.findByRole('region', { name });
}

const bodiesOf = (received: ReturnType<typeof fakeServer>, method: string, path: string) =>
  received
    .filter((request) => request.method === method && request.path === path)
    .map((request) => request.body);

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(startAuthentication).mockReset().mockResolvedValue(assertion);
  vi.mocked(startRegistration).mockReset();
});

describe('a passwordless account in /settings', () => {
  it('sets a password again, a passkey approving it', async () => {
    const received = serverWith([macBook, yubiKey], passwordless(), {
      'POST /identity/password': () => ({ body: { data: { message: 'Set' } } }),
    });
    const section = await openSection('Password');
    expect(within(section).queryByRole('button', { name: 'E-mail me a code' })).toBeNull();
    const user = userEvent.setup();
    await user.type(await within(section).findByLabelText('New password'), 'quartz lantern pivot');
    await user.click(within(section).getByRole('button', { name: 'Set a password' }));

    expect(await screen.findByText('Your password is set.')).toBeVisible();
    expect(bodiesOf(received, 'POST', '/identity/passkey-approval/options')).toEqual([
      { change: 'set_password' },
    ]);
    expect(bodiesOf(received, 'POST', '/identity/password')).toEqual([
      { new_password: 'quartz lantern pivot', passkey: approved },
    ]);
  });

  it('adds a passkey with another passkey’s approval, asking no password', async () => {
    vi.mocked(startRegistration).mockResolvedValue({
      id: 'bmV3',
      rawId: 'bmV3',
      type: 'public-key',
      response: { clientDataJSON: 'Y2Q', attestationObject: 'YW8', transports: ['internal'] },
      clientExtensionResults: {},
    });
    const received = serverWith([macBook, yubiKey], passwordless(), {
      'POST /identity/passkeys/registration': ceremonyOf(creationOptions, 'register-1'),
      'POST /identity/passkeys': () => ({
        status: 201,
        body: { data: { ...macBook, id: 'bmV3' } },
      }),
    });
    const section = await openSection('Passkeys');
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    expect(within(section).queryByLabelText('Password')).toBeNull();
    expect(within(section).getByText(/confirm it is you with one of your passkeys/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Create passkey' }));

    await waitFor(() => expect(bodiesOf(received, 'POST', '/identity/passkeys')).toHaveLength(1));
    expect(bodiesOf(received, 'POST', '/identity/passkey-approval/options')).toEqual([
      { change: 'add_passkey' },
    ]);
    expect(bodiesOf(received, 'POST', '/identity/passkeys/registration')).toEqual([
      { passkey: approved },
    ]);
  });

  it('removes a passkey it can spare with a passkey’s approval of that one', async () => {
    const received = serverWith([macBook, yubiKey], passwordless(), {
      'DELETE /identity/passkeys/eXViaWtleQ': () => ({ body: { data: { message: 'Removed' } } }),
    });
    const section = await openSection('Passkeys');
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Remove YubiKey' }));
    expect(within(section).getByText(/Confirm with one of your passkeys/)).toBeVisible();
    expect(within(section).queryByLabelText('Password')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Remove passkey' }));

    expect(await screen.findByText('The passkey “YubiKey” is removed.')).toBeVisible();
    expect(bodiesOf(received, 'POST', '/identity/passkey-approval/options')).toEqual([
      { change: 'remove_passkey', passkey_id: 'eXViaWtleQ' },
    ]);
    expect(bodiesOf(received, 'DELETE', '/identity/passkeys/eXViaWtleQ')).toEqual([
      { passkey: approved },
    ]);
  });

  it('keeps the passkeys and the authenticator it cannot spare, and says why', async () => {
    serverWith([macBook], passwordless({ passkey: false, authenticator: false }));
    const passkeys = await openSection('Passkeys');
    expect(await within(passkeys).findByText(/so it keeps two passkeys/)).toBeVisible();
    expect(within(passkeys).queryByRole('button', { name: 'Remove MacBook' })).toBeNull();
    const twoStep = screen.getByRole('region', { name: 'Two-step verification' });
    expect(
      await within(twoStep).findByText(/its recovery codes are one of your ways in/),
    ).toBeVisible();
    expect(within(twoStep).queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('turns the authenticator off with a code and a passkey when two passkeys remain', async () => {
    const received = serverWith([macBook, yubiKey], passwordless(), {
      'POST /identity/mfa/totp/unenrol': () => ({ body: { data: { message: 'Off' } } }),
    });
    const twoStep = await openSection('Two-step verification');
    const user = userEvent.setup();
    await user.click(await within(twoStep).findByRole('button', { name: 'Turn off' }));
    expect(within(twoStep).queryByLabelText('Password')).toBeNull();
    await user.type(
      within(twoStep).getByLabelText('Code from the app, or a recovery code'),
      '123456',
    );
    await user.click(within(twoStep).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Two-step verification is off.')).toBeVisible();
    expect(bodiesOf(received, 'POST', '/identity/passkey-approval/options')).toEqual([
      { change: 'remove_authenticator' },
    ]);
    expect(bodiesOf(received, 'POST', '/identity/mfa/totp/unenrol')).toEqual([
      { passkey: approved, code: '123456' },
    ]);
  });
});
