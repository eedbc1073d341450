import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from '../../../lib/qr/qr-code';
import { storeTestCustomerSession } from '../../../test/customer-session';
import { type FakeRoute, fakeServer, listOf } from '../../../test/fake-server';
import { fundingStatus, limits } from '../../../test/funding-fixtures';
import { account } from '../../../test/platform-fixtures';
import { renderApp } from '../../../test/render-app';
import { btcAddress, depositAddress, walletCheck, xrpAddress } from '../../../test/wallet-fixtures';

const accounts = [account('CAD', 0n), account('BTC', 0n), account('XRP', 0n)];
const addressOf: Record<string, { address: string; tag?: string }> = {
  BTC: { address: btcAddress },
  XRP: { address: xrpAddress, tag: '3141592' },
};

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /customers/funding': () => ({ body: fundingStatus() }),
  'GET /customers/limits': () => ({ body: limits() }),
  'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
  'GET /api/transfers': () => ({ body: listOf([]) }),
  'GET /api/accounts': () => ({ body: listOf(accounts) }),
  'POST /api/deposit_addresses': ({ body }) => {
    const { account_guid } = body as { account_guid: string };
    const owner = accounts.find((each) => each.guid === account_guid);
    const issued = owner && addressOf[owner.asset];
    if (!owner || !issued) return undefined;
    return {
      status: 201,
      body: depositAddress(owner.asset, owner.guid, issued.address, issued.tag),
    };
  },
  'POST /customers/check-wallet': ({ body }) => {
    const asked = body as { asset: string; address: string; tag: string | null };
    return { body: walletCheck(asked.asset, asked.address, asked.tag) };
  },
  ...extra,
});

async function openCrypto() {
  storeTestCustomerSession();
  renderApp('/deposits');
  await screen.findByRole('heading', { level: 1, name: 'Deposits' }, { timeout: 5_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Crypto' }));
  const section = (await screen.findByRole('heading', { name: 'Deposit crypto' })).closest(
    'section',
  ) as HTMLElement;
  return { user, section };
}

describe('/deposits of crypto', () => {
  it('shows the chosen asset’s address, its network and a QR code of its payment URI', async () => {
    const requests = fakeServer(routes());
    const { section } = await openCrypto();
    expect(await within(section).findByText(btcAddress)).toBeInTheDocument();
    expect(section).toHaveTextContent('Send only BTC on the Bitcoin network.');
    expect(section).toHaveTextContent('Your BTC address');
    const qr = await within(section).findByRole('img', {
      name: 'QR code of your BTC deposit address',
    });
    expect(qr).toHaveAttribute('src', await qrCodeDataUrl(`bitcoin:${btcAddress}`));
    // BTC takes no tag, so nothing warns about one.
    expect(within(section).queryByText('Destination tag')).not.toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    const asked = requests.filter((r) => r.path === '/api/deposit_addresses');
    expect(asked[0]?.body).toEqual({ account_guid: account('BTC', 0n).guid });
    expect(asked[0]?.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
  });

  it('shows XRP’s destination tag, warns that a deposit without it is lost, and puts it in the QR code', async () => {
    fakeServer(routes());
    const { user, section } = await openCrypto();
    await within(section).findByText(btcAddress);
    await user.click(within(section).getByRole('radio', { name: 'XRP' }));
    expect(await within(section).findByText(xrpAddress)).toBeInTheDocument();
    expect(within(section).queryByText(btcAddress)).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Send only XRP on the XRP Ledger.');
    expect(section).toHaveTextContent('Destination tag3141592');
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Include this destination tag with every XRP deposit. A deposit without it cannot be credited and is lost.',
    );
    const qr = await within(section).findByRole('img', {
      name: 'QR code of your XRP deposit address',
    });
    await waitFor(async () =>
      expect(qr.getAttribute('src')).toBe(await qrCodeDataUrl(`ripple:${xrpAddress}?dt=3141592`)),
    );
  });

  it('says so when the customer has no account for the asset', async () => {
    fakeServer(routes({ 'GET /api/accounts': () => ({ body: listOf([account('CAD', 0n)]) }) }));
    const { section } = await openCrypto();
    expect(await within(section).findByText('You have no BTC account yet.')).toBeInTheDocument();
  });
});
