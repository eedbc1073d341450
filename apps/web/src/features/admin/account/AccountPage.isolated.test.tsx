import type { Passkey } from '@maple/contracts';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type FakeRoute, fakeServer } from '../../../test/fake-server';
import { macBookPasskey } from '../../../test/passkey-fixtures';
import { renderApp } from '../../../test/render-app';
import { staffProfile, storeAdminSession } from '../../../test/review-fixtures';

// jsdom has no WebAuthn: the browser's side of the ceremony is played here, and in Chromium's
// virtual authenticator end to end. The library's errors stay real.
vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
}));

const PATH = '/admin/api/me/passkeys';

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
  user: { id: 'c3RhZmYtMQ', name: 'compliance@maple.example', displayName: 'Grace Hopper' },
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

const refusal = (
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
) => ({
  status,
  body: { message, code, request_id: 'req-1', ...(details && { details }) },
});

/** A server holding the member's `passkeys`; `routes` add or replace calls. */
function serverWith(passkeys: Passkey[], routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /admin/api/me': () => ({ body: { data: staffProfile('compliance') } }),
    [`GET ${PATH}`]: () => ({ body: { data: { passkeys } } }),
    [`POST ${PATH}/registration`]: () => ({
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

async function openAccount(name = 'Passkeys') {
  storeAdminSession();
  const view = renderApp('/admin/account');
  const section = await screen.findByRole('region', { name });
  return { ...view, section };
}

/** Opens the add form and sends it with `password` and `code`. */
async function addPasskey(section: HTMLElement, password: string, code = '123456') {
  const user = userEvent.setup();
  await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
  await user.type(within(section).getByLabelText('Password'), password);
  await user.type(within(section).getByLabelText('Code from your authenticator app'), code);
  await user.click(within(section).getByRole('button', { name: 'Create passkey' }));
  return user;
}

const bodyOf = (received: ReturnType<typeof fakeServer>, method: string, path: string) =>
  received.find((request) => request.method === method && request.path === path)?.body;

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReset().mockReturnValue(true);
  vi.mocked(startRegistration).mockReset().mockResolvedValue(newCredential);
});

describe('/admin/account', () => {
  it('is in the back office’s navigation, and says who is signed in', async () => {
    serverWith([]);
    await openAccount();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const profile = screen.getByRole('region', { name: 'Signed in as' });
    expect(await within(profile).findByText('compliance@maple.example')).toBeVisible();
    expect(within(profile).getByText('Compliance')).toBeVisible();
  });

  it('lists each passkey with when it was added, when it was last used, and whether it syncs', async () => {
    serverWith([macBookPasskey, yubiKey]);
    const { section } = await openAccount();
    const list = await within(section).findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/MacBook/);
    expect(items[0]).toHaveTextContent('Last used:Never used');
    expect(items[0]).toHaveTextContent('Synced');
    expect(items[1]).toHaveTextContent(/Last used:Nov 20, 2026/);
    expect(items[1]).not.toHaveTextContent('Synced');
  });

  it('explains what a passkey is when there is none yet', async () => {
    serverWith([]);
    const { section } = await openAccount();
    expect(await within(section).findByText(/You have no passkeys yet/)).toHaveTextContent(
      'a fake site cannot use it',
    );
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('says so when the list cannot be read, and reads it again on request', async () => {
    fakeServer({ 'GET /admin/api/me': () => ({ body: { data: staffProfile('support') } }) });
    const { section } = await openAccount();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your passkeys could not be loaded.',
    );
    serverWith([macBookPasskey]);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('MacBook')).toBeVisible();
  });

  it('in a browser without WebAuthn, explains why and offers no button', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    serverWith([macBookPasskey]);
    const { section } = await openAccount();
    expect(await within(section).findByText(/This browser cannot create passkeys/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});

describe('adding a passkey in /admin/account', () => {
  it('sends the password and code, plays the ceremony, and keeps the passkey under its name', async () => {
    let passkeys = [macBookPasskey];
    const added: Passkey = { ...macBookPasskey, id: newCredential.id, name: 'Passkey 2' };
    const received = serverWith([], {
      [`GET ${PATH}`]: () => ({ body: { data: { passkeys } } }),
      [`POST ${PATH}`]: () => {
        passkeys = [macBookPasskey, added];
        return { status: 201, body: { data: added } };
      },
    });
    const { section } = await openAccount();
    await within(section).findByText('MacBook');
    await addPasskey(section, 'correct horse battery staple');

    expect(
      await screen.findByText('The passkey “Passkey 2” is added. You can sign in with it now.'),
    ).toBeVisible();
    expect(await within(section).findByText('Passkey 2')).toBeVisible();
    expect(bodyOf(received, 'POST', `${PATH}/registration`)).toEqual({
      password: 'correct horse battery staple',
      code: '123456',
    });
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(bodyOf(received, 'POST', PATH)).toEqual({
      session_info: 'ceremony-1',
      name: 'Passkey 2',
      credential: newCredential,
    });
    expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  });

  it('checks the code before asking the server, and puts a wrong one on its field', async () => {
    const received = serverWith([macBookPasskey], {
      [`POST ${PATH}/registration`]: () =>
        refusal(400, 'invalid_parameter', 'The code is incorrect or has expired', [
          { path: 'body.code', message: 'The code is incorrect or has expired' },
        ]),
    });
    const { section } = await openAccount();
    await addPasskey(section, 'correct horse battery staple', '12');
    const code = within(section).getByLabelText('Code from your authenticator app');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/6-digit code/));
    expect(bodyOf(received, 'POST', `${PATH}/registration`)).toBeUndefined();

    const user = userEvent.setup();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(section).getByRole('button', { name: 'Create passkey' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is incorrect or has expired.'),
    );
    expect(code).toHaveValue('');
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it('says the passkey was not created when the browser’s prompt is cancelled', async () => {
    vi.mocked(startRegistration).mockRejectedValue(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const received = serverWith([macBookPasskey]);
    const { section } = await openAccount();
    await addPasskey(section, 'correct horse battery staple');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The passkey was not created: the request was cancelled or timed out. Try again.',
    );
    expect(bodyOf(received, 'POST', PATH)).toBeUndefined();
  });

  it('asks to start again when the ceremony expired before the credential arrived', async () => {
    serverWith([macBookPasskey], {
      [`POST ${PATH}`]: () =>
        refusal(400, 'invalid_parameter', 'This passkey request has expired. Start again.', [
          { path: 'body.session_info', message: 'Start again' },
        ]),
    });
    const { section } = await openAccount();
    await addPasskey(section, 'correct horse battery staple');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The passkey setup took too long or could not be verified. Start again.',
    );
  });
});

describe('changing a passkey in /admin/account', () => {
  it('renames one in place', async () => {
    let passkeys = [macBookPasskey];
    const received = serverWith([], {
      [`GET ${PATH}`]: () => ({ body: { data: { passkeys } } }),
      [`PATCH ${PATH}/bWFjYm9vaw`]: () => {
        passkeys = [{ ...macBookPasskey, name: 'Desk MacBook' }];
        return { body: { data: passkeys[0] } };
      },
    });
    const { section } = await openAccount();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Rename MacBook' }));
    const field = within(section).getByLabelText('Passkey name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Desk MacBook');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const renamed = await within(section).findByRole('button', { name: 'Rename Desk MacBook' });
    await waitFor(() => expect(renamed).toHaveFocus());
    expect(bodyOf(received, 'PATCH', `${PATH}/bWFjYm9vaw`)).toEqual({ name: 'Desk MacBook' });
  });

  it('removes one once the password confirms it', async () => {
    let passkeys = [macBookPasskey, yubiKey];
    const received = serverWith([], {
      [`GET ${PATH}`]: () => ({ body: { data: { passkeys } } }),
      [`DELETE ${PATH}/eXViaWtleQ`]: () => {
        passkeys = [macBookPasskey];
        return { body: { data: { message: 'The passkey is removed from your account.' } } };
      },
    });
    const { section } = await openAccount();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Remove YubiKey' }));
    await user.type(within(section).getByLabelText('Password'), 'correct horse battery staple');
    await user.click(within(section).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(within(section).queryByText('YubiKey')).toBeNull());
    expect(bodyOf(received, 'DELETE', `${PATH}/eXViaWtleQ`)).toEqual({
      password: 'correct horse battery staple',
    });
    expect(await screen.findByText('The passkey “YubiKey” is removed.')).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  });

  it('says it all in French', async () => {
    await i18n.changeLanguage('fr-CA');
    serverWith([macBookPasskey]);
    const { section } = await openAccount('Clés d’accès');
    const item = await within(section).findByRole('listitem');
    expect(item).toHaveTextContent('Dernière utilisation :Jamais utilisée');
    expect(screen.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Votre compte' })).toBeVisible();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Ajouter une clé d’accès' }));
    expect(
      within(section).getByLabelText('Code de votre application d’authentification'),
    ).toBeVisible();
  });
});
