import type { CustomerDetail, CustomerDocument } from '@maple/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { sessionKeys } from '../../../lib/session';
import { type FakeRoute, fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { staffProfile, storeAdminSession } from '../../../test/review-fixtures';

const guid = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const base = `/admin/api/customers/${guid}`;
const revealedSin = '046 454 286';

const allActions = [
  'freeze',
  'unfreeze',
  'revoke-sessions',
  'reset-mfa',
  'withdrawals-block',
  'withdrawals-unblock',
] as const;

function detail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    profile: {
      guid,
      state: 'verified',
      state_before_freeze: null,
      email: 'ada@example.ca',
      email_verified: true,
      display_name: 'Ada',
      language: 'en-CA',
      created_at: '2026-11-01T10:00:00.000Z',
      legal_name: 'Ada Lovelace',
      investor_category: 'retail',
      province: 'ON',
      date_of_birth_masked: '****-**-**',
      address_masked: '***, ON',
      phone_masked: '*** *** **23',
      sin_masked: '*** *** 286',
      id_document_masked: 'drivers_license ***234',
    },
    security: { totp_enrolled: true, security_hold_until: null, withdrawal_lock: null },
    accounts: [
      {
        guid: 'a'.repeat(32),
        type: 'fiat',
        asset: 'CAD',
        total: '50000',
        available: '40000',
        held: '10000',
      },
    ],
    verifications: { total: 0, objects: [] },
    trades: {
      total: 41,
      objects: [
        {
          guid: 'b'.repeat(32),
          symbol: 'BTC-CAD',
          side: 'buy',
          state: 'completed',
          deliver_amount: '10000',
          receive_amount: '100000',
          fee: '0',
          created_at: '2026-11-02T10:00:00.000Z',
        },
      ],
    },
    transfers: { total: 0, objects: [] },
    bank_accounts: { total: 0, objects: [] },
    wallets: { total: 0, objects: [] },
    sessions: { total: 0, objects: [] },
    limits: [],
    notes: { total: 0, objects: [] },
    permitted: { reveal: true, notes: true, actions: [...allActions] },
    ...overrides,
  };
}

function serve(routes: Record<string, FakeRoute> = {}, picture = detail()) {
  return fakeServer({
    'GET /admin/api/me': () => ({ body: { data: staffProfile('compliance') } }),
    [`GET ${base}`]: () => ({ body: { data: picture } }),
    // The documents section reads its own list when the page opens.
    [`GET ${base}/documents`]: () => ({ body: { data: { objects: [], next_cursor: null } } }),
    ...routes,
  });
}

async function open() {
  storeAdminSession();
  const view = renderApp(`/admin/customer/${guid}`);
  await screen.findByRole('heading', { level: 1, name: 'Customer details' });
  await screen.findByRole('region', { name: 'Profile' });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

// jsdom has no object URLs: a test that opens a document hands out fake ones.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('/admin/customer/:guid', () => {
  it('shows the picture with personal data masked, balances and the latest trades', async () => {
    serve();
    await open();
    expect(region('Profile')).toHaveTextContent('Ada Lovelace');
    expect(region('Profile')).toHaveTextContent('*** *** 286');
    expect(document.body).not.toHaveTextContent(revealedSin);
    const accounts = within(region('Accounts')).getByRole('table', {
      name: 'Accounts and balances',
    });
    expect(within(accounts).getByRole('row', { name: /CAD/ })).toHaveTextContent('$500.00');
    expect(within(accounts).getByRole('row', { name: /CAD/ })).toHaveTextContent('$100.00');
    expect(region('Trades')).toHaveTextContent('41 in all, newest first.');
    expect(region('Transfers')).toHaveTextContent('None');
    expect(screen.getByRole('link', { name: 'Propose an adjustment' })).toHaveAttribute(
      'href',
      `/admin/adjustments?customer=${guid}`,
    );
  });

  it('says states, kinds and limits in words, never as codes, in English and French', async () => {
    const picture = detail({
      transfers: {
        total: 1,
        objects: [
          {
            guid: 'c'.repeat(32),
            transfer_type: 'funding',
            side: 'withdrawal',
            asset: 'CAD',
            state: 'reviewing',
            amount: '150000',
            created_at: '2026-11-03T10:00:00.000Z',
          },
        ],
      },
      limits: [{ name: 'funding_24h', limit: '1000000', used: '150000', remaining: '850000' }],
    });
    serve({}, picture);
    await open();
    expect(region('Profile')).toHaveTextContent('Driver’s licence ***234');
    expect(region('Profile')).toHaveTextContent('Retail');
    expect(region('Trades')).toHaveTextContent('Buy');
    expect(region('Trades')).toHaveTextContent('Completed');
    expect(region('Transfers')).toHaveTextContent('CAD · Withdrawal');
    expect(region('Transfers')).toHaveTextContent('Awaiting approval');
    expect(region('Limits')).toHaveTextContent('CAD deposits and withdrawals, last 24 hours');
    expect(document.body).not.toHaveTextContent(/drivers_license|funding_24h|reviewing/);
    await i18n.changeLanguage('fr-CA');
    expect(await screen.findByText('Permis de conduire ***234')).toBeVisible();
    expect(document.body).toHaveTextContent('Dépôts et retraits en $ CA, dernières 24 heures');
  });

  it('reveals personal data only with a reason, for this view, never into the store', async () => {
    const requests = serve({
      [`POST ${base}/reveal`]: () => ({
        body: {
          data: {
            date_of_birth: '1990-12-10',
            address: '100 Queen St W, Toronto ON M5H 2N2',
            phone: '+14165550123',
            sin: revealedSin,
            id_document: 'drivers_license L12345678901234',
            occupation: 'Engineer, Analytical Engines Ltd.',
          },
        },
      }),
    });
    const { store } = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reveal personal data' }));
    const dialog = screen.getByRole('dialog', { name: 'Reveal personal data' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Say why, in at least 5 characters'),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 't a match');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(region('Profile')).toHaveTextContent(revealedSin);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'not a match' });
    expect(JSON.stringify(store.getState())).not.toContain(revealedSin);
    await user.click(screen.getByRole('button', { name: 'Hide personal data' }));
    expect(document.body).not.toHaveTextContent(revealedSin);
  });

  it('freezes after a confirmation with a reason, then reads the customer again', async () => {
    let frozen = false;
    const requests = fakeServer({
      'GET /admin/api/me': () => ({ body: { data: staffProfile('compliance') } }),
      [`GET ${base}`]: () => ({
        body: {
          data: detail(
            frozen
              ? {
                  profile: {
                    ...detail().profile,
                    state: 'frozen',
                    state_before_freeze: 'verified',
                  },
                }
              : {},
          ),
        },
      }),
      [`POST ${base}/freeze`]: () => {
        frozen = true;
        return {
          body: {
            data: {
              state: 'frozen',
              security: { totp_enrolled: true, security_hold_until: null, withdrawal_lock: null },
            },
          },
        };
      },
    });
    await open();
    const user = userEvent.setup();
    const actions = region('Actions');
    expect(within(actions).queryByRole('button', { name: 'Unfreeze' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Freeze' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm: Freeze' });
    expect(dialog).toHaveTextContent('will not be able to trade or withdraw');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Suspected takeover');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(actions).findByText('Done: Freeze.')).toBeVisible();
    expect(await within(region('Profile')).findByText('Frozen')).toBeVisible();
    expect(await within(actions).findByRole('button', { name: 'Unfreeze' })).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Suspected takeover',
    });
  });

  it('shows support only what support may do: no reveal, revoking sessions, notes', async () => {
    serve({}, detail({ permitted: { reveal: false, notes: true, actions: ['revoke-sessions'] } }));
    await open();
    expect(screen.queryByRole('button', { name: 'Reveal personal data' })).toBeNull();
    const actions = region('Actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Revoke sessions']);
    expect(
      within(region('Internal notes')).getByRole('button', { name: 'Add note' }),
    ).toBeVisible();
  });

  it('adds a note and pages the ledger history of an account', async () => {
    let notes: CustomerDetail['notes'] = { total: 0, objects: [] };
    const requests = serve({
      [`GET ${base}`]: () => ({ body: { data: detail({ notes }) } }),
      [`POST ${base}/notes`]: (request) => {
        const note = {
          guid: 'd'.repeat(32),
          body: String((request.body as { body: string }).body),
          author_email: 'compliance@maple.example',
          created_at: '2026-11-03T10:00:00.000Z',
        };
        notes = { total: 1, objects: [note] };
        return { status: 201, body: { data: note } };
      },
      [`GET ${base}/ledger`]: (request) => ({
        body: {
          data: {
            asset: 'CAD',
            page: Number(request.search.get('page')),
            per_page: 20,
            has_more: request.search.get('page') === '0',
            objects: [
              {
                posting_id: `p${request.search.get('page')}`,
                entry_id: '7',
                kind: 'sandbox_funding',
                reference: null,
                amount: '50000',
                balance_after: request.search.get('page') === '0' ? '50000' : '12300',
                created_at: '2026-11-02T10:00:00.000Z',
              },
            ],
          },
        },
      }),
    });
    await open();
    const user = userEvent.setup();
    const notesRegion = region('Internal notes');
    expect(notesRegion).toHaveTextContent('No notes yet.');
    await user.type(
      within(notesRegion).getByRole('textbox', { name: 'New note' }),
      'Called the customer.',
    );
    await user.click(within(notesRegion).getByRole('button', { name: 'Add note' }));
    expect(await within(notesRegion).findByText('Called the customer.')).toBeVisible();
    expect(requests.find((r) => r.path.endsWith('/notes'))?.body).toEqual({
      body: 'Called the customer.',
    });

    await user.click(screen.getByRole('button', { name: 'Show CAD history' }));
    const ledger = region('Ledger history');
    const table = await within(ledger).findByRole('table', {
      name: 'CAD ledger entries, newest first',
    });
    expect(table).toHaveTextContent('$500.00');
    expect(within(ledger).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(within(ledger).getByRole('button', { name: 'Older' }));
    expect(await within(ledger).findByText('$123.00')).toBeVisible();
    expect(within(ledger).getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('pages the trades: the first page from the picture, the others read when asked for', async () => {
    const older = {
      ...detail().trades.objects[0],
      guid: 'e'.repeat(32),
      symbol: 'ETH-CAD',
      created_at: '2026-10-02T10:00:00.000Z',
    };
    const requests = serve({
      [`GET ${base}/trades`]: (request) => ({
        body: {
          data: {
            page: Number(request.search.get('page')),
            per_page: Number(request.search.get('per_page')),
            total: 41,
            objects: [{ ...older, symbol: `ETH-CAD p${request.search.get('page')}` }],
          },
        },
      }),
    });
    await open();
    const user = userEvent.setup();
    const trades = region('Trades');
    const pages = within(trades).getByRole('navigation', { name: 'Pages of Trades' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(requests.some((r) => r.path.endsWith('/trades'))).toBe(false);

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(trades).findByText('ETH-CAD p1')).toBeVisible();
    expect(pages).toHaveTextContent('Page 2 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(trades).findByText('ETH-CAD p2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(
      requests.filter((r) => r.path.endsWith('/trades')).map((r) => r.search.toString()),
    ).toEqual(['page=1&per_page=20', 'page=2&per_page=20']);

    const previous = within(pages).getByRole('button', { name: 'Previous page' });
    await user.click(previous);
    expect(await within(trades).findByText('ETH-CAD p1')).toBeVisible();
    // The pager waits while the page it shows is read again.
    await waitFor(() => expect(previous).toBeEnabled());
    await user.click(previous);
    expect(await within(trades).findByText('BTC-CAD')).toBeVisible();
    expect(region('Transfers')).toHaveTextContent('None');
    expect(within(region('Transfers')).queryByRole('navigation')).toBeNull();
  });

  it('says when a later page cannot be read, and reads it again on retry', async () => {
    let failing = true;
    serve({
      [`GET ${base}/trades`]: () =>
        failing
          ? { status: 500, body: { message: 'Internal error', code: 'internal_error' } }
          : {
              body: {
                data: {
                  page: 1,
                  per_page: 20,
                  total: 41,
                  objects: [
                    { ...detail().trades.objects[0], guid: 'f'.repeat(32), symbol: 'SOL-CAD' },
                  ],
                },
              },
            },
    });
    await open();
    const user = userEvent.setup();
    const trades = region('Trades');
    await user.click(within(trades).getByRole('button', { name: 'Next page' }));
    expect(
      await within(trades).findByText('This page of Trades could not be loaded.'),
    ).toBeVisible();
    failing = false;
    await user.click(within(trades).getByRole('button', { name: 'Try again' }));
    expect(await within(trades).findByText('SOL-CAD')).toBeVisible();
  });

  it('opens a verification’s document from the history, as the review screen shows it', async () => {
    const verification = 'f'.repeat(32);
    const selfie = 'e'.repeat(32);
    const made: string[] = [];
    const revoked: string[] = [];
    URL.createObjectURL = () => {
      made.push(`blob:http://localhost/file-${made.length + 1}`);
      return made[made.length - 1] ?? '';
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const requests = serve(
      {
        [`GET /admin/api/identity-verifications/${verification}/files/${selfie}`]: () => ({
          body: 'PNG bytes',
        }),
      },
      detail({
        verifications: {
          total: 1,
          objects: [
            {
              guid: verification,
              method: 'id_and_selfie',
              state: 'completed',
              outcome: 'passed',
              created_at: '2026-11-01T10:00:00.000Z',
              decided_at: '2026-11-01T10:05:00.000Z',
              documents: [
                { guid: 'd'.repeat(32), kind: 'id_front', content_type: 'image/jpeg', size: 9 },
                { guid: selfie, kind: 'selfie', content_type: 'image/png', size: 9 },
              ],
            },
          ],
        },
      }),
    );
    await open();
    const user = userEvent.setup();
    const history = region('Identity verifications');
    expect(
      within(history).getByRole('button', {
        name: /^View Front of the photo ID from the verification of/,
      }),
    ).toBeVisible();
    expect(requests.some((r) => r.path.includes('/files/'))).toBe(false);

    await user.click(
      within(history).getByRole('button', { name: /^View Selfie from the verification of/ }),
    );
    const dialog = screen.getByRole('dialog', { name: /^Selfie/ });
    expect(await within(dialog).findByRole('img', { name: 'Selfie' })).toHaveAttribute(
      'src',
      made[0],
    );
    expect(requests.filter((r) => r.path.includes('/files/')).map((r) => r.path)).toEqual([
      `/admin/api/identity-verifications/${verification}/files/${selfie}`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).toEqual(made);
  });

  it('says when the customer does not exist', async () => {
    serve({
      [`GET ${base}`]: () => ({
        status: 404,
        body: { message: 'Customer not found', code: 'not_found' },
      }),
    });
    storeAdminSession();
    renderApp(`/admin/customer/${guid}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer has this reference.');
  });

  it('offers a retry when the read fails, and shows the picture once it works', async () => {
    let failing = true;
    serve({
      [`GET ${base}`]: () =>
        failing
          ? { status: 500, body: { message: 'Internal error', code: 'internal_error' } }
          : { body: { data: detail() } },
    });
    storeAdminSession();
    renderApp(`/admin/customer/${guid}`);
    expect(await screen.findByText('The customer could not be loaded.')).toBeVisible();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profile' })).toHaveTextContent(
      'Ada Lovelace',
    );
  });
});

describe('the customer’s documents', () => {
  const cursor = `2026-11-02T15:30:00.000000Z_${'1'.repeat(32)}`;
  const confirmation = (id: string, overrides: Partial<CustomerDocument> = {}) => ({
    guid: id.repeat(32),
    kind: 'trade_confirmation' as const,
    subject: `${id.repeat(8)}${'0'.repeat(24)}`,
    language: 'en-CA' as const,
    // 2:30 on Nov 3 in UTC is still Nov 2 in Toronto.
    dated_at: '2026-11-03T02:30:00.000Z',
    ready: true,
    pdf_sha256: 'a'.repeat(64),
    csv_sha256: 'b'.repeat(64),
    ...overrides,
  });
  const page = (objects: unknown[], next: string | null = null) => ({
    body: { data: { objects, next_cursor: next } },
  });
  const documents = () => region('Documents');
  afterEach(() => vi.restoreAllMocks());

  it('lists them in Toronto time, by kind, reference and language, and shows more', async () => {
    const requests = serve({
      [`GET ${base}/documents`]: ({ search }) =>
        search.get('cursor') === cursor
          ? page([confirmation('3', { kind: 'transfer_confirmation', language: 'fr-CA' })])
          : page(
              [
                confirmation('1'),
                confirmation('2', { ready: false, pdf_sha256: null, csv_sha256: null }),
              ],
              cursor,
            ),
    });
    await open();
    const table = await within(documents()).findByRole('table', {
      name: 'The customer’s documents, newest first',
    });
    const [first, preparing] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Nov 2, 2026');
    expect(first).toHaveTextContent('9:30 p.m.');
    expect(first).toHaveTextContent('Trade confirmation');
    expect(first).toHaveTextContent('11111111');
    expect(first).toHaveTextContent('English');
    expect(
      within(first ?? table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['PDF', 'CSV']);
    expect(preparing).toHaveTextContent('Being prepared…');
    expect(within(preparing ?? table).queryByRole('button')).toBeNull();

    await userEvent.setup().click(within(documents()).getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Transfer confirmation')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('French')).toBeVisible();
    expect(within(documents()).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(
      requests.filter((r) => r.path === `${base}/documents`).map((r) => r.search.toString()),
    ).toEqual(['per_page=25', `per_page=25&cursor=${encodeURIComponent(cursor)}`]);
  });

  it('downloads a file with the admin token, saved as its bytes under the server’s name', async () => {
    const document = confirmation('1');
    const filePath = `${base}/documents/${document.guid}/pdf`;
    let failing = true;
    const requests = serve({
      [`GET ${base}/documents`]: () => page([document]),
      [`GET ${filePath}`]: () =>
        failing
          ? { status: 500, body: { message: 'Internal error', code: 'internal_error' } }
          : { body: '%PDF-1.7 kept' },
    });
    const saved: { blob: Blob; name: string }[] = [];
    let made: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      made = blob;
      return 'blob:document';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      if (made) saved.push({ blob: made, name: this.download });
    });
    await open();
    const user = userEvent.setup();
    const pdf = await within(documents()).findByRole('button', {
      name: /^PDF of the trade confirmation of Nov 2, 2026/,
    });
    await user.click(pdf);
    expect(
      await within(documents()).findByText(/^The PDF of the trade confirmation of .* could not/),
    ).toBeVisible();
    expect(saved).toEqual([]);

    failing = false;
    await user.click(pdf);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`maple-trade-confirmation-${document.subject}.pdf`);
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.7 kept');
    const asked = requests.filter((r) => r.path === filePath);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.headers.get('Authorization')).toBe(
      `Bearer ${sessionStorage.getItem(sessionKeys.adminToken)}`,
    );
  });

  it('speaks French to a French-speaking staff member', async () => {
    serve({
      [`GET ${base}/documents`]: () =>
        page(
          [
            confirmation('1', { language: 'fr-CA' }),
            confirmation('2', { ready: false, pdf_sha256: null, csv_sha256: null }),
          ],
          cursor,
        ),
    });
    await open();
    await within(documents()).findByRole('table');
    await i18n.changeLanguage('fr-CA');
    const table = await screen.findByRole('table', {
      name: 'Les documents du client, les plus récents d’abord',
    });
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(table).getByRole('columnheader', { name: 'Date (heure de Toronto)' }),
    ).toBeVisible();
    const [first, preparing] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('2 nov. 2026');
    expect(first).toHaveTextContent('21 h 30');
    expect(first).toHaveTextContent('Avis d’exécution');
    expect(first).toHaveTextContent('Français');
    expect(
      within(first ?? table).getByRole('button', { name: /^PDF de l’avis d’exécution du 2 nov/ }),
    ).toBeVisible();
    expect(preparing).toHaveTextContent('En préparation…');
    expect(within(section).getByRole('button', { name: 'Afficher plus' })).toBeVisible();
  });

  it('says when there are none', async () => {
    serve();
    await open();
    expect(await within(documents()).findByText('No documents yet.')).toBeVisible();
    expect(within(documents()).queryByRole('button')).toBeNull();
  });

  it('offers a retry when the list cannot be read, and shows it once it can', async () => {
    let failing = true;
    serve({
      [`GET ${base}/documents`]: () =>
        failing
          ? { status: 500, body: { message: 'Internal error', code: 'internal_error' } }
          : page([confirmation('1')]),
    });
    await open();
    expect(
      await within(documents()).findByText('The customer’s documents could not be loaded.'),
    ).toBeVisible();
    failing = false;
    await userEvent.setup().click(within(documents()).getByRole('button', { name: 'Try again' }));
    expect(await within(documents()).findByText('Trade confirmation')).toBeVisible();
  });
});
