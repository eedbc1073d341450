import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storingBankAccount } from '../../test/approval-fixtures';
import {
  approvalsRoutes,
  approveWithCode,
  openApprovals,
  posts,
  reads,
} from '../../test/approvals-page';
import { testCustomerGuid } from '../../test/customer-session';
import { fakeServer, listOf } from '../../test/fake-server';

const bankStatement = 'Link the bank account RBC Royal Bank ····6789';
const waitingAccountGuid = storingBankAccount().guid;
const accountApprovalPath = `/customers/external-bank-accounts/${waitingAccountGuid}/approval`;

/** The server with one linked bank account waiting for approval, approved as `state`. */
const routesApproving = (state: string, account = storingBankAccount()) =>
  approvalsRoutes(
    { accounts: [account] },
    {
      [`POST ${accountApprovalPath}`]: () => ({
        body: { data: { external_bank_account_guid: waitingAccountGuid, state } },
      }),
    },
  );

describe('/approvals: a bank account waiting for the customer (ADR 62)', () => {
  it('approves a linked bank account with the code bound to it, and says it is ready', async () => {
    const requests = fakeServer(routesApproving('completed'));
    const user = await openApprovals();
    const step = await approveWithCode(user, bankStatement);
    expect(posts(requests, '/customers/create-crypto-otp').map((r) => r.body)).toEqual([
      {
        email: 'ada@example.ca',
        customer_guid: testCustomerGuid,
        new_bank_account_guid: waitingAccountGuid,
      },
    ]);
    const before = reads(requests, '/api/external_bank_accounts');
    await user.click(within(step).getByRole('button', { name: 'Approve the bank account' }));

    const done = await screen.findByText(
      'Approved: RBC Royal Bank ····6789 is linked and ready to use.',
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(posts(requests, '/customers/verify-crypto-otp').map((r) => r.body)).toEqual([
      {
        email: 'ada@example.ca',
        customer_guid: testCustomerGuid,
        new_bank_account_guid: waitingAccountGuid,
        otp: '123456',
      },
    ]);
    expect(posts(requests, accountApprovalPath).map((r) => r.body)).toEqual([
      { confirmation_token: 'tok-1' },
    ]);
    await waitFor(() =>
      expect(reads(requests, '/api/external_bank_accounts')).toBeGreaterThan(before),
    );
  });

  it('says an entered account approved waits for its two small deposits', async () => {
    const entered = storingBankAccount(1, { account_kind: 'raw_routing_details' });
    fakeServer(routesApproving('unverified', entered));
    const user = await openApprovals();
    const step = await approveWithCode(user, bankStatement);
    await user.click(within(step).getByRole('button', { name: 'Approve the bank account' }));
    expect(
      await screen.findByText(
        'Approved: we sent two small deposits to RBC Royal Bank ····6789. Once they arrive, enter their amounts on the Payment Method page to finish verifying it.',
      ),
    ).toBeInTheDocument();
  });

  it('removes a bank account waiting for approval after asking', async () => {
    let removed = false;
    const requests = fakeServer(
      approvalsRoutes(
        {},
        {
          'GET /api/external_bank_accounts': ({ search }) => ({
            body: listOf(
              search.get('state') === 'storing' && !removed ? [storingBankAccount()] : [],
            ),
          }),
          [`DELETE /api/external_bank_accounts/${waitingAccountGuid}`]: () => {
            removed = true;
            return { body: storingBankAccount(1, { state: 'deleting' }) };
          },
        },
      ),
    );
    const user = await openApprovals();
    await user.click(await screen.findByRole('button', { name: `Remove: ${bankStatement}` }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this bank account?' });
    expect(dialog).toHaveTextContent('RBC Royal Bank ····6789');
    await user.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    expect(await screen.findByText('The bank account was removed.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/external_bank_accounts/${waitingAccountGuid}`,
    ]);
  });
});
