import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../../../test/review-fixtures';

const caseGuid = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const customerGuid = '0123456789abcdef0123456789abcdef';
const jobId = '6f1c2b1e-2d3c-4b5a-8e9f-0a1b2c3d4e5f';

const complianceCase = (overrides: Record<string, unknown> = {}) => ({
  guid: caseGuid,
  kind: 'large_virtual_currency',
  customer_guid: customerGuid,
  state: 'open',
  opened_at: '2026-11-27T17:00:00.000Z',
  deadline: '2026-12-04',
  claimed_by: null,
  claimed_at: null,
  decision: null,
  reason: null,
  decided_by: null,
  decided_at: null,
  ...overrides,
});

const caseList = (objects: unknown[]) => ({
  data: { total: objects.length, page: 0, per_page: 20, objects },
});

const deadJob = {
  id: jobId,
  queue: 'funding-rail',
  state: 'dead',
  attempts: 3,
  data: {},
  error: 'rail timed out',
  failed_at: '2026-11-26T08:00:00.000Z',
};

async function open(path: string, heading = 'Work queue') {
  storeAdminSession();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

describe('/admin/queues', () => {
  it('links to every work queue', async () => {
    await open('/admin/queues', 'Work queues');
    const list = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(list).toEqual([
      'Verifications in review',
      'Compliance cases',
      'Crypto withdrawals',
      'Unmatched e-Transfers',
      'Returned deposits',
      'Reconciliation differences',
      'Failed or stuck transfers',
      'Dead jobs',
    ]);
    expect(screen.getByRole('link', { name: 'Dead jobs' })).toHaveAttribute(
      'href',
      '/admin/queues/dead-jobs',
    );
    expect(screen.getByRole('link', { name: 'Verifications in review' })).toHaveAttribute(
      'href',
      '/admin/compliance',
    );
  });
});

describe('/admin/queues/cases', () => {
  it('claims an open case, its row linking to the customer', async () => {
    let state = complianceCase();
    const requests = fakeServer({
      'GET /admin/api/compliance-cases': () => ({ body: caseList([state]) }),
      [`POST /admin/api/compliance-cases/${caseGuid}/claim`]: () => {
        state = complianceCase({ state: 'claimed', claimed_by: 'staff-1' });
        return { body: { data: state } };
      },
    });
    const user = userEvent.setup();
    await open('/admin/queues/cases');
    const table = await screen.findByRole('table', { name: 'Open compliance cases, oldest first' });
    const [row] = within(table).getAllByRole('row').slice(1);
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('Large virtual currency receipt');
    expect(row).toHaveTextContent('December 4, 2026');
    expect(within(row).getByRole('link', { name: `Customer ${customerGuid}` })).toHaveAttribute(
      'href',
      `/admin/customer/${customerGuid}`,
    );
    await user.click(within(row).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('button', { name: 'Decide' })).toBeVisible();
    expect(await screen.findByText('Claimed')).toBeVisible();
    const claim = requests.find((request) => request.method === 'POST');
    expect(claim?.path).toBe(`/admin/api/compliance-cases/${caseGuid}/claim`);
    expect(claim?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('decides a claimed case only with a choice and a reason', async () => {
    let state = complianceCase({ state: 'claimed', claimed_by: 'staff-1' });
    const requests = fakeServer({
      // The queue holds open and claimed cases only.
      'GET /admin/api/compliance-cases': () => ({
        body: caseList(state.state === 'closed' ? [] : [state]),
      }),
      [`POST /admin/api/compliance-cases/${caseGuid}/decision`]: () => {
        state = complianceCase({ state: 'closed', decision: 'reported', reason: 'Filed' });
        return { body: { data: state } };
      },
    });
    const user = userEvent.setup();
    await open('/admin/queues/cases');
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Decide: Large virtual currency receipt',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a decision.');
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Reported' }));
    await user.type(within(dialog).getByLabelText('Reason'), ' Filed ');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      decision: 'reported',
      reason: 'Filed',
    });
    expect(await screen.findByText('No open cases.')).toBeVisible();
  });

  it('shows the report draft of a large virtual currency case', async () => {
    const transaction = {
      transfer_guid: 'ee00000000000000000000000000000e',
      received_at: '2026-11-27T16:00:00.000Z',
      asset: 'BTC',
      amount: '10000000',
      cad_value_cents: '1285000',
      txn_hash: 'ab'.repeat(32),
      receiving_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      sending_address: null,
    };
    const requests = fakeServer({
      'GET /admin/api/compliance-cases': () => ({ body: caseList([complianceCase()]) }),
      [`GET /admin/api/compliance-cases/${caseGuid}`]: () => ({
        body: {
          data: {
            ...complianceCase(),
            transfer_guids: [transaction.transfer_guid],
            report_draft: {
              report_type: 'large_virtual_currency_transaction',
              beneficiary_customer_guid: customerGuid,
              twenty_four_hour_rule: false,
              threshold_crossed_at: '2026-11-27T17:00:00.000Z',
              deadline: '2026-12-04',
              total_cad_cents: '1285000',
              transactions: [transaction],
            },
          },
        },
      }),
    });
    const user = userEvent.setup();
    await open('/admin/queues/cases');
    await user.click(await screen.findByRole('button', { name: 'Report draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report draft' });
    const receipts = await within(dialog).findByRole('table', {
      name: 'Receipts the report covers',
    });
    expect(receipts).toHaveTextContent(transaction.txn_hash);
    expect(receipts).toHaveTextContent(transaction.receiving_address);
    expect(receipts).toHaveTextContent('0.1 BTC');
    expect(dialog).toHaveTextContent('Received: $12,850.00 CAD. Report due December 4, 2026.');
    expect(requests.map((request) => request.path)).toContain(
      `/admin/api/compliance-cases/${caseGuid}`,
    );
  });

  it('says why a claim was refused', async () => {
    fakeServer({
      'GET /admin/api/compliance-cases': () => ({ body: caseList([complianceCase()]) }),
      [`POST /admin/api/compliance-cases/${caseGuid}/claim`]: () => ({
        status: 409,
        body: { message: 'This case is claimed already', code: 'conflict', request_id: 'r1' },
      }),
    });
    const user = userEvent.setup();
    await open('/admin/queues/cases');
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This case is claimed already');
  });

  it('says when there are no open cases, and offers a retry when the list fails', async () => {
    fakeServer({ 'GET /admin/api/compliance-cases': () => ({ body: caseList([]) }) });
    const { unmount } = await open('/admin/queues/cases');
    expect(await screen.findByText('No open cases.')).toBeVisible();
    unmount();
    fakeServer({});
    await open('/admin/queues/cases');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the compliance cases.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/admin/queues/cases, closed', () => {
  const staffId = '5b0c8a3e-1d2f-4e6a-9b7c-8d9e0f1a2b3c';
  const closedCase = complianceCase({
    kind: 'deny_list_hit',
    deadline: null,
    state: 'closed',
    claimed_by: staffId,
    claimed_at: '2026-11-27T18:00:00.000Z',
    decision: 'dismissed',
    reason: 'Address belongs to the exchange itself',
    decided_by: staffId,
    decided_at: '2026-11-28T09:30:00.000Z',
  });
  const draft = {
    asset: 'ETH',
    address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    source: 'check_wallet',
    list_entry: { ent_num: '39796', name: 'Listed Entity', currency: 'ETH' },
    entered_at: '2026-11-27T17:00:00.000Z',
  };
  const listed = (request: { search: URLSearchParams }) =>
    request.search.get('state') === 'closed' ? [closedCase] : [complianceCase()];

  it('switches to closed cases: who decided what, when and why, with the draft only', async () => {
    const requests = fakeServer({
      'GET /admin/api/compliance-cases': (request) => ({ body: caseList(listed(request)) }),
      [`GET /admin/api/compliance-cases/${caseGuid}`]: () => ({
        body: { data: { ...closedCase, transfer_guids: [], report_draft: draft } },
      }),
    });
    const user = userEvent.setup();
    const { router } = await open('/admin/queues/cases');
    await screen.findByRole('table', { name: 'Open compliance cases, oldest first' });
    expect(screen.getByRole('radio', { name: 'In progress' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    const table = await screen.findByRole('table', {
      name: 'Closed compliance cases, newest decision first',
    });
    expect(router.state.location.search).toBe('?state=closed');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Decided', 'Decided by', 'Decision', 'Reason']),
    );
    const [row] = within(table).getAllByRole('row').slice(1);
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('Deny-list address');
    expect(row).toHaveTextContent('Nov 28, 2026, 9:30 a.m.');
    expect(row).toHaveTextContent(staffId);
    expect(row).toHaveTextContent('Dismissed');
    expect(row).toHaveTextContent('Address belongs to the exchange itself');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Report draft']);
    await user.click(within(row).getByRole('button', { name: 'Report draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report draft' });
    expect(await within(dialog).findByText(/Listed Entity/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('radio', { name: 'In progress' }));
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeVisible();
    const lists = requests.filter((request) => request.path === '/admin/api/compliance-cases');
    expect(lists.map((request) => request.search.get('state'))).toEqual(['open', 'closed', 'open']);
  });

  it('filters by kind and pages within the filter, from the address', async () => {
    const requests = fakeServer({
      'GET /admin/api/compliance-cases': (request) => ({
        body: { data: { total: 45, page: 0, per_page: 20, objects: listed(request) } },
      }),
    });
    const user = userEvent.setup();
    const { router } = await open('/admin/queues/cases?state=closed&page=2');
    await screen.findByRole('table', { name: 'Closed compliance cases, newest decision first' });
    expect(screen.getByRole('radio', { name: 'Closed' })).toBeChecked();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Deny-list address');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?state=closed&kind=deny_list_hit'),
    );
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(router.state.location.search).toBe('?state=closed&kind=deny_list_hit&page=2');
    const asked = requests.map((request) => Object.fromEntries(request.search));
    expect(asked).toEqual([
      { state: 'closed', page: '1', per_page: '20' },
      { state: 'closed', kind: 'deny_list_hit', page: '0', per_page: '20' },
      { state: 'closed', kind: 'deny_list_hit', page: '1', per_page: '20' },
    ]);
  });

  it('says when no case is closed yet, in French too', async () => {
    fakeServer({ 'GET /admin/api/compliance-cases': () => ({ body: caseList([]) }) });
    const { unmount } = await open('/admin/queues/cases?state=closed');
    expect(await screen.findByText('No closed cases.')).toBeVisible();
    expect(screen.getByText('A case appears here once it is decided.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('fr-CA');
    try {
      await open('/admin/queues/cases?state=closed', 'File de travail');
      expect(await screen.findByText('Aucun dossier fermé.')).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Fermés' })).toBeChecked();
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });

  it('shows the withdrawals a travel-rule structuring case covers and what they add up to', async () => {
    const structuring = complianceCase({ kind: 'travel_rule_structuring', deadline: null });
    const withdrawal = (guid: string, sentAt: string) => ({
      transfer_guid: guid,
      sent_at: sentAt,
      asset: 'BTC',
      amount: '600000',
      cad_value_cents: '60000',
    });
    fakeServer({
      'GET /admin/api/compliance-cases': () => ({ body: caseList([structuring]) }),
      [`GET /admin/api/compliance-cases/${caseGuid}`]: () => ({
        body: {
          data: {
            ...structuring,
            transfer_guids: ['a'.repeat(32), 'b'.repeat(32)],
            report_draft: {
              report_type: 'travel_rule_structuring',
              originator_customer_guid: customerGuid,
              threshold_cad_cents: '100000',
              threshold_crossed_at: '2026-11-27T18:00:00.000Z',
              total_cad_cents: '120000',
              withdrawals: [
                withdrawal('a'.repeat(32), '2026-11-27T17:00:00.000Z'),
                withdrawal('b'.repeat(32), '2026-11-27T18:00:00.000Z'),
              ],
            },
          },
        },
      }),
    });
    const user = userEvent.setup();
    await open('/admin/queues/cases');
    const table = await screen.findByRole('table', { name: 'Open compliance cases, oldest first' });
    expect(table).toHaveTextContent('Withdrawals split under the travel rule');
    await user.click(within(table).getByRole('button', { name: 'Report draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report draft' });
    expect(
      await within(dialog).findByText(/add up to \S*1,200\.00 CAD within 24 hours/),
    ).toBeVisible();
    const rows = within(
      within(dialog).getByRole('table', { name: 'Withdrawals the case covers' }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/600\.00 CAD/);
  });
});

describe('/admin/queues/dead-jobs', () => {
  it('retries one dead job and discards another', async () => {
    const requests = fakeServer({
      'GET /admin/api/jobs': () => ({
        body: { data: { total: 1, page: 0, per_page: 20, objects: [deadJob] } },
      }),
      [`POST /admin/api/jobs/${jobId}/retry`]: () => ({
        body: { data: { id: '7f1c2b1e-2d3c-4b5a-8e9f-0a1b2c3d4e5f', queue: 'funding-rail' } },
      }),
      [`POST /admin/api/jobs/${jobId}/discard`]: () => ({
        body: { data: { message: 'The job is discarded.' } },
      }),
    });
    const user = userEvent.setup();
    await open('/admin/queues/dead-jobs');
    const queues = screen.getByRole('navigation', { name: 'Work queues' });
    expect(within(queues).getByRole('link', { name: 'Dead jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', { name: 'Dead jobs' });
    expect(table).toHaveTextContent('rail timed out');
    await user.click(within(table).getByRole('button', { name: 'Retry the funding-rail job' }));
    expect(await screen.findByText('The job will run again.')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Discard the funding-rail job' }));
    expect(await screen.findByText('The job is discarded.')).toBeVisible();
    expect(Object.fromEntries(requests[0]?.search ?? [])).toMatchObject({ state: 'dead' });
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`/admin/api/jobs/${jobId}/retry`, `/admin/api/jobs/${jobId}/discard`]);
  });
});

describe('/admin/queues/withdrawals', () => {
  it('approves a withdrawal with a reason', async () => {
    const withdrawal = {
      guid: 'aa00000000000000000000000000000a',
      customer_guid: customerGuid,
      asset: 'BTC',
      state: 'reviewing',
      failure_code: null,
      amount: '20002000',
      network_fee: '2000',
      cad_value: '2570000',
      external_wallet_guid: 'bb00000000000000000000000000000b',
      travel_rule_required: true,
      travel_rule_party: 'own',
      travel_rule_name: null,
      travel_rule_address: null,
      reviewed_by: null,
      review_reason: null,
      created_at: '2026-11-26T08:00:00.000Z',
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      destination: {
        address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        tag: null,
        label: 'Cold storage',
        added_at: '2026-11-26T05:00:00.000Z',
      },
      screening: { result: 'listed', listed_name: 'HALVARD DIGITAL SERVICES LTD.' },
      recent_withdrawals: [
        {
          guid: 'cc00000000000000000000000000000c',
          asset: 'CAD',
          amount: '150000',
          state: 'completed',
          created_at: '2026-11-20T08:00:00.000Z',
        },
      ],
    };
    const requests = fakeServer({
      'GET /admin/api/crypto-withdrawals': () => ({
        body: { data: { page: 0, per_page: 20, objects: [withdrawal] } },
      }),
      [`POST /admin/api/crypto-withdrawals/${withdrawal.guid}/decision`]: () => ({
        body: { data: { ...withdrawal, state: 'pending' } },
      }),
    });
    const user = userEvent.setup();
    await open('/admin/queues/withdrawals');
    const table = await screen.findByRole('table', {
      name: 'Crypto withdrawals awaiting approval',
    });
    expect(table).toHaveTextContent('0.20002 BTC');
    expect(table).not.toHaveTextContent('BTC BTC');
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/customer/${customerGuid}`,
    );
    expect(table).toHaveTextContent('ada@example.com');
    expect(table).toHaveTextContent('Cold storage');
    expect(table).toHaveTextContent('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(table).toHaveTextContent('Added 3 hours before');
    expect(table).toHaveTextContent('Listed: HALVARD DIGITAL SERVICES LTD.');
    expect(table).toHaveTextContent('The customer’s own wallet');
    await user.click(
      within(table).getByRole('button', {
        name: /^Decide on the withdrawal of 0\.20002\sBTC by Ada Lovelace$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decide on this withdrawal' });
    expect(dialog).toHaveTextContent('0.20002 BTC, of which network fee 0.00002 BTC');
    expect(dialog).toHaveTextContent('Cold storage');
    expect(dialog).toHaveTextContent('3 hours before this withdrawal');
    expect(dialog).toHaveTextContent('Listed: HALVARD DIGITAL SERVICES LTD.');
    expect(dialog).toHaveTextContent('$1,500.00 — Completed');
    await user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Known wallet, source checked');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      decision: 'approve',
      reason: 'Known wallet, source checked',
    });
  });
});

describe('/admin/queues/suspense', () => {
  it('assigns an e-Transfer in suspense to a customer with a reason', async () => {
    const item = {
      guid: 'ff00000000000000000000000000000f',
      rail: 'etransfer',
      amount: '250000',
      reference_code: 'MPL-XXXX',
      sender_name: 'Ada Lovelace',
      reason: 'unknown_reference',
      received_at: '2026-11-26T08:00:00.000Z',
      assigned_to: null,
      transfer_guid: null,
      assigned_at: null,
    };
    let assigned = false;
    const requests = fakeServer({
      'GET /admin/api/funding/suspense': () => ({
        body: { data: { page: 0, per_page: 20, objects: assigned ? [] : [item] } },
      }),
      [`POST /admin/api/funding/suspense/${item.guid}/assign`]: () => {
        assigned = true;
        return { body: { data: { ...item, assigned_to: customerGuid } } };
      },
    });
    const user = userEvent.setup();
    await open('/admin/queues/suspense');
    const table = await screen.findByRole('table', { name: 'e-Transfers in suspense' });
    expect(table).toHaveTextContent('$2,500.00 CAD');
    await user.click(
      within(table).getByRole('button', { name: 'Assign the e-Transfer from Ada Lovelace' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign to a customer' });
    await user.type(within(dialog).getByLabelText('Customer reference'), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      within(dialog).getByText('Enter a customer reference of 32 letters and digits.'),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Customer reference'));
    await user.type(within(dialog).getByLabelText('Customer reference'), customerGuid);
    await user.type(within(dialog).getByLabelText('Reason'), 'Memo typo');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      customer_guid: customerGuid,
      reason: 'Memo typo',
    });
    expect(await screen.findByText('Nothing in suspense.')).toBeVisible();
  }, 10_000);
});

// The transfers queue's tests are in TransfersQueue.test.tsx: this file is past the line cap.
describe('/admin/queues/:queue', () => {
  it('says so for a queue that does not exist', async () => {
    fakeServer({});
    await open('/admin/queues/nothing-here');
    expect(screen.getByText('There is no such queue. Choose one above.')).toBeVisible();
  });
});
