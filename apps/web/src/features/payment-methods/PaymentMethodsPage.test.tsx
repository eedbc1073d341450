import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format/date-time';
import { i18n } from '../../lib/i18n';
import { testCustomerGuid } from '../../test/customer-session';
import { type FakeRequest, type FakeRoute, listOf } from '../../test/fake-server';
import { fundingStatus } from '../../test/funding-fixtures';
import {
  bankAccount,
  bankLinkRoutes,
  enterManually,
  openPaymentMethod as open,
  workflow,
} from '../../test/payment-method-page';

const accountGuid = bankAccount().guid;
const approvalPath = `/customers/external-bank-accounts/${accountGuid}/approval`;
const approvalStep = 'Link RBC Royal Bank ····6789 to your Maple account';

/** What the approval step needs (ADR 62): the code's calls and the approval window. */
const approvalRoutes: Record<string, FakeRoute> = {
  'GET /customers/funding': () => ({ body: fundingStatus() }),
  'GET /identity/mfa': () => ({ body: { data: { totp_enrolled: false, recovery_codes_left: 0 } } }),
  'POST /customers/create-crypto-otp': () => ({
    body: { data: { expires_at: '2026-11-22T15:40:00.000Z', channel: 'email' } },
  }),
  'POST /customers/verify-crypto-otp': () => ({
    body: {
      data: { verified: true, confirmation_token: 'tok-1', expires_at: '2026-11-22T15:40:00Z' },
    },
  }),
};

const posts = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);

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
    const form = await enterManually(user, {
      institution: '999',
      transit: '123',
      account: '12345',
    });
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
    await enterManually(user);
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
        {
          'GET /api/external_bank_accounts': () => ({
            body: listOf([bankAccount(), bankAccount({ guid: 'c'.repeat(32), state: 'storing' })]),
          }),
        },
        'Moyen de paiement',
      );
      expect(await screen.findByText('Prêt')).toBeInTheDocument();
      expect(screen.getByText('En attente de votre approbation')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Lier un compte bancaire' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });
});

describe('/payment-method: a new account waits for the customer’s approval (ADR 62)', () => {
  it('goes on from the bank-link screen to the new account’s approval, and links it', async () => {
    const requests = await open({
      ...bankLinkRoutes,
      ...approvalRoutes,
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
      'POST /api/external_bank_accounts': () => ({
        status: 201,
        body: bankAccount({ state: 'storing' }),
      }),
      [`POST ${approvalPath}`]: () => ({
        body: { data: { external_bank_account_guid: accountGuid, state: 'completed' } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Link a bank account' }));
    await user.type(await screen.findByLabelText('Search for your bank'), 'rbc');
    await user.click(screen.getByLabelText('RBC Royal Bank (003)'));
    await user.click(screen.getByRole('button', { name: 'Continue with RBC Royal Bank' }));
    const signIn = await screen.findByRole('form', { name: 'Sign in to RBC Royal Bank' });
    await user.type(within(signIn).getByLabelText('Username'), 'user_good');
    await user.type(within(signIn).getByLabelText('Password'), 'pass_good');
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByLabelText('Chequing ····6789, held by Ada Lovelace'));
    await user.click(screen.getByRole('button', { name: 'Link this account' }));

    const step = await screen.findByRole('region', { name: approvalStep });
    expect(step).toHaveFocus();
    expect(within(step).getByText(approvalStep)).toBeVisible();
    await user.click(within(step).getByRole('button', { name: 'E-mail me a code' }));
    await user.type(
      await within(step).findByRole('textbox', { name: 'Code from the e-mail' }),
      '123456',
    );
    await user.click(within(step).getByRole('button', { name: 'Approve the bank account' }));

    expect(await screen.findByText('Your bank account is linked.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Link your bank' })).toBeNull();
    expect(posts(requests, '/customers/verify-crypto-otp').map((r) => r.body)).toEqual([
      {
        email: 'ada@example.ca',
        customer_guid: testCustomerGuid,
        new_bank_account_guid: accountGuid,
        otp: '123456',
      },
    ]);
    expect(posts(requests, approvalPath).map((r) => r.body)).toEqual([
      { confirmation_token: 'tok-1' },
    ]);
  }, 15_000);

  it('leaves an entered account waiting on “Not now”, saying until when', async () => {
    const requests = await open({
      ...approvalRoutes,
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
      'POST /api/external_bank_accounts': () => ({
        status: 201,
        body: bankAccount({ account_kind: 'raw_routing_details', state: 'storing' }),
      }),
    });
    const user = userEvent.setup();
    await enterManually(user);
    const step = await screen.findByRole('region', { name: approvalStep });
    // The funding status's approval window (30 minutes) from when the account was added.
    const deadline = formatDateTime('2026-11-22T16:00:00.000Z', 'en-CA');
    expect(await within(step).findByText(`Approve it before ${deadline}.`)).toBeVisible();
    await user.click(within(step).getByRole('button', { name: 'Not now' }));

    expect(
      await screen.findByText(
        `RBC Royal Bank ····6789 waits for your approval until ${deadline}. Approve it on the Approvals page before then, or it will not be linked.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Enter your account details' })).toBeNull();
    expect(posts(requests, approvalPath)).toEqual([]);
  });

  it('says an entered account approved waits for its verification', async () => {
    const requests = await open({
      ...approvalRoutes,
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
      'POST /api/external_bank_accounts': () => ({
        status: 201,
        body: bankAccount({ account_kind: 'raw_routing_details', state: 'storing' }),
      }),
      [`POST ${approvalPath}`]: () => ({
        body: { data: { external_bank_account_guid: accountGuid, state: 'unverified' } },
      }),
    });
    const user = userEvent.setup();
    await enterManually(user);
    const step = await screen.findByRole('region', { name: approvalStep });
    await user.click(within(step).getByRole('button', { name: 'E-mail me a code' }));
    await user.type(
      await within(step).findByRole('textbox', { name: 'Code from the e-mail' }),
      '654321',
    );
    await user.click(within(step).getByRole('button', { name: 'Approve the bank account' }));
    expect(
      await screen.findByText('Your bank account was added and waits for verification.'),
    ).toBeInTheDocument();
    expect(posts(requests, '/customers/create-crypto-otp').map((r) => r.body)).toEqual([
      {
        email: 'ada@example.ca',
        customer_guid: testCustomerGuid,
        new_bank_account_guid: accountGuid,
      },
    ]);
    expect(posts(requests, approvalPath).map((r) => r.body)).toEqual([
      { confirmation_token: 'tok-1' },
    ]);
  });

  it('says which account waits for approval, leading to /approvals, and which was not approved in time', async () => {
    await open({
      'GET /api/external_bank_accounts': () => ({
        body: listOf([
          bankAccount({ state: 'storing' }),
          bankAccount({
            guid: 'c'.repeat(32),
            plaid_institution_id: '815',
            plaid_account_mask: '4321',
            state: 'failed',
            failure_code: 'create_failed',
          }),
        ]),
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    const waiting = within(list).getByRole('listitem', { name: 'RBC Royal Bank ····6789' });
    expect(within(waiting).getByText('Awaiting your approval')).toBeVisible();
    expect(
      within(waiting).getByRole('link', { name: 'Approve it on the Approvals page' }),
    ).toHaveAttribute('href', '/approvals');
    expect(
      within(waiting).getByRole('button', { name: 'Remove RBC Royal Bank ····6789' }),
    ).toBeVisible();
    const lapsed = within(list).getByRole('listitem', { name: 'Desjardins ····4321' });
    expect(within(lapsed).getByText('Not approved in time')).toBeVisible();
    expect(lapsed).toHaveTextContent(
      'This account was not approved in time, so it was not linked. You can link it again.',
    );
  });
});
