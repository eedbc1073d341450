import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../../../test/review-fixtures';

const hash = (c: string) => c.repeat(64);
const event = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  occurred_at: '2026-11-22T12:00:00.000Z',
  actor_type: 'staff',
  actor_id: 'staff-1',
  actor_name: 'ana@maple.example',
  action: 'staff.sin_revealed',
  request_id: 'req-12345678',
  details: { reason: 'check' },
  prev_hash: hash('a'),
  hash: hash('b'),
  ...overrides,
});
const list = (objects: unknown[], total = objects.length, page = 0) => ({
  data: { total, page, per_page: 25, objects },
});

async function open() {
  storeAdminSession();
  renderApp('/admin/audit');
  await screen.findByRole('heading', { level: 1, name: 'Audit log' });
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/audit', () => {
  it('shows details as a list, a named customer linking to their page', async () => {
    const customer = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    fakeServer({
      'GET /admin/api/audit': () => ({
        body: list([
          event('7', {
            actor_type: 'customer',
            actor_id: 'user-9',
            actor_name: null,
            details: { customer_guid: customer, transfer_guids: ['t1', 't2'], count: 2 },
          }),
        ]),
      }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('user-9');
    expect(row).toHaveTextContent('transfer guids:t1, t2');
    expect(row).toHaveTextContent('count:2');
    expect(within(table).getByRole('link', { name: customer })).toHaveAttribute(
      'href',
      `/admin/customer/${customer}`,
    );
  });

  it('lists entries, and searches with the filters typed once submitted', async () => {
    const requests = fakeServer({
      'GET /admin/api/audit': () => ({ body: list([event('42'), event('41')], 2) }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('42');
    expect(first).toHaveTextContent('staff.sin_revealed');
    expect(first).toHaveTextContent('ana@maple.example');
    expect(first).not.toHaveTextContent('staff-1');
    expect(first).toHaveTextContent('reason:check');
    expect(first).not.toHaveTextContent('{"reason":"check"}');
    expect(screen.getByText('2 entries')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Who acted'), 'staff');
    await user.type(screen.getByLabelText(/Action starts with/), 'staff.');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(1));
    const search = Object.fromEntries(requests.at(-1)?.search ?? []);
    expect(search).toMatchObject({
      actor_type: 'staff',
      action: 'staff.',
      page: '0',
      per_page: '25',
    });
    expect(new Date(search.from ?? '').getDate()).toBe(1);
    expect(requests.at(-1)?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says when nothing matches', async () => {
    fakeServer({ 'GET /admin/api/audit': () => ({ body: list([]) }) });
    await open();
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the log cannot be loaded', async () => {
    fakeServer({});
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the audit log.');
  });

  it('verifies the chain and names the first broken entry', async () => {
    fakeServer({
      'GET /admin/api/audit': () => ({ body: list([event('7')]) }),
      'POST /admin/api/audit/verify': () => ({
        body: {
          data: {
            valid: false,
            checked: 5,
            first_broken_id: '5',
            last_id: '9',
            last_hash: hash('c'),
            head_alerts: 0,
          },
        },
      }),
    });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText(/The chain is broken at entry 5/)).toBeInTheDocument();
  });

  it('alerts staff to a chain head changed outside the application, and says so on a check', async () => {
    fakeServer({
      'GET /admin/api/audit': () => ({ body: list([event('12')]) }),
      'GET /admin/api/audit/alerts': () => ({
        body: {
          data: {
            objects: [
              {
                id: '1',
                detected_at: '2026-11-22T12:00:00.000Z',
                head_last_id: '8',
                head_last_hash: hash('a'),
                end_id: '11',
                end_hash: hash('b'),
              },
            ],
          },
        },
      }),
      'POST /admin/api/audit/verify': () => ({
        body: {
          data: { valid: false, checked: 12, last_id: '12', last_hash: hash('c'), head_alerts: 1 },
        },
      }),
    });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit chain’s head was changed outside the application');
    expect(alert).toHaveTextContent('the head said entry 8; the chain’s real end was entry 11.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(
      await screen.findByText(/its head was changed outside the application \(1 alerts\)/),
    ).toBeInTheDocument();
  });

  it('downloads the filtered entries as CSV', async () => {
    const requests = fakeServer({
      'GET /admin/api/audit': () => ({ body: list([event('7')]) }),
      'GET /admin/api/audit.csv': () => ({ body: 'id,action\n7,staff.sin_revealed\n' }),
    });
    const saved: Blob[] = [];
    // The file the page saves, caught where the browser would make its download link.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          saved.push(blob);
          return 'blob:audit';
        }
        static override revokeObjectURL() {}
      },
    );
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0] as Blob);
    });
    expect(text).toBe('id,action\n7,staff.sin_revealed\n');
    expect(requests.some((request) => request.path === '/admin/api/audit.csv')).toBe(true);
  });
});
