import type { PasskeyCeremony } from '@maple/contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The contract passes a ceremony's options on whole (only `challenge` is named), while
 * `@simplewebauthn/browser` wants the WebAuthn JSON types. These guards check the members the
 * library reads before calling the browser; the browser checks the rest itself (a TypeError, read
 * as `invalid`). A guard, not a cast: options that lack them never reach the library.
 */
type Options = PasskeyCeremony['options'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string';

const isKeyParameter = (value: unknown): boolean =>
  isRecord(value) && value.type === 'public-key' && typeof value.alg === 'number';

const isCredentialDescriptor = (value: unknown): boolean =>
  isRecord(value) && value.type === 'public-key' && isText(value.id);

const isDescriptorList = (value: unknown): boolean =>
  value === undefined || (Array.isArray(value) && value.every(isCredentialDescriptor));

/** Options for `startRegistration`: who registers, with which algorithms. */
export function isCreationOptions(
  options: Options,
): options is Options & PublicKeyCredentialCreationOptionsJSON {
  const { rp, user, pubKeyCredParams, excludeCredentials } = options;
  return (
    isRecord(rp) &&
    isText(rp.name) &&
    isRecord(user) &&
    isText(user.id) &&
    isText(user.name) &&
    isText(user.displayName) &&
    Array.isArray(pubKeyCredParams) &&
    pubKeyCredParams.every(isKeyParameter) &&
    isDescriptorList(excludeCredentials)
  );
}

/** Options for `startAuthentication`: the challenge, and which passkeys may answer (any, here). */
export function isRequestOptions(
  options: Options,
): options is Options & PublicKeyCredentialRequestOptionsJSON {
  return isDescriptorList(options.allowCredentials);
}
