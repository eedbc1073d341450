import type { KycStatus, Passkey } from '@maple/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeEventSource } from '../../test/fake-event-source';
import { fakeServer, listOf } from '../../test/fake-server';
import { bankAccount, transfer } from '../../test/funding-fixtures';
import { kycApplication, kycStatus } from '../../test/kyc-fixtures';
import { macBookPasskey, passkeysRoute } from '../../test/passkey-fixtures';
import { account, prices, trade } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';

// jsdom has no canvas: the chart itself is checked in the browser (e2e).
vi.mock('./components/PriceChart', () => ({ PriceChart: () => null }));

async function openDashboard(
  status: KycStatus,
  trades: unknown[],
  funding: {
    banks?: unknown[];
    deposits?: unknown[];
    totpEnrolled?: boolean;
    passkeys?: Passkey[];
  } = {},
) {
  fakeEventSource([]);
  fakeServer({
    'GET /api/external_bank_accounts': () => ({ body: listOf(funding.banks ?? []) }),
    'GET /api/transfers': () => ({ body: listOf(funding.deposits ?? []) }),
    'GET /api/accounts': () => ({ body: listOf([account('CAD', 0n)]) }),
    'GET /api/prices': () => ({ body: prices }),
    'GET /api/trades': () => ({ body: listOf(trades) }),
    'GET /customers/kyc': () => ({ body: { data: status } }),
    'GET /identity/passkeys': passkeysRoute(funding.passkeys ?? []),
    'GET /identity/mfa': () => ({
      body: {
        data: { totp_enrolled: funding.totpEnrolled ?? false, recovery_codes_left: 10 },
      },
    }),
  });
  storeTestCustomerSession();
  renderApp('/dashboard');
  return screen.findByRole('region', { name: 'Getting started' });
}

/** The checklist's items, each as its text. */
const itemsOf = (checklist: HTMLElement) =>
  within(checklist)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the dashboard checklist', () => {
  it('leads a new customer to verify, turn on two-step verification, link a bank, deposit and trade', async () => {
    const checklist = await openDashboard(kycStatus(), []);
    expect(checklist).toHaveTextContent('0 of 5 done');
    expect(itemsOf(checklist)).toEqual([
      '1. Verify your identityVerify now',
      '2. Turn on two-step verificationSet it up',
      '3. Link a bank accountLink a bank',
      '4. Make a first depositDeposit CAD',
      '5. Make your first tradeTrade now',
    ]);
    expect(within(checklist).getByRole('link', { name: 'Set it up' })).toHaveAttribute(
      'href',
      '/settings?next=%2Fdashboard',
    );
    expect(within(checklist).getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
    expect(within(checklist).getByRole('link', { name: 'Link a bank' })).toHaveAttribute(
      'href',
      '/payment-method',
    );
    expect(within(checklist).getByRole('link', { name: 'Deposit CAD' })).toHaveAttribute(
      'href',
      '/deposits',
    );
    expect(within(checklist).getAllByRole('link')).toHaveLength(5);
  });

  it('says a verification under way is to be continued', async () => {
    const open = await openDashboard(kycStatus({ verification: kycApplication() }), []);
    expect(within(open).getByRole('link', { name: 'Continue verification' })).toBeInTheDocument();
  });

  it('shows a verification under review and a first trade done', async () => {
    const checklist = await openDashboard(
      kycStatus({ verification: kycApplication({ state: 'reviewing' }) }),
      [trade()],
    );
    expect(checklist).toHaveTextContent('1 of 5 done');
    expect(itemsOf(checklist)[0]).toBe('1. Verify your identityUnder review');
    expect(itemsOf(checklist)[4]).toBe('5. Make your first tradeDone');
  });

  it('ticks identity once verified', async () => {
    const checklist = await openDashboard(
      kycStatus({ customer_state: 'verified', investor_category: 'retail' }),
      [],
    );
    expect(itemsOf(checklist)[0]).toBe('1. Verify your identityDone');
  });

  it('leaves the bank to do while the only account is not usable yet', async () => {
    const checklist = await openDashboard(kycStatus({ customer_state: 'verified' }), [], {
      banks: [bankAccount({ state: 'unverified' })],
    });
    expect(itemsOf(checklist)[2]).toBe('3. Link a bank accountLink a bank');
  });

  it('ticks two-step verification once an authenticator app is set up', async () => {
    const checklist = await openDashboard(kycStatus(), [], { totpEnrolled: true });
    expect(checklist).toHaveTextContent('1 of 5 done');
    expect(itemsOf(checklist)[1]).toBe('2. Turn on two-step verificationDone');
  });

  it('ticks two-step verification once a passkey is added', async () => {
    const checklist = await openDashboard(kycStatus(), [], { passkeys: [macBookPasskey] });
    expect(checklist).toHaveTextContent('1 of 5 done');
    expect(itemsOf(checklist)[1]).toBe('2. Turn on two-step verificationDone');
  });

  it('ticks the bank once an account is usable, and the deposit once one completed', async () => {
    const checklist = await openDashboard(kycStatus({ customer_state: 'verified' }), [], {
      banks: [bankAccount()],
      deposits: [transfer({ state: 'completed' })],
    });
    expect(checklist).toHaveTextContent('3 of 5 done');
    expect(itemsOf(checklist)[2]).toBe('3. Link a bank accountDone');
    expect(itemsOf(checklist)[3]).toBe('4. Make a first depositDone');
  });
});
