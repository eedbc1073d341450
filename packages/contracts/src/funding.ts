import { z } from 'zod';
import { dataOf } from './customers.js';

/**
 * The own backend's funding calls (docs/product/lifecycles.md), beside `/api/transfers`. Amounts
 * are CAD cents as strings of digits, since the own backend's JSON is not read losslessly.
 */

/** Why withdrawals are held now, if they are. */
export const withdrawalHoldReasonSchema = z.enum([
  /**
   * A password change or an MFA reset in the last 24 h
   * (docs/product/sessions.md).
   */
  'security_change',
  /** A deposit bounced after it was credited and the customer owes the difference. */
  'funding_return',
  /** No second factor enrolled: withdrawals need two-step verification from the first one on. */
  'second_factor_required',
]);

/**
 * `GET /customers/funding`: how the caller deposits by Interac e-Transfer (send to
 * `deposit_email` with `reference_code` in the message; the code is the caller's for good), and
 * whether they may withdraw now. Pending deposits and held funds are the caller's transfers
 * (`hold_details`) and CAD account (`platform_balance` − `platform_available`).
 */
export const fundingStatusSchema = z.object({
  etransfer_deposit: z.object({
    deposit_email: z.string(),
    recipient_name: z.string(),
    /** 8 characters of an alphabet without look-alikes, shown as `ABCD-EFGH`. */
    reference_code: z.string(),
  }),
  withdrawals: z.object({
    allowed: z.boolean(),
    held_until: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Null: not held, or until resolved.' }),
    reason: withdrawalHoldReasonSchema.nullable(),
  }),
  /**
   * How long withdrawals wait after a password, e-mail or two-step change, and how long a newly
   * linked bank account or added wallet waits before it receives one: configuration, shorter in
   * development.
   */
  holds: z.object({
    security_change_seconds: z.number().int().nonnegative(),
    new_bank_account_seconds: z.number().int().nonnegative(),
    new_wallet_seconds: z.number().int().nonnegative(),
    /** How long a withdrawal or wallet asked for through `/api` waits for the approval (ADR 58). */
    approval_seconds: z.number().int().nonnegative(),
  }),
  /**
   * True in the sandbox, where `POST /customers/sandbox/etransfers` exists, so the deposit screen
   * offers its "simulate incoming e-Transfer" control; false in production.
   */
  sandbox_controls: z.boolean(),
});
export type FundingStatus = z.output<typeof fundingStatusSchema>;
export const fundingStatusAnswerSchema = dataOf(fundingStatusSchema);

/**
 * `POST /customers/sandbox/etransfers` (sandbox only, never in production): an Interac
 * e-Transfer arrives at the deposit address with any reference code, after the rail's delay.
 */
export const sandboxEtransferRequestSchema = z.strictObject({
  reference_code: z
    .string({ error: 'reference_code is required' })
    .trim()
    .min(1, { error: 'reference_code must not be empty' })
    .max(64, { error: 'reference_code must be at most 64 characters' }),
  amount: z
    .string({ error: 'amount is required' })
    .regex(/^0*[1-9]\d{0,77}$/, { error: 'amount must be a positive number of CAD cents' }),
  sender_name: z.string().trim().min(1).max(100).default('Sandbox Sender'),
});
export type SandboxEtransferRequest = z.input<typeof sandboxEtransferRequestSchema>;

export const sandboxEtransferSchema = z.object({
  etransfer_id: z.string(),
  delivers_at: z.iso.datetime(),
});
export const sandboxEtransferAnswerSchema = dataOf(sandboxEtransferSchema);
