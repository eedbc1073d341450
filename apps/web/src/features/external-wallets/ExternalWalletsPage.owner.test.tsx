import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRequest, type FakeRoute, fakeServer, listOf } from '../../test/fake-server';
import { fundingStatus } from '../../test/funding-fixtures';
import { renderApp } from '../../test/render-app';
import {
  btcAddress,
  externalWallet,
  walletCheck,
  walletCooldown,
  walletCooldowns,
  xrpAddress,
} from '../../test/wallet-fixtures';

const guid = externalWallet().guid;
const ownerPath = `/customers/external-wallets/${guid}/owner`;

/** A text field of a request's JSON body, or null. */
const textOf = (body: unknown, key: string): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' ? value : null;
};

/** Answers the check as the server would for a valid address, echoing what was asked. */
const validCheck: FakeRoute = ({ body }) => ({
  body: walletCheck(
    textOf(body, 'asset') ?? '',
    textOf(body, 'address') ?? '',
    textOf(body, 'tag'),
  ),
});

/**
 * A server with no wallet until one is added (codes from the authenticator app, so no e-mail),
 * keeping whose it is as the PUT says; `putOwner` stands in for that PUT.
 */
function walletServer(wallet = externalWallet(), putOwner?: FakeRoute): FakeRequest[] {
  let added = false;
  let owner: string | null = null;
  return fakeServer({
    'GET /identity/mfa': () => ({
      body: { data: { totp_enrolled: true, recovery_codes_left: 8 } },
    }),
    'GET /customers/funding': () => ({ body: fundingStatus() }),
    'POST /customers/check-wallet': validCheck,
    'POST /customers/verify-crypto-otp': () => ({
      body: {
        data: {
          verified: true,
          confirmation_token: 'totp-confirmation',
          expires_at: '2026-11-22T15:40:00.000Z',
        },
      },
    }),
    'POST /api/external_wallets': () => {
      added = true;
      return { status: 201, body: wallet };
    },
    'GET /api/external_wallets': () => ({ body: listOf(added ? [wallet] : []) }),
    'GET /customers/external-wallets/cooldowns': () => ({
      body: walletCooldowns(added ? [walletCooldown()] : []),
    }),
    'GET /customers/external-wallets/owners': () => ({
      body: { data: added ? [{ external_wallet_guid: guid, owner }] : [] },
    }),
    [`PUT ${ownerPath}`]:
      putOwner ??
      (({ body }) => {
        owner = textOf(body, 'owner');
        return { body: { data: { external_wallet_guid: guid, owner } } };
      }),
  });
}

/** Opens the page and answers its "Add a wallet" section. */
async function open(title = 'External Wallet', add = 'Add a wallet') {
  storeTestCustomerSession();
  renderApp('/external-wallet');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return screen.findByRole('region', { name: add });
}

/** Fills in a BTC wallet, answers whose it is with `owner` (a radio's name) and continues. */
async function fillBtc(section: HTMLElement, owner?: RegExp) {
  const user = userEvent.setup();
  await user.selectOptions(within(section).getByRole('combobox', { name: 'Asset' }), 'BTC');
  await user.type(within(section).getByRole('textbox', { name: /^Name/ }), 'Hardware wallet');
  await user.type(within(section).getByRole('textbox', { name: 'Address' }), btcAddress);
  await within(section).findByText('A valid BTC address.');
  if (owner) await user.click(within(section).getByRole('radio', { name: owner }));
  await user.click(within(section).getByRole('button', { name: 'Continue' }));
  return user;
}

/** Confirms the add with a code from the authenticator app. */
async function confirm(section: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await within(section).findByRole('textbox', { name: 'Code from your authenticator app' }),
    '654321',
  );
  await user.click(within(section).getByRole('button', { name: 'Add the wallet' }));
}

const ownerField = () =>
  screen.findByRole('combobox', { name: 'Whose wallet is Hardware wallet?' });

const writes = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method !== 'GET' && r.path.includes('external')).map((r) => r.path);

describe('/external-wallet: whose wallet it is, said when it is added', () => {
  it('asks, optionally, with the list’s hint, and “say later” is chosen until the customer chooses', async () => {
    walletServer();
    const section = await open();
    const group = within(section).getByRole('group', { name: 'Whose wallet is this?' });
    const later = within(group).getByRole('radio', { name: 'I’d rather say later' });
    expect(later).toBeChecked();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(later).toHaveAccessibleDescription(/sending crypto to your own wallet is not a sale/);
  });

  it('saves “my own wallet” for the new wallet once it is added, and the list shows it', async () => {
    const requests = walletServer();
    const section = await open();
    const user = await fillBtc(section, /^My own wallet/);
    await confirm(section, user);
    expect(
      await screen.findByText('Hardware wallet was added. It can receive withdrawals in 24 hours.'),
    ).toHaveAttribute('role', 'status');
    // The owner is said on our own route, after Cybrid's create, which has no such field.
    expect(writes(requests)).toEqual(['/api/external_wallets', ownerPath]);
    expect(requests.find((r) => r.path === ownerPath)).toMatchObject({
      method: 'PUT',
      body: { owner: 'own' },
    });
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/external_wallets')?.body,
    ).not.toHaveProperty('owner');
    const field = await ownerField();
    await waitFor(() => expect(field).toHaveValue('own'));
  });

  it('saves nothing when the customer would rather say later', async () => {
    const requests = walletServer();
    const section = await open();
    const user = await fillBtc(section);
    await confirm(section, user);
    expect(await screen.findByText(/^Hardware wallet was added\./)).toBeInTheDocument();
    expect(writes(requests)).toEqual(['/api/external_wallets']);
    expect(await ownerField()).toHaveValue('unsaid');
  });

  it('says the wallet was added but whose it is was not saved, and the list asks again', async () => {
    walletServer(externalWallet(), () => ({
      status: 503,
      body: { code: 'service_unavailable', message: 'Down' },
    }));
    const section = await open();
    const user = await fillBtc(section, /^Someone else’s/);
    await confirm(section, user);
    expect(
      await screen.findByText(
        'Hardware wallet was added, but whose wallet it is was not saved: choose it in the list below. It can receive withdrawals in 24 hours.',
      ),
    ).toHaveAttribute('role', 'status');
    const list = screen.getByRole('region', { name: 'Your wallets' });
    expect(await within(list).findByRole('listitem')).toHaveTextContent('Hardware wallet');
    expect(await ownerField()).toHaveValue('unsaid');
  });

  it('takes an XRP wallet’s “no tag: my own wallet” as the answer, without asking again', async () => {
    const xrp = externalWallet({ asset: 'XRP', address: xrpAddress });
    const requests = walletServer(xrp);
    const section = await open();
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Asset' }), 'XRP');
    await user.type(within(section).getByRole('textbox', { name: /^Name/ }), 'Hardware wallet');
    await user.type(within(section).getByRole('textbox', { name: 'Address' }), xrpAddress);
    await within(section).findByText('A valid XRP address.');
    await user.click(within(section).getByRole('checkbox', { name: /it is my own wallet/ }));
    expect(within(section).queryByRole('group', { name: 'Whose wallet is this?' })).toBeNull();
    expect(
      within(section).getByText('It will be saved as your own wallet, as you said above.'),
    ).toHaveAttribute('role', 'status');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    await confirm(section, user);
    expect(await screen.findByText(/^Hardware wallet was added\./)).toBeInTheDocument();
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/external_wallets')?.body,
    ).toMatchObject({ tag: null, no_tag_own_wallet: true });
    expect(requests.find((r) => r.path === ownerPath)?.body).toEqual({ owner: 'own' });
  });

  it('asks again once an XRP tag is typed: the “no tag” word no longer counts', async () => {
    walletServer();
    const section = await open();
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Asset' }), 'XRP');
    await user.click(within(section).getByRole('checkbox', { name: /it is my own wallet/ }));
    expect(within(section).queryByRole('group', { name: 'Whose wallet is this?' })).toBeNull();
    await user.type(within(section).getByRole('textbox', { name: /^Destination tag/ }), '12345');
    expect(within(section).getByRole('group', { name: 'Whose wallet is this?' })).toBeVisible();
  });

  it('asks in French', async () => {
    await i18n.changeLanguage('fr-CA');
    walletServer();
    const section = await open('Portefeuille externe', 'Ajouter un portefeuille');
    const group = within(section).getByRole('group', { name: 'À qui appartient ce portefeuille?' });
    expect(
      within(group).getByRole('radio', {
        name: 'À moi : mon propre portefeuille, ou mon propre compte sur une autre plateforme',
      }),
    ).not.toBeChecked();
    expect(
      within(group).getByRole('radio', {
        name: 'À quelqu’un d’autre : une personne, une entreprise ou un commerçant',
      }),
    ).toBeInTheDocument();
    expect(
      within(group).getByRole('radio', { name: 'Je préfère le préciser plus tard' }),
    ).toBeChecked();
    expect(within(group).getByText(/Pour vos impôts/)).toBeInTheDocument();
  });
});
