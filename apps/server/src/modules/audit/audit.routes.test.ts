import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInCustomer } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { AuditService } from './audit.service.js';

/** `/admin/api/audit`: search, CSV export and the chain check, for compliance and admin only. */
let t: TestApp;
let admin: string;
let compliance: string;
let support: string;
const audit = new AuditService();

beforeAll(async () => {
  t = await createTestApp();
  [admin, compliance, support] = [
    await signedInStaff(t, 'admin'),
    await signedInStaff(t, 'compliance'),
    await signedInStaff(t, 'support'),
  ];
});
afterAll(async () => {
  await t.close();
});

const subOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const verify = (token = admin) =>
  t.app.inject({ method: 'POST', url: '/admin/api/audit/verify', headers: bearer(token) });

const auditRows = () =>
  t.database.db.selectFrom('audit_events').selectAll().orderBy('id').execute();

const record = (event: {
  actorType?: 'system' | 'customer' | 'staff' | 'bank';
  actorId?: string | null;
  action: string;
  requestId?: string | null;
  details?: Record<string, unknown>;
}) =>
  audit.record(t.database.db, {
    actorType: event.actorType ?? 'customer',
    actorId: event.actorId ?? null,
    action: event.action,
    requestId: event.requestId ?? null,
    details: event.details ?? {},
  });

describe('GET /admin/api/audit', () => {
  it('finds events by actor, action prefix, request and date, newest first, and audits the look', async () => {
    await record({ actorId: 'cust-a', action: 'customer.signed_in', requestId: 'req-aaaaaaaa' });
    await record({ actorId: 'cust-a', action: 'customer.signed_out' });
    await record({ actorId: 'cust-b', action: 'customer.signed_in' });
    await record({ actorId: 'cust-a', action: 'customer.signedxin' });

    const byActor = await get(
      '/admin/api/audit?actor_type=customer&actor_id=cust-a&action=customer.signed_',
    );
    expect(byActor.statusCode).toBe(200);
    const { data } = byActor.json();
    expect(data).toMatchObject({ total: 2, page: 0, per_page: 20 });
    // `_` is literal: `customer.signedxin` does not match the prefix `customer.signed_`.
    expect(data.objects.map((e: { action: string }) => e.action)).toEqual([
      'customer.signed_out',
      'customer.signed_in',
    ]);
    expect(data.objects[1]).toMatchObject({
      actor_type: 'customer',
      actor_id: 'cust-a',
      request_id: 'req-aaaaaaaa',
      details: {},
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(BigInt(data.objects[0].id)).toBeGreaterThan(BigInt(data.objects[1].id));

    const byRequest = await get('/admin/api/audit?request_id=req-aaaaaaaa', compliance);
    expect(byRequest.json().data.objects).toHaveLength(1);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await get(`/admin/api/audit?from=${encodeURIComponent(future)}`);
    expect(none.json().data).toMatchObject({ total: 0, objects: [] });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const some = await get(
      `/admin/api/audit?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}&actor_id=cust-b`,
    );
    expect(some.json().data.total).toBe(1);

    const viewed = (await auditRows()).filter(
      (row) =>
        row.action === 'staff.audit_viewed' && row.request_id === byRequest.headers['x-request-id'],
    );
    expect(viewed).toMatchObject([
      {
        actor_type: 'staff',
        actor_id: subOf(compliance),
        details: { filter: { requestId: 'req-aaaaaaaa' } },
      },
    ]);
  });

  it('names staff actors by e-mail, in the search and the export', async () => {
    const staffId = subOf(compliance);
    await record({ actorType: 'staff', actorId: staffId, action: 'staff.named_check' });
    await record({ actorType: 'customer', actorId: 'cust-n', action: 'staff.named_check' });
    const res = await get('/admin/api/audit?action=staff.named_check');
    const [customerRow, staffRow] = res.json().data.objects;
    expect(staffRow).toMatchObject({
      actor_id: staffId,
      actor_name: expect.stringContaining('staff-compliance'),
    });
    expect(customerRow).toMatchObject({ actor_id: 'cust-n', actor_name: null });
    const csv = await get('/admin/api/audit.csv?action=staff.named_check');
    const rows: Record<string, string>[] = parseCsv(csv.body, { columns: true });
    expect(rows.map((row) => row.actor_name)).toEqual(['', staffRow.actor_name]);
  });

  it('pages with the house envelope', async () => {
    for (let i = 0; i < 5; i += 1) await record({ actorId: 'pager', action: 'customer.paged' });
    const second = await get('/admin/api/audit?actor_id=pager&per_page=2&page=1');
    expect(second.json().data).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(second.json().data.objects).toHaveLength(2);
    const last = await get('/admin/api/audit?actor_id=pager&per_page=2&page=2');
    expect(last.json().data.objects).toHaveLength(1);
  });

  it('refuses support, customers and callers without a token', async () => {
    const customer = await signedInCustomer(t);
    expect((await get('/admin/api/audit', support)).statusCode).toBe(403);
    expect((await get('/admin/api/audit.csv', support)).statusCode).toBe(403);
    expect((await verify(support)).statusCode).toBe(403);
    expect((await get('/admin/api/audit', customer.tokens.ut)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/audit' })).statusCode).toBe(401);
  });

  it('answers bad filters with a 400 and its message code, writing nothing', async () => {
    const before = (await auditRows()).length;
    const later = encodeURIComponent(new Date().toISOString());
    const earlier = encodeURIComponent(new Date(Date.now() - 1000).toISOString());
    for (const query of [
      'per_page=101',
      'page=-1',
      'actor_type=robot',
      'action=Staff.%25',
      "actor_id=x'%20or%201=1",
      'from=yesterday',
      `from=${later}&to=${earlier}`,
      'unknown=1',
    ]) {
      for (const path of ['/admin/api/audit', '/admin/api/audit.csv']) {
        if (path.endsWith('.csv') && query.startsWith('p')) continue;
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'invalid_parameter',
          message: expect.any(String),
        });
      }
    }
    expect((await auditRows()).length).toBe(before);
  });
});

describe('GET /admin/api/audit.csv', () => {
  it('exports the filtered events with safe cells, and audits the export', async () => {
    await record({
      actorId: 'csv-cust',
      action: 'customer.contacted',
      details: { subject: '=HYPERLINK("x")' },
    });
    await record({ actorId: 'csv-cust', action: 'customer.signed_in' });
    const res = await get('/admin/api/audit.csv?actor_id=csv-cust&action=customer.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log.csv"/);
    const rows: Record<string, string>[] = parseCsv(res.body, { columns: true });
    expect(rows.map((row) => row.action)).toEqual(['customer.signed_in', 'customer.contacted']);
    expect(rows[1]).toMatchObject({ actor_type: 'customer', actor_id: 'csv-cust', request_id: '' });
    expect(JSON.parse(rows[1]?.details ?? '')).toEqual({ subject: '=HYPERLINK("x")' });
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);

    await record({ actorId: 'csv-formula', action: 'customer.named', requestId: null });
    const formula = await t.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('actor_id', '=', 'csv-formula')
      .executeTakeFirstOrThrow();
    expect(formula.id).toBeDefined();
    const exported = (await auditRows()).filter(
      (row) =>
        row.action === 'staff.audit_viewed' && row.request_id === res.headers['x-request-id'],
    );
    expect(exported).toMatchObject([
      { details: { format: 'csv', filter: { actorId: 'csv-cust' } } },
    ]);
  });

  it('prefixes a cell a spreadsheet would run as a formula', async () => {
    await record({ actorId: '-cmd', action: 'customer.formula' });
    const res = await get('/admin/api/audit.csv?action=customer.formula');
    const rows: Record<string, string>[] = parseCsv(res.body, { columns: true });
    expect(rows.map((row) => row.actor_id)).toEqual(["'-cmd"]);
  });

  it('streams more rows than one page', async () => {
    await sql`INSERT INTO audit_events (actor_type, actor_id, action, details)
      SELECT 'system', 'bulk', 'system.bulk_row', jsonb_build_object('n', n)
      FROM generate_series(1, 1203) AS n`.execute(t.database.db);
    const res = await get('/admin/api/audit.csv?actor_id=bulk');
    const rows: Record<string, string>[] = parseCsv(res.body, { columns: true });
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row.id)).size).toBe(1203);
    expect(JSON.parse(rows[0]?.details ?? '')).toEqual({ n: 1203 });
  });
});

describe('POST /admin/api/audit/verify', () => {
  it('answers a valid chain, then the id of a row changed behind the application, and audits each check', async () => {
    const valid = await verify(compliance);
    expect(valid.statusCode).toBe(200);
    const rows = await auditRows();
    expect(valid.json().data).toEqual({
      valid: true,
      checked: rows.length - 1,
      last_id: String(rows.at(-2)?.id),
      last_hash: rows.at(-2)?.hash,
      head_alerts: 0,
    });
    expect(rows.at(-1)).toMatchObject({
      action: 'staff.audit_verified',
      actor_id: subOf(compliance),
    });

    const target = rows.find((row) => row.action === 'customer.signed_out');
    if (target === undefined) throw new Error('no event to change');
    await t.database.db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only`.execute(trx);
      await sql`UPDATE audit_events SET actor_id = 'someone-else' WHERE id = ${target.id}`.execute(
        trx,
      );
      await sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only`.execute(trx);
    });
    const broken = await verify();
    expect(broken.json().data).toMatchObject({ valid: false, first_broken_id: String(target.id) });
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'staff.audit_verified',
      details: { valid: false, first_broken_id: String(target.id) },
    });
  });
});
