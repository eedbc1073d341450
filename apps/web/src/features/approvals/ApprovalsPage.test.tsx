import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  destinationWallet,
  holdingCrypto,
  holdingEft,
  holdingEtransfer,
  pendingWallet,
  storingBankAccount,
} from '../../test/approval-fixtures';
import {
  approveWithCode,
  asWritten,
  entry,
  openApprovals as open,
  posts,
  reads,
  approvalsRoutes as routes,
} from '../../test/approvals-page';
import { storeTestCustomerSession, testCustomerGuid } from '../../test/customer-session';
import { fakeServer, listOf } from '../../test/fake-server';
import { bankAccountGuid } from '../../test/funding-fixtures';
import { renderApp } from '../../test/render-app';

const eftStatement = 'Send $200.00 to BMO Bank of Montreal ····1234';
const cryptoStatement = 'Send 0.005 BTC to tb1q…jzsx (network fee 0.00002 BTC)';
const walletStatement = 'Add the BTC wallet ‘Cold storage’ tb1q…jzsx';
const bankStatement = 'Link the bank account RBC Royal Bank ····6789';

describe('/approvals: what waits for the customer', () => {
  it('shows the loader while the lists are read', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await open();
    const list = screen.getByRole('region', { name: 'Waiting for your approval' });
    expect(within(list).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('says when nothing waits, with the way back to the dashboard', async () => {
    fakeServer(routes({}));
    await open();
    const empty = await screen.findByText('Nothing waits for your approval.');
    expect(empty.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says when the lists cannot be read, and reads them again on request', async () => {
    let fail = true;
    const requests = fakeServer(
      routes({}, { 'GET /api/transfers': () => (fail ? undefined : { body: listOf([]) }) }),
    );
    const user = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load what waits for your approval.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/transfers')?.search.get('state')).toBe('holding');
  });

  it('states each withdrawal, wallet and bank account in plain words, newest first, with its deadline', async () => {
    fakeServer(
      routes({
        transfers: [holdingEft(5), holdingEtransfer(4), holdingCrypto(3)],
        wallets: [pendingWallet(2)],
        accounts: [storingBankAccount(1)],
      }),
    );
    await open();
    await entry(eftStatement);
    const items = within(screen.getByRole('region', { name: 'Waiting for your approval' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(items).toEqual([
      bankStatement,
      walletStatement,
      asWritten(cryptoStatement),
      'Send $50.00 by Interac e-Transfer to your e-mail address',
      eftStatement,
    ]);
    expect(await entry(eftStatement)).toHaveTextContent(/Asked for on .+ — approve before .+\./);
    expect(screen.getByRole('button', { name: `Cancel: ${eftStatement}` })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('button', { name: `Remove: ${walletStatement}` })).toBeVisible();
    expect(await entry(bankStatement)).toHaveTextContent(/Asked for on .+ — approve before .+\./);
    expect(screen.getByRole('button', { name: `Remove: ${bankStatement}` })).toBeVisible();
  });

  it('speaks French', async () => {
    fakeServer(
      routes({
        transfers: [holdingCrypto()],
        wallets: [pendingWallet()],
        accounts: [storingBankAccount()],
      }),
    );
    await i18n.changeLanguage('fr-CA');
    storeTestCustomerSession();
    renderApp('/approvals');
    await screen.findByRole('heading', { level: 1, name: 'Approbations' });
    expect(
      await screen.findByText('Envoi de 0,005 BTC à tb1q…jzsx (frais de réseau de 0,00002 BTC)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ajout du portefeuille BTC « Cold storage » tb1q…jzsx'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Liaison du compte bancaire RBC Royal Bank ····6789'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Approuver : / })).toHaveLength(3);
    await act(() => i18n.changeLanguage('en-CA'));
  });

  it('approves a CAD EFT with the code bound to its quote and bank account', async () => {
    const requests = fakeServer(
      routes(
        { transfers: [holdingEft()] },
        {
          'POST /customers/transfers/f0f1f2f3f4f5f6f7f8f9fafbfcfdfe01/approval': () => ({
            body: { data: { transfer_guid: 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfe01', state: 'storing' } },
          }),
        },
      ),
    );
    const user = await open();
    const step = await approveWithCode(user, eftStatement);
    const before = reads(requests, '/api/transfers');
    await user.click(within(step).getByRole('button', { name: 'Approve the withdrawal' }));

    const done = await screen.findByText('Approved: your withdrawal of $200.00 is on its way.');
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(posts(requests, '/customers/verify-crypto-otp').map((r) => r.body)).toEqual([
      {
        email: 'ada@example.ca',
        customer_guid: testCustomerGuid,
        withdrawal_reference: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbe01',
        external_bank_account_guid: bankAccountGuid,
        otp: '123456',
      },
    ]);
    expect(
      posts(requests, '/customers/transfers/f0f1f2f3f4f5f6f7f8f9fafbfcfdfe01/approval').map(
        (r) => r.body,
      ),
    ).toEqual([{ confirmation_token: 'tok-1' }]);
    await waitFor(() => expect(reads(requests, '/api/transfers')).toBeGreaterThan(before));
    expect(screen.queryByRole('region', { name: `Approve: ${eftStatement}` })).toBeNull();
  });

  it('binds a crypto withdrawal’s code to its wallet, and an e-Transfer’s to its quote alone', async () => {
    const requests = fakeServer(routes({ transfers: [holdingCrypto(), holdingEtransfer()] }));
    const user = await open();
    await approveWithCode(user, cryptoStatement);
    await approveWithCode(user, 'Send $50.00 by Interac e-Transfer to your e-mail address');
    // One step is open at a time: opening the second closed the first.
    expect(screen.getAllByRole('region', { name: /^Approve: / })).toHaveLength(1);
    expect(posts(requests, '/customers/create-crypto-otp').map((r) => r.body)).toEqual([
      {
        email: 'ada@example.ca',
        customer_guid: testCustomerGuid,
        withdrawal_reference: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbe03',
        external_wallet_guid: destinationWallet.guid,
      },
      {
        email: 'ada@example.ca',
        customer_guid: testCustomerGuid,
        withdrawal_reference: 'b0b1b2b3b4b5b6b7b8b9babbbcbdbe02',
      },
    ]);
  });

  it('approves a wallet with the code bound to its asset, address and tag', async () => {
    const requests = fakeServer(
      routes(
        { wallets: [pendingWallet()] },
        {
          'POST /customers/external-wallets/a0a1a2a3a4a5a6a7a8a9aaabacadae09/approval': () => ({
            body: {
              data: {
                external_wallet_guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadae09',
                state: 'completed',
                usable_at: '2026-11-23T15:30:00.000Z',
              },
            },
          }),
        },
      ),
    );
    const user = await open();
    const step = await approveWithCode(user, walletStatement);
    await user.click(within(step).getByRole('button', { name: 'Approve the wallet' }));
    expect(
      await screen.findByText(
        /^Approved: the wallet ‘Cold storage’ is added\. Withdrawals can go to it from Nov 23, 2026/,
      ),
    ).toBeInTheDocument();
    expect(posts(requests, '/customers/verify-crypto-otp')[0]?.body).toEqual({
      email: 'ada@example.ca',
      customer_guid: testCustomerGuid,
      wallet: { asset: 'BTC', address: destinationWallet.address, tag: null },
      otp: '123456',
    });
    expect(
      posts(requests, '/customers/external-wallets/a0a1a2a3a4a5a6a7a8a9aaabacadae09/approval')[0]
        ?.body,
    ).toEqual({ confirmation_token: 'tok-1' });
  });

  it('shows a refusal beside the step, in the server’s words', async () => {
    fakeServer(
      routes(
        { transfers: [holdingEft()] },
        {
          'POST /customers/transfers/f0f1f2f3f4f5f6f7f8f9fafbfcfdfe01/approval': () => ({
            status: 403,
            body: {
              message: 'Withdrawals are held after a security change.',
              code: 'withdrawals_held',
              request_id: 'req-1',
            },
          }),
        },
      ),
    );
    const user = await open();
    const step = await approveWithCode(user, eftStatement);
    await user.click(within(step).getByRole('button', { name: 'Approve the withdrawal' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Withdrawals are held after a security change.',
    );
    expect(screen.getByRole('region', { name: `Approve: ${eftStatement}` })).toBeVisible();
  });

  it('reads the lists again when the withdrawal no longer waits, and says why', async () => {
    let approved = false;
    const requests = fakeServer(
      routes(
        {},
        {
          'GET /api/transfers': () => ({ body: listOf(approved ? [] : [holdingEft()]) }),
          'POST /customers/transfers/f0f1f2f3f4f5f6f7f8f9fafbfcfdfe01/approval': () => {
            approved = true;
            return {
              status: 409,
              body: {
                message: 'This withdrawal is storing: it no longer waits for your approval',
                code: 'conflict',
                request_id: 'req-1',
              },
            };
          },
        },
      ),
    );
    const user = await open();
    const step = await approveWithCode(user, eftStatement);
    const before = reads(requests, '/api/transfers');
    await user.click(within(step).getByRole('button', { name: 'Approve the withdrawal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('it no longer waits for your approval');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    expect(reads(requests, '/api/transfers')).toBeGreaterThan(before);
  });

  it('shows an item past its deadline as expired, with no way to approve it', async () => {
    fakeServer(routes({ transfers: [holdingEft(45)], wallets: [pendingWallet(31)] }));
    await open();
    const item = await entry(eftStatement);
    expect(item).toHaveTextContent(/Asked for on .+ — the time to approve it ran out on .+\./);
    expect(within(item).getByText('Expired')).toBeVisible();
    expect(within(item).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(item).getByRole('button', { name: `Cancel: ${eftStatement}` })).toBeVisible();
    const wallet = await entry(walletStatement);
    expect(within(wallet).getByText('Expired')).toBeVisible();
    expect(within(wallet).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('cancels a withdrawal after asking', async () => {
    let cancelled = false;
    const requests = fakeServer(
      routes(
        {},
        {
          'GET /api/transfers': () => ({ body: listOf(cancelled ? [] : [holdingEft()]) }),
          'DELETE /api/transfers/f0f1f2f3f4f5f6f7f8f9fafbfcfdfe01': () => {
            cancelled = true;
            return { body: holdingEft(5, { state: 'failed', failure_code: 'cancelled' }) };
          },
        },
      ),
    );
    const user = await open();
    await user.click(await screen.findByRole('button', { name: `Cancel: ${eftStatement}` }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this transfer?' });
    expect(dialog).toHaveTextContent('Your withdrawal of $200.00 will stop');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the transfer' }));
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('removes a pending wallet after asking', async () => {
    let removed = false;
    fakeServer(
      routes(
        {},
        {
          'GET /api/external_wallets': ({ search }) => ({
            body: listOf(search.get('state') === 'pending' && !removed ? [pendingWallet()] : []),
          }),
          'DELETE /api/external_wallets/a0a1a2a3a4a5a6a7a8a9aaabacadae09': () => {
            removed = true;
            return { body: pendingWallet(2) };
          },
        },
      ),
    );
    const user = await open();
    await user.click(await screen.findByRole('button', { name: `Remove: ${walletStatement}` }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this wallet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the wallet' }));
    expect(await screen.findByText('Cold storage was removed.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
  });
});
