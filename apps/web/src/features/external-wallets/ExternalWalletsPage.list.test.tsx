import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRoute, fakeServer, listOf } from '../../test/fake-server';
import { fundingStatus } from '../../test/funding-fixtures';
import { renderApp } from '../../test/render-app';
import {
  addedWalletUsableAt,
  btcAddress,
  externalWallet,
  walletRoutes,
} from '../../test/wallet-fixtures';

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /customers/funding': () => ({ body: fundingStatus() }),
  ...walletRoutes(),
  ...extra,
});

async function open(title = 'External Wallet') {
  storeTestCustomerSession();
  renderApp('/external-wallet');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

describe('/external-wallet: the list', () => {
  it('shows each address shortened, the whole one for screen readers, and when it is usable', async () => {
    const soon = new Date(Date.now() + 5 * 3_600_000 - 60_000).toISOString();
    const minutes = new Date(Date.now() + 20 * 60_000 - 1_000).toISOString();
    fakeServer(
      routes(
        walletRoutes(
          [externalWallet(), addedWalletUsableAt],
          [externalWallet({ guid: 'b'.repeat(32), name: 'New one' }), soon],
          [externalWallet({ guid: 'c'.repeat(32), name: 'Newer one' }), minutes],
        ),
      ),
    );
    await open();
    const list = (await screen.findByRole('heading', { name: 'Your wallets' })).closest(
      'section',
    ) as HTMLElement;
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [old, fresh, newest] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(old).getByText('tb1q…jzsx')).toHaveAttribute('aria-hidden', 'true');
    expect(within(old).getByText(`Full address: ${btcAddress}`)).toHaveClass('sr-only');
    expect(old).toHaveTextContent('Usable now');
    expect(fresh).toHaveTextContent('Usable for withdrawals in 5 h');
    expect(newest).toHaveTextContent('Usable for withdrawals in 20 min');
  });

  it('says nothing of when a wallet is usable while its cooldown is not known', async () => {
    // The cooldowns read before the wallet was added: they do not name it.
    fakeServer(routes(walletRoutes([externalWallet(), null])));
    await open();
    const list = (await screen.findByRole('heading', { name: 'Your wallets' })).closest(
      'section',
    ) as HTMLElement;
    const [item] = await within(list).findAllByRole('listitem');
    expect(item).toHaveTextContent('Hardware wallet');
    expect(item).not.toHaveTextContent(/Usable/);
  });

  it('removes a wallet only after the customer confirms', async () => {
    let wallets = [externalWallet()];
    const requests = fakeServer(
      routes({
        'GET /api/external_wallets': () => ({ body: listOf(wallets) }),
        [`DELETE /api/external_wallets/${externalWallet().guid}`]: () => {
          wallets = [];
          return { body: externalWallet({ state: 'deleting' }) };
        },
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Hardware wallet' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this wallet?' });
    expect(dialog).toHaveTextContent(
      'Withdrawals can no longer go to Hardware wallet (tb1q…jzsx).',
    );
    await user.click(within(dialog).getByText('Cancel', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Hardware wallet' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this wallet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the wallet' }));
    expect(await screen.findByText('Hardware wallet was removed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await screen.findByText('You have not added a wallet yet.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('lists the wallets and words the cooldown in French', async () => {
    await i18n.changeLanguage('fr-CA');
    const soon = new Date(Date.now() + 2 * 3_600_000 - 60_000).toISOString();
    fakeServer(routes(walletRoutes([externalWallet(), soon])));
    await open('Portefeuille externe');
    const list = (await screen.findByRole('heading', { name: 'Vos portefeuilles' })).closest(
      'section',
    ) as HTMLElement;
    const [item] = await within(list).findAllByRole('listitem');
    expect(item).toHaveTextContent('tb1q…jzsx');
    expect(
      within(item as HTMLElement).getByText(
        new RegExp(String.raw`^Adresse complète\s?:\s${btcAddress}$`),
      ),
    ).toBeInTheDocument();
    expect(item).toHaveTextContent(/2\s?h/);
  });
});

describe('/external-wallet: whose wallet it is', () => {
  const guid = externalWallet().guid;
  const path = `/customers/external-wallets/${guid}/owner`;

  it('saves the customer’s answer as soon as it is chosen, and says so', async () => {
    let owner: string | null = null;
    const requests = fakeServer(
      routes({
        ...walletRoutes([externalWallet(), addedWalletUsableAt]),
        'GET /customers/external-wallets/owners': () => ({
          body: { data: [{ external_wallet_guid: guid, owner }] },
        }),
        [`PUT ${path}`]: (request) => {
          const { body } = request;
          owner =
            typeof body === 'object' && body !== null && 'owner' in body
              ? String(body.owner)
              : null;
          return { body: { data: { external_wallet_guid: guid, owner } } };
        },
      }),
    );
    await open();
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: 'Whose wallet is Hardware wallet?' });
    expect(field).toHaveValue('unsaid');
    expect(field).toHaveAccessibleDescription(/sending crypto to your own wallet is not a sale/);
    await user.selectOptions(field, 'Mine');
    expect(await screen.findByText('Saved: Hardware wallet is yours.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(requests.find((request) => request.path === path)?.body).toEqual({ owner: 'own' });
    await waitFor(() => expect(field).toHaveValue('own'));
  });

  it('puts the choice back and says so when it cannot be saved', async () => {
    fakeServer(
      routes({
        ...walletRoutes([externalWallet(), addedWalletUsableAt]),
        [`PUT ${path}`]: () => ({
          status: 503,
          body: { code: 'service_unavailable', message: 'Down' },
        }),
      }),
    );
    await open();
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: 'Whose wallet is Hardware wallet?' });
    await user.selectOptions(field, 'Someone else’s');
    expect(
      await screen.findByText('Whose wallet Hardware wallet is could not be saved. Try again.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('unsaid');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr-CA');
    fakeServer(routes(walletRoutes([externalWallet(), addedWalletUsableAt])));
    await open('Portefeuille externe');
    expect(
      await screen.findByRole('combobox', { name: 'À qui appartient Hardware wallet?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'À moi' })).toBeInTheDocument();
  });
});
