import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { cryptoTransfer, txnHash } from '../../../test/crypto-transfer-fixtures';
import { storeTestCustomerSession } from '../../../test/customer-session';
import { type FakeRoute, fakeServer, listOf } from '../../../test/fake-server';
import { fundingStatus, limits } from '../../../test/funding-fixtures';
import { account } from '../../../test/platform-fixtures';
import { renderApp } from '../../../test/render-app';
import { btcAddress, depositAddress, walletCheck } from '../../../test/wallet-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const btc = account('BTC', 0n);

/** A BTC deposit seen on the chain, with `confirmations` of 6. */
const arriving = (confirmations: number) =>
  cryptoTransfer(
    { guid: 'e1e2e3e4e5e6e7e8e9eaebecedeeef01', side: 'deposit', txn_hash: txnHash },
    { confirmations },
  );
/** A credited deposit worth CAD 1,000 or more; its sender named once `party` is given. */
const bigDepositOf = (party: string | null) =>
  cryptoTransfer(
    {
      guid: 'e1e2e3e4e5e6e7e8e9eaebecedeeef02',
      side: 'deposit',
      state: 'completed',
      amount: 5_000_000n,
      estimated_amount: 5_000_000n,
      txn_hash: txnHash,
    },
    { confirmations: 6, travel_rule_required: true, travel_rule_party: party },
  );
const bigDeposit = bigDepositOf(null);

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /customers/funding': () => ({ body: fundingStatus({ sandbox_controls: true }) }),
  'GET /customers/limits': () => ({ body: limits() }),
  'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
  'GET /api/transfers': () => ({ body: listOf([]) }),
  'GET /api/accounts': () => ({ body: listOf([account('CAD', 0n), btc]) }),
  'POST /api/deposit_addresses': () => ({
    status: 201,
    body: depositAddress('BTC', btc.guid, btcAddress),
  }),
  'POST /customers/check-wallet': () => ({ body: walletCheck('BTC', btcAddress) }),
  ...extra,
});

async function openCrypto(title = 'Deposits', crypto = 'Crypto') {
  storeTestCustomerSession();
  renderApp('/deposits');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: crypto }));
  return user;
}

describe('/deposits: crypto deposits arriving', () => {
  it('simulates an incoming deposit in the sandbox and shows its confirmations', async () => {
    let simulated = false;
    const requests = fakeServer(
      routes({
        'POST /customers/sandbox/crypto-deposits': () => {
          simulated = true;
          return {
            status: 201,
            body: { data: { txn_hash: txnHash, deposit_address_guid: 'd'.repeat(32) } },
          };
        },
        'GET /api/transfers': ({ search }) => ({
          body: listOf(simulated && search.get('transfer_type') === 'crypto' ? [arriving(2)] : []),
        }),
      }),
    );
    const user = await openCrypto();
    const sandbox = (
      await screen.findByRole('heading', { name: 'Sandbox: simulate an incoming deposit' })
    ).closest('section') as HTMLElement;
    await user.type(within(sandbox).getByRole('textbox', { name: 'Amount (BTC)' }), '0.000000001');
    await user.click(within(sandbox).getByRole('button', { name: 'Simulate the deposit' }));
    expect(
      within(sandbox).getByRole('textbox', { name: 'Amount (BTC)' }),
    ).toHaveAccessibleDescription(/at most 8 decimal places/);
    await user.clear(within(sandbox).getByRole('textbox', { name: 'Amount (BTC)' }));
    await user.type(within(sandbox).getByRole('textbox', { name: 'Amount (BTC)' }), '0.01');
    await user.click(within(sandbox).getByRole('button', { name: 'Simulate the deposit' }));

    const list = screen.getByRole('region', { name: 'Crypto deposits' });
    expect(await within(list).findByText('2 of 6 confirmations')).toBeInTheDocument();
    expect(within(list).getByText('f418…9e16')).toBeInTheDocument();
    expect(
      requests.find((request) => request.path === '/customers/sandbox/crypto-deposits')?.body,
    ).toEqual({ asset: 'BTC', amount: '1000000' });
  });

  it('asks who sent a large deposit, and sends the answer', async () => {
    let answered = false;
    const requests = fakeServer(
      routes({
        'GET /api/transfers': () => ({
          body: listOf([bigDepositOf(answered ? 'own' : null)]),
        }),
        'POST /customers/transfers/e1e2e3e4e5e6e7e8e9eaebecedeeef02/travel-rule': () => {
          answered = true;
          return { body: { data: { ...bigDeposit, amount: 5_000_000 } } };
        },
      }),
    );
    const user = await openCrypto();
    const list = await screen.findByRole('region', { name: 'Crypto deposits' });
    expect(await within(list).findByText('Credited to your account.')).toBeInTheDocument();
    expect(
      within(list).getByText(/Tell us who sent this deposit of 0\.05\sBTC/),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Answer' }));
    expect(within(list).getByRole('heading', { name: 'Whose wallet is it?' })).toHaveFocus();
    const group = within(list).getByRole('group', { name: 'The deposit came from' });
    await user.click(within(group).getByRole('radio', { name: 'Me: it is my own wallet' }));
    await user.click(within(list).getByRole('button', { name: 'Send the answer' }));
    await waitFor(() =>
      expect(within(list).queryByText(/Tell us who sent/)).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.path.endsWith('/travel-rule'))?.body).toEqual({
      party: 'own',
    });
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr-CA');
    fakeServer(routes({ 'GET /api/transfers': () => ({ body: listOf([arriving(1)]) }) }));
    await openCrypto('Dépôts', 'Cryptomonnaies');
    const list = await screen.findByRole('region', { name: 'Dépôts crypto' });
    expect(await within(list).findByText('1 confirmation sur 6')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Bac à sable : simuler un dépôt entrant' }),
    ).toBeInTheDocument();
  });
});
