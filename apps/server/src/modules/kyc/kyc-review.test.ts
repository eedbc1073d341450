import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../infra/errors.js';
import { countMails, type SignedInCustomer, signedInCustomer } from '../../testing/flows.js';
import {
  cleanAnswers,
  customerState,
  eddAnswers,
  pngBytes,
  putFile,
  putStep,
  startVerification,
  submit,
  submittedApplication,
  uniqueSin,
} from '../../testing/kyc-flows.js';
import { complianceOfficer } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { StaffActor } from './kyc-review.service.js';

/** The staff review queue's service: reads of personal data and decisions, all audited. */
let t: TestApp;
let actor: StaffActor;
/** A second, independent officer: politically exposed and high-risk approvals take two. */
let second: StaffActor;
beforeAll(async () => {
  t = await createTestApp();
  actor = await complianceOfficer(t, 'req-review-1');
  second = await complianceOfficer(t, 'req-review-2');
});
afterAll(() => t.close());

/** A customer whose application was sent to review (declared politically exposed). */
async function inReview(sin = uniqueSin()): Promise<{ customer: SignedInCustomer; guid: string }> {
  const customer = await signedInCustomer(t, { verified: false });
  const answers = cleanAnswers(sin);
  answers.declarations = { ...answers.declarations, politically_exposed: true };
  const application = await submittedApplication(t, customer, answers);
  t.clock.advance(1);
  return { customer, guid: application.identity_verification_guid };
}

const auditOf = (guid: string) =>
  t.database.db
    .selectFrom('audit_events')
    .select(['action', 'actor_type', 'actor_id', 'request_id', 'details'])
    .orderBy('id')
    .execute()
    .then((events) => events.filter((e) => e.details.identity_verification_guid === guid));

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof AppError ? { code: error.code, message: error.message } : error,
  );

describe('the review queue', () => {
  it('lists verifications under review, oldest submission first', async () => {
    const first = await inReview();
    const second = await inReview();
    const { verifications, total } = await t.services.kyc.review.queue('reviewing', {
      offset: 0,
      limit: 100,
    });
    const guids = verifications.map((v) => v.guid);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(guids.indexOf(first.guid)).toBeLessThan(guids.indexOf(second.guid));
    expect(verifications.every((v) => v.state === 'reviewing')).toBe(true);
  });

  it('shows a reviewer the answers with the SIN masked, and the stored checks, audited', async () => {
    const sin = uniqueSin();
    const customer = await signedInCustomer(t, { verified: false });
    const answers = cleanAnswers(sin);
    answers.identity = { name: { first: 'Petrak', last: 'Zorvan' }, date_of_birth: '1961-03-12' };
    const guid = (await submittedApplication(t, customer, answers)).identity_verification_guid;

    const detail = await t.services.kyc.review.detail(guid, actor);
    expect(detail.answers.tax).toEqual({ sin_masked: `*** *** ${sin.slice(-3)}` });
    expect(detail.answers.identity?.name.last).toBe('Zorvan');
    expect(detail.files.map((file) => file.kind)).toEqual(['id_front', 'id_back', 'selfie']);
    expect(detail.verification.complianceChecks).toContainEqual({
      type: 'person_watchlists',
      outcome: 'failed',
      failure_codes: ['prohibited_person_check_failure'],
    });
    expect(detail.sanctionsMatches.map((match) => match.name)).toEqual(['ZORVAN, Petrak Ilyan']);
    expect(JSON.stringify(detail)).not.toContain(sin);
    expect(await auditOf(guid)).toContainEqual(
      expect.objectContaining({
        action: 'staff.kyc_viewed',
        actor_id: actor.staffId,
        request_id: 'req-review-1',
      }),
    );
  });

  it('reveals the SIN only with a reason, and records who, when and why — never the SIN', async () => {
    const sin = uniqueSin();
    const { guid } = await inReview(sin);
    expect(await rejection(t.services.kyc.review.revealSin(guid, actor, '   '))).toMatchObject({
      code: 'invalid_parameter',
    });
    expect(await t.services.kyc.review.revealSin(guid, actor, 'Matching a CRA letter')).toBe(sin);
    const events = await auditOf(guid);
    expect(events.filter((e) => e.action === 'staff.kyc_sin_revealed')).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ reason: 'Matching a CRA letter' }),
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain(sin);
  });

  it('reads a file’s bytes back, decrypted and audited; another verification’s file is not found', async () => {
    const { guid } = await inReview();
    const { files } = await t.services.kyc.review.detail(guid, actor);
    const selfie = files.find((file) => file.kind === 'selfie');
    if (selfie === undefined) throw new Error('no selfie');
    const file = await t.services.kyc.review.fileBytes(guid, selfie.guid, actor);
    expect(file.contentType).toBe('image/png');
    expect(file.bytes.equals(pngBytes())).toBe(true);
    expect((await auditOf(guid)).map((e) => e.action)).toContain('staff.kyc_file_viewed');
    const other = await inReview();
    expect(
      await rejection(t.services.kyc.review.fileBytes(other.guid, selfie.guid, actor)),
    ).toMatchObject({
      code: 'not_found',
    });
  });

  it('approves with two people: the first approval is kept, the second verifies the customer', async () => {
    const { customer, guid } = await inReview();
    const first = await t.services.kyc.review.decide(guid, actor, {
      decision: 'approve',
      reason: 'PEP role ended in 2019; source of funds plain',
    });
    expect(first).toMatchObject({
      state: 'reviewing',
      outcome: null,
      firstApproval: { staffId: actor.staffId, reason: expect.stringContaining('PEP role') },
    });
    expect(await customerState(t, customer.guid)).toBe('unverified');
    expect(await countMails(t, customer.email, 'kyc_passed')).toBe(0);
    // The first approver cannot be the second.
    expect(
      await rejection(
        t.services.kyc.review.decide(guid, actor, { decision: 'approve', reason: 'Again' }),
      ),
    ).toMatchObject({ code: 'maker_checker' });

    const decided = await t.services.kyc.review.decide(guid, second, {
      decision: 'approve',
      reason: 'Agreed: source of funds documented',
    });
    expect(decided).toMatchObject({
      state: 'completed',
      outcome: 'passed',
      decidedByStaff: second.staffId,
    });
    expect(await customerState(t, customer.guid)).toBe('verified');
    expect((await t.services.kyc.identityOf(customer.guid))?.verifiedAt).toBeInstanceOf(Date);
    expect(await countMails(t, customer.email, 'kyc_passed')).toBe(1);
    const audit = await auditOf(guid);
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'staff.kyc_first_approved', actor_id: actor.staffId }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'kyc.verification_passed',
        actor_type: 'staff',
        actor_id: second.staffId,
      }),
    );
    // Decided once: a second decision is refused.
    expect(
      await rejection(
        t.services.kyc.review.decide(guid, actor, { decision: 'reject', reason: 'x' }),
      ),
    ).toMatchObject({
      code: 'conflict',
    });
  });

  it('refuses by the database a politically exposed approval with no first approver', async () => {
    const { guid } = await inReview();
    await expect(
      t.database.db
        .updateTable('identity_verifications')
        .set({
          state: 'completed',
          outcome: 'passed',
          decided_at: t.clock.now(),
          decided_by_staff: actor.staffId,
          decision_reason: 'One person alone',
        })
        .where('guid', '=', guid)
        .execute(),
    ).rejects.toThrow(/identity_verifications_pep_two_people/);
  });

  it('rejects with compliance_rejection: the customer is rejected and told', async () => {
    const { customer, guid } = await inReview();
    const decided = await t.services.kyc.review.decide(guid, actor, {
      decision: 'reject',
      reason: 'Could not confirm the source of funds',
    });
    expect(decided).toMatchObject({ outcome: 'failed', failureCodes: ['compliance_rejection'] });
    expect(await customerState(t, customer.guid)).toBe('rejected');
    expect(await countMails(t, customer.email, 'kyc_failed')).toBe(1);
    const status = await t.services.kyc.status(customer.guid);
    expect(status.verification?.reasons.map((reason) => reason.code)).toEqual([
      'compliance_rejection',
    ]);
  });

  it('approving enhanced due diligence records when it passed', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    await submittedApplication(t, customer);
    const guid = await startVerification(t, customer, 'enhanced_due_diligence');
    await putStep(t, customer, guid, 'edd', eddAnswers());
    await putFile(t, customer, guid, 'supporting_document', pngBytes());
    await submit(t, customer, guid);
    const approval = { decision: 'approve', reason: 'Payslips match' } as const;
    await t.services.kyc.review.decide(guid, actor, approval);
    // Enhanced due diligence raises limits: a second person approves it too.
    expect((await t.services.kyc.identityOf(customer.guid))?.eddPassedAt ?? null).toBeNull();
    await t.services.kyc.review.decide(guid, second, approval);
    expect((await t.services.kyc.identityOf(customer.guid))?.eddPassedAt).toBeInstanceOf(Date);
    expect(await customerState(t, customer.guid)).toBe('verified');
    expect((await t.services.kyc.status(customer.guid)).edd).toMatchObject({
      state: 'completed',
      outcome: 'passed',
    });
  });
});
