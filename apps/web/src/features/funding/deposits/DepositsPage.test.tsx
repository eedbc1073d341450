import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { storeTestCustomerSession } from '../../../test/customer-session';
import { type FakeRoute, fakeServer, listOf, platformError } from '../../../test/fake-server';
import {
  bankAccount,
  bankAccountGuid,
  fundingQuote,
  fundingStatus,
  limits,
  transfer,
} from '../../../test/funding-fixtures';
import { renderApp } from '../../../test/render-app';

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /customers/funding': () => ({ body: fundingStatus() }),
  'GET /customers/limits': () => ({ body: limits(100_000n) }),
  'GET /api/external_bank_accounts': () => ({ body: listOf([bankAccount()]) }),
  'GET /api/transfers': () => ({ body: listOf([]) }),
  'POST /api/quotes': ({ body }) => ({
    status: 201,
    body: fundingQuote('deposit', BigInt((body as { deliver_amount: string }).deliver_amount)),
  }),
  ...extra,
});

async function open(title = 'Deposits') {
  storeTestCustomerSession();
  renderApp('/deposits');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

describe('/deposits by EFT', () => {
  it('checks the form, then shows the quote with the fee and the limits left before confirming', async () => {
    const requests = fakeServer(routes());
    await open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Deposit by EFT' });
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    const bank = within(form).getByRole('combobox', { name: 'From bank account' });
    expect(bank).toHaveFocus();
    expect(bank).toHaveAccessibleDescription('Choose a bank account.');
    expect(within(form).getByRole('textbox', { name: 'Amount (CAD)' })).toHaveAccessibleDescription(
      /Enter an amount\./,
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(bank, 'Chequing ••1234');
    await user.type(within(form).getByRole('textbox', { name: 'Amount (CAD)' }), '500.001');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(within(form).getByRole('textbox', { name: 'Amount (CAD)' })).toHaveAccessibleDescription(
      /at most 2 decimal places/,
    );
    await user.clear(within(form).getByRole('textbox', { name: 'Amount (CAD)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount (CAD)' }), '1,500');
    await user.click(within(form).getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('heading', { name: 'Review your deposit' });
    await waitFor(() => expect(review).toHaveFocus());
    const section = review.closest('section') as HTMLElement;
    await waitFor(() => expect(section).toHaveTextContent('$47,500.00'));
    expect(section).toHaveTextContent('FromBMO Bank of Montreal ····1234');
    expect(section).toHaveTextContent('Amount$1,500.00');
    expect(section).toHaveTextContent('Fee$0.00');
    // 24 h: $10,000 − $1,000 used − $1,500 = $7,500; 7 days: $50,000 − $1,000 − $1,500.
    expect(section).toHaveTextContent('after this$7,500.00');
    expect(section).toHaveTextContent('$47,500.00');
    expect(requests.find((r) => r.path === '/api/quotes')?.body).toEqual({
      product_type: 'funding',
      customer_guid: '0123456789abcdef0123456789abcdef',
      asset: 'CAD',
      side: 'deposit',
      deliver_amount: '150000',
    });
  });

  it('keeps one Idempotency-Key across retries of the same deposit', async () => {
    let attempts = 0;
    const requests = fakeServer(
      routes({
        'POST /api/transfers': () => {
          attempts += 1;
          return attempts === 1 ? undefined : { status: 201, body: transfer() };
        },
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'From bank account' }),
      bankAccountGuid,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '500');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Maple Exchange');
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Your deposit of $500.00 has started.')).toBeInTheDocument();

    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/transfers');
    expect(posts).toHaveLength(2);
    const keys = posts.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/\S{16,}/);
    expect(keys[1]).toBe(keys[0]);
    expect(posts[0]?.body).toEqual({
      payment_rail: 'eft',
      external_bank_account_guid: bankAccountGuid,
      quote_guid: expect.stringMatching(/^b+\d+$/),
      transfer_type: 'funding',
    });
  });

  it('says which limit a deposit would cross and when it resets, and links an unverified customer to verification', async () => {
    let refusal = platformError(
      422,
      'limit_exceeded',
      'This would exceed your funding limit (CAD deposits and withdrawals) per 7 days of $50,000.00. It resets for this amount at 2026-11-29T15:30:00.000Z.',
    );
    fakeServer(routes({ 'POST /api/quotes': () => refusal }));
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'From bank account' }),
      bankAccountGuid,
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount (CAD)' }), '60000');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('over the last 7 days above your funding limit');
    expect(alert).toHaveTextContent(/From Nov 29, 2026/);

    refusal = platformError(422, 'unverified_customer', 'Verify your identity first.');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
  });

  it('offers to link a bank account when none is verified', async () => {
    fakeServer(
      routes({
        'GET /api/external_bank_accounts': () => ({
          body: listOf([bankAccount({ state: 'unverified' })]),
        }),
      }),
    );
    await open();
    expect(await screen.findByRole('link', { name: 'Link a bank account' })).toHaveAttribute(
      'href',
      '/payment-method',
    );
  });
});

describe('/deposits by e-Transfer', () => {
  it('shows where to send it and the reference code, each with a copy button that says it copied', async () => {
    fakeServer(routes());
    await open();
    // user-event stands in for the clipboard.
    const user = userEvent.setup();
    const section = (
      await screen.findByRole('heading', { name: 'Deposit by Interac e-Transfer' })
    ).closest('section') as HTMLElement;
    expect(section).toHaveTextContent('deposits@maple.exchange');
    expect(section).toHaveTextContent('Write your reference code ABCD-EFGH in the message');
    await user.click(within(section).getByRole('button', { name: 'Copy Your reference code' }));
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH');
    expect(await within(section).findByText('Your reference code copied.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('offers the simulated e-Transfer only when the server says it is the sandbox', async () => {
    const requests = fakeServer(
      routes({
        'GET /customers/funding': () => ({ body: fundingStatus({ sandbox_controls: true }) }),
        'POST /customers/sandbox/etransfers': () => ({
          status: 201,
          body: { data: { etransfer_id: 'e1', delivers_at: '2026-11-22T15:35:00.000Z' } },
        }),
      }),
    );
    await open();
    const user = userEvent.setup();
    const sandbox = (await screen.findByRole('heading', { name: /Sandbox/ })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(sandbox).getByRole('textbox', { name: 'Reference code in the message' }),
    ).toHaveValue('ABCD-EFGH');
    await user.type(within(sandbox).getByRole('textbox', { name: 'Amount (CAD)' }), '500');
    await user.click(within(sandbox).getByRole('button', { name: 'Simulate the e-Transfer' }));
    expect(await within(sandbox).findByRole('status')).toHaveTextContent('arrives at about');
    expect(requests.find((r) => r.path === '/customers/sandbox/etransfers')?.body).toEqual({
      amount: '50000',
      reference_code: 'ABCD-EFGH',
    });
  });

  it('has no sandbox control when the server does not say so', async () => {
    fakeServer(routes());
    await open();
    await screen.findByText('deposits@maple.exchange');
    expect(screen.queryByRole('heading', { name: /Sandbox/ })).not.toBeInTheDocument();
  });
});

describe('/deposits in progress', () => {
  it('drops a held deposit from the list once its funds become available, without a reload', async () => {
    const releasing = transfer({
      guid: 'e'.repeat(32),
      state: 'completed',
      amount: 25_000n,
      hold_details: {
        applicable_types: ['non_administrative'],
        duration: 60,
        // Its hold ends a few seconds after the page first loads it, however slow the machine.
        started_at: new Date(Date.now() - 57_000).toISOString(),
      },
    });
    const requests = fakeServer(
      routes({ 'GET /api/transfers': () => ({ body: listOf([releasing]) }) }),
    );
    await open();
    const list = (await screen.findByRole('heading', { name: 'Deposits in progress' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
    const asked = requests.filter((r) => r.path === '/api/transfers').length;
    await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(0), {
      timeout: 9_000,
    });
    expect(requests.filter((r) => r.path === '/api/transfers').length).toBeGreaterThan(asked);
  });

  it('lists pending and held deposits with when the funds are available, and cancels one after asking, in French', async () => {
    await i18n.changeLanguage('fr-CA');
    const held = transfer({
      guid: 'd'.repeat(32),
      state: 'completed',
      amount: 25_000n,
      hold_details: {
        applicable_types: ['non_administrative'],
        duration: 3 * 86_400,
        started_at: '2099-01-01T12:00:00.000Z',
      },
    });
    const requests = fakeServer(
      routes({
        'GET /api/transfers': () => ({
          body: listOf([transfer(), held, transfer({ guid: 'f'.repeat(32), state: 'completed' })]),
        }),
        [`DELETE /api/transfers/${transfer().guid}`]: () => ({
          body: transfer({ state: 'failed', failure_code: 'cancelled' }),
        }),
      }),
    );
    await open('Dépôts');
    const list = (await screen.findByRole('heading', { name: 'Dépôts en cours' })).closest(
      'section',
    ) as HTMLElement;
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/500,00\s\$/);
    expect(items[0]).toHaveTextContent('En traitement');
    expect(items[1]).toHaveTextContent('Fonds disponibles le 4 janv. 2099');
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: /^Annuler le virement de 500,00/ }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler ce virement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le virement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
