import type { ReviewDetail } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import {
  cleanAnswers,
  customerState,
  submittedApplication,
  uniqueSin,
} from '../../testing/kyc-flows.js';
import { signedInStaff } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** The compliance review queue over HTTP: who may read, who may decide, what is audited. */
let t: TestApp;
let compliance: string;
/** A second officer: politically exposed approvals take two people. */
let secondOfficer: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await signedInStaff(t, 'compliance');
  secondOfficer = await signedInStaff(t, 'compliance');
  support = await signedInStaff(t, 'support');
});
afterAll(() => t.close());

const PATH = '/admin/api/identity-verifications';

function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A customer who declared being politically exposed: their application waits for a person. */
async function inReview(sin = uniqueSin()): Promise<{ customer: SignedInCustomer; guid: string }> {
  const customer = await signedInCustomer(t, { verified: false });
  const answers = cleanAnswers(sin);
  answers.declarations = { ...answers.declarations, politically_exposed: true };
  const application = await submittedApplication(t, customer, answers);
  t.clock.advance(1);
  return { customer, guid: application.identity_verification_guid };
}

const auditActions = async (guid: string) =>
  (
    await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .orderBy('id')
      .execute()
  )
    .filter((event) => event.details.identity_verification_guid === guid)
    .map((event) => event.action);

describe('reading the queue', () => {
  it('lists what waits for review, oldest first, with reasons and no personal data', async () => {
    const first = await inReview();
    const second = await inReview();
    const res = await call(compliance, 'GET', `${PATH}?per_page=100`);
    expect(res.statusCode).toBe(200);
    const { objects } = res.json<{ data: { objects: { guid: string; reasons: string[] }[] } }>()
      .data;
    const guids = objects.map((o) => o.guid);
    expect(guids.indexOf(first.guid)).toBeLessThan(guids.indexOf(second.guid));
    expect(objects.find((o) => o.guid === first.guid)?.reasons).toContain(
      'politically_exposed_person',
    );
    expect(res.body).not.toContain('"identity"');
  });

  it('shows support staff the detail with the SIN masked, and audits the view', async () => {
    const sin = uniqueSin();
    const { customer, guid } = await inReview(sin);
    const res = await call(support, 'GET', `${PATH}/${guid}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ data: ReviewDetail }>().data;
    expect(detail.customer_email).toBe(customer.email);
    expect(detail.answers.sin_masked).toBe(`*** *** ${sin.slice(-3)}`);
    expect(res.body).not.toContain(sin);
    expect(detail.files.map((f) => f.kind)).toEqual(['id_front', 'id_back', 'selfie']);
    expect(detail.decision).toBeNull();
    expect(await auditActions(guid)).toContain('staff.kyc_viewed');
  });

  it('serves a file to staff as its stored type, never sniffed, and audits it', async () => {
    const { guid } = await inReview();
    const detail = (await call(support, 'GET', `${PATH}/${guid}`)).json<{ data: ReviewDetail }>()
      .data;
    const file = detail.files[0];
    if (file === undefined) throw new Error('no file');
    const res = await call(support, 'GET', `${PATH}/${guid}/files/${file.guid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(await auditActions(guid)).toContain('staff.kyc_file_viewed');
  });

  it('refuses customers, missing tokens, malformed and unknown guids', async () => {
    const { customer, guid } = await inReview();
    expect((await call(customer.tokens.ut, 'GET', PATH)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${PATH}/${guid}` })).statusCode).toBe(401);
    expect((await call(compliance, 'GET', `${PATH}/not-a-guid`)).statusCode).toBe(400);
    expect((await call(compliance, 'GET', `${PATH}/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await call(compliance, 'GET', `${PATH}?per_page=101`)).statusCode).toBe(400);
    expect((await call(compliance, 'GET', `${PATH}?state=pending`)).statusCode).toBe(400);
  });
});

describe('revealing a SIN', () => {
  it('shows it to compliance for a reason, recorded without the SIN', async () => {
    const sin = uniqueSin();
    const { guid } = await inReview(sin);
    const res = await call(compliance, 'POST', `${PATH}/${guid}/sin`, {
      reason: 'Compare with the T4 the customer sent',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { sin: string } }>().data.sin.replaceAll(' ', '')).toBe(sin);
    expect(await auditActions(guid)).toContain('staff.kyc_sin_revealed');
    const audit = await t.database.db.selectFrom('audit_events').select('details').execute();
    expect(JSON.stringify(audit)).not.toContain(sin);
  });

  it('refuses support (403), a missing or empty reason (400), writing nothing', async () => {
    const { guid } = await inReview();
    const before = await auditActions(guid);
    const counts = await tableCounts(t);
    const bySupport = await call(support, 'POST', `${PATH}/${guid}/sin`, { reason: 'Curious' });
    expect(bySupport.statusCode).toBe(403);
    expect((await call(compliance, 'POST', `${PATH}/${guid}/sin`, {})).statusCode).toBe(400);
    const blank = await call(compliance, 'POST', `${PATH}/${guid}/sin`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toMatch(/reason/i);
    expect(await auditActions(guid)).toEqual(before);
    expect(await tableCounts(t)).toEqual(counts);
  });
});

describe('deciding', () => {
  it('approves a politically exposed applicant with two officers: the first approval shown, then the decision', async () => {
    const { customer, guid } = await inReview();
    const first = await call(compliance, 'POST', `${PATH}/${guid}/decision`, {
      decision: 'approve',
      reason: 'Domestic PEP, source of funds documented',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: ReviewDetail }>().data).toMatchObject({
      state: 'reviewing',
      needs_second_approval: true,
      decision: null,
      first_approval: {
        reason: 'Domestic PEP, source of funds documented',
        staff_email: expect.stringMatching(/^staff-compliance/),
      },
    });
    expect(await customerState(t, customer.guid)).toBe('unverified');
    const alone = await call(compliance, 'POST', `${PATH}/${guid}/decision`, {
      decision: 'approve',
      reason: 'Approving it again',
    });
    expect(alone.statusCode).toBe(403);
    expect(alone.json()).toMatchObject({ code: 'maker_checker' });

    const res = await call(secondOfficer, 'POST', `${PATH}/${guid}/decision`, {
      decision: 'approve',
      reason: 'Agreed after reading the file',
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ data: ReviewDetail }>().data;
    expect(detail).toMatchObject({ state: 'completed', outcome: 'passed' });
    expect(detail.decision).toMatchObject({ decision: 'approve' });
    expect(detail.decision?.staff_email).toMatch(/^staff-compliance/);
    expect(detail.first_approval?.staff_email).not.toBe(detail.decision?.staff_email);
    expect(await customerState(t, customer.guid)).toBe('verified');
    expect(await auditActions(guid)).toEqual(
      expect.arrayContaining(['staff.kyc_first_approved', 'kyc.verification_passed']),
    );
  });

  it('rejects with a reason; a second decision is a conflict', async () => {
    const { customer, guid } = await inReview();
    const reject = { decision: 'reject', reason: 'The ID does not match the selfie' };
    expect((await call(compliance, 'POST', `${PATH}/${guid}/decision`, reject)).statusCode).toBe(
      200,
    );
    expect(await customerState(t, customer.guid)).toBe('rejected');
    const again = await call(compliance, 'POST', `${PATH}/${guid}/decision`, {
      decision: 'approve',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses support and bad decisions, changing nothing', async () => {
    const { customer, guid } = await inReview();
    const counts = await tableCounts(t);
    const bad = [
      [support, { decision: 'approve', reason: 'Looks fine to me' }, 403],
      [compliance, { decision: 'maybe', reason: 'Not sure yet' }, 400],
      [compliance, { decision: 'reject' }, 400],
      [compliance, { decision: 'reject', reason: 'x'.repeat(501) }, 400],
      [compliance, { decision: 'approve', reason: 'ok', extra: true }, 400],
    ] as const;
    for (const [token, body, status] of bad) {
      expect((await call(token, 'POST', `${PATH}/${guid}/decision`, body)).statusCode).toBe(status);
    }
    expect(await customerState(t, customer.guid)).toBe('unverified');
    expect(await tableCounts(t)).toEqual(counts);
  });
});
