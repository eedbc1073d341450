import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { holdingWithdrawals } from '../../lib/funding/awaiting-approval';
import { bankAccountsApi } from '../../lib/funding/bank-accounts-api';
import { i18n } from '../../lib/i18n';
import { transfersApi } from '../../lib/platform/transfers-api';
import { walletsApi } from '../../lib/wallets/wallets-api';
import {
  holdingCrypto,
  holdingEft,
  holdingEtransfer,
  pendingWallet,
  storingBankAccount,
} from '../../test/approval-fixtures';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeServer, listOf } from '../../test/fake-server';
import { bankAccount, fundingStatus } from '../../test/funding-fixtures';
import { externalWallet } from '../../test/wallet-fixtures';
import { ApprovalsBanner } from './ApprovalsBanner';

/**
 * The banner on a page of its own, with these withdrawals, wallets and bank accounts listed by
 * the server.
 */
function renderBanner(transfers: unknown[], wallets: unknown[], accounts: unknown[] = []) {
  storeTestCustomerSession();
  fakeServer({
    'GET /customers/funding': () => ({ body: fundingStatus() }),
    'GET /api/transfers': () => ({ body: listOf(transfers) }),
    'GET /api/external_wallets': () => ({ body: listOf(wallets) }),
    'GET /api/external_bank_accounts': () => ({ body: listOf(accounts) }),
  });
  const store = createAppStore();
  const router = createMemoryRouter([{ path: '/', element: <ApprovalsBanner /> }]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  /** Whether every list has answered, so the banner's absence is not a race. */
  const listsRead = () =>
    transfersApi.endpoints.transfers.select(holdingWithdrawals)(store.getState()).isSuccess &&
    walletsApi.endpoints.pendingExternalWallets.select()(store.getState()).isSuccess &&
    bankAccountsApi.endpoints.storingBankAccounts.select()(store.getState()).isSuccess;
  return { listsRead };
}

describe('the approvals banner', () => {
  it('says how many withdrawals wait and leads to /approvals', async () => {
    renderBanner([holdingEft()], []);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('1 withdrawal waits for your approval.');
    const review = screen.getByRole('link', { name: 'Review' });
    expect(review).toHaveAttribute('href', '/approvals');
    expect(review).toHaveAccessibleDescription('1 withdrawal waits for your approval.');
  });

  it('counts CAD and crypto withdrawals and new wallets together', async () => {
    renderBanner([holdingEft(), holdingEtransfer(), holdingCrypto()], [pendingWallet()]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 withdrawals and 1 new wallet wait for your approval.',
    );
  });

  it('counts new bank accounts with the rest, joined as a list', async () => {
    renderBanner(
      [holdingEft()],
      [pendingWallet()],
      [storingBankAccount(), storingBankAccount(2, { guid: 'e0e1e2e3e4e5e6e7e8e9eaebecedee02' })],
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 withdrawal, 1 new wallet and 2 new bank accounts wait for your approval.',
    );
  });

  it('says one new bank account waits', async () => {
    renderBanner([], [], [storingBankAccount()]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 new bank account waits for your approval.',
    );
  });

  it('leaves out what can no longer be approved, and what no longer waits', async () => {
    renderBanner(
      [holdingEft(45), holdingCrypto(3, { state: 'pending' })],
      [
        pendingWallet(),
        pendingWallet(1, { guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadae0a' }),
        externalWallet(),
      ],
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 new wallets wait for your approval.',
    );
  });

  it('says nothing when nothing waits', async () => {
    const { listsRead } = renderBanner(
      [holdingEft(45)],
      [externalWallet()],
      [storingBankAccount(31), bankAccount()],
    );
    await waitFor(() => expect(listsRead()).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr-CA');
    renderBanner([holdingEft()], [pendingWallet()], [storingBankAccount()]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 retrait, 1 nouveau portefeuille et 1 nouveau compte bancaire attendent votre approbation.',
    );
    expect(screen.getByRole('link', { name: 'Examiner' })).toBeVisible();
    await act(() => i18n.changeLanguage('en-CA'));
  });
});
