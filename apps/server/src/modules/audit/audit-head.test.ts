import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The chain's head changed behind the application's back (ADR 39): appends go on from the
 * chain's real end, put the head back and record an alert, which staff see and which fails the
 * chain's check. Before, a head moved back made every audited write answer 500.
 */
let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await signedInStaff(t, 'compliance');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(compliance) });

const lastRow = () =>
  t.database.db
    .selectFrom('audit_events')
    .select(['id', 'prev_hash', 'hash', 'action'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

const head = () => t.database.db.selectFrom('audit_chain_head').selectAll().executeTakeFirst();

/** As a superuser would: the head's guard off for one statement's transaction. */
const behindTheAppsBack = (statement: string) =>
  t.database.db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE audit_chain_head DISABLE TRIGGER USER`.execute(trx);
    await sql.raw(statement).execute(trx);
    await sql`ALTER TABLE audit_chain_head ENABLE TRIGGER USER`.execute(trx);
  });

describe('a chain head changed behind the application', () => {
  it('keeps audited requests answering, links on from the real end, and alerts staff', async () => {
    expect((await get('/admin/api/audit/alerts')).json().data).toEqual({ objects: [] });
    const end = await lastRow();
    // The tampering: the head moved back, so the next id is one already taken.
    await sql`UPDATE audit_chain_head SET last_id = last_id - 1`.execute(t.database.db);

    const search = await get('/admin/api/audit?per_page=1');
    expect(search.statusCode).toBe(200);
    const appended = await lastRow();
    // Ids are bigint on PostgreSQL and numbers on PGlite: compared as numbers.
    expect({ id: Number(appended.id), prev_hash: appended.prev_hash }).toEqual({
      id: Number(end.id) + 1,
      prev_hash: end.hash,
    });
    expect(await head()).toMatchObject({ last_id: appended.id, last_hash: appended.hash });

    const alerts = await get('/admin/api/audit/alerts');
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json().data.objects).toEqual([
      expect.objectContaining({
        head_last_id: String(Number(end.id) - 1),
        head_last_hash: end.hash,
        end_id: String(end.id),
        end_hash: end.hash,
      }),
    ]);
    // The rows still link, but the check fails while an alert stands: the log was tampered with.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/admin/api/audit/verify',
      headers: bearer(compliance),
    });
    expect(verified.json().data).toMatchObject({ valid: false, head_alerts: 1 });
    expect(verified.json().data.first_broken_id).toBeUndefined();
  });

  it('puts back a head row removed altogether, and refuses support the alerts', async () => {
    await behindTheAppsBack('DELETE FROM audit_chain_head');
    const end = await lastRow();
    expect((await get('/admin/api/audit?per_page=1')).statusCode).toBe(200);
    const appended = await lastRow();
    // Ids are bigint on PostgreSQL and numbers on PGlite: compared as numbers.
    expect({ id: Number(appended.id), prev_hash: appended.prev_hash }).toEqual({
      id: Number(end.id) + 1,
      prev_hash: end.hash,
    });
    expect(await head()).toMatchObject({ last_id: appended.id });
    const alerts = (await get('/admin/api/audit/alerts')).json().data.objects;
    expect(alerts[0]).toMatchObject({ head_last_id: null, head_last_hash: null });

    const support = await signedInStaff(t, 'support');
    const refused = await t.app.inject({
      url: '/admin/api/audit/alerts',
      headers: bearer(support),
    });
    expect(refused.statusCode).toBe(403);
    // Alerts are evidence: nobody the triggers bind removes or changes one.
    await expect(sql`DELETE FROM audit_chain_alerts`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
  });
});
