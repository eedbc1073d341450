import type { Passkey } from '@maple/contracts';
import { browserSupportsWebAuthn, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRoute, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

// jsdom has no WebAuthn: the browser's side of the ceremonies is played here, and in Chromium's
// virtual authenticator end to end. The library's errors and abort service stay real.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
}));

const macBook: Passkey = {
  id: 'bWFjYm9vaw',
  name: 'MacBook',
  created_at: '2026-11-01T15:30:00.000Z',
  last_used_at: null,
  synced: true,
};

const yubiKey: Passkey = {
  id: 'eXViaWtleQ',
  name: 'YubiKey',
  created_at: '2026-11-02T15:30:00.000Z',
  last_used_at: '2026-11-20T09:05:00.000Z',
  synced: false,
};

const creationOptions = {
  challenge: 'Y2hhbGxlbmdlLTE',
  rp: { name: 'Maple Exchange', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'ada@example.ca', displayName: 'Ada Lovelace' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ type: 'public-key', id: 'bWFjYm9vaw' }],
};

const newCredential = {
  id: 'bmV3LWtleQ',
  rawId: 'bmV3LWtleQ',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'Y2xpZW50LWRhdGE',
    attestationObject: 'YXR0ZXN0YXRpb24',
    transports: ['internal', 'hybrid'],
  },
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults: {},
};

/** What `startRegistration` throws when the customer closes the prompt or lets it time out. */
const notAllowed = () =>
  new WebAuthnError({
    message: 'The operation either timed out or was not allowed.',
    code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
    cause: new DOMException(
      'The operation either timed out or was not allowed.',
      'NotAllowedError',
    ),
  });

const refusal = (
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
) => ({
  status,
  body: { message, code, request_id: 'req-1', ...(details && { details }) },
});

/** A server holding `passkeys`; `routes` add or replace calls. */
function serverWith(passkeys: Passkey[], routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /identity/passkeys': () => ({ body: { data: { passkeys } } }),
    'POST /identity/passkeys/registration': () => ({
      body: {
        data: {
          options: creationOptions,
          session_info: 'ceremony-1',
          expires_at: new Date(Date.now() + 300_000).toISOString(),
        },
      },
    }),
    ...routes,
  });
}

async function openPasskeys(name = 'Passkeys') {
  storeTestCustomerSession();
  const view = renderApp('/settings');
  const section = await screen.findByRole('region', { name });
  return { ...view, section };
}

/** Opens the add form, names the passkey and sends it with `password`. */
async function addPasskey(section: HTMLElement, password: string, name?: string) {
  const user = userEvent.setup();
  await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
  const nameField = within(section).getByLabelText('Passkey name');
  if (name !== undefined) {
    await user.clear(nameField);
    await user.type(nameField, name);
  }
  await user.type(within(section).getByLabelText('Password'), password);
  await user.click(within(section).getByRole('button', { name: 'Create passkey' }));
  return user;
}

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(startRegistration).mockReset().mockResolvedValue(newCredential);
});

describe('the passkeys section of /settings', () => {
  it('lists each passkey with when it was added, when it was last used, and whether it syncs', async () => {
    serverWith([macBook, yubiKey]);
    const { section } = await openPasskeys();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'MacBook',
      'YubiKey',
    ]);
    expect(items[0]).toHaveTextContent(/Added:Nov 1, 2026/);
    expect(items[0]).toHaveTextContent('Last used:Never used');
    expect(items[0]).toHaveTextContent('Synced');
    expect(items[1]).toHaveTextContent(/Last used:Nov 20, 2026/);
    expect(items[1]).not.toHaveTextContent('Synced');
    expect(items[1]).not.toHaveTextContent('Never used');
  });

  it('explains what a passkey is when there is none yet', async () => {
    serverWith([]);
    const { section } = await openPasskeys();
    expect(
      await within(section).findByText(/sign in with your fingerprint, your face or your device/),
    ).toHaveTextContent('no password to type');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  });

  it('says so when the list cannot be read, and reads it again on request', async () => {
    const { section } = await openPasskeys();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your passkeys could not be loaded.',
    );
    serverWith([macBook]);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('MacBook')).toBeVisible();
  });

  it('in a browser without WebAuthn, explains why and offers no button', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    serverWith([macBook]);
    const { section } = await openPasskeys();
    expect(await within(section).findByText(/This browser cannot create passkeys/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('adds a passkey: the password opens the ceremony, the credential is kept under its name', async () => {
    let passkeys = [macBook];
    const added: Passkey = { ...macBook, id: newCredential.id, name: 'Work laptop' };
    const received = serverWith([], {
      'GET /identity/passkeys': () => ({ body: { data: { passkeys } } }),
      'POST /identity/passkeys': () => {
        passkeys = [macBook, added];
        return { status: 201, body: { data: added } };
      },
    });
    const { section } = await openPasskeys();
    await within(section).findByText('MacBook');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(within(section).getByLabelText('Passkey name')).toHaveValue('Passkey 2');
    expect(within(section).getByLabelText('Passkey name')).toHaveFocus();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Cancel' }));

    await addPasskey(section, 'correct horse battery staple', 'Work laptop');

    expect(
      await screen.findByText('The passkey “Work laptop” is added. You can sign in with it now.'),
    ).toBeVisible();
    expect(await within(section).findByText('Work laptop')).toBeVisible();
    const bodyOf = (method: string, path: string) =>
      received.find((request) => request.method === method && request.path === path)?.body;
    expect(bodyOf('POST', '/identity/passkeys/registration')).toEqual({
      password: 'correct horse battery staple',
    });
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(bodyOf('POST', '/identity/passkeys')).toEqual({
      session_info: 'ceremony-1',
      name: 'Work laptop',
      credential: newCredential,
    });
    expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  });

  it('says the passkey was not created when the customer cancels the browser’s prompt', async () => {
    vi.mocked(startRegistration).mockRejectedValue(notAllowed());
    const received = serverWith([macBook]);
    const { section } = await openPasskeys();
    await addPasskey(section, 'correct horse battery staple');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The passkey was not created: the request was cancelled or timed out. Try again.',
    );
    expect(
      received.some(
        (request) => request.path === '/identity/passkeys' && request.method === 'POST',
      ),
    ).toBe(false);
    expect(within(section).getByLabelText('Passkey name')).toHaveValue('Passkey 2');
  });

  it('says when this device already holds a passkey for the account', async () => {
    vi.mocked(startRegistration).mockRejectedValue(
      new DOMException('The authenticator was previously registered', 'InvalidStateError'),
    );
    serverWith([macBook]);
    const { section } = await openPasskeys();
    await addPasskey(section, 'correct horse battery staple');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This device already holds a passkey for your account.',
    );
  });

  it('puts a wrong password on its field, before any ceremony', async () => {
    serverWith([macBook], {
      'POST /identity/passkeys/registration': () =>
        refusal(400, 'invalid_parameter', 'The password is incorrect', [
          { path: 'body.password', message: 'The password is incorrect' },
        ]),
    });
    const { section } = await openPasskeys();
    await addPasskey(section, 'not my password at all');
    const password = within(section).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect.'));
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it('asks to start again when the ceremony expired before the credential arrived', async () => {
    serverWith([macBook], {
      'POST /identity/passkeys': () =>
        refusal(400, 'invalid_parameter', 'The passkey ceremony has expired. Start again.'),
    });
    const { section } = await openPasskeys();
    await addPasskey(section, 'correct horse battery staple');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The passkey setup took too long or could not be verified. Start again.',
    );
  });

  it('renames a passkey in place', async () => {
    let passkeys = [macBook];
    const received = serverWith([], {
      'GET /identity/passkeys': () => ({ body: { data: { passkeys } } }),
      'PATCH /identity/passkeys/bWFjYm9vaw': () => {
        passkeys = [{ ...macBook, name: 'Personal MacBook' }];
        return { body: { data: passkeys[0] } };
      },
    });
    const { section } = await openPasskeys();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Rename MacBook' }));
    const field = within(section).getByLabelText('Passkey name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Personal MacBook');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    const renamed = await within(section).findByRole('button', { name: 'Rename Personal MacBook' });
    await waitFor(() => expect(renamed).toHaveFocus());
    expect(received.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Personal MacBook',
    });
    expect(await screen.findByText('The passkey is now called “Personal MacBook”.')).toBeVisible();
  });

  it('removes a passkey once the password confirms it', async () => {
    let passkeys = [macBook, yubiKey];
    const received = serverWith([], {
      'GET /identity/passkeys': () => ({ body: { data: { passkeys } } }),
      'DELETE /identity/passkeys/eXViaWtleQ': () => {
        passkeys = [macBook];
        return { body: { data: { message: 'Passkey removed' } } };
      },
    });
    const { section } = await openPasskeys();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Remove YubiKey' }));
    expect(within(section).getByText(/Remove “YubiKey”\? You will no longer/)).toBeVisible();
    await user.type(within(section).getByLabelText('Password'), 'correct horse battery staple');
    await user.click(within(section).getByRole('button', { name: 'Remove passkey' }));

    await waitFor(() => expect(within(section).queryByText('YubiKey')).toBeNull());
    expect(within(section).getByText('MacBook')).toBeVisible();
    expect(received.find((request) => request.method === 'DELETE')?.body).toEqual({
      password: 'correct horse battery staple',
    });
    expect(await screen.findByText('The passkey “YubiKey” is removed.')).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  });

  it('says it all in French', async () => {
    localStorage.setItem('language', 'fr-CA');
    await i18n.changeLanguage('fr-CA');
    serverWith([macBook]);
    const { section } = await openPasskeys('Clés d’accès');
    const item = await within(section).findByRole('listitem');
    expect(item).toHaveTextContent('Dernière utilisation :Jamais utilisée');
    expect(item).toHaveTextContent('Synchronisée');
    expect(within(section).getByRole('button', { name: 'Ajouter une clé d’accès' })).toBeVisible();
  });
});
