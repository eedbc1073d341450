import type { KycStatus } from '@maple/contracts';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeEventSource } from '../../test/fake-event-source';
import { fakeServer, listOf } from '../../test/fake-server';
import { kycApplication, kycStatus } from '../../test/kyc-fixtures';
import { account, prices, trade } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });

// jsdom has no canvas: the chart itself is checked in the browser (e2e).
vi.mock('./components/PriceChart', () => ({ PriceChart: () => null }));

async function openDashboard(status: KycStatus, trades: unknown[]) {
  fakeEventSource([]);
  fakeServer({
    'GET /api/accounts': () => ({ body: listOf([account('CAD', 0n)]) }),
    'GET /api/prices': () => ({ body: prices }),
    'GET /api/trades': () => ({ body: listOf(trades) }),
    'GET /customers/kyc': () => ({ body: { data: status } }),
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
  it('leads a new customer to verify, with bank and deposit still to come', async () => {
    const checklist = await openDashboard(kycStatus(), []);
    expect(checklist).toHaveTextContent('0 of 4 done');
    expect(itemsOf(checklist)).toEqual([
      '1. Verify your identityVerify now',
      '2. Link a bank accountComing soon',
      '3. Make a first depositComing soon',
      '4. Make your first tradeTrade now',
    ]);
    expect(within(checklist).getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
    expect(within(checklist).getAllByRole('link')).toHaveLength(2);
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
    expect(checklist).toHaveTextContent('1 of 4 done');
    expect(itemsOf(checklist)[0]).toBe('1. Verify your identityUnder review');
    expect(itemsOf(checklist)[3]).toBe('4. Make your first tradeDone');
  });

  it('ticks identity once verified', async () => {
    const checklist = await openDashboard(
      kycStatus({ customer_state: 'verified', investor_category: 'retail' }),
      [],
    );
    expect(itemsOf(checklist)[0]).toBe('1. Verify your identityDone');
  });
});
