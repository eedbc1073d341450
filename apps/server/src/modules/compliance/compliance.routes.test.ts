import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid } from '../../infra/ids.js';
import { bearer, type SignedInCustomer, tableCounts } from '../../testing/flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/** The compliance cases' queue over HTTP: reads by every role, claim and decision by compliance. */
let t: TestApp;
let support: string;
let compliance: string;
let otherCompliance: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t, 'support');
  compliance = await signedInStaff(t, 'compliance');
  otherCompliance = await signedInStaff(t, 'compliance');
});
afterAll(() => t.close());

const PATH = '/admin/api/compliance-cases';

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A customer whose single receipt of CAD 12,000 opened a case; answers the case's guid. */
async function largeCase(): Promise<{ who: SignedInCustomer; guid: string }> {
  const who = await fundedCustomer(t, 0n);
  const opened = await t.services.db.transaction().execute((trx) =>
    t.services.compliance.largeTransactions.credited(trx, {
      transferGuid: newGuid(),
      customerGuid: who.guid,
      asset: 'ETH',
      amount: 3_000_000_000_000_000_000n,
      cadValue: 12_000_00n,
      txnHash: `0x${newGuid()}${newGuid()}`,
      depositAddressGuid: newGuid(),
    }),
  );
  if (opened === undefined) throw new Error('no case opened');
  return { who, guid: opened.guid };
}

async function auditActions(caseGuid: string) {
  const rows = await t.services.db
    .selectFrom('audit_events')
    .select(['action', 'actor_id', 'details'])
    .where('action', 'like', 'staff.compliance_case%')
    .execute();
  return rows.filter((row) => row.details.case_guid === caseGuid);
}

describe('the compliance cases queue', () => {
  it('lets every staff role read the queue and a case, each read audited', async () => {
    const { who, guid } = await largeCase();
    const list = await call(support, 'GET', `${PATH}?kind=large_virtual_currency`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.objects).toContainEqual(
      expect.objectContaining({ guid, customer_guid: who.guid, state: 'open' }),
    );
    const detail = await call(support, 'GET', `${PATH}/${guid}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      guid,
      kind: 'large_virtual_currency',
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      report_draft: { total_cad_cents: '1200000' },
      transfer_guids: [expect.any(String)],
    });
    expect((await auditActions(guid)).map((row) => row.action)).toEqual([
      'staff.compliance_case_viewed',
    ]);
  });

  it('lets compliance claim and decide with a reason; support may do neither', async () => {
    const { guid } = await largeCase();
    expect((await call(support, 'POST', `${PATH}/${guid}/claim`)).statusCode).toBe(403);
    const claimed = await call(compliance, 'POST', `${PATH}/${guid}/claim`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data).toMatchObject({ state: 'claimed', claimed_by: expect.any(String) });
    expect((await call(otherCompliance, 'POST', `${PATH}/${guid}/claim`)).statusCode).toBe(409);
    const decision = { decision: 'reported', reason: 'Filed LVCTR with FINTRAC' };
    const notMine = await call(otherCompliance, 'POST', `${PATH}/${guid}/decision`, decision);
    expect(notMine.statusCode).toBe(409);
    const decided = await call(compliance, 'POST', `${PATH}/${guid}/decision`, decision);
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({
      state: 'closed',
      decision: 'reported',
      reason: 'Filed LVCTR with FINTRAC',
    });
    expect((await call(compliance, 'POST', `${PATH}/${guid}/decision`, decision)).statusCode).toBe(
      409,
    );
    const audited = await auditActions(guid);
    expect(audited.map((row) => row.action)).toEqual([
      'staff.compliance_case_claimed',
      'staff.compliance_case_decided',
    ]);
    expect(audited[1]?.details).toMatchObject({ decision: 'reported', reason: decision.reason });
    const closed = await call(support, 'GET', `${PATH}?state=closed`);
    expect(closed.json().data.objects).toContainEqual(expect.objectContaining({ guid }));
  });

  it('lists closed cases newest decision first, with who decided, when and why', async () => {
    const decided: string[] = [];
    for (const reason of ['First decided', 'Second decided', 'Third decided']) {
      const { guid } = await largeCase();
      await call(compliance, 'POST', `${PATH}/${guid}/claim`);
      t.clock.advance(60);
      await call(compliance, 'POST', `${PATH}/${guid}/decision`, { decision: 'dismissed', reason });
      decided.push(guid);
    }
    const closed = await call(support, 'GET', `${PATH}?state=closed&kind=large_virtual_currency`);
    expect(closed.statusCode).toBe(200);
    const mine = closed
      .json<{ data: { objects: { guid: string; reason: string }[] } }>()
      .data.objects.filter((found) => decided.includes(found.guid));
    expect(mine.map((found) => found.reason)).toEqual([
      'Third decided',
      'Second decided',
      'First decided',
    ]);
    expect(mine[0]).toMatchObject({
      state: 'closed',
      decision: 'dismissed',
      decided_by: expect.any(String),
      decided_at: expect.any(String),
    });
    const denyListOnly = await call(support, 'GET', `${PATH}?state=closed&kind=deny_list_hit`);
    expect(denyListOnly.statusCode).toBe(200);
    const guids = denyListOnly
      .json<{ data: { objects: { guid: string }[] } }>()
      .data.objects.map((found) => found.guid);
    expect(guids.filter((guid) => decided.includes(guid))).toEqual([]);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const { guid } = await largeCase();
    await call(compliance, 'POST', `${PATH}/${guid}/claim`);
    const before = await tableCounts(t);
    const auditBefore = await auditActions(guid);
    const refusals: [string, string, object | undefined, number][] = [
      ['GET', `${PATH}?state=everything`, undefined, 400],
      ['GET', `${PATH}?per_page=1000`, undefined, 400],
      ['GET', `${PATH}?state=closed&kind=everything`, undefined, 400],
      ['GET', `${PATH}?state=closed&page=-1`, undefined, 400],
      ['GET', `${PATH}/not-a-guid`, undefined, 400],
      ['GET', `${PATH}/${newGuid()}`, undefined, 404],
      ['POST', `${PATH}/${newGuid()}/claim`, undefined, 404],
      ['POST', `${PATH}/${guid}/decision`, { decision: 'reported' }, 400],
      ['POST', `${PATH}/${guid}/decision`, { decision: 'reported', reason: '  ' }, 400],
      ['POST', `${PATH}/${guid}/decision`, { decision: 'approve', reason: 'Looks fine' }, 400],
      ['POST', `${PATH}/${guid}/decision`, { decision: 'dismissed', reason: 'x'.repeat(501) }, 400],
      ['POST', `${PATH}/${guid}/decision`, { decision: 'dismissed', reason: 'ok!', x: 1 }, 400],
    ];
    for (const [method, url, payload, status] of refusals) {
      const res = await call(compliance, method === 'GET' ? 'GET' : 'POST', url, payload);
      expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status });
      expect(res.json()).toHaveProperty('code');
    }
    expect(await tableCounts(t)).toEqual(before);
    expect(await auditActions(guid)).toEqual(auditBefore);
    const unchanged = await call(support, 'GET', `${PATH}/${guid}`);
    expect(unchanged.json().data).toMatchObject({ state: 'claimed', decision: null });
  });

  it('refuses callers without a staff token', async () => {
    const { guid } = await largeCase();
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    const customer = await fundedCustomer(t, 0n);
    const res = await call(customer.tokens.ut, 'POST', `${PATH}/${guid}/claim`);
    expect(res.statusCode).toBe(401);
  });
});

describe('deny-list hits', () => {
  it('open one case when a customer checks a denied address, however often', async () => {
    const who = await fundedCustomer(t, 0n);
    const denied = { asset: 'ETH', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await call(who.tokens.ut, 'POST', '/customers/check-wallet', denied);
      expect(res.json()).toMatchObject({ code: 'prohibited_address' });
    }
    const list = await call(support, 'GET', `${PATH}?kind=deny_list_hit`);
    const mine = list
      .json<{ data: { objects: { guid: string; customer_guid: string }[] } }>()
      .data.objects.filter((found) => found.customer_guid === who.guid);
    expect(mine).toHaveLength(1);
    const detail = await call(support, 'GET', `${PATH}/${mine[0]?.guid}`);
    expect(detail.json().data).toMatchObject({
      kind: 'deny_list_hit',
      deadline: null,
      report_draft: { address: denied.address, source: 'check_wallet', list_entry: {} },
    });
  });
});
