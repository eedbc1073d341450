import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../../../test/review-fixtures';

const overview = {
  day: '2026-11-28',
  queues: {
    verifications: 3,
    compliance_cases: 1,
    crypto_withdrawals: 2,
    suspense: 0,
    reconciliation: 0,
    transfers: 4,
    dead_jobs: 0,
    adjustments: 5,
  },
  today: {
    trades: 12,
    volume_cents: '1234567',
    revenue_cents: '9876',
    new_customers: 7,
    returned_deposits: 1,
  },
};

async function open() {
  storeAdminSession();
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Overview' });
  return view;
}

describe('/admin', () => {
  it('shows each queue’s count linking to its screen, and the day’s figures', async () => {
    fakeServer({ 'GET /admin/api/overview': () => ({ body: { data: overview } }) });
    await open();
    const queues = await screen.findByRole('region', { name: 'Work waiting' });
    const withdrawals = within(queues).getByRole('link', { name: /Crypto withdrawals to approve/ });
    expect(withdrawals).toHaveTextContent('2');
    expect(withdrawals).toHaveAttribute('href', '/admin/queues/withdrawals');
    expect(within(queues).getByRole('link', { name: /Verifications in review/ })).toHaveAttribute(
      'href',
      '/admin/compliance',
    );
    const today = screen.getByRole('region', { name: 'Today, November 28, 2026 (UTC)' });
    expect(today).toHaveTextContent('Trades12');
    expect(today).toHaveTextContent('Volume (CAD)$12,345.67');
    expect(today).toHaveTextContent('Revenue (CAD)$98.76');
    expect(today).toHaveTextContent('New customers7');
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so in French', async () => {
    fakeServer({ 'GET /admin/api/overview': () => ({ body: { data: overview } }) });
    await i18n.changeLanguage('fr-CA');
    storeAdminSession();
    renderApp('/admin');
    expect(await screen.findByRole('region', { name: 'Travail en attente' })).toHaveTextContent(
      'Retraits crypto à approuver',
    );
  });

  it('offers to try again when the overview cannot be read', async () => {
    let calls = 0;
    fakeServer({
      'GET /admin/api/overview': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'down' } }
          : { body: { data: overview } };
      },
    });
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('We could not load the overview.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Work waiting' })).toBeVisible();
  });
});
