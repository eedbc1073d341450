import { act, screen, waitFor, within } from '@testing-library/react';
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

async function openExchange(title = 'Exchange', path = '/exchange') {
  storeTestCustomerSession();
  renderApp(path);
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

  it('renews an expired quote with a word: the old and the new price, confirmed anew', async () => {
    let asked = 0;
    let last = quote();
    const requests = serve({
      'POST /api/quotes': () => {
        asked += 1;
        last = asked === 1 ? quote(1_000) : quote(10_000, { receive_amount: 98_000n });
        return { status: 201, body: last };
      },
    });
    fakeCountdownTime();
    await openExchange();
    const user = await askForQuote();
    await screen.findByRole('region', { name: 'Your quote' });
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(asked).toBe(2));
    const changed =
      'The price changed: $100,750.59 → $102,040.82 per BTC. Check the new quote and confirm again.';
    const panel = screen.getByRole('region', { name: 'Your quote' });
    expect(await within(panel).findByText(changed)).toBeInTheDocument();
    // Announced too, not only drawn.
    expect(screen.getAllByText(changed)).toHaveLength(2);
    expect(within(panel).getByText(/^0\.00098\sBTC$/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Expires in ([5-9]|10) s/);
    expect(requests.some((r) => r.path === '/api/trades')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Confirm buy' }));
    await screen.findByRole('region', { name: 'Trade placed' });
    const posted = requests.filter((r) => r.method === 'POST' && r.path === '/api/trades');
    // The renewed quote, not the expired one, is what the customer confirmed.
    expect(posted.map((r) => r.body)).toEqual([{ quote_guid: last.guid }]);
  });

  it('says a renewed quote kept its price, and still asks for a new confirm', async () => {
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
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(asked).toBe(2));
    expect(
      await within(screen.getByRole('region', { name: 'Your quote' })).findByText(
        'The quote was renewed at the same price, $100,750.59 per BTC. Confirm again to trade.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps a firm quote's figures, the spread included, while the market moves", async () => {
    const stream = fakeEventSource([livePrices([{ asset: 'BTC', price: '100000.00' }])]);
    serve();
    await openExchange();
    await askForQuote();
    const panel = await screen.findByRole('region', { name: 'Your quote' });
    const figures = () =>
      within(panel)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await waitFor(() =>
      expect(figures()[3]).toEqual(['Spread', '0.75%Above the market mid price']),
    );
    const before = figures();
    act(() => stream.send(livePrices([{ asset: 'BTC', price: '101000.00' }])));
    act(() => stream.send(livePrices([{ asset: 'BTC', price: '99000.00' }])));
    expect(figures()).toEqual(before);
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
    let answer = platformError(
      400,
      'invalid_parameter',
      'The trade is below the minimum of CAD 5.00',
    );
    serve({ 'POST /api/quotes': () => answer });
    await openExchange();
    const user = await askForQuote('1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The minimum trade is $5.00, and the amount must buy something after the fee.',
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

  it('says at the amount field when a sale is more than is available, and offers Max', async () => {
    let accountsRead = 0;
    const requests = serve({
      'GET /api/accounts': () => {
        accountsRead += 1;
        return { body: listOf([account('CAD', 0n), account('BTC', 5_000_000n, 4_000_000n)]) };
      },
      'POST /api/quotes': (request) =>
        (request.body as { deliver_amount?: string }).deliver_amount === '4000000'
          ? { status: 201, body: quote(10_000, { side: 'sell', deliver_amount: 4_000_000n }) }
          : platformError(
              422,
              'insufficient_balance',
              'Insufficient balance: this sale needs 0.05 BTC and 0.04 BTC is available',
            ),
    });
    await openExchange();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await user.click(screen.getByRole('radio', { name: 'BTC' }));
    expect(await screen.findByText(/Available to spend: 0\.04\sBTC/)).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount (BTC)');
    await user.type(amount, '0.05');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(
      /This is more than you have available \(funds still settling cannot be used yet\)/,
    );
    // The customer's own words, not the server's English.
    expect(screen.queryByText(/Insufficient balance/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();
    // The balance beside the field is read again.
    await waitFor(() => expect(accountsRead).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Max: use all 0.04\u00a0BTC available' }));
    expect(amount).toHaveValue('0.04');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(await screen.findByRole('button', { name: 'Confirm sell' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/quotes').at(-1)?.body).toMatchObject({
      side: 'sell',
      deliver_amount: '4000000',
    });
  });

  it('Max on a buy spends the available CAD, the fee included, every digit kept', async () => {
    const requests = serve();
    await openExchange();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'BTC' }));
    await user.click(
      await screen.findByRole('button', { name: 'Max: use all $9,900.00 available' }),
    );
    // Counted in CAD again: what a buy spends.
    expect(screen.getByLabelText('Amount (CAD)')).toHaveValue('9,900.00');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await screen.findByRole('region', { name: 'Your quote' });
    expect(requests.find((r) => r.path === '/api/quotes')?.body).toMatchObject({
      side: 'buy',
      deliver_amount: '990000',
    });
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

  it('starts with the side and asset a link names, as a notification’s does', async () => {
    const requests = serve();
    await openExchange('Exchange', '/exchange?side=sell&asset=ETH');
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
    expect(screen.getByLabelText('Asset')).toHaveValue('ETH');
    await askForQuote('100');
    await screen.findByRole('region', { name: 'Your quote' });
    expect(requests.find((r) => r.path === '/api/quotes')?.body).toMatchObject({
      symbol: 'ETH-CAD',
      side: 'sell',
    });
  });

  it('ignores a side or an asset a link names that the exchange does not have', async () => {
    serve();
    await openExchange('Exchange', '/exchange?side=hold&asset=DOGE');
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeChecked();
    expect(screen.getByLabelText('Asset')).toHaveValue('BTC');
  });
});
