import type { PasskeyAnswer, SecurityChange } from '@maple/contracts';
import { SoftAuthenticator } from '../infra/security/soft-authenticator.js';
import { totpCodeAt } from '../modules/identity/totp.js';
import { bearer, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';

/** The test app's site (`publicUrl` http://maple.test), where its passkeys belong. */
export const testSite = { origin: 'http://maple.test', rpId: 'maple.test' };

/** A device holding a passkey registered for the customer, as /settings registers one. */
export async function withPasskeyDevice(
  t: TestApp,
  who: Pick<SignedInCustomer, 'tokens' | 'password'>,
): Promise<SoftAuthenticator> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload });
  const start = await post('/identity/passkeys/registration', { password: who.password });
  if (start.statusCode !== 200) throw new Error(`passkey registration answered ${start.body}`);
  const { options, session_info } = start.json().data;
  const device = new SoftAuthenticator(testSite);
  const credential = device.register(options);
  const created = await post('/identity/passkeys', { session_info, name: 'Phone', credential });
  if (created.statusCode !== 201) throw new Error(`adding the passkey answered ${created.body}`);
  return device;
}

/** Opens a passkey approval of a security change (ADR 57); answers the raw response. */
export function approvalOptions(
  t: TestApp,
  ut: string,
  change: SecurityChange,
  passkeyId?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/identity/passkey-approval/options',
    headers: bearer(ut),
    payload: { change, ...(passkeyId !== undefined && { passkey_id: passkeyId }) },
  });
}

/** `device`'s passkey (the first, unless named) approving `change`, as the settings page asks. */
export async function approveChange(
  t: TestApp,
  ut: string,
  device: SoftAuthenticator,
  change: SecurityChange,
  { passkeyId, credentialId }: { passkeyId?: string; credentialId?: string } = {},
): Promise<PasskeyAnswer> {
  const res = await approvalOptions(t, ut, change, passkeyId);
  if (res.statusCode !== 200) throw new Error(`the approval's options answered ${res.body}`);
  const { options, session_info } = res.json().data;
  const credential = device.assert(options.challenge, credentialId ? { credentialId } : {});
  return { session_info, credential };
}

/**
 * Sets up an authenticator app as /settings does, so the customer holds its ten recovery codes;
 * the clock then moves past the code used.
 */
export async function withAuthenticatorApp(
  t: TestApp,
  ut: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(ut), ...(payload && { payload }) });
  const start = await post('/identity/mfa/totp/enrolment');
  const { secret_key: secret, session_info } = start.json().data;
  const done = await post('/identity/mfa/totp/enrolment/complete', {
    session_info,
    code: totpCodeAt(secret, t.clock.now()),
  });
  if (done.statusCode !== 200) throw new Error(`enrolment answered ${done.body}`);
  t.clock.advance(30);
  return { secret, recoveryCodes: done.json().data.recovery_codes };
}
