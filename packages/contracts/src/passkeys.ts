import { z } from 'zod';
import { passwordSchema } from './fields.js';

/**
 * Passkeys (WebAuthn) at `/identity/passkeys` and `/identity/signin/passkey`: a customer registers
 * several, names them, removes them, and signs in with one alone. Staff do the same at
 * `/admin/api/me/passkeys` and `/admin/api/signin/passkey` with these forms, except how a
 * registration or a removal is confirmed (staff.ts). The ceremonies' options and
 * the browser's answers travel as the WebAuthn Level 3 JSON forms (`PublicKeyCredential.toJSON`),
 * which `@simplewebauthn/browser` produces and `@simplewebauthn/server` checks.
 */

/** base64url without padding, as WebAuthn's JSON forms encode bytes. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** A credential id: up to 1,023 bytes (WebAuthn), so at most 1,364 base64url characters. */
export const passkeyIdSchema = base64url(1364);

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(60, 'At most 60 characters');

const transportsSchema = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(7);

/** What the browser answers to `navigator.credentials.create`, as JSON. */
export const registrationCredentialSchema = z.object({
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type RegistrationCredential = z.input<typeof registrationCredentialSchema>;

/** What the browser answers to `navigator.credentials.get`, as JSON. */
export const authenticationCredentialSchema = z.object({
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type AuthenticationCredential = z.input<typeof authenticationCredentialSchema>;

/**
 * A ceremony's options for the browser (`PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON`), passed on whole, and the single-use handle of the
 * challenge in them, which the finishing call sends back.
 */
export const passkeyCeremonySchema = z.object({
  options: z.looseObject({ challenge: z.string() }),
  session_info: z.string(),
  expires_at: z.iso.datetime(),
});
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>;

/**
 * A passkey's signed answer to a signed-in customer's approval ceremony
 * (`POST /identity/passkey-approval/options`): what confirms a security change on an account with
 * no password.
 */
export const passkeyAnswerSchema = z.strictObject({
  session_info: z.string().min(1).max(2048),
  credential: authenticationCredentialSchema,
});
export type PasskeyAnswer = z.input<typeof passkeyAnswerSchema>;

/**
 * The security changes a passkey may approve for a signed-in customer. The ceremony's challenge
 * is made from the change (and, for a removal, the passkey removed): its answer approves that
 * change once, and no other.
 */
export const securityChangeSchema = z.enum([
  'add_passkey',
  'remove_passkey',
  'remove_authenticator',
  'remove_password',
  'set_password',
]);
export type SecurityChange = z.infer<typeof securityChangeSchema>;

/** POST /identity/passkey-approval/options: the change; a passkey's removal names the passkey. */
export const securityApprovalOptionsRequestSchema = z
  .strictObject({ change: securityChangeSchema, passkey_id: passkeyIdSchema.optional() })
  .refine((body) => (body.change === 'remove_passkey') === (body.passkey_id !== undefined), {
    path: ['passkey_id'],
    message: 'Name the passkey removed, and only for a removal',
  });
export type SecurityApprovalOptionsRequest = z.input<typeof securityApprovalOptionsRequestSchema>;

/**
 * How a signed-in customer confirms a security change: the current password when the account has
 * one, or else (a passwordless account) a passkey's answer. Which one the account needs is
 * `has_password` of `GET /identity/sign-in-methods`; the server refuses the other.
 */
export const securityProofFields = {
  password: passwordSchema.optional(),
  passkey: passkeyAnswerSchema.optional(),
};

/** A proof is one or the other, never both. */
export const oneProof = (body: { password?: unknown; passkey?: unknown }) =>
  body.password === undefined || body.passkey === undefined;
export const oneProofIssue = {
  path: ['passkey'],
  message: 'Send the password or a passkey’s answer, not both',
};

/** POST /identity/passkeys/registration: the proof, as for any security change. */
export const passkeyRegistrationRequestSchema = z
  .strictObject(securityProofFields)
  .refine(oneProof, oneProofIssue);
export type PasskeyRegistrationRequest = z.input<typeof passkeyRegistrationRequestSchema>;

/** POST /identity/passkeys: the browser's new credential, with a name the customer chose. */
export const passkeyCreateRequestSchema = z.strictObject({
  session_info: z.string().min(1).max(2048),
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type PasskeyCreateRequest = z.input<typeof passkeyCreateRequestSchema>;

/** PATCH /identity/passkeys/{id}. */
export const passkeyRenameRequestSchema = z.strictObject({ name: passkeyNameSchema });
export type PasskeyRenameRequest = z.input<typeof passkeyRenameRequestSchema>;

/** DELETE /identity/passkeys/{id}: the proof (a passkey's answer approves this one's removal). */
export const passkeyRemoveRequestSchema = z
  .strictObject(securityProofFields)
  .refine(oneProof, oneProofIssue);
export type PasskeyRemoveRequest = z.input<typeof passkeyRemoveRequestSchema>;

/** POST /identity/signin/passkey: the signed challenge. */
export const passkeySignInRequestSchema = passkeyAnswerSchema;
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;

export const passkeySchema = z.object({
  id: passkeyIdSchema,
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  /** Synced to the customer's other devices by their password manager (backup state). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;
