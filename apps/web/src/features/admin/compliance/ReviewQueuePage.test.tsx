import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { reviewGuid, reviewSummary, storeAdminSession } from '../../../test/review-fixtures';

const list = (objects: unknown[], page = 0, total = objects.length) => ({
  data: { total, page, per_page: 20, objects },
});

async function open(title = 'Compliance review', path = '/admin/compliance') {
  storeAdminSession();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const cellsOf = (row: HTMLElement | undefined) =>
  row
    ? within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    : [];

describe('/admin/compliance', () => {
  // Only the clock is fake, so "waiting" reads the same on every run; timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the verifications in review with their wait, method and reasons in words', async () => {
    const requests = fakeServer({
      'GET /admin/api/identity-verifications': () => ({ body: list([reviewSummary()]) }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Verifications waiting for review' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(row)).toEqual([
      expect.stringMatching(/^Nov 19, 2026, \d{1,2}:00\s[ap]\.m\.$/),
      '3 days',
      'Photo ID and selfie',
      'Name does not matchMatch on a sanctions or watchlist',
      'Review',
    ]);
    expect(
      within(table).getByRole('link', { name: /^Review the verification submitted Nov 19/ }),
    ).toHaveAttribute('href', `/admin/compliance/${reviewGuid}`);
    const [request] = requests;
    expect(Object.fromEntries(request?.search ?? [])).toEqual({
      state: 'reviewing',
      page: '0',
      per_page: '20',
    });
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says when there is nothing to review', async () => {
    fakeServer({ 'GET /admin/api/identity-verifications': () => ({ body: list([]) }) });
    await open();
    const empty = await screen.findByText('Nothing to review.');
    expect(empty.closest('[role="status"]')).toHaveTextContent(
      'New verifications appear here when the rules send them to staff.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the queue cannot be loaded', async () => {
    fakeServer({});
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the review queue.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('pages by 20 and keeps the page in the address', async () => {
    const requests = fakeServer({
      'GET /admin/api/identity-verifications': ({ search }) => {
        const page = Number(search.get('page'));
        return { body: list([reviewSummary({ guid: String(page).padStart(32, 'c') })], page, 45) };
      },
    });
    const { router } = await open();
    await screen.findByText('Page 1 of 3');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.map((r) => r.search.get('page'))).toEqual(['0', '1']);
    // The first page's rows stay, marked busy, until the second page's arrive.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Review the verification/ })).toHaveAttribute(
        'href',
        `/admin/compliance/${'1'.padStart(32, 'c')}`,
      ),
    );
  });

  it('reads in French, reasons and wait included', async () => {
    await i18n.changeLanguage('fr-CA');
    fakeServer({
      'GET /admin/api/identity-verifications': () => ({ body: list([reviewSummary()]) }),
    });
    await open('Examen de conformité');
    const table = await screen.findByRole('table', { name: 'Vérifications en attente d’examen' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(row).slice(1)).toEqual([
      '3\u00a0jours',
      'Pièce d’identité et égoportrait',
      'Le nom ne correspond pasCorrespondance dans une liste de sanctions ou de surveillance',
      'Examiner',
    ]);
    expect(screen.getByRole('navigation', { name: 'Administration' })).toHaveTextContent(
      'Examen de conformité',
    );
  });
});
