import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countMails,
  customerTokens,
  type SignedInCustomer,
  signedInCustomer,
  signIn,
  signInAgain,
  tableCounts,
} from '../../testing/flows.js';
import {
  cleanAnswers,
  customerState,
  pngBytes,
  putFile,
  putStep,
  submit,
} from '../../testing/kyc-flows.js';
import { withAuthenticatorApp, withPasskeyDevice } from '../../testing/passkey-flows.js';
import { complianceOfficer } from '../../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { StaffActor } from './kyc-review.service.js';

/**
 * Account recovery by identity re-verification (docs/decisions/0059): a customer who lost every
 * passkey and the authenticator, as they and an attacker holding only the password would see it.
 */
let t: TestApp;
let first: StaffActor;
let second: StaffActor;
beforeAll(async () => {
  t = await createTestApp();
  first = await complianceOfficer(t, 'req-recovery-1');
  second = await complianceOfficer(t, 'req-recovery-2');
});
afterAll(() => t.close());

interface LockedOut {
  customer: SignedInCustomer;
  /** The sign-in that stopped at its second step: the password was right. */
  mfaToken: string;
}

/** A verified customer with a passkey and an authenticator app, both now lost. */
async function lockedOut(): Promise<LockedOut> {
  const customer = await signedInCustomer(t);
  await withPasskeyDevice(t, customer);
  await withAuthenticatorApp(t, customer.tokens.ut);
  const step = await signIn(t.app, customer.email, customer.password);
  const { status, mfa_token } = step.json<{ data: { status: string; mfa_token: string } }>().data;
  expect(status).toBe('mfa_required');
  return { customer, mfaToken: mfa_token };
}

const start = (mfaToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/customers/recovery', payload: { mfa_token: mfaToken } });

interface Started {
  recovery_token: string;
  identity_verification_guid: string;
}

async function started(who: LockedOut): Promise<Started> {
  const res = await start(who.mfaToken);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Started }>().data;
}

/** The customer as the flow's helpers call it, carrying the recovery's token. */
const withRecoveryToken = (customer: SignedInCustomer, token: string): SignedInCustomer => ({
  ...customer,
  tokens: { ...customer.tokens, ut: token },
});

/** Sends the photo ID (a licence: both sides) and a selfie, then submits. */
async function answered(who: LockedOut, recovery: Started) {
  const as = withRecoveryToken(who.customer, recovery.recovery_token);
  const guid = recovery.identity_verification_guid;
  expect((await putStep(t, as, guid, 'document', cleanAnswers().document)).statusCode).toBe(200);
  for (const kind of ['id_front', 'id_back', 'selfie']) {
    expect((await putFile(t, as, guid, kind, pngBytes())).statusCode).toBe(200);
  }
  const sent = await submit(t, as, guid);
  expect(sent.statusCode, sent.body).toBe(200);
  expect(sent.json().data.state).toBe('reviewing');
}

const approve = (guid: string, actor: StaffActor) =>
  t.services.kyc.review.decide(guid, actor, { decision: 'approve', reason: 'ID and selfie match' });

const fundingStatus = (ut: string) =>
  t.app.inject({ method: 'GET', url: '/customers/funding', headers: bearer(ut) });

describe('opening a recovery', () => {
  it('takes the MFA token of a sign-in that cannot finish, tells the customer, and resumes', async () => {
    const who = await lockedOut();
    const opened = await started(who);
    expect(await countMails(t, who.customer.email, 'account_recovery_started')).toBe(1);

    const again = await started(who);
    expect(again.identity_verification_guid).toBe(opened.identity_verification_guid);
    expect(await countMails(t, who.customer.email, 'account_recovery_started')).toBe(1);
  });

  it('refuses bad input with a clear 4xx, writing nothing', async () => {
    // A user token is no MFA token: another kind of token opens nothing.
    const customer = await signedInCustomer(t);
    const before = await tableCounts(t);
    for (const payload of [{}, { mfa_token: '' }, { mfa_token: 'x', extra: 1 }, { mfa_token: 7 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/customers/recovery', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await start('not-a-token')).statusCode).toBe(401);
    expect((await start(customer.tokens.ut)).statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('is not for a customer whose identity was never verified: nothing to compare with', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    await withAuthenticatorApp(t, customer.tokens.ut);
    const step = await signIn(t.app, customer.email, customer.password);
    const res = await start(step.json().data.mfa_token);
    expect([res.statusCode, res.json().code]).toEqual([409, 'conflict']);
    expect(await countMails(t, customer.email, 'account_recovery_started')).toBe(0);
  });
});

describe('the recovery token', () => {
  it('answers its own verification’s photo ID steps, and opens nothing else', async () => {
    const who = await lockedOut();
    const recovery = await started(who);
    const guid = recovery.identity_verification_guid;
    const token = recovery.recovery_token;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

    const application = await get(`/customers/kyc/${guid}`);
    expect(application.statusCode).toBe(200);
    expect(application.json().data.missing).toEqual(['document', 'id_front', 'id_back', 'selfie']);

    for (const url of [
      '/customers/kyc',
      '/customers/funding',
      '/identity/passkeys',
      '/api/accounts',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const other = await lockedOut();
    const theirs = await started(other);
    expect((await get(`/customers/kyc/${theirs.identity_verification_guid}`)).statusCode).toBe(404);

    const as = withRecoveryToken(who.customer, token);
    const identity = await putStep(t, as, guid, 'identity', cleanAnswers().identity);
    expect(identity.statusCode).toBe(422);
  });
});

describe('the review', () => {
  it('approved by two people: the lost factors go, sessions end, withdrawals wait 48 hours', async () => {
    const who = await lockedOut();
    const recovery = await started(who);
    await answered(who, recovery);
    expect(await countMails(t, who.customer.email, 'account_recovery_in_review')).toBe(1);
    // While it is reviewed, it cannot be opened again.
    expect((await start(who.mfaToken)).statusCode).toBe(409);

    const guid = recovery.identity_verification_guid;
    expect((await approve(guid, first)).state).toBe('reviewing');
    await expect(approve(guid, first)).rejects.toThrow();
    t.clock.advance(60);
    const decided = await approve(guid, second);
    expect(decided).toMatchObject({ state: 'completed', outcome: 'passed' });
    const recoveredAt = t.clock.now();

    // The old session is over; the password alone signs in now, and the identity stays verified.
    expect((await fundingStatus(who.customer.tokens.ut)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, who.customer.email, who.customer.password);
    expect(signedIn.json().data.status).not.toBe('mfa_required');
    expect(await customerState(t, who.customer.guid)).toBe('verified');
    const { user_id } = await t.services.customers.find(t.database.db, who.customer.guid);
    const principal = { kind: 'customer', id: user_id } as const;
    expect(await t.services.identity.secondFactor.isEnrolled(principal)).toBe(false);
    const user = await t.services.identity.requireUser(user_id);
    expect(await t.services.identity.passkeys.list(user)).toEqual([]);
    expect(await countMails(t, who.customer.email, 'account_recovered')).toBe(1);

    // With a new authenticator, withdrawals still wait out the 48 hours from the approval.
    const fresh = await customerTokens(t.app, who.customer.email, who.customer.password);
    const { secret } = await withAuthenticatorApp(t, fresh.ut);
    const held = (await fundingStatus(fresh.ut)).json().data.withdrawals;
    expect(held).toMatchObject({ allowed: false, reason: 'security_change' });
    expect(held.held_until).toBe(new Date(recoveredAt.getTime() + 48 * 3600_000).toISOString());
    t.clock.advance(48 * 3600);
    const later = await signInAgain(t, { ...who.customer, totpSecret: secret });
    expect((await fundingStatus(later.ut)).json().data.withdrawals.allowed).toBe(true);
  });

  it('refused: nothing changes, and the customer is told', async () => {
    const who = await lockedOut();
    const recovery = await started(who);
    await answered(who, recovery);
    const guid = recovery.identity_verification_guid;
    const decided = await t.services.kyc.review.decide(guid, first, {
      decision: 'reject',
      reason: 'The selfie is not the person on the ID',
    });
    expect(decided).toMatchObject({ state: 'completed', outcome: 'failed' });
    expect(await countMails(t, who.customer.email, 'account_recovery_refused')).toBe(1);
    expect((await fundingStatus(who.customer.tokens.ut)).statusCode).toBe(200);
    const again = await signIn(t.app, who.customer.email, who.customer.password);
    expect(again.json().data.status).toBe('mfa_required');
    expect(await customerState(t, who.customer.guid)).toBe('verified');
  });
});
