/**
 * Why a WebAuthn ceremony ended without a credential, in the terms a screen needs:
 * - `cancelled`: the customer closed the browser's prompt or let it time out (`NotAllowedError`;
 *   browsers give this one name to both on purpose, so a page cannot tell them apart);
 * - `already-registered`: this authenticator already holds a passkey for the account
 *   (`InvalidStateError`, from the server's exclude list);
 * - `aborted`: another ceremony replaced this one, or the page left (`AbortError`): not a
 *   problem to show;
 * - `invalid`: the server's options or the browser's answer were not what WebAuthn expects;
 * - `failed`: anything else the authenticator or browser refused.
 */
export type PasskeyFailure = 'cancelled' | 'already-registered' | 'aborted' | 'invalid' | 'failed';

const textProperty = (value: unknown, key: 'name' | 'code'): string => {
  if (typeof value !== 'object' || value === null || !(key in value)) return '';
  const found: unknown = Reflect.get(value, key);
  return typeof found === 'string' ? found : '';
};

/**
 * Reads what `@simplewebauthn/browser` throws: a `WebAuthnError` (its `code` says why, its `name`
 * is the DOMException's) or the DOMException itself. Read by property rather than `instanceof`, as
 * a DOMException is not an Error in every environment.
 */
export function passkeyFailureOf(error: unknown): PasskeyFailure {
  const code = textProperty(error, 'code');
  if (code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already-registered';
  switch (textProperty(error, 'name')) {
    case 'NotAllowedError':
      return 'cancelled';
    case 'InvalidStateError':
      return 'already-registered';
    case 'AbortError':
      return 'aborted';
    case 'TypeError':
      return 'invalid';
    default:
      return 'failed';
  }
}
