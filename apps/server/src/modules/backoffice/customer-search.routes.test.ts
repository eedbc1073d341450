import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  customerTokens,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
  uniqueEmail,
  verifiedCustomer,
} from '../../testing/flows.js';
import { cleanAnswers, submittedApplication } from '../../testing/kyc-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** `/admin/api/customers` and its CSV export: every staff role, audited, bad input refused. */
let t: TestApp;
let admin: string;
let support: string;
let compliance: string;
/** Display name "Grace Hopper", verified in the sandbox (no application: no province). */
let grace: SignedInCustomer;
/** Display name "Countess", legal name Émilie du Châtelet, phone 514 555 0199, Quebec. */
let emilie: SignedInCustomer;
/** Display name "Grace Unverified", no verification. */
let newcomer: SignedInCustomer;

/** A customer signed up a second after the one before, so the list's order is theirs. */
async function customerNamed(displayName: string, verified: boolean): Promise<SignedInCustomer> {
  t.clock.advance(1);
  const { email, password } = await verifiedCustomer(t, {
    display_name: displayName,
    email: uniqueEmail(displayName.toLowerCase().replace(/\s/g, '-')),
  });
  const tokens = await customerTokens(t.app, email, password);
  const customer = {
    email,
    password,
    tokens,
    guid: Buffer.from(tokens.guid, 'base64url').toString(),
  };
  if (verified) {
    await t.app.inject({
      method: 'POST',
      url: '/api/identity_verifications',
      headers: { ...bearer(tokens.at), 'content-type': 'application/json' },
      payload: {
        type: 'kyc',
        method: 'id_and_selfie',
        expected_behaviours: ['passed_immediately'],
      },
    });
  }
  return customer;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, support, compliance] = [
    await signedInStaff(t, 'admin'),
    await signedInStaff(t, 'support'),
    await signedInStaff(t, 'compliance'),
  ];
  grace = await customerNamed('Grace Hopper', true);
  newcomer = await customerNamed('Grace Unverified', false);
  emilie = await customerNamed('Countess', false);
  const answers = cleanAnswers();
  answers.identity = {
    name: { first: 'Émilie', last: 'du Châtelet' },
    date_of_birth: '1990-12-10',
  };
  answers.address = {
    address: {
      street: '1 Rue Sainte-Catherine',
      city: 'Montréal',
      subdivision: 'QC',
      postal_code: 'H2X 1K4',
      country_code: 'CA',
    },
    phone_number: '514 555 0199',
  };
  await submittedApplication(t, emilie, answers);
});
afterAll(async () => {
  await t.close();
});

const subOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

interface Listed {
  guid: string;
  email: string;
  display_name: string;
  state: string;
  verification_state: string;
  province: string | null;
}

async function guidsFound(query: string, token = admin): Promise<string[]> {
  const res = await get(`/admin/api/customers?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { objects: Listed[] } }>().data.objects.map((row) => row.guid);
}

const searchAudits = (requestId: unknown) =>
  t.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', 'staff.customers_searched')
    .where('request_id', '=', String(requestId))
    .execute();

describe('GET /admin/api/customers', () => {
  it('finds a customer by any part of the e-mail, of the display name, and by guid', async () => {
    const local = grace.email.split('@')[0] ?? '';
    expect(await guidsFound(`q=${encodeURIComponent(local.toUpperCase())}`)).toEqual([grace.guid]);
    expect(await guidsFound(`q=${encodeURIComponent(grace.email)}`)).toEqual([grace.guid]);
    expect(await guidsFound('q=hopp')).toEqual([grace.guid]);
    expect(await guidsFound('q=GRACE')).toEqual([newcomer.guid, grace.guid]);
    expect(await guidsFound(`q=${grace.guid.toUpperCase()}`)).toEqual([grace.guid]);
    // Wildcards are literal: `%` matches nobody's name.
    expect(await guidsFound('q=%25%25%25')).toEqual([]);
  });

  it('finds a customer by whole legal name and by phone, which are stored only encrypted', async () => {
    expect(await guidsFound('q=emilie%20du%20chatelet')).toEqual([emilie.guid]);
    expect(await guidsFound(`q=${encodeURIComponent('Émilie  Du-Châtelet')}`)).toEqual([
      emilie.guid,
    ]);
    expect(await guidsFound(`q=${encodeURIComponent('(514) 555-0199')}`)).toEqual([emilie.guid]);
    expect(await guidsFound(`q=${encodeURIComponent('+15145550199')}`)).toEqual([emilie.guid]);
    // Exact match only: part of a legal name finds nobody by it.
    expect(await guidsFound('q=chatelet')).toEqual([]);
    const keys = await t.database.db
      .selectFrom('customer_search_keys')
      .selectAll()
      .where('customer_guid', '=', emilie.guid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(keys)).not.toMatch(/milie|telet|5550199/i);
  });

  it('narrows by state, verification state, province and created date', async () => {
    const shown = await get(`/admin/api/customers?q=${emilie.guid}`);
    expect(shown.json().data.objects).toEqual([
      {
        guid: emilie.guid,
        email: emilie.email,
        display_name: 'Countess',
        state: 'verified',
        verification_state: 'passed',
        province: 'QC',
        created_at: expect.any(String),
      },
    ]);
    expect(await guidsFound('q=grace&state=verified')).toEqual([grace.guid]);
    expect(await guidsFound('q=grace&verification_state=none')).toEqual([newcomer.guid]);
    expect(await guidsFound('verification_state=passed&province=QC')).toEqual([emilie.guid]);
    expect(await guidsFound('q=grace&province=QC')).toEqual([]);
    const today = t.clock.now().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
    expect(await guidsFound(`q=grace&created_from=${today}&created_to=${today}`)).toEqual([
      newcomer.guid,
      grace.guid,
    ]);
    expect(await guidsFound('q=grace&created_to=2020-01-01')).toEqual([]);
  });

  it('pages newest first with the house envelope, and audits who saw which customers', async () => {
    for (const n of [1, 2, 3, 4, 5]) await customerNamed(`Pager Person ${n}`, false);
    const first = await get('/admin/api/customers?q=pager%20person&per_page=2');
    expect(first.json().data).toMatchObject({ total: 5, total_capped: false, page: 0 });
    const names = first.json<{ data: { objects: Listed[] } }>().data.objects;
    expect(names.map((row) => row.display_name)).toEqual(['Pager Person 5', 'Pager Person 4']);
    const last = await get('/admin/api/customers?q=pager%20person&per_page=2&page=2', support);
    expect(last.json().data.objects.map((row: Listed) => row.display_name)).toEqual([
      'Pager Person 1',
    ]);

    const [audit] = await searchAudits(last.headers['x-request-id']);
    expect(audit).toMatchObject({
      actor_type: 'staff',
      actor_id: subOf(support),
      details: {
        query_kind: 'name',
        query_key: expect.stringMatching(/^[0-9a-f]{64}$/),
        filters: {},
        offset: 4,
        limit: 2,
        customer_guids: [expect.stringMatching(/^[0-9a-f]{32}$/)],
      },
    });
    const phone = await get(`/admin/api/customers?q=${encodeURIComponent('514-555-0199')}`);
    const [phoneAudit] = await searchAudits(phone.headers['x-request-id']);
    expect(phoneAudit?.details).toMatchObject({ query_kind: 'phone' });
    // What was typed is personal data: the trail keeps a keyed hash of it, never the text.
    expect(JSON.stringify(phoneAudit?.details)).not.toMatch(/514|0199/);
  });

  it('lets every staff role search, and refuses customers and callers without a token', async () => {
    expect((await get('/admin/api/customers', compliance)).statusCode).toBe(200);
    expect((await get('/admin/api/customers.csv', support)).statusCode).toBe(200);
    const customer = await signedInCustomer(t);
    for (const path of ['/admin/api/customers', '/admin/api/customers.csv']) {
      expect((await get(path, customer.tokens.ut)).statusCode).toBe(401);
      expect((await get(path, customer.tokens.at)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });

  it('answers bad input with a 400 and its code, writing nothing', async () => {
    const audits = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { counts: await tableCounts(t), audits: await audits() };
    for (const query of [
      'q=ab',
      'q=%20%20ab%20%20',
      `q=${'x'.repeat(255)}`,
      'state=closed',
      'verification_state=maybe',
      'province=ZZ',
      'created_from=yesterday',
      'created_from=2025-02-30',
      'created_from=2025-03-02&created_to=2025-03-01',
      'unknown=1',
      'per_page=101',
      'page=-1',
      'page=40&per_page=25',
    ]) {
      for (const path of ['/admin/api/customers', '/admin/api/customers.csv']) {
        if (path.endsWith('.csv') && /^(page|per_page)=/.test(query)) continue;
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'invalid_parameter',
          message: expect.any(String),
        });
      }
    }
    expect({ counts: await tableCounts(t), audits: await audits() }).toEqual(before);
  });
});

describe('GET /admin/api/customers.csv', () => {
  it('streams every match, more than one read page, newest first, and audits the export', async () => {
    await sql`
      WITH users AS (
        INSERT INTO identity_users (id, email, password_hash, display_name, language, terms_accepted_at)
        SELECT gen_random_uuid(), 'bulk' || n || '@example.ca', 'x', '=Bulk ' || n, 'en-CA', now()
        FROM generate_series(1, 5100) AS n
        RETURNING id, email
      )
      INSERT INTO customers (guid, user_id, state, created_at)
      SELECT md5(email), id, 'unverified', timestamptz '2024-03-10 12:00:00 America/Toronto'
        + substring(split_part(email, '@', 1) from 5)::int * interval '1 second'
      FROM users`.execute(t.database.db);

    const res = await get('/admin/api/customers.csv?q=bulk&created_from=2024-03-10', support);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="customers.csv"/);
    const rows: Record<string, string>[] = parseCsv(res.body, { columns: true });
    expect(rows).toHaveLength(5100);
    expect(new Set(rows.map((row) => row.guid)).size).toBe(5100);
    expect(rows[0]).toEqual({
      guid: expect.stringMatching(/^[0-9a-f]{32}$/),
      email: 'bulk5100@example.ca',
      display_name: "'=Bulk 5100",
      state: 'unverified',
      verification_state: 'none',
      province: '',
      created_at: '2024-03-10T17:25:00.000Z',
    });
    expect(rows.at(-1)?.email).toBe('bulk1@example.ca');

    const [audit] = await searchAudits(res.headers['x-request-id']);
    expect(audit?.details).toMatchObject({
      format: 'csv',
      query_kind: 'name',
      filters: { createdFrom: '2024-03-10' },
    });
  });

  it('reads created dates as days in Eastern time', async () => {
    const late = await customerNamed('Late Evening', false);
    // 23:30 in Toronto is already the next day in UTC.
    await sql`UPDATE customers SET created_at = timestamptz '2024-03-10 23:30:00 America/Toronto'
      WHERE guid = ${late.guid}`.execute(t.database.db);
    expect(await guidsFound('q=late%20evening&created_to=2024-03-10')).toEqual([late.guid]);
    expect(await guidsFound('q=late%20evening&created_from=2024-03-11')).toEqual([]);
  });

  it('counts up to 1,000 matches and says there are more, however many there are', async () => {
    // More than 5,000 users hold "bulk": the text is checked customer by customer, newest first.
    const broad = await get('/admin/api/customers?q=bulk&per_page=2');
    expect(broad.json().data).toMatchObject({ total: 1000, total_capped: true });
    expect(broad.json().data.objects.map((row: Listed) => row.email)).toEqual([
      'bulk5100@example.ca',
      'bulk5099@example.ca',
    ]);
    const filtered = await get(
      '/admin/api/customers?q=bulk&created_to=2024-03-10&page=39&per_page=25',
    );
    expect(filtered.json().data).toMatchObject({ total: 1000, total_capped: true });
    expect(filtered.json().data.objects).toHaveLength(25);
    // Fewer: the users found are named, and counted exactly.
    const few = await get('/admin/api/customers?q=bulk51');
    expect(few.json().data).toMatchObject({ total: 12, total_capped: false });
    // Text held by thousands, filters admitting three: those three, named and counted exactly.
    await sql`UPDATE customers SET state = 'frozen'
      WHERE guid IN (SELECT md5('bulk' || n || '@example.ca') FROM unnest(ARRAY[7, 4000, 5001]) n)`.execute(
      t.database.db,
    );
    const frozen = await get('/admin/api/customers?q=bulk&state=frozen');
    expect(frozen.json().data).toMatchObject({ total: 3, total_capped: false });
    expect(frozen.json().data.objects.map((row: Listed) => row.email)).toEqual([
      'bulk5001@example.ca',
      'bulk4000@example.ca',
      'bulk7@example.ca',
    ]);
  });
});
