import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type FakeRoute, fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { staffProfile, storeAdminSession } from '../../../test/review-fixtures';
import { staffApi } from '../kit/api/staff-api';

const customerGuid = '0123456789abcdef0123456789abcdef';
const failedGuid = 'dd00000000000000000000000000000d';
const resolutionPath = `/admin/api/transfers/attention/${failedGuid}/resolution`;

const failed = {
  guid: failedGuid,
  customer_guid: customerGuid,
  transfer_type: 'crypto',
  side: 'withdrawal',
  asset: 'BTC',
  state: 'failed',
  failure_code: 'network_error',
  amount: '50000',
  reason: 'failed',
  created_at: '2026-11-26T08:00:00.000Z',
  updated_at: '2026-11-26T08:05:00.000Z',
};

const stuck = {
  ...failed,
  guid: 'ee00000000000000000000000000000e',
  transfer_type: 'funding',
  side: 'deposit',
  asset: 'CAD',
  state: 'pending',
  failure_code: null,
  amount: '250000',
  reason: 'stuck',
};

const listOf = (objects: unknown[]) => ({
  body: { data: { page: 0, per_page: 20, stuck_after_seconds: 3600, objects } },
});

/** The button of the failed row, named for the transfer. */
const markFailed =
  /^Mark the withdrawal of 0\.0005\sBTC made on Nov 26, 2026, 8:00\sa\.m\. as handled$/;

function serve(role: 'support' | 'compliance' | 'admin', routes: Record<string, FakeRoute>) {
  return fakeServer({
    'GET /admin/api/me': () => ({ body: { data: staffProfile(role) } }),
    ...routes,
  });
}

/** The queue's table, once the list and the signed-in staff member's role are both in. */
async function openQueue(heading = 'Work queue', caption = 'Failed or stuck transfers') {
  storeAdminSession();
  const { store } = renderApp('/admin/queues/transfers');
  await screen.findByRole('heading', { level: 1, name: heading });
  const table = await screen.findByRole('table', { name: caption });
  const profile = staffApi.endpoints.staffProfile.select(undefined);
  await waitFor(() => expect(profile(store.getState()).isSuccess).toBe(true));
  return table;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const listReads = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/admin/api/transfers/attention').length;

describe('/admin/queues/transfers', () => {
  it('lets a compliance officer mark a failed transfer handled; a stuck one has no button', async () => {
    let resolved = false;
    const requests = serve('compliance', {
      'GET /admin/api/transfers/attention': () => listOf(resolved ? [stuck] : [failed, stuck]),
      [`POST ${resolutionPath}`]: () => {
        resolved = true;
        return {
          body: { data: { transfer_guid: failedGuid, resolved_at: '2026-11-27T10:00:00Z' } },
        };
      },
    });
    const user = userEvent.setup();
    const table = await openQueue();
    const [failedRow, stuckRow] = rowsOf(table);
    if (!failedRow || !stuckRow) throw new Error('two rows expected');
    expect(failedRow).toHaveTextContent('0.0005 BTC');
    expect(failedRow).not.toHaveTextContent('BTC BTC');
    expect(within(stuckRow).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(failedRow).getByRole('button', { name: markFailed }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Mark this failed transfer as handled',
    });
    expect(dialog).toHaveTextContent('Crypto');
    expect(dialog).toHaveTextContent('Withdrawal');
    expect(dialog).toHaveTextContent('0.0005 BTC');
    expect(dialog).toHaveTextContent('network_error');
    await user.type(
      within(dialog).getByLabelText('What was done'),
      '  Re-sent from the hot wallet ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((post) => [post.path, post.body])).toEqual([
      [resolutionPath, { note: 'Re-sent from the hot wallet' }],
    ]);
    expect(posts[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      /^Marked as handled: the withdrawal of 0\.0005\sBTC made on Nov 26, 2026, 8:00\sa\.m\.\.$/,
    );
    expect(status).toHaveFocus();
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(table).not.toHaveTextContent('network_error');
    expect(listReads(requests)).toBe(2);
  });

  it('asks what was done before sending anything', async () => {
    const requests = serve('admin', {
      'GET /admin/api/transfers/attention': () => listOf([failed]),
    });
    const user = userEvent.setup();
    const table = await openQueue();
    await user.click(within(table).getByRole('button', { name: markFailed }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark this failed transfer as handled',
    });
    const note = within(dialog).getByLabelText('What was done');
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Say how the failure was handled\./);
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('maxlength', '1000');
    // The corner button is named Cancel too; the one beside the submit button is the last.
    const [, cancel] = within(dialog).getAllByRole('button', { name: 'Cancel' });
    if (!cancel) throw new Error('no Cancel button beside the submit button');
    expect(cancel).toHaveTextContent('Cancel');
    await user.click(cancel);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says why the server refused, in the dialog, and reads the list again', async () => {
    let refused = false;
    const requests = serve('compliance', {
      // A colleague resolved it first: once refused, the list no longer holds it.
      'GET /admin/api/transfers/attention': () => listOf(refused ? [] : [failed]),
      [`POST ${resolutionPath}`]: () => {
        refused = true;
        return {
          status: 409,
          body: {
            message: 'This failure was resolved already',
            code: 'conflict',
            request_id: 'r1',
          },
        };
      },
    });
    const user = userEvent.setup();
    const table = await openQueue();
    await user.click(within(table).getByRole('button', { name: markFailed }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark this failed transfer as handled',
    });
    await user.type(within(dialog).getByLabelText('What was done'), 'Refunded by hand');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This failure was resolved already',
    );
    expect(await screen.findByText('No failed or stuck transfers.')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(listReads(requests)).toBe(2);
    expect(screen.queryByText(/^Marked as handled/)).not.toBeInTheDocument();
  });

  it('shows a support agent the queue without the button', async () => {
    serve('support', { 'GET /admin/api/transfers/attention': () => listOf([failed, stuck]) });
    const table = await openQueue();
    expect(rowsOf(table)).toHaveLength(2);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('speaks French: the rows, the button, the dialog and its field', async () => {
    serve('compliance', {
      'GET /admin/api/transfers/attention': () => listOf([failed, stuck]),
    });
    const user = userEvent.setup();
    await i18n.changeLanguage('fr-CA');
    try {
      const table = await openQueue('File de travail', 'Transferts échoués ou bloqués');
      const [failedRow, stuckRow] = rowsOf(table);
      expect(failedRow).toHaveTextContent('Échoué');
      expect(stuckRow).toHaveTextContent('Bloqué');
      expect(stuckRow).toHaveTextContent('Dépôt');
      expect(screen.getByText(/signalé comme bloqué/)).toHaveTextContent('1 heure');
      await user.click(
        within(table).getByRole('button', {
          name: /^Marquer comme traité le retrait de 0,0005\sBTC du 26 nov\. 2026/,
        }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Marquer ce transfert échoué comme traité',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Marquer comme traité' }));
      expect(within(dialog).getByLabelText('Ce qui a été fait')).toHaveAccessibleDescription(
        /Dites comment l’échec a été réglé\./,
      );
    } finally {
      await i18n.changeLanguage('en-CA');
    }
  });
});
