import { z } from 'zod';
import { dataOf } from './customers.js';
import { externalBankAccountStateSchema } from './platform/external-bank-accounts.js';
import { externalWalletStateSchema } from './platform/external-wallets.js';
import { guidSchema } from './platform/fields.js';
import { transferStateSchema } from './platform/transfers.js';

/**
 * The customer's approval of what a client asked for through `/api` without one
 * (docs/decisions/0058-cybrid-requests-wait-for-the-customer.md): a withdrawal waiting
 * `holding`, a wallet waiting `pending`. The confirmation is the one the app earns for the same
 * action made in it, bound to it: `POST /customers/passkey-approval` or
 * `POST /customers/verify-crypto-otp`, with purpose `withdrawal` (its quote as
 * `withdrawal_reference`, and its wallet or EFT bank account) or the wallet's asset, address and
 * tag.
 */
export const approvalRequestSchema = z.strictObject({
  confirmation_token: z
    .string({ error: 'confirmation_token is required' })
    .min(1, { error: 'confirmation_token is required' })
    .max(2048, { error: 'confirmation_token must be at most 2048 characters' }),
});

/** `POST /customers/transfers/{transfer_guid}/approval`. */
export const transferApprovalSchema = z.object({
  transfer_guid: guidSchema,
  /** Where it went on to: `storing` (CAD), `pending` or `reviewing` (crypto). */
  state: transferStateSchema,
});
export const transferApprovalAnswerSchema = dataOf(transferApprovalSchema);

/** `POST /customers/external-wallets/{external_wallet_guid}/approval`. */
export const walletApprovalSchema = z.object({
  external_wallet_guid: guidSchema,
  /** `completed`: added, its cooldown counted from now. */
  state: externalWalletStateSchema,
  /** From when withdrawals may go to it. */
  usable_at: z.iso.datetime(),
});
export const walletApprovalAnswerSchema = dataOf(walletApprovalSchema);

/** `POST /customers/external-bank-accounts/{external_bank_account_guid}/approval` (ADR 62). */
export const bankAccountApprovalSchema = z.object({
  external_bank_account_guid: guidSchema,
  /**
   * Where it went on to: `completed` (linked through the bank-link screen, in the customer's
   * name), or `unverified` (its micro-deposits are on their way, or its holder's name waits for
   * staff).
   */
  state: externalBankAccountStateSchema,
});
export const bankAccountApprovalAnswerSchema = dataOf(bankAccountApprovalSchema);

/**
 * `GET /customers/external-wallets/cooldowns`: from when withdrawals may go to each of the
 * customer's added wallets, a day after it was added or approved (the screen counts down). Kept
 * off `/api`, whose ExternalWallet declares no such field.
 */
export const walletCooldownSchema = z.strictObject({
  external_wallet_guid: guidSchema,
  usable_at: z.iso.datetime(),
});
export type WalletCooldown = z.infer<typeof walletCooldownSchema>;
export const walletCooldownsAnswerSchema = dataOf(z.array(walletCooldownSchema));
