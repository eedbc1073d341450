import { z } from 'zod';
import {
  altchaSchema,
  displayNameSchema,
  emailSchema,
  languageSchema,
  linkTokenSchema,
  mfaCodeSchema,
  newPasswordSchema,
  otpCodeSchema,
  passwordSchema,
} from './fields.js';
import { oneProof, oneProofIssue, passkeyAnswerSchema, securityProofFields } from './passkeys.js';

/** The identity service (`/identity/...`): accounts, passwords, TOTP MFA, e-mail links. */

export const signUpRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  display_name: displayNameSchema,
  accept_terms: z.literal(true, { error: 'You must accept the terms to continue' }),
  altcha: altchaSchema,
  language: languageSchema.default('en-CA'),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** Sign-in answers either an identity token or a second step to complete with a code. */
export const signInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), id_token: z.string(), expires_in: z.number() }),
  z.object({ status: z.literal('mfa_required'), mfa_token: z.string(), expires_in: z.number() }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export const mfaSignInRequestSchema = z.strictObject({
  mfa_token: z.string().min(1).max(2048),
  code: mfaCodeSchema,
});
export type MfaSignInRequest = z.input<typeof mfaSignInRequestSchema>;

/**
 * TOTP enrolment, docs/product/data.md: secret key, hashing algorithm, code length, period,
 * deadline, session.
 */
export const totpEnrolmentSchema = z.object({
  secret_key: z.string(),
  hashing_algorithm: z.literal('SHA1'),
  code_length: z.literal(6),
  period_seconds: z.literal(30),
  completion_deadline: z.iso.datetime(),
  session_info: z.string(),
  otpauth_uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpEnrolmentFinishRequestSchema = z.strictObject({
  session_info: z.string().min(1).max(2048),
  code: otpCodeSchema,
});
export type TotpEnrolmentFinishRequest = z.input<typeof totpEnrolmentFinishRequestSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The proof (the password, or a passkey's answer without one) and a current or recovery code. */
export const totpUnenrolRequestSchema = z
  .strictObject({ ...securityProofFields, code: mfaCodeSchema })
  .refine(oneProof, oneProofIssue);
export type TotpUnenrolRequest = z.input<typeof totpUnenrolRequestSchema>;

export const linkTokenRequestSchema = z.strictObject({ token: linkTokenSchema });
export type LinkTokenRequest = z.input<typeof linkTokenRequestSchema>;

export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  altcha: altchaSchema,
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetCompleteSchema = z.strictObject({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetComplete = z.input<typeof passwordResetCompleteSchema>;

export const changePasswordRequestSchema = z.strictObject({
  current_password: passwordSchema,
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * GET /identity/sign-in-methods: whether the account has a password (without one, a passkey
 * confirms what the password would), and which way in may go now. A passwordless account keeps
 * two passkeys, or one and unused recovery codes (docs/decisions/0057-passwordless-accounts.md):
 * `removable` says whether the password, a passkey, or the authenticator app (its recovery codes
 * with it) may be removed without breaking that.
 */
export const signInMethodsSchema = z.object({
  has_password: z.boolean(),
  removable: z.object({
    password: z.boolean(),
    passkey: z.boolean(),
    authenticator: z.boolean(),
  }),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** DELETE /identity/password: the current password and a passkey's answer, both. */
export const passwordRemoveRequestSchema = z.strictObject({
  password: passwordSchema,
  passkey: passkeyAnswerSchema,
});
export type PasswordRemoveRequest = z.input<typeof passwordRemoveRequestSchema>;

/** POST /identity/password: a passwordless account sets a password again, a passkey approving. */
export const passwordSetRequestSchema = z.strictObject({
  new_password: newPasswordSchema,
  passkey: passkeyAnswerSchema,
});
export type PasswordSetRequest = z.input<typeof passwordSetRequestSchema>;

export const mfaStatusSchema = z.object({
  totp_enrolled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** GET /identity/altcha: an ALTCHA v1 proof-of-work challenge, bare, as the widget reads it. */
export const altchaChallengeSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** The same neutral answer whether or not the e-mail address has an account. */
export const acknowledgementSchema = z.object({ message: z.string() });
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
