import { statedCostRequestSchema, type TransferIn } from '@maple/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { storeTestCustomerSession } from '../../test/customer-session';
import { type FakeRequest, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { taxYear, transferIn } from '../../test/tax-fixtures';

/**
 * /tax's "Crypto you transferred in" (ADR 76): each crypto deposit with its market value on
 * arrival and its cost, the cost stated in place (in cents to the server, the year's figures
 * asked for again) or withdrawn, a bad amount said on its field.
 */
const guid = transferIn().guid;
const costPath = `/customers/tax/transfers-in/${guid}/cost`;

/**
 * The server of these tests: the year, and the transfers in as `listed` holds them now; a PUT
 * or DELETE of the cost changes what the next read lists.
 */
function serve(initial: TransferIn[]): FakeRequest[] {
  let listed = initial;
  const answer = (row: TransferIn) => {
    listed = listed.map((item) => (item.guid === row.guid ? row : item));
    return { body: { data: row } };
  };
  return fakeServer({
    'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
    'GET /customers/tax/transfers-in': () => ({ body: { data: listed } }),
    [`PUT ${costPath}`]: (request) => {
      const cost = statedCostRequestSchema.parse(request.body).cost_cents;
      return answer(transferIn({ stated_cost_cents: cost, estimated: false }));
    },
    [`DELETE ${costPath}`]: () => answer(transferIn()),
  });
}

async function open(name = 'Crypto you transferred in') {
  storeTestCustomerSession();
  renderApp('/tax');
  return screen.findByRole('region', { name }, { timeout: 5_000 });
}

/** Each term of the item with its value, as read on screen. */
const factsOf = (item: HTMLElement) => {
  const values = within(item).getAllByRole('definition');
  return within(item)
    .getAllByRole('term')
    .map((term, index) => [term.textContent, values[index]?.textContent]);
};

const count = (requests: readonly FakeRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path).length;

describe('/tax transfers in', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T16:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists each transfer in with its market value on arrival and its cost, stated or estimated', async () => {
    serve([
      transferIn({
        guid: 'd1d2d3d4d5d6d7d8d9dadbdcdddedf00',
        asset: 'ETH',
        quantity: '2000000000000000000',
        quantity_decimal: '2',
        arrived_at: '2026-05-01T12:00:00.000Z',
        market_value_cents: '700000',
        stated_cost_cents: '123456',
        estimated: false,
      }),
      transferIn(),
    ]);
    const section = await open();
    expect(section).toHaveTextContent('Crypto you bought elsewhere keeps its original cost');
    const [stated, estimated] = await within(section).findAllByRole('listitem');
    if (stated === undefined || estimated === undefined) throw new Error('two items');
    expect(factsOf(stated)).toEqual([
      ['Arrived', 'May 1, 2026'],
      ['Quantity', '2\u00a0ETH'],
      ['Market value on arrival', '$7,000.00'],
      ['Your cost', '$1,234.56'],
    ]);
    expect(
      within(stated).getByRole('button', {
        name: /^Change your cost of 2\sETH received May 1, 2026$/,
      }),
    ).toHaveTextContent('Change');
    expect(within(stated).getByRole('button', { name: /^Use the market value/ })).toHaveTextContent(
      'Use market value',
    );
    expect(factsOf(estimated)).toEqual([
      ['Arrived', 'April 10, 2026'],
      ['Quantity', '0.5\u00a0BTC'],
      ['Market value on arrival', '$40,000.00'],
      ['Your cost', 'Estimated at market value'],
    ]);
    expect(
      within(estimated)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['State your cost']);
  });

  it('states a cost in cents, asks for the year again and gives focus back to the item', async () => {
    const requests = serve([transferIn()]);
    const section = await open();
    const user = userEvent.setup();
    await user.click(
      await within(section).findByRole('button', {
        name: /^State your cost of 0\.5\sBTC received April 10, 2026$/,
      }),
    );
    const field = within(section).getByLabelText(
      /^What you paid for 0\.5\sBTC, in dollars \(CAD\)$/,
    );
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      'The price and the fees you paid to buy it, in Canadian dollars; for a gift, its value when you received it. 0 is allowed.',
    );
    await user.type(field, '30,000.50');
    await user.click(within(section).getByRole('button', { name: 'Save cost' }));

    await waitFor(() => expect(count(requests, 'PUT', costPath)).toBe(1));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      cost_cents: '3000050',
    });
    const item = await within(section).findByText('$30,000.50');
    expect(item).toBeInTheDocument();
    // Every tax figure follows a stated cost: the year is asked for again.
    await waitFor(() => expect(count(requests, 'GET', '/customers/tax/2026')).toBe(2));
    expect(count(requests, 'GET', '/customers/tax/transfers-in')).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: /^Change your cost/ })).toHaveFocus(),
    );
    expect(
      await screen.findByText(/^Your cost of 0\.5\sBTC is saved: your figures now use it\.$/),
    ).toBeInTheDocument();
  });

  it('says on the field what is wrong with the amount, and sends nothing', async () => {
    const requests = serve([transferIn()]);
    const section = await open();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: /^State your cost/ }));
    const field = within(section).getByRole('textbox');
    const save = within(section).getByRole('button', { name: 'Save cost' });

    await user.click(save);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter what you paid, in dollars and cents'),
    );
    for (const typed of ['-5', '12.345', 'ten dollars']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(save);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Enter an amount in dollars and cents, 0 or more'),
      );
      expect(field).toHaveFocus();
    }
    await user.clear(field);
    await user.type(field, '10000000000000');
    await user.click(save);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Enter an amount under $10 trillion'),
      ),
    );
    expect(count(requests, 'PUT', costPath)).toBe(0);

    // Cancel closes the form and gives focus back to the button that opened it.
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: /^State your cost/ })).toHaveFocus(),
    );
  });

  it('goes back to the market value when asked', async () => {
    const requests = serve([transferIn({ stated_cost_cents: '100', estimated: false })]);
    const section = await open();
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: /^Use the market value/ }));
    await waitFor(() => expect(count(requests, 'DELETE', costPath)).toBe(1));
    expect(await within(section).findByText('Estimated at market value')).toBeInTheDocument();
    await waitFor(() => expect(count(requests, 'GET', '/customers/tax/2026')).toBe(2));
  });

  it('shows no section without transfers in, and a failure with a retry', async () => {
    let calls = 0;
    fakeServer({
      'GET /customers/tax/2026': () => ({ body: { data: taxYear() } }),
      'GET /customers/tax/transfers-in': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { message: '' } } : { body: { data: [] } };
      },
    });
    const section = await open();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Your crypto transferred in could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Crypto you transferred in' })).toBeNull(),
    );
    expect(screen.getByRole('region', { name: 'Holdings now' })).toBeInTheDocument();
  });
});

describe('/tax transfers in, in French', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T16:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('speaks French and reads a French amount', async () => {
    const requests = serve([transferIn()]);
    await i18n.changeLanguage('fr-CA');
    const section = await open('Cryptoactifs que vous avez transférés ici');
    const [item] = await within(section).findAllByRole('listitem');
    if (item === undefined) throw new Error('one item');
    expect(factsOf(item)).toEqual([
      ['Arrivée', '10 avril 2026'],
      ['Quantité', '0,5\u00a0BTC'],
      ['Valeur marchande à l’arrivée', expect.stringMatching(/^40\s000,00\s\$$/)],
      ['Votre coût', 'Estimé à la valeur marchande'],
    ]);
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: /^Indiquer votre coût/ }));
    const field = within(section).getByLabelText(
      /^Ce que vous avez payé pour 0,5\sBTC, en dollars \(CAD\)$/,
    );
    await user.type(field, '-1');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le coût' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez un montant en dollars et en cents, 0 ou plus'),
    );
    await user.clear(field);
    await user.type(field, '1 234,56');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le coût' }));
    await waitFor(() => expect(count(requests, 'PUT', costPath)).toBe(1));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      cost_cents: '123456',
    });
  });
});
