import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { holdingCrypto } from '../../test/approval-fixtures';
import { bookCostNow, held, holdingsAnswer } from '../../test/book-cost-fixtures';
import { storeTestCustomerSession } from '../../test/customer-session';
import { fakeEventSource, livePrices } from '../../test/fake-event-source';
import { fakeServer, listOf } from '../../test/fake-server';
import { fundingStatus } from '../../test/funding-fixtures';
import { account, prices, trade } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';

// jsdom has no canvas: the chart itself is checked in the browser (e2e).
vi.mock('./components/PriceChart', () => ({
  PriceChart: ({ label, data }: { label: string; data: { prices: unknown[] } }) => (
    <div role="img" aria-label={label}>
      {data.prices.length} points
    </div>
  ),
}));

describe('/dashboard', () => {
  it('shows the portfolio, allocation, live prices, a chart with ranges and recent trades', async () => {
    fakeEventSource([livePrices([{ asset: 'BTC', price: '128500.12345678', change: '-1.25' }])]);
    const requests = fakeServer({
      'GET /api/accounts': () => ({
        body: listOf([account('CAD', 990_000n), account('BTC', 10_000_000n)]),
      }),
      'GET /api/prices': () => ({ body: prices }),
      'GET /api/trades': () => ({ body: listOf([trade()]) }),
      'GET /market/api/v3/coins/bitcoin/market_chart': ({ search }) => ({
        body: {
          prices: Array.from({ length: Number(search.get('days')) + 1 }, (_, i) => [
            1_700_000_000_000 + i * 60_000,
            100_000 + i,
          ]),
        },
      }),
    });
    storeTestCustomerSession();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5_000 });

    const portfolio = await screen.findByRole('region', { name: 'Portfolio value' });
    // $9,900 CAD + 0.1 BTC at $100,000.
    await within(portfolio).findByText('$19,900.00');
    expect(portfolio).toHaveTextContent('CAD49.74%');
    expect(portfolio).toHaveTextContent('BTC50.25%');

    const live = screen.getByRole('region', { name: 'Live prices' });
    await within(live).findByText('$128,500.12');
    expect(live).toHaveTextContent(/[−-]1\.25%/);
    expect(live).toHaveTextContent('Live');

    const chart = screen.getByRole('region', { name: 'Price chart' });
    await within(chart).findByRole('img', { name: 'BTC price in CAD over the last day' });
    await userEvent.setup().click(within(chart).getByRole('radio', { name: '1W' }));
    await within(chart).findByRole('img', { name: 'BTC price in CAD over the last week' });
    expect(within(chart).getByRole('img')).toHaveTextContent('8 points');
    expect(
      requests.filter((r) => r.path.includes('market_chart')).map((r) => r.search.get('days')),
    ).toEqual(['1', '7']);

    const recent = screen.getByRole('region', { name: 'Recent activity' });
    await waitFor(() => expect(recent).toHaveTextContent(/Buy 0\.00099255\sBTC/));
  });

  it('shows the book cost of the crypto held and the unrealized gain on its value', async () => {
    // Only the clock is fake, so the current tax year is 2026; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(bookCostNow);
    onTestFinished(() => void vi.useRealTimers());
    fakeEventSource([livePrices([{ asset: 'BTC', price: '128500.12345678' }])]);
    fakeServer({
      // 0.015 BTC at $100,000 is $1,500.00; 0.5 ETH at $4,000 is $2,000.00.
      'GET /api/accounts': () => ({
        body: listOf([
          account('CAD', 50_000n),
          account('BTC', 1_500_000n),
          account('ETH', 5n * 10n ** 17n),
        ]),
      }),
      'GET /api/prices': () => ({ body: prices }),
      'GET /api/trades': () => ({ body: listOf([]) }),
      'GET /market/api/v3/coins/bitcoin/market_chart': () => ({ body: { prices: [] } }),
      'GET /customers/tax/2026': () =>
        holdingsAnswer([
          held('BTC', 1_500_000n, 100_000n, true),
          held('ETH', 5n * 10n ** 17n, 225_000n),
        ]),
    });
    storeTestCustomerSession();
    renderApp('/dashboard');
    const portfolio = await screen.findByRole(
      'region',
      { name: 'Portfolio value' },
      { timeout: 5_000 },
    );
    const totals = (await within(portfolio).findByText('Book cost of your crypto'))
      .parentElement as HTMLElement;
    // $1,000.00 + $2,250.00 of cost; $3,500.00 of crypto value less that cost (CAD is left out).
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Estimated$3,250.00', '+$250.00Gain']);
    expect(portfolio).toHaveTextContent('EstimatedThe book cost includes a market value');
    expect(within(portfolio).getByRole('link', { name: 'See your tax centre' })).toHaveAttribute(
      'href',
      '/tax',
    );
  });

  it('calls simulated prices simulated, never live (MARKET_DATA=simulated)', async () => {
    fakeEventSource([
      livePrices([{ asset: 'BTC', price: '128500.12345678' }], { simulated: true }),
    ]);
    fakeServer({
      'GET /api/accounts': () => ({ body: listOf([account('CAD', 990_000n)]) }),
      'GET /api/prices': () => ({ body: prices }),
      'GET /api/trades': () => ({ body: listOf([]) }),
      'GET /market/api/v3/coins/bitcoin/market_chart': () => ({ body: { prices: [] } }),
    });
    storeTestCustomerSession();
    renderApp('/dashboard');
    const tiles = await screen.findByRole(
      'region',
      { name: 'Simulated prices' },
      { timeout: 5_000 },
    );
    await within(tiles).findByText('$128,500.12');
    expect(tiles).toHaveTextContent('These prices are simulated for demonstration.');
    expect(tiles).not.toHaveTextContent(/\bLive\b/);
    expect(screen.queryByRole('region', { name: 'Live prices' })).toBeNull();
  });

  it('says when a withdrawal a connected app asked for waits for the customer’s approval', async () => {
    fakeEventSource([livePrices([{ asset: 'BTC', price: '128500.12345678' }])]);
    fakeServer({
      'GET /api/accounts': () => ({ body: listOf([account('CAD', 990_000n)]) }),
      'GET /api/prices': () => ({ body: prices }),
      'GET /api/trades': () => ({ body: listOf([]) }),
      'GET /market/api/v3/coins/bitcoin/market_chart': () => ({ body: { prices: [] } }),
      'GET /customers/funding': () => ({ body: fundingStatus() }),
      'GET /api/transfers': ({ search }) => ({
        body: listOf(search.get('state') === 'holding' ? [holdingCrypto()] : []),
      }),
      'GET /api/external_wallets': () => ({ body: listOf([]) }),
      'GET /api/external_bank_accounts': () => ({ body: listOf([]) }),
    });
    storeTestCustomerSession();
    renderApp('/dashboard');
    expect(
      await screen.findByText('1 withdrawal waits for your approval.', undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/approvals');
  });
});
