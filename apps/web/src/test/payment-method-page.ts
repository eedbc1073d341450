// /payment-method as its tests see it: the accounts, the sandbox bank-link screen's calls, and
// what a customer does there.
import type { ExternalBankAccount } from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { storeTestCustomerSession, testCustomerGuid } from './customer-session';
import { type FakeRoute, fakeServer } from './fake-server';
import { renderApp } from './render-app';

/** An RBC account linked through the bank-link screen, `completed` unless told otherwise. */
export const bankAccount = (fields: Partial<ExternalBankAccount> = {}): ExternalBankAccount => ({
  guid: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  name: 'RBC Royal Bank',
  asset: 'CAD',
  account_kind: 'plaid',
  environment: 'sandbox',
  bank_guid: 'b'.repeat(32),
  customer_guid: testCustomerGuid,
  counterparty_guid: null,
  created_at: '2026-11-22T15:30:00.000Z',
  updated_at: '2026-11-22T15:30:00.000Z',
  plaid_institution_id: '003',
  plaid_account_mask: '6789',
  plaid_account_name: 'Chequing',
  state: 'completed',
  failure_code: null,
  balance_updated_at: null,
  balances: null,
  pii: null,
  ...fields,
});

/** A workflow whose link token is ready at once. */
export const workflow = {
  guid: 'd'.repeat(32),
  bank_guid: 'b'.repeat(32),
  customer_guid: testCustomerGuid,
  type: 'plaid',
  state: 'completed',
  failure_code: null,
  created_at: '2026-11-22T15:30:00.000Z',
  updated_at: '2026-11-22T15:30:00.000Z',
};

/** The sandbox bank-link screen's calls, as the server answers them for user_good. */
export const bankLinkRoutes: Record<string, FakeRoute> = {
  'POST /api/workflows': () => ({ status: 201, body: workflow }),
  [`GET /api/workflows/${workflow.guid}`]: () => ({
    body: { ...workflow, plaid_link_token: 'link-sandbox-1' },
  }),
  'POST /customers/bank-link/sandbox/sign-in': () => ({
    body: {
      data: {
        public_token: 'public-sandbox-1',
        institution_number: '003',
        accounts: [
          { account_id: 'acc_1', type: 'chequing', mask: '6789', holder_name: 'Ada Lovelace' },
        ],
      },
    },
  }),
};

export async function openPaymentMethod(
  routes: Record<string, FakeRoute>,
  title = 'Payment Method',
) {
  storeTestCustomerSession();
  const requests = fakeServer(routes);
  renderApp('/payment-method');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return requests;
}

/**
 * Enters routing details in the manual entry dialog (valid ones unless told) and sends them;
 * answers the dialog's form.
 */
export async function enterManually(
  user: ReturnType<typeof userEvent.setup>,
  digits = { institution: '003', transit: '12345', account: '1234567' },
) {
  await user.click(await screen.findByRole('button', { name: 'Enter account details' }));
  const form = await screen.findByRole('form', { name: 'Enter your account details' });
  await user.type(within(form).getByLabelText('Account nickname'), 'Everyday');
  await user.type(within(form).getByLabelText('Institution number'), digits.institution);
  await user.type(within(form).getByLabelText('Transit number'), digits.transit);
  await user.type(within(form).getByLabelText('Account number'), digits.account);
  await user.click(within(form).getByRole('button', { name: 'Add account' }));
  return form;
}
