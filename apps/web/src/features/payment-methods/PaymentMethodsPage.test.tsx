import type { ExternalBankAccount } from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession, testCustomerGuid } from '../../test/customer-session';
import { type FakeRoute, fakeServer, listOf } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const bankAccount = (fields: Partial<ExternalBankAccount> = {}): ExternalBankAccount => ({
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

async function open(routes: Record<string, FakeRoute>, title = 'Payment Method') {
  storeTestCustomerSession();
  const requests = fakeServer(routes);
  renderApp('/payment-method');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
  return requests;
}

describe('/payment-method', () => {
  it('lists the accounts with their state and what each needs', async () => {
    await open({
      'GET /api/external_bank_accounts': () => ({
        body: listOf([
          bankAccount(),
          bankAccount({
            guid: 'c'.repeat(32),
            account_kind: 'raw_routing_details',
            plaid_institution_id: '815',
            plaid_account_mask: '4321',
            state: 'unverified',
          }),
        ]),
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    const rbc = within(list).getByRole('listitem', { name: 'RBC Royal Bank ····6789' });
    expect(within(rbc).getByText('Ready')).toBeInTheDocument();
    const desjardins = within(list).getByRole('listitem', { name: 'Desjardins ····4321' });
    expect(within(desjardins).getByText('Not verified yet')).toBeInTheDocument();
    expect(
      within(desjardins).getByRole('button', { name: 'Enter deposit amounts' }),
    ).toBeInTheDocument();
  });

  it('says so when there is no account yet', async () => {
    await open({ 'GET /api/external_bank_accounts': () => ({ body: listOf([]) }) });
    expect(await screen.findByText('You have not linked a bank account yet.')).toBeInTheDocument();
  });

  it('checks manual routing details before sending them, with messages per field', async () => {
    const requests = await open({
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter account details' }));
    const form = await screen.findByRole('form', { name: 'Enter your account details' });
    await user.type(within(form).getByLabelText('Account nickname'), 'Everyday');
    await user.type(within(form).getByLabelText('Institution number'), '999');
    await user.type(within(form).getByLabelText('Transit number'), '123');
    await user.type(within(form).getByLabelText('Account number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByText('This institution number is not one we know')).toBeVisible();
    expect(within(form).getByText('Enter the 5-digit transit number')).toBeVisible();
    expect(within(form).getByText('Enter the account number: 7 to 12 digits')).toBeVisible();
    expect(within(form).getByLabelText('Institution number')).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends valid manual details as raw routing details, once per key', async () => {
    const requests = await open({
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
      'POST /api/external_bank_accounts': () => ({
        status: 201,
        body: bankAccount({ account_kind: 'raw_routing_details', state: 'unverified' }),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter account details' }));
    const form = await screen.findByRole('form', { name: 'Enter your account details' });
    await user.type(within(form).getByLabelText('Account nickname'), 'Everyday');
    await user.type(within(form).getByLabelText('Institution number'), '003');
    await user.type(within(form).getByLabelText('Transit number'), '12345');
    await user.type(within(form).getByLabelText('Account number'), '1234567');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Everyday',
      account_kind: 'raw_routing_details',
      asset: 'CAD',
      customer_guid: testCustomerGuid,
      counterparty_bank_account: {
        routing_number_type: 'CPA',
        routing_number: '000312345',
        account_number: '1234567',
      },
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links through the sandbox screen: token, bank, credentials, account', async () => {
    const workflow = {
      guid: 'd'.repeat(32),
      bank_guid: 'b'.repeat(32),
      customer_guid: testCustomerGuid,
      type: 'plaid',
      state: 'completed',
      failure_code: null,
      created_at: '2026-11-22T15:30:00.000Z',
      updated_at: '2026-11-22T15:30:00.000Z',
    };
    const requests = await open({
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
      'POST /api/workflows': () => ({ status: 201, body: workflow }),
      [`GET /api/workflows/${workflow.guid}`]: () => ({
        body: { ...workflow, plaid_link_token: 'link-sandbox-1' },
      }),
      'POST /customers/bank-link/sandbox/sign-in': (request) =>
        (request.body as { password: string }).password === 'pass_good'
          ? {
              body: {
                data: {
                  public_token: 'public-sandbox-1',
                  institution_number: '815',
                  accounts: [
                    {
                      account_id: 'acc_1',
                      type: 'chequing',
                      mask: '1111',
                      holder_name: 'Ada Lovelace',
                    },
                  ],
                },
              },
            }
          : {
              status: 422,
              body: {
                message: 'The username or password is incorrect',
                code: 'unprocessable_entity',
                request_id: 'r1',
                details: [
                  { path: 'body.password', message: 'The username or password is incorrect' },
                ],
              },
            },
      'POST /api/external_bank_accounts': () => ({ status: 201, body: bankAccount() }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Link a bank account' }));
    await user.type(await screen.findByLabelText('Search for your bank'), 'desj');
    await user.click(screen.getByLabelText('Desjardins (815)'));
    await user.click(screen.getByRole('button', { name: 'Continue with Desjardins' }));
    const signIn = await screen.findByRole('form', { name: 'Sign in to Desjardins' });
    await user.type(within(signIn).getByLabelText('Username'), 'user_good');
    await user.type(within(signIn).getByLabelText('Password'), 'wrong');
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    expect(await within(signIn).findByText('The username or password is incorrect')).toBeVisible();
    await user.clear(within(signIn).getByLabelText('Password'));
    await user.type(within(signIn).getByLabelText('Password'), 'pass_good');
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByLabelText('Chequing ····1111, held by Ada Lovelace'));
    await user.click(screen.getByRole('button', { name: 'Link this account' }));
    expect(await screen.findByText('Your bank account is linked.')).toBeInTheDocument();
    const created = requests.find(
      (request) => request.method === 'POST' && request.path === '/api/external_bank_accounts',
    );
    expect(created?.body).toMatchObject({
      account_kind: 'plaid',
      plaid_public_token: 'public-sandbox-1',
      plaid_account_id: 'acc_1',
    });
  }, 15_000);

  it('asks before removing an account', async () => {
    const requests = await open({
      'GET /api/external_bank_accounts': () => ({ body: listOf([bankAccount()]) }),
      [`DELETE /api/external_bank_accounts/${bankAccount().guid}`]: () => ({
        body: bankAccount({ state: 'deleting' }),
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove RBC Royal Bank ····6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this bank account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    expect(await screen.findByText('The bank account was removed.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr-CA');
    try {
      await open(
        { 'GET /api/external_bank_accounts': () => ({ body: listOf([bankAccount()]) }) },
        'Moyen de paiement',
      );
      expect(await screen.findByText('Prêt')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Lier un compte bancaire' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });
});
