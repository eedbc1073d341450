import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeAnswer, fakeServer, listOf } from '../../test/fake-server';
import { account, quote } from '../../test/platform-fixtures';
import { renderApp } from '../../test/render-app';

/**
 * The sell quote's superficial-loss note (docs/product/tax.md): the server's preview of the sale
 * at the quote's figures, told in words when part of its loss would be denied, and nothing
 * otherwise.
 */

/** A sale of 0.04 BTC for $1,000.00, the $2.00 fee taken: the customer gets $998.00. */
const sellQuote = () =>
  quote(10_000, {
    side: 'sell',
    deliver_amount: 4_000_000n,
    receive_amount: 99_800n,
    fee: 200n,
  });

const preview = (denied: string): FakeAnswer => ({
  body: {
    data: {
      asset: 'BTC',
      quantity: '4000000',
      cost_cents: '150000',
      gain_cents: '-50200',
      denied_loss_cents: denied,
      reason: denied === '0' ? 'none' : 'bought_within_30_days',
      // Evening in Toronto, already the next day in UTC: the day shown is Toronto's.
      last_purchase_at: '2026-11-03T02:30:00.000Z',
    },
  },
});

async function quoteASale(answer: FakeAnswer) {
  const requests = fakeServer({
    'GET /api/accounts': () => ({
      body: listOf([account('CAD', 0n), account('BTC', 5_000_000n, 5_000_000n)]),
    }),
    'POST /api/quotes': () => ({ status: 201, body: sellQuote() }),
    'GET /customers/tax/sale-preview': () => answer,
  });
  storeTestCustomerSession();
  renderApp('/exchange');
  await screen.findByRole('heading', { level: 1, name: 'Exchange' }, { timeout: 5_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Sell' }));
  await user.click(screen.getByRole('radio', { name: 'BTC' }));
  await user.type(screen.getByLabelText('Amount (BTC)'), '0.04');
  await user.click(screen.getByRole('button', { name: 'Get a quote' }));
  const panel = await screen.findByRole('region', { name: 'Your quote' });
  await screen.findByRole('button', { name: 'Confirm sell' });
  return { requests, panel };
}

describe('the sell quote’s superficial-loss note', () => {
  it('says how much of the loss would be denied, why and since when, with a link to /tax', async () => {
    const { requests, panel } = await quoteASale(preview('33467'));
    const note = await within(panel).findByRole('status');
    expect(note).toHaveTextContent(
      'About $334.67 of this $502.00 loss would be a superficial loss: you bought BTC on November 2, 2026, within 30 days. It would be added to the cost of the BTC you still hold instead of being deductible now. Learn more',
    );
    expect(within(note).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/tax');
    // The quote's figures: the units, the proceeds before the fee, and the fee as the outlay.
    const asked = requests.find((request) => request.path === '/customers/tax/sale-preview');
    expect(Object.fromEntries(asked?.search ?? [])).toEqual({
      asset: 'BTC',
      quantity: '4000000',
      proceeds_cents: '100000',
      outlays_cents: '200',
    });
    expect(asked?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it.each([
    ['nothing would be denied', preview('0')],
    ['the preview fails', { status: 400, body: { code: 'invalid_parameter', message: 'No' } }],
  ])('is absent when %s, and the sale goes on', async (_, answer) => {
    const { requests, panel } = await quoteASale(answer);
    await vi.waitFor(() =>
      expect(requests.some((request) => request.path === '/customers/tax/sale-preview')).toBe(true),
    );
    // Time for the answer to be drawn, were it drawn.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(panel).queryByText(/superficial loss/)).toBeNull();
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Confirm sell' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
