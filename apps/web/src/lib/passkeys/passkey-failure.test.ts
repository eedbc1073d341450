import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { isCreationOptions, isRequestOptions } from './ceremony-options';
import { passkeyFailureOf } from './passkey-failure';

const wrapped = (name: string, code: WebAuthnError['code']) =>
  new WebAuthnError({ message: name, code, cause: new DOMException(name, name) });

describe('why a ceremony ended without a passkey', () => {
  it('reads the library’s errors and the bare DOMExceptions alike', () => {
    expect(
      passkeyFailureOf(wrapped('NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY')),
    ).toBe('cancelled');
    expect(passkeyFailureOf(new DOMException('x', 'NotAllowedError'))).toBe('cancelled');
    expect(
      passkeyFailureOf(wrapped('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')),
    ).toBe('already-registered');
    expect(passkeyFailureOf(new DOMException('x', 'InvalidStateError'))).toBe('already-registered');
    expect(passkeyFailureOf(wrapped('AbortError', 'ERROR_CEREMONY_ABORTED'))).toBe('aborted');
    expect(passkeyFailureOf(new TypeError('bad options'))).toBe('invalid');
    expect(passkeyFailureOf(new Error('WebAuthn is not supported in this browser'))).toBe('failed');
    expect(passkeyFailureOf('nonsense')).toBe('failed');
  });
});

describe('the server’s ceremony options', () => {
  const creation = {
    challenge: 'Y2hhbGxlbmdl',
    rp: { name: 'Maple Exchange' },
    user: { id: 'dXNlcg', name: 'ada@example.ca', displayName: 'Ada' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  };

  it('reach the browser only with what WebAuthn cannot do without', () => {
    expect(isCreationOptions(creation)).toBe(true);
    expect(isCreationOptions({ ...creation, user: { id: 'dXNlcg' } })).toBe(false);
    expect(isCreationOptions({ ...creation, pubKeyCredParams: [{ alg: '-7' }] })).toBe(false);
    expect(isCreationOptions({ challenge: 'Y2hhbGxlbmdl' })).toBe(false);
    expect(isRequestOptions({ challenge: 'Y2hhbGxlbmdl', allowCredentials: [] })).toBe(true);
    expect(isRequestOptions({ challenge: 'Y2hhbGxlbmdl', allowCredentials: [{ id: 1 }] })).toBe(
      false,
    );
  });
});
