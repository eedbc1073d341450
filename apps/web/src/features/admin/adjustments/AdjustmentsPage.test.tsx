import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { staffProfile, storeAdminSession } from '../../../test/review-fixtures';

const customer = '0123456789abcdef0123456789abcdef';
const adjustment = (overrides: Record<string, unknown> = {}) => ({
  guid: 'a'.repeat(32),
  customer_guid: customer,
  account_guid: 'b'.repeat(32),
  asset: 'CAD',
  category: 'goodwill_credit',
  direction: 'credit',
  amount: '2500',
  reason: 'Delayed withdrawal',
  customer_note: 'Sorry for the delay',
  state: 'proposed',
  proposed_by_email: 'compliance@maple.example',
  proposed_at: '2026-11-25T14:00:00.000Z',
  decided_by_email: null,
  decided_at: null,
  decision_reason: null,
  entry_id: null,
  ...overrides,
});
const list = (objects: unknown[]) => ({
  data: { page: 0, per_page: 20, total: objects.length, objects },
});

function serve(role: 'support' | 'compliance' | 'admin', routes: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /admin/api/me': () => ({ body: { data: staffProfile(role) } }),
    'GET /admin/api/adjustments': () => ({ body: list([adjustment()]) }),
    ...routes,
  });
}

async function open(url = '/admin/adjustments') {
  storeAdminSession();
  renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Manual adjustments' });
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/adjustments', () => {
  it('proposes an adjustment in the asset’s units, the customer taken from the address', async () => {
    const requests = serve('compliance', {
      'POST /admin/api/adjustments': () => ({ status: 201, body: { data: adjustment() } }),
    });
    await open(`/admin/adjustments?customer=${customer}`);
    const form = within(screen.getByRole('region', { name: 'Propose an adjustment' }));
    expect(form.getByLabelText('Customer ID')).toHaveValue(customer);
    const user = userEvent.setup();
    await user.selectOptions(form.getByLabelText('Account'), 'BTC');
    await user.selectOptions(form.getByLabelText('Category'), 'fee_refund');
    // A fee refund only credits: the direction is set, and a debit is not offered.
    expect(form.getByLabelText('Direction')).toHaveValue('credit');
    expect(form.queryByRole('option', { name: /Debit/ })).toBeNull();
    await user.type(form.getByLabelText('Amount'), '0.000000001');
    await user.type(form.getByLabelText('Reason'), 'Fee charged twice');
    await user.click(form.getByRole('button', { name: 'Propose' }));
    expect(await form.findByText('BTC has at most 8 decimals')).toBeInTheDocument();
    // What the customer is told is required: a proposal without it is not sent.
    expect(form.getByLabelText('What the customer is told')).toHaveAccessibleDescription(
      /Write what the customer is told/,
    );
    await user.type(form.getByLabelText('What the customer is told'), 'We refund a double fee');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '0.0125');
    await user.click(form.getByRole('button', { name: 'Propose' }));
    expect(await form.findByText(/A different administrator must now approve/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      customer_guid: customer,
      asset: 'BTC',
      category: 'fee_refund',
      direction: 'credit',
      amount: '1250000',
      reason: 'Fee charged twice',
      customer_note: 'We refund a double fee',
    });
    expect(
      requests
        .find((r) => r.path === '/admin/api/adjustments' && r.method === 'GET')
        ?.search.get('customer_guid'),
    ).toBe(customer);
  });

  it('shows a server refusal on the form', async () => {
    serve('compliance', {
      'POST /admin/api/adjustments': () => ({
        status: 404,
        body: { message: 'This customer has no CAD account', code: 'not_found', request_id: 'r' },
      }),
    });
    await open();
    const form = within(screen.getByRole('region', { name: 'Propose an adjustment' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Customer ID'), 'f'.repeat(32));
    await user.selectOptions(form.getByLabelText('Account'), 'CAD');
    await user.selectOptions(form.getByLabelText('Category'), 'correction');
    await user.selectOptions(form.getByLabelText('Direction'), 'debit');
    await user.type(form.getByLabelText('Amount'), '10');
    await user.type(form.getByLabelText('Reason'), 'Duplicate credit');
    await user.type(form.getByLabelText('What the customer is told'), 'Fixing a duplicate');
    await user.click(form.getByRole('button', { name: 'Propose' }));
    expect(await form.findByRole('alert')).toHaveTextContent('This customer has no CAD account');
  });

  it('lets an admin approve another’s proposal with a reason', async () => {
    const requests = serve('admin', {
      [`POST /admin/api/adjustments/${'a'.repeat(32)}/approve`]: () => ({
        body: { data: adjustment({ state: 'approved', decided_by_email: 'admin@maple.example' }) },
      }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Manual adjustments, newest first' });
    const row = within(table).getAllByRole('row')[1];
    if (row === undefined) throw new Error('no row');
    expect(row).toHaveTextContent('+$25.00');
    // The checker sees what the customer will be told before deciding.
    expect(row).toHaveTextContent('Customer is told: Sorry for the delay');
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', { name: 'Approve the adjustment of +$25.00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this adjustment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/at least 5 characters/)).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Reason for your decision'),
      'Confirmed with finance',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Approved and booked.')).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/approve'))?.body).toEqual({
      reason: 'Confirmed with finance',
    });
  });

  it('disables the decision for the maker and for non-admins, saying why', async () => {
    serve('admin', {
      'GET /admin/api/adjustments': () => ({
        body: list([adjustment({ proposed_by_email: 'admin@maple.example' })]),
      }),
    });
    await open();
    const approve = await screen.findByRole('button', { name: /Approve the adjustment/ });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'You proposed this adjustment: a different administrator must decide it.',
    );
  });

  it('hides the proposal form from support and disables decisions', async () => {
    serve('support');
    await open();
    expect(
      await screen.findByText(
        'Proposing an adjustment needs the compliance or administrator role.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Propose an adjustment' })).toBeNull();
    expect(
      await screen.findByRole('button', { name: /Reject the adjustment/ }),
    ).toHaveAccessibleDescription('Only an administrator can approve or reject.');
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    serve('admin', { 'GET /admin/api/adjustments': () => ({ body: list([]) }) });
    await open();
    expect(await screen.findByText('No adjustments match.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    serve('admin', {
      'GET /admin/api/adjustments': () => ({
        status: 500,
        body: { message: 'boom', code: 'internal_error', request_id: 'r' },
      }),
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The adjustments could not be loaded.')).toBeInTheDocument();
  });
});
