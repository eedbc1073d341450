import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession, testCustomerGuid } from '../../test/customer-session';
import { fakeEventSource, livePrices } from '../../test/fake-event-source';
import { type FakeRoute, fakeServer, listOf, platformError } from '../../test/fake-server';
import { account, quote, trade } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';
import { maxAutomaticRequotes } from './hooks/use-exchange';

/**
 * The quote countdown (an interval reading Date.now) runs on fake time that a test moves on by
 * hand; requests, rendering and testing-library's polling keep real timers, so nothing waits for
 * a quote to expire in real time.
 */
const fakeCountdownTime = () =>
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
afterEach(() => {
  vi.useRealTimers();
});

function serve(routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /api/accounts': () => ({ body: listOf([account('CAD', 1_000_000n, 990_000n)]) }),
    'POST /api/quotes': () => ({ status: 201, body: quote() }),
    'POST /api/trades': () => ({ status: 201, body: trade() }),
    'GET /api/trades/a1b2c3d4e5f60718293a4b5c6d7e8f90': () => ({
      body: trade({ state: 'completed' }),
    }),
    ...routes,
  });
}

async function openExchange(title = 'Exchange') {
  storeTestCustomerSession();
  renderApp('/exchange');
  // The first test also loads the page's code.
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });
}

async function askForQuote(amount = '100') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Amount (CAD)'), amount);
  await user.click(screen.getByRole('button', { name: 'Get a quote' }));
  return user;
}

describe('/exchange', () => {
  it('quotes in CAD: pay, get, all-in price, spread against the live mid, fee, countdown', async () => {
    fakeEventSource([livePrices([{ asset: 'BTC', price: '100000.00' }])]);
    const requests = serve();
    await openExchange();
    expect(await screen.findByText(/Available to spend: \$9,900\.00/)).toBeInTheDocument();
    await askForQuote('100');

    const panel = await screen.findByRole('region', { name: 'Your quote' });
    await waitFor(() => expect(within(panel).getByRole('heading')).toHaveFocus());
    const rows = within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['You pay', '$100.00'],
      ['You get', '0.00099255\u00a0BTC'],
      ['All-in price', '$100,750.59Per BTC, fee included'],
      ['Spread', '0.75%Above the market mid price'],
      ['Fee', '$0.00'],
    ]);
    expect(within(panel).getByRole('timer')).toHaveTextContent(/Expires in (10|9) s/);
    expect(requests.find((r) => r.path === '/api/quotes')?.body).toEqual({
      product_type: 'trading',
      customer_guid: testCustomerGuid,
      symbol: 'BTC-CAD',
      side: 'buy',
      deliver_amount: '10000',
    });
  });

  it('confirms once with an Idempotency-Key, shows the result and the new balances', async () => {
    const requests = serve();
    await openExchange();
    const user = await askForQuote();
    await user.click(await screen.findByRole('button', { name: 'Confirm buy' }));

    const result = await screen.findByRole('region', { name: 'Trade placed' });
    await waitFor(() => expect(within(result).getByRole('heading', { level: 2 })).toHaveFocus());
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/trades');
    expect(post?.body).toEqual({ quote_guid: expect.any(String) });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await within(result).findByText('Completed');
    expect(within(result).getByRole('table')).toHaveTextContent(/CAD\$10,000\.00\$9,900\.00/);
    // The balances are read again after the trade.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/accounts').length).toBeGreaterThan(1),
    );
  });

  it('re-quotes on its own when the countdown runs out', async () => {
    let asked = 0;
    serve({
      'POST /api/quotes': () => {
        asked += 1;
        return { status: 201, body: quote(asked === 1 ? 1_000 : 10_000) };
      },
    });
    fakeCountdownTime();
    await openExchange();
    await askForQuote();
    await screen.findByRole('region', { name: 'Your quote' });
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(asked).toBe(2));
    expect(await screen.findByText('New quote: the price has been updated.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Expires in ([5-9]|10) s/);
  });

  it('stops re-quoting after a while and lets the customer ask again', async () => {
    let asked = 0;
    serve({
      'POST /api/quotes': () => {
        asked += 1;
        return { status: 201, body: quote(asked <= maxAutomaticRequotes + 1 ? 10 : 10_000) };
      },
    });
    fakeCountdownTime();
    await openExchange();
    const user = await askForQuote();
    // Each short quote arrives, then its countdown runs out and the next one is asked for.
    for (let round = 1; round <= maxAutomaticRequotes + 1; round += 1) {
      await waitFor(() => expect(asked).toBe(round));
      await vi.advanceTimersByTimeAsync(250);
    }
    const refresh = await screen.findByRole('button', { name: 'Get a new quote' });
    expect(asked).toBe(maxAutomaticRequotes + 1);
    expect(screen.getByRole('timer')).toHaveTextContent('This quote has expired.');
    await user.click(refresh);
    expect(await screen.findByRole('button', { name: 'Confirm buy' })).toBeInTheDocument();
    expect(asked).toBe(maxAutomaticRequotes + 2);
  });

  it('says so when the trade fails for insufficient funds', async () => {
    serve({
      'POST /api/trades': () => ({
        status: 201,
        body: trade({ state: 'failed', failure_code: 'non_sufficient_funds' }),
      }),
    });
    await openExchange();
    const user = await askForQuote();
    await user.click(await screen.findByRole('button', { name: 'Confirm buy' }));
    expect(await screen.findByRole('region', { name: 'Trade failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have enough CAD for this trade.',
    );
  });

  it('re-quotes after a confirm on an expired quote, and says why', async () => {
    let asked = 0;
    serve({
      'POST /api/quotes': () => {
        asked += 1;
        return { status: 201, body: quote() };
      },
      'POST /api/trades': () => platformError(422, 'quote_expired', 'The quote has expired'),
    });
    await openExchange();
    const user = await askForQuote();
    await user.click(await screen.findByRole('button', { name: 'Confirm buy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The quote expired before you/);
    await waitFor(() => expect(asked).toBe(2));
    expect(await screen.findByRole('button', { name: 'Confirm buy' })).toBeInTheDocument();
  });

  it('sends an unverified customer to the identity verification', async () => {
    serve({
      'POST /api/quotes': () =>
        platformError(422, 'unverified_customer', 'Verify your identity before you trade.'),
    });
    await openExchange();
    await askForQuote();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verify your identity before you trade.');
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
  });

  it('says a trade is over the investment limit and when it fits again, not re-quoting', async () => {
    let asked = 0;
    serve({
      'POST /api/quotes': () => {
        asked += 1;
        return { status: 201, body: quote() };
      },
      'POST /api/trades': () =>
        platformError(
          422,
          'limit_exceeded',
          'This would exceed your investment limit on net purchases of XRP over 12 months of $30,000.00. It resets for this amount at 2027-11-22T15:30:00.000Z.',
        ),
    });
    await openExchange();
    const user = await askForQuote();
    await user.click(await screen.findByRole('button', { name: 'Confirm buy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /above your investment limit\. From Nov 22, 2027, .* an amount this size fits again\./,
    );
    expect(asked).toBe(1);
  });

  it('explains below-minimum amounts, delayed prices and network failures', async () => {
    let answer = platformError(400, 'below_minimum', 'The trade is below the minimum of CAD 5');
    serve({ 'POST /api/quotes': () => answer });
    await openExchange();
    const user = await askForQuote('1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The minimum trade is $5.00. Enter a larger amount.',
    );
    answer = platformError(503, 'service_unavailable', 'Prices are delayed; try again in a moment');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/Prices are delayed right now/),
    );
    serve({ 'POST /api/quotes': () => undefined });
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/We could not reach Maple Exchange/),
    );
  });

  it('checks the amount before asking, in French too', async () => {
    await i18n.changeLanguage('fr-CA');
    const requests = serve();
    await openExchange('Échange');
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Montant (CAD)');
    await user.type(amount, '10,123');
    await user.click(screen.getByRole('button', { name: 'Obtenir un prix' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Les montants en CAD ont au plus 2 décimales\./);
    await user.clear(amount);
    await user.type(amount, '100,50');
    await user.click(screen.getByRole('button', { name: 'Obtenir un prix' }));
    await screen.findByRole('region', { name: 'Votre prix' });
    expect(requests.find((r) => r.path === '/api/quotes')?.body).toMatchObject({
      deliver_amount: '10050',
    });
  });
});
