import {
  type AuthenticationCredential,
  authenticationCredentialSchema,
  type PasskeyCeremony,
  type RegistrationCredential,
  registrationCredentialSchema,
} from '@maple/contracts';
import {
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { isCreationOptions, isRequestOptions } from './ceremony-options';
import { type PasskeyFailure, passkeyFailureOf } from './passkey-failure';

/** A ceremony's end: the browser's credential, as the contract sends it, or why there is none. */
export type CeremonyOutcome<T> =
  | { ok: true; credential: T }
  | { ok: false; failure: PasskeyFailure };

const failed = (failure: PasskeyFailure) => ({ ok: false, failure }) as const;

const transportSchema =
  registrationCredentialSchema.shape.response.shape.transports.unwrap().element;

/**
 * Browsers add transports as they learn them; one the contract does not list yet would only cost
 * a hint for later sign-ins, so it is left out rather than refusing the new passkey.
 */
const withKnownTransports = (response: RegistrationResponseJSON) => ({
  ...response,
  response: {
    ...response.response,
    transports: response.response.transports?.filter(
      (transport) => transportSchema.safeParse(transport).success,
    ),
  },
});

/**
 * Creates a passkey on this device with the server's options (the browser's own prompt). The
 * answer is checked against the contract the server enforces, which also gives it the contract's
 * type.
 */
export async function createPasskeyCredential(
  options: PasskeyCeremony['options'],
): Promise<CeremonyOutcome<RegistrationCredential>> {
  if (!isCreationOptions(options)) return failed('invalid');
  try {
    const response = await startRegistration({ optionsJSON: options });
    const checked = registrationCredentialSchema.safeParse(withKnownTransports(response));
    return checked.success ? { ok: true, credential: checked.data } : failed('invalid');
  } catch (error) {
    return failed(passkeyFailureOf(error));
  }
}

/**
 * Asks the browser for a passkey that signs the server's challenge: in its own prompt, or, with
 * `autofill`, among the suggestions of the sign-in's e-mail field (conditional mediation), where
 * it waits until the customer picks one or another ceremony replaces it.
 */
export async function getPasskeyCredential(
  options: PasskeyCeremony['options'],
  { autofill }: { autofill: boolean },
): Promise<CeremonyOutcome<AuthenticationCredential>> {
  if (!isRequestOptions(options)) return failed('invalid');
  try {
    const response = await startAuthentication({
      optionsJSON: options,
      useBrowserAutofill: autofill,
    });
    const checked = authenticationCredentialSchema.safeParse(response);
    return checked.success ? { ok: true, credential: checked.data } : failed('invalid');
  } catch (error) {
    return failed(passkeyFailureOf(error));
  }
}
