import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { holdingEft, pendingWallet } from '../../../test/approval-fixtures';
import { storeTestCustomerSession, testCustomerGuid } from '../../../test/customer-session';
import { type FakeRoute, fakeServer, listOf, platformError } from '../../../test/fake-server';
import {
  bankAccount,
  bankAccountGuid,
  fundingQuote,
  fundingStatus,
  limits,
  transfer,
} from '../../../test/funding-fixtures';
import { passkeysRoute, supportWebAuthn } from '../../../test/passkey-fixtures';
import { account } from '../../../test/platform-fixtures';
import { renderApp } from '../../../test/render-app';

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /customers/funding': () => ({ body: fundingStatus() }),
  'GET /customers/limits': () => ({ body: limits() }),
  'GET /identity/mfa': () => ({ body: { data: { totp_enrolled: false, recovery_codes_left: 0 } } }),
  'GET /api/accounts': () => ({ body: listOf([account('CAD', 200_000n, 150_000n)]) }),
  'GET /api/external_bank_accounts': () => ({ body: listOf([bankAccount()]) }),
  'GET /api/transfers': () => ({ body: listOf([]) }),
  'POST /api/quotes': ({ body }) => ({
    status: 201,
    body: fundingQuote('withdrawal', BigInt((body as { deliver_amount: string }).deliver_amount)),
  }),
  ...extra,
});

async function open(title = 'Withdrawals') {
  storeTestCustomerSession();
  renderApp('/withdrawals');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

describe('/withdrawals', () => {
  it('withdraws by e-Transfer: checks the question and answer, then confirms with an e-mailed code', async () => {
    const requests = fakeServer(
      routes({
        'POST /customers/create-crypto-otp': () => ({
          body: { data: { expires_at: '2026-11-22T15:40:00.000Z', channel: 'email' } },
        }),
        'POST /customers/verify-crypto-otp': () => ({
          body: {
            data: {
              verified: true,
              confirmation_token: 'tok-1',
              expires_at: '2026-11-22T15:40:00.000Z',
            },
          },
        }),
        'POST /api/transfers': () => ({
          status: 201,
          body: transfer({
            side: 'withdrawal',
            payment_rail: 'etransfer',
            estimated_amount: 10_000n,
          }),
        }),
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Interac e-Transfer' }));
    expect(
      screen.getByText('The e-Transfer goes to your e-mail address, ada@example.ca.'),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Security question' }),
      'Name of my first cat',
    );
    await user.type(screen.getByRole('textbox', { name: 'Security answer' }), 'cat');
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    // The error summary takes focus and lists each problem.
    const summary = screen.getByRole('alert', { name: 'Check these fields' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('The answer must not appear in the question.');
    expect(summary).toHaveTextContent('more than the CAD you have available');
    expect(screen.getByRole('textbox', { name: 'Security answer' })).toHaveAccessibleDescription(
      /The answer must not appear in the question\./,
    );

    await user.clear(screen.getByRole('textbox', { name: 'Security answer' }));
    await user.type(screen.getByRole('textbox', { name: 'Security answer' }), 'Tigger42');
    await user.clear(screen.getByRole('textbox', { name: 'Amount (CAD)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: 'Review your withdrawal' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Review your withdrawal' })).toHaveTextContent(
      'ToInterac e-Transfer to ada@example.ca',
    );
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText(/We sent a code to ada@example.ca/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(
      await screen.findByText('Your withdrawal of $100.00 is on its way.'),
    ).toBeInTheDocument();

    const sent = requests.find((r) => r.path === '/customers/create-crypto-otp');
    const quoteGuid = (sent?.body as { withdrawal_reference: string } | undefined)
      ?.withdrawal_reference;
    expect(quoteGuid).toMatch(/^b+\d+$/);
    expect(requests.find((r) => r.path === '/customers/verify-crypto-otp')?.body).toEqual({
      email: 'ada@example.ca',
      customer_guid: testCustomerGuid,
      withdrawal_reference: quoteGuid,
      otp: '123456',
    });
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/transfers');
    expect(post?.body).toEqual({
      payment_rail: 'etransfer',
      etransfer_security_question: 'Name of my first cat',
      etransfer_security_answer: 'Tigger42',
      confirmation_token: 'tok-1',
      quote_guid: quoteGuid,
      transfer_type: 'funding',
    });
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('states the withdrawal for a passkey: the amount and where it goes, in English and French', async () => {
    supportWebAuthn();
    fakeServer(routes({ 'GET /identity/passkeys': passkeysRoute() }));
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'To bank account' }),
      bankAccountGuid,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(
      await screen.findByText(
        'Withdraw $100.00 to BMO Bank of Montreal ····1234 — approve with your passkey.',
      ),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(
      screen.getByText(
        'Retrait de 100,00 $ vers BMO Bank of Montreal ····1234 — approuvez-le avec votre clé d’accès.',
      ),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('en-CA'));

    await user.click(screen.getByRole('button', { name: 'Change the details' }));
    await user.click(await screen.findByRole('radio', { name: 'Interac e-Transfer' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Security question' }),
      'Name of my first cat',
    );
    await user.type(screen.getByRole('textbox', { name: 'Security answer' }), 'Tigger42');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(
      await screen.findByText(
        'Withdraw $100.00 by Interac e-Transfer to ada@example.ca — approve with your passkey.',
      ),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(
      screen.getByText(
        'Retrait de 100,00 $ par virement Interac à ada@example.ca — approuvez-le avec votre clé d’accès.',
      ),
    ).toBeVisible();
  });

  it('offers the authenticator app when the customer has one', async () => {
    fakeServer(
      routes({
        'GET /identity/mfa': () => ({
          body: { data: { totp_enrolled: true, recovery_codes_left: 10 } },
        }),
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'To bank account' }),
      bankAccountGuid,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('radio', { name: 'My authenticator app' })).toBeChecked();
    // The review names the bank account the money goes to: institution and last digits.
    const review = screen.getByRole('region', { name: 'Review your withdrawal' });
    expect(review).toHaveTextContent('ToBMO Bank of Montreal ····1234');
    expect(
      screen.getByRole('textbox', { name: 'Code from your authenticator app' }),
    ).toBeInTheDocument();
  });

  it('says why withdrawals are paused and until when', async () => {
    fakeServer(
      routes({
        'GET /customers/funding': () => ({
          body: fundingStatus({
            withdrawals: {
              allowed: false,
              held_until: '2026-11-23T15:30:00.000Z',
              reason: 'security_change',
            },
          }),
        }),
      }),
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Withdrawals are paused');
    expect(alert).toHaveTextContent(/Withdrawals resume on Nov 23, 2026/);
  });

  it('sends a customer without two-step verification to set it up, and brings them back', async () => {
    fakeServer(
      routes({
        'GET /customers/funding': () => ({
          body: fundingStatus({
            withdrawals: { allowed: false, held_until: null, reason: 'second_factor_required' },
          }),
        }),
      }),
    );
    await open();
    const title = await screen.findByText('Turn on two-step verification to withdraw');
    const notice = title.closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('the notice is not a status');
    expect(notice).toHaveTextContent(/withdrawals need two-step verification/);
    expect(
      within(notice).getByRole('link', { name: 'Set up two-step verification' }),
    ).toHaveAttribute('href', '/settings?next=%2Fwithdrawals');
  });

  it('states the holds this server is configured with', async () => {
    fakeServer(
      routes({
        'GET /customers/funding': () => ({
          body: fundingStatus({
            holds: {
              security_change_seconds: 86_400,
              new_bank_account_seconds: 60,
              new_wallet_seconds: 7_200,
              approval_seconds: 1_800,
            },
          }),
        }),
      }),
    );
    await open();
    const rules = await screen.findByRole('region', { name: 'Limits and holds' });
    expect(rules).toHaveTextContent('withdrawals pause for 24 hours');
    expect(rules).toHaveTextContent('can receive withdrawals 1 minute after it is linked');
    expect(rules).toHaveTextContent('wallet can receive withdrawals 2 hours after it is added');
  });

  it('turns a new bank account’s hold into a date and a way around it', async () => {
    const requests = fakeServer(
      routes({
        'POST /customers/create-crypto-otp': () => ({
          body: { data: { expires_at: '2026-11-22T15:40:00.000Z', channel: 'email' } },
        }),
        'POST /customers/verify-crypto-otp': () => ({
          body: {
            data: {
              verified: true,
              confirmation_token: 'tok-2',
              expires_at: '2026-11-22T15:40:00.000Z',
            },
          },
        }),
        'POST /api/transfers': () =>
          platformError(
            422,
            'withdrawals_held',
            'A newly linked bank account receives withdrawals from 2026-11-23T10:00:00.000Z.',
          ),
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'To bank account' }),
      bankAccountGuid,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail me a code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    const alert = await screen.findByText(/This bank account was linked recently/);
    expect(alert).toHaveTextContent(/from Nov 23, 2026/);
    expect(alert).toHaveTextContent('choose another account or an e-Transfer');
    // The code is bound to the bank account too, so it cannot send the money to another one.
    for (const path of ['/customers/create-crypto-otp', '/customers/verify-crypto-otp']) {
      expect(requests.find((r) => r.path === path)?.body).toMatchObject({
        withdrawal_reference: expect.any(String),
        external_bank_account_guid: bankAccountGuid,
      });
    }
  });

  it('Max puts all the available CAD in the amount: funding has no fee to take', async () => {
    const requests = fakeServer(routes());
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'To bank account' }),
      bankAccountGuid,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Max: use all $1,500.00 available' }),
    );
    expect(screen.getByRole('textbox', { name: 'Amount (CAD)' })).toHaveValue('1,500.00');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('heading', { name: 'Review your withdrawal' });
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/quotes')?.body,
    ).toMatchObject({ side: 'withdrawal', deliver_amount: '150000' });
  });

  it('says what waits for the customer’s approval, and leads to /approvals to review it', async () => {
    fakeServer(
      routes({
        'GET /api/transfers': ({ search }) => ({
          body: listOf(search.get('transfer_type') === 'crypto' ? [] : [holdingEft()]),
        }),
        'GET /api/external_wallets': () => ({ body: listOf([pendingWallet()]) }),
      }),
    );
    await open();
    const banner = await screen.findByText('1 withdrawal and 1 new wallet wait for your approval.');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    const inProgress = screen.getByRole('region', { name: 'Withdrawals in progress' });
    const review = await within(inProgress).findByRole('link', {
      name: 'Review the withdrawal of $200.00, which waits for your approval',
    });
    expect(review).toHaveAttribute('href', '/approvals');
    expect(within(inProgress).getByText('Awaiting your approval')).toBeInTheDocument();
    expect(within(inProgress).queryByRole('button', { name: /^Cancel/ })).toBeNull();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Review' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Approvals' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('speaks French: the form, its checks and the rules', async () => {
    await i18n.changeLanguage('fr-CA');
    fakeServer(routes());
    await open('Retraits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vérifier' }));
    const summary = screen.getByRole('alert', { name: 'Vérifiez ces champs' });
    expect(summary).toHaveTextContent('Choisissez un compte bancaire.');
    expect(summary).toHaveTextContent('Entrez un montant.');
    expect(screen.getByRole('heading', { name: 'Limites et retenues' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Disponible pour un retrait : 1\s500,00\s\$/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Retraits en cours' })).getByRole('status'),
    ).toHaveTextContent('Aucun retrait en cours.');
  });
});
