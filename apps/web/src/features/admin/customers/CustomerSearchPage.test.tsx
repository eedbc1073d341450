import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../../../test/review-fixtures';

// Pages load their code lazily; under a busy full run that can take more than a second.
configure({ asyncUtilTimeout: 5_000 });

const customer = (n: number, overrides: Record<string, unknown> = {}) => ({
  guid: String(n).padStart(32, '0'),
  email: `customer${n}@example.ca`,
  display_name: `Customer ${n}`,
  state: 'verified',
  verification_state: 'passed',
  province: 'ON',
  created_at: '2026-11-22T15:00:00.000Z',
  ...overrides,
});
const list = (objects: unknown[], total = objects.length, page = 0, capped = false) => ({
  data: { total, total_capped: capped, page, per_page: 25, objects },
});

async function open() {
  storeAdminSession();
  renderApp('/admin/customer');
  await screen.findByRole('heading', { level: 1, name: 'Customers' });
}

const searchOf = (requests: { path: string; search: URLSearchParams }[]) =>
  Object.fromEntries(
    requests.filter((request) => request.path === '/admin/api/customers').at(-1)?.search ?? [],
  );

afterEach(() => vi.unstubAllGlobals());

describe('/admin/customer', () => {
  it('lists customers linking to their pages, and searches with what was typed once submitted', async () => {
    const requests = fakeServer({
      'GET /admin/api/customers': () => ({
        body: list([
          customer(2, { province: null, verification_state: 'none', state: 'unverified' }),
          customer(1),
        ]),
      }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Customers found' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('customer2@example.ca');
    expect(first).toHaveTextContent('Unverified');
    expect(first).toHaveTextContent('Not started');
    expect(first).toHaveTextContent('Not known');
    expect(second).toHaveTextContent('Passed');
    expect(within(table).getByTitle('Ontario')).toHaveTextContent('ON');
    expect(within(table).getByRole('link', { name: 'Customer 1' })).toHaveAttribute(
      'href',
      `/admin/customer/${customer(1).guid}`,
    );
    expect(screen.getByText('2 customers')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail, name, phone or customer ID'), ' ada@ex ');
    await user.selectOptions(screen.getByLabelText('Customer state'), 'verified');
    await user.selectOptions(screen.getByLabelText('Identity verification'), 'reviewing');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'QC');
    await user.type(screen.getByLabelText('Created from'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(searchOf(requests).q).toBe('ada@ex'));
    expect(searchOf(requests)).toEqual({
      q: 'ada@ex',
      state: 'verified',
      verification_state: 'reviewing',
      province: 'QC',
      created_from: '2026-11-01',
      page: '0',
      per_page: '25',
    });
    expect(requests.at(-1)?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('asks for three characters before searching, without asking the server', async () => {
    const requests = fakeServer({
      'GET /admin/api/customers': () => ({ body: list([customer(1)]) }),
    });
    await open();
    await screen.findByRole('table');
    const sent = requests.length;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail, name, phone or customer ID'), 'ad');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 3 characters.')).toBeInTheDocument();
    expect(requests).toHaveLength(sent);
  });

  it('pages through the results, and says when there are too many to count', async () => {
    const requests = fakeServer({
      'GET /admin/api/customers': (request) => {
        const page = Number(request.search.get('page'));
        return { body: list([customer(page + 1)], 1_000, page, true) };
      },
    });
    await open();
    expect(
      await screen.findByText('More than 1,000 customers: narrow the search, or export them all.'),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of customers' });
    expect(within(pages).getByText('Page 1 of 40')).toBeInTheDocument();
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Customer 2' })).toBeInTheDocument();
    expect(searchOf(requests).page).toBe('1');
  });

  it('says when nothing matches', async () => {
    fakeServer({ 'GET /admin/api/customers': () => ({ body: list([]) }) });
    await open();
    expect(await screen.findByText('No customer matches this search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s words for a search it refuses', async () => {
    fakeServer({
      'GET /admin/api/customers': () => ({
        status: 400,
        body: { code: 'invalid_parameter', message: 'Pages reach the first 1000 customers' },
      }),
    });
    await open();
    expect(
      await screen.findByText('Check the search: Pages reach the first 1000 customers'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the search cannot be loaded', async () => {
    fakeServer({});
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not search the customers.',
    );
  });

  it('exports the applied search as CSV', async () => {
    const requests = fakeServer({
      'GET /admin/api/customers': () => ({ body: list([customer(1)]) }),
      'GET /admin/api/customers.csv': () => ({ body: 'guid,email\n1,customer1@example.ca\n' }),
    });
    const saved: Blob[] = [];
    // The file the page saves, caught where the browser would make its download link.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          saved.push(blob);
          return 'blob:customers';
        }
        static override revokeObjectURL() {}
      },
    );
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Customer state'), 'frozen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const csv = requests.find((request) => request.path === '/admin/api/customers.csv');
    expect(Object.fromEntries(csv?.search ?? [])).toEqual({ state: 'frozen' });
    expect(csv?.headers.get('Authorization')).toMatch(/^Bearer /);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(new Blob(saved));
    });
    expect(text).toBe('guid,email\n1,customer1@example.ca\n');
  });
});
