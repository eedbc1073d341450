import { z } from 'zod';
import {
  altchaSchema,
  emailSchema,
  languageSchema,
  mfaCodeSchema,
  newPasswordSchema,
} from './fields.js';
import { authenticationCredentialSchema } from './passkeys.js';
import { guidSchema } from './platform/fields.js';
import { walletBindingSchema } from './wallet-check.js';

/**
 * The product's own backend (`/customers/...`, docs/product/interfaces.md). Every answer is
 * `{ data: ... }` (docs/product/sessions.md); errors are `{ message, code, request_id }` with a
 * proper HTTP status.
 */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export { signUpRequestSchema as customerSignUpRequestSchema } from './identity.js';

/** generate-customer-token: the identity token goes in the Authorization header; no body. */
export const customerTokensSchema = z.object({
  /** User token: the own backend's session (12 h). */
  ut: z.string(),
  /** Platform access token: bearer for /api (15 min), re-issued by regenerate-customer-token. */
  at: z.string(),
  /** The customer guid, base64url-encoded as stored in session storage (docs/product/data.md). */
  guid: z.string(),
  display_name: z.string(),
  email: z.string(),
});
export type CustomerTokens = z.infer<typeof customerTokensSchema>;

export const emailOnlyRequestSchema = z.strictObject({ email: emailSchema });
export type EmailOnlyRequest = z.input<typeof emailOnlyRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  altcha: altchaSchema,
});

/**
 * update-password (docs/product/interfaces.md: email, password): changing a password is a sensitive
 * action, so it also carries the confirmation from verify_otp (an e-mail code or the customer's
 * TOTP).
 */
export const updatePasswordRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  confirmation_token: z.string().min(1).max(2048),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** What a confirmed one-time code may authorise. */
export const otpPurposeSchema = z.enum([
  'add_wallet',
  'withdrawal',
  'change_password',
  'change_email',
  'add_bank_account',
  /** Making a personal read-only API token (ADR 70): it can read all of the customer's money. */
  'create_personal_token',
]);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

/** create-otp (docs/product/data.md): email, customer_guid (empty if absent). */
export const createOtpRequestSchema = z.strictObject({
  email: emailSchema,
  customer_guid: z.union([guidSchema, z.literal('')]),
  purpose: otpPurposeSchema,
});
export type CreateOtpRequest = z.input<typeof createOtpRequestSchema>;

export const otpSentSchema = z.object({
  expires_at: z.iso.datetime(),
  channel: z.literal('email'),
});

/**
 * verify_otp (docs/product/data.md): email, otp, customer_guid; the otp may be an e-mail code or
 * a TOTP code.
 */
export const verifyOtpRequestSchema = z.strictObject({
  email: emailSchema,
  otp: mfaCodeSchema,
  customer_guid: z.union([guidSchema, z.literal('')]),
  purpose: otpPurposeSchema,
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

export const otpConfirmationSchema = z.object({
  verified: z.literal(true),
  confirmation_token: z.string(),
  expires_at: z.iso.datetime(),
});

/**
 * One of the three things a crypto code is bound to: a withdrawal, a wallet being added, or a
 * bank account linked and waiting for its approval (`new_bank_account_guid`). A withdrawal's code
 * names where it goes too: a crypto withdrawal's wallet (`external_wallet_guid`), a CAD EFT's bank
 * account (`external_bank_account_guid`), so it confirms this asset and amount (the quote's) to
 * this destination only.
 */
const oneCryptoTarget = (
  body: {
    withdrawal_reference?: string | undefined;
    wallet?: unknown;
    new_bank_account_guid?: string | undefined;
    external_wallet_guid?: string | undefined;
    external_bank_account_guid?: string | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  const targets = [body.withdrawal_reference, body.wallet, body.new_bank_account_guid];
  if (targets.filter((target) => target !== undefined).length !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['withdrawal_reference'],
      message: 'Give one of withdrawal_reference, wallet or new_bank_account_guid',
    });
  }
  if (body.external_wallet_guid !== undefined && body.withdrawal_reference === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['external_wallet_guid'],
      message: 'external_wallet_guid names the wallet of a withdrawal_reference',
    });
  }
  if (body.external_bank_account_guid !== undefined && body.withdrawal_reference === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['external_bank_account_guid'],
      message: 'external_bank_account_guid names the bank account of a withdrawal_reference',
    });
  }
  if (body.external_bank_account_guid !== undefined && body.external_wallet_guid !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['external_bank_account_guid'],
      message: 'A withdrawal goes to a wallet or to a bank account, not both',
    });
  }
};

/**
 * The crypto variant binds the code to one withdrawal (docs/product/sessions.md), to one
 * wallet's asset, address and tag when adding it (docs/product/bank-accounts-and-wallets.md;
 * see `walletBinding`), or to one linked bank account waiting for its approval (ADR 62).
 */
const cryptoTargetFields = {
  email: emailSchema,
  customer_guid: guidSchema,
  withdrawal_reference: z.string().min(1).max(64).optional(),
  external_wallet_guid: guidSchema.optional(),
  external_bank_account_guid: guidSchema.optional(),
  wallet: walletBindingSchema.optional(),
  new_bank_account_guid: guidSchema.optional(),
};
export const createCryptoOtpRequestSchema = z
  .strictObject(cryptoTargetFields)
  .superRefine(oneCryptoTarget);
export const verifyCryptoOtpRequestSchema = z
  .strictObject({ ...cryptoTargetFields, otp: mfaCodeSchema })
  .superRefine(oneCryptoTarget);

/**
 * A sensitive action approved with a passkey instead of a code (ADR 55): the options call names
 * the action as create-crypto-otp (a withdrawal or a new wallet) or create-otp (a security
 * change: `purpose` alone) does, and the passkey's signature covers it; the approval names it
 * again with the signed answer and gets what verify-crypto-otp or verify_otp gives.
 */
export const passkeyApprovalOptionsRequestSchema = z.union([
  createCryptoOtpRequestSchema,
  createOtpRequestSchema,
]);
export type PasskeyApprovalOptionsRequest = z.input<typeof passkeyApprovalOptionsRequestSchema>;
const passkeyAnswerFields = {
  session_info: z.string().min(1).max(2048),
  credential: authenticationCredentialSchema,
};
export const passkeyApprovalRequestSchema = z.union([
  z.strictObject({ ...cryptoTargetFields, ...passkeyAnswerFields }).superRefine(oneCryptoTarget),
  createOtpRequestSchema.extend(passkeyAnswerFields),
]);
export type PasskeyApprovalRequest = z.input<typeof passkeyApprovalRequestSchema>;

export const userDetailSchema = z.object({
  email: z.string(),
  display_name: z.string(),
  customer_guid: guidSchema,
  customer_state: z.enum(['storing', 'unverified', 'verified', 'rejected', 'frozen']),
  email_verified: z.boolean(),
  totp_enrolled: z.boolean(),
  language: languageSchema,
  created_at: z.iso.datetime(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** regenerate token (docs/product/data.md): cybrid_guid, the decoded customer guid. */
export const regenerateTokenRequestSchema = z.strictObject({ cybrid_guid: guidSchema });
export const accessTokenSchema = z.object({ at: z.string() });

/** `iat` (seconds) of the user's newest session, compared with the user token's own `iat`. */
export const newestSessionSchema = z.object({ iat: z.number().int() });

/**
 * Why the browser's session is over, as the signed-out screen says it: a sign-in from another
 * browser or device ended it (the duplicate-login rule), the customer signed out, it expired, or
 * it was ended for the account's security (a password change or reset, a locked factor, staff).
 */
export const sessionEndSchema = z.enum(['signed_in_elsewhere', 'signed_out', 'expired', 'ended']);
export type SessionEnd = z.infer<typeof sessionEndSchema>;

/**
 * `POST /customers/session`: a new tab of a signed-in browser joins its session (the session
 * cookie), getting the same user token and a fresh access token; or learns why there is none
 * (`reason` null: this browser holds no session).
 */
export const sharedSessionSchema = z.discriminatedUnion('status', [
  customerTokensSchema.extend({ status: z.literal('signed_in') }),
  z.object({ status: z.literal('signed_out'), reason: sessionEndSchema.nullable() }),
]);
export type SharedSession = z.infer<typeof sharedSessionSchema>;

export const contactFormRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
  email: emailSchema,
  subject: z.string().trim().min(1, 'Subject is required').max(150, 'Use at most 150 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(5000, 'Use at most 5000 characters'),
  altcha: altchaSchema,
  language: languageSchema.default('en-CA'),
});
export type ContactFormRequest = z.input<typeof contactFormRequestSchema>;
