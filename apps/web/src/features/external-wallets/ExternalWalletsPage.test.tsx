import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTestCustomerSession, testCustomerGuid } from '../../test/customer-session';
import {
  type FakeRequest,
  type FakeRoute,
  fakeServer,
  platformError,
} from '../../test/fake-server';
import { fundingStatus } from '../../test/funding-fixtures';
import { renderApp } from '../../test/render-app';
import {
  btcAddress,
  externalWallet,
  walletCheck,
  walletCooldown,
  walletCooldowns,
  walletRoutes,
  xrpAddress,
} from '../../test/wallet-fixtures';

/** Answers the check as the server would for a valid address, echoing what was asked. */
const validCheck: FakeRoute = ({ body }) => {
  const asked = body as { asset: string; address: string; tag: string | null };
  return { body: walletCheck(asked.asset, asked.address, asked.tag) };
};

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /identity/mfa': () => ({ body: { data: { totp_enrolled: false, recovery_codes_left: 0 } } }),
  ...walletRoutes(),
  'POST /customers/check-wallet': validCheck,
  'GET /customers/funding': () => ({
    body: fundingStatus({
      holds: {
        security_change_seconds: 86_400,
        new_bank_account_seconds: 60,
        new_wallet_seconds: 60,
        approval_seconds: 1_800,
      },
    }),
  }),
  ...extra,
});

async function open(title = 'External Wallet') {
  storeTestCustomerSession();
  renderApp('/external-wallet');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

const addSection = async () =>
  (await screen.findByRole('heading', { name: 'Add a wallet' })).closest('section') as HTMLElement;

/** Chooses the asset and types the name and address into the add form. */
async function fill(asset: string, address: string) {
  const user = userEvent.setup();
  const section = await addSection();
  await user.selectOptions(within(section).getByRole('combobox', { name: 'Asset' }), asset);
  await user.type(within(section).getByRole('textbox', { name: /^Name/ }), 'Hardware wallet');
  await user.type(within(section).getByRole('textbox', { name: 'Address' }), address);
  return { user, section };
}

const checks = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/customers/check-wallet');

describe('/external-wallet: adding a wallet', () => {
  it('says how long a new wallet waits, as this server is configured', async () => {
    fakeServer(routes());
    await open();
    expect(
      await screen.findByText(
        'The wallets your crypto withdrawals go to. A new wallet can receive withdrawals 1 minute after you add it.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the address as it is typed and says when it is valid', async () => {
    const requests = fakeServer(routes());
    await open();
    const { section } = await fill('BTC', btcAddress);
    expect(await within(section).findByText('A valid BTC address.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(section).getByRole('textbox', { name: 'Address' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Checked once the typing stopped, not once a keystroke.
    expect(checks(requests)).toHaveLength(1);
    expect(checks(requests)[0]?.body).toEqual({ asset: 'BTC', address: btcAddress, tag: null });
  });

  it.each([
    ['a typo', 'Not a valid bech32 address'],
    ['an address of the other network', 'This address is for the main network'],
  ])('refuses %s with what to check, and goes no further', async (_, message) => {
    const requests = fakeServer(
      routes({
        'POST /customers/check-wallet': () => platformError(422, 'invalid_address', message),
      }),
    );
    await open();
    const { user, section } = await fill('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const field = within(section).getByRole('textbox', { name: 'Address' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /This is not a valid BTC address on this network\./,
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/customers/create-crypto-otp')).toBe(false);
  });

  it('refuses an address on the deny list without saying more', async () => {
    fakeServer(
      routes({
        'POST /customers/check-wallet': () =>
          platformError(
            422,
            'prohibited_address',
            'This address cannot receive withdrawals from this platform',
          ),
      }),
    );
    await open();
    const { user, section } = await fill('BTC', btcAddress);
    const field = within(section).getByRole('textbox', { name: 'Address' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('We cannot send to this address.'),
    );
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(within(section).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('asks for an XRP tag or the customer’s word that the wallet is their own', async () => {
    const requests = fakeServer(routes());
    await open();
    const { user, section } = await fill('XRP', xrpAddress);
    await within(section).findByText('A valid XRP address.');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    const own = within(section).getByRole('checkbox', { name: /it is my own wallet/ });
    expect(own).toHaveAccessibleDescription(
      'Enter the destination tag, or confirm that this is your own wallet.',
    );
    await user.click(own);
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(await within(section).findByText(/^Adding XRP wallet rPT1…pAYe\.$/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/external_wallets')).toBe(
      false,
    );
  });

  it('does not go on with a tag the check has not seen yet', async () => {
    fakeServer(
      routes({
        'POST /customers/check-wallet': (request) => {
          const { tag } = request.body as { tag: string | null };
          return tag === null || /^\d+$/.test(tag)
            ? validCheck(request)
            : platformError(422, 'invalid_address', 'A destination tag is a whole number');
        },
      }),
    );
    await open();
    const { user, section } = await fill('XRP', xrpAddress);
    await within(section).findByText('A valid XRP address.');
    await user.type(within(section).getByRole('textbox', { name: /^Destination tag/ }), 'abc');
    // At once, before the new tag's check has answered.
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
        /This is not a valid XRP address on this network\./,
      ),
    );
  });

  it('adds the wallet with the code’s confirmation and one Idempotency-Key across a retry', async () => {
    let creates = 0;
    const requests = fakeServer(
      routes({
        'POST /customers/create-crypto-otp': () => ({
          body: { data: { expires_at: '2026-11-22T15:40:00.000Z', channel: 'email' } },
        }),
        'POST /customers/verify-crypto-otp': () => ({
          body: {
            data: {
              verified: true,
              confirmation_token: 'wallet-confirmation',
              expires_at: '2026-11-22T15:40:00.000Z',
            },
          },
        }),
        'POST /api/external_wallets': () => {
          creates += 1;
          return creates === 1
            ? undefined
            : {
                status: 201,
                body: externalWallet({ asset: 'XRP', address: xrpAddress, tag: '12345' }),
              };
        },
        // The new wallet's cooldown is known once it has been added.
        'GET /customers/external-wallets/cooldowns': () => ({
          body: walletCooldowns(creates > 1 ? [walletCooldown()] : []),
        }),
      }),
    );
    await open();
    const { user, section } = await fill('XRP', xrpAddress);
    await user.type(within(section).getByRole('textbox', { name: /^Destination tag/ }), '12345');
    await waitFor(() =>
      expect(checks(requests).at(-1)?.body).toEqual({
        asset: 'XRP',
        address: xrpAddress,
        tag: '12345',
      }),
    );
    await within(section).findByText('A valid XRP address.');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(await within(section).findByText('Adding XRP wallet rPT1…pAYe with tag 12345.'));
    await user.click(within(section).getByRole('button', { name: 'E-mail me a code' }));
    await user.type(
      await within(section).findByRole('textbox', { name: 'Code from the e-mail' }),
      '123456',
    );
    await user.click(within(section).getByRole('button', { name: 'Add the wallet' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not reach Maple Exchange',
    );
    await user.click(within(section).getByRole('button', { name: 'Add the wallet' }));
    // The wallet's own wait, from its cooldown read again after the add.
    expect(
      await screen.findByText('Hardware wallet was added. It can receive withdrawals in 24 hours.'),
    ).toHaveAttribute('role', 'status');

    const binding = { wallet: { asset: 'XRP', address: xrpAddress, tag: '12345' } };
    expect(requests.find((r) => r.path === '/customers/create-crypto-otp')?.body).toEqual({
      email: 'ada@example.ca',
      customer_guid: testCustomerGuid,
      ...binding,
    });
    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/external_wallets');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
    expect(posts[1]?.headers.get('Idempotency-Key')).toBe(posts[0]?.headers.get('Idempotency-Key'));
    expect(posts[1]?.body).toEqual({
      name: 'Hardware wallet',
      asset: 'XRP',
      address: xrpAddress,
      tag: '12345',
      no_tag_own_wallet: false,
      confirmation_token: 'wallet-confirmation',
      customer_guid: testCustomerGuid,
    });
  });
  it('takes the code from the authenticator app when the customer has one, sending no e-mail', async () => {
    let added = false;
    const requests = fakeServer(
      routes({
        'GET /identity/mfa': () => ({
          body: { data: { totp_enrolled: true, recovery_codes_left: 8 } },
        }),
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
          return { status: 201, body: externalWallet() };
        },
        'GET /customers/external-wallets/cooldowns': () => ({
          body: walletCooldowns(added ? [walletCooldown()] : []),
        }),
      }),
    );
    await open();
    const { user, section } = await fill('BTC', btcAddress);
    await within(section).findByText('A valid BTC address.');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(
      await within(section).findByRole('radio', { name: 'My authenticator app' }),
    ).toBeChecked();
    await user.type(
      within(section).getByRole('textbox', { name: 'Code from your authenticator app' }),
      '654321',
    );
    await user.click(within(section).getByRole('button', { name: 'Add the wallet' }));
    expect(await screen.findByText(/^Hardware wallet was added\./)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/customers/create-crypto-otp')).toBe(false);
    expect(requests.find((r) => r.path === '/customers/verify-crypto-otp')?.body).toEqual({
      email: 'ada@example.ca',
      customer_guid: testCustomerGuid,
      wallet: { asset: 'BTC', address: btcAddress, tag: null },
      otp: '654321',
    });
    expect(
      requests.find((r) => r.path === '/api/external_wallets' && r.method === 'POST')?.body,
    ).toMatchObject({ confirmation_token: 'totp-confirmation', tag: null });
  });
});
