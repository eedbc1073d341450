import { bearer, type SignedInCustomer } from './flows.js';
import { SoftAuthenticator } from './soft-authenticator.js';
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
