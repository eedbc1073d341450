import { z } from 'zod';
import { institutionNumberSchema } from './bank-institutions.js';
import { externalBankAccountStateSchema } from './platform/external-bank-accounts.js';
import { guidSchema, timestampSchema } from './platform/fields.js';

/**
 * The own backend around linked bank accounts (`{ data }` answers, user token): the built-in
 * sandbox bank-link screen's sign-in (the stand-in for an aggregator's hosted screen, never in
 * production), micro-deposit verification of a manually entered account, and the staff decision
 * on an account whose holder is not the verified customer.
 */

export const bankAccountParamsSchema = z.strictObject({ external_bank_account_guid: guidSchema });

/** The sandbox screen's sign-in: the link token, the institution chosen, its credentials. */
export const sandboxBankSignInSchema = z.strictObject({
  link_token: z
    .string({ error: 'The link is invalid or incomplete' })
    .min(1, { error: 'The link is invalid or incomplete' })
    .max(200, { error: 'The link is invalid or incomplete' }),
  institution_number: institutionNumberSchema,
  username: z
    .string({ error: 'Enter the username' })
    .trim()
    .min(1, { error: 'Enter the username' })
    .max(64, { error: 'Use at most 64 characters' }),
  password: z
    .string({ error: 'Enter the password' })
    .min(1, { error: 'Enter the password' })
    .max(64, { error: 'Use at most 64 characters' }),
});
export type SandboxBankSignIn = z.input<typeof sandboxBankSignInSchema>;

export const sandboxAccountTypeSchema = z.enum(['chequing', 'savings']);
export type SandboxAccountType = z.output<typeof sandboxAccountTypeSchema>;

/** One account the sandbox bank shows after sign-in. */
export const sandboxBankAccountSchema = z.strictObject({
  account_id: z.string(),
  type: sandboxAccountTypeSchema,
  /** The last four digits of its number. */
  mask: z.string(),
  holder_name: z.string(),
});

/**
 * What the screen hands back: a one-use public token and the accounts to choose among (to link
 * one), or, re-linking an account (`link_token_update`), no token: the connection is refreshed.
 */
export const sandboxBankLinkSchema = z.strictObject({
  public_token: z.string().nullable(),
  institution_number: z.string(),
  accounts: z.array(sandboxBankAccountSchema),
});
export type SandboxBankLink = z.output<typeof sandboxBankLinkSchema>;

/** A micro-deposit's amount in cents, as the customer reads it on their statement. */
const depositCents = z
  .number({ error: 'Enter the deposit in cents, from 1 to 99' })
  .int({ error: 'Enter the deposit in cents, from 1 to 99' })
  .min(1, { error: 'Enter the deposit in cents, from 1 to 99' })
  .max(99, { error: 'Enter the deposit in cents, from 1 to 99' });

export const microDepositAnswerSchema = z.strictObject({
  amounts: z.tuple([depositCents, depositCents], { error: 'Enter both deposits' }),
});
export type MicroDepositAnswer = z.input<typeof microDepositAnswerSchema>;

/** Where a manually entered account's verification stands. */
export const microDepositStandingSchema = z.strictObject({
  state: externalBankAccountStateSchema,
  attempts_left: z.number().int().min(0),
  expires_at: timestampSchema.nullable(),
});
export type MicroDepositStanding = z.output<typeof microDepositStandingSchema>;

/** The sandbox's bank statement: the deposits as the customer's bank would show them. */
export const sandboxStatementSchema = z.strictObject({
  deposits: z.array(
    z.strictObject({
      amount_cents: z.number().int(),
      description: z.string(),
      sent_at: timestampSchema,
    }),
  ),
});
export type SandboxStatement = z.output<typeof sandboxStatementSchema>;

/** Staff accept or refuse an account whose holder is not the verified customer. */
export const bankAccountDecisionRequestSchema = z.strictObject({
  decision: z.enum(['accept', 'reject'], { error: 'Choose accept or reject' }),
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, { error: 'Give a reason of at least 3 characters' })
    .max(1000),
});
export type BankAccountDecisionRequest = z.input<typeof bankAccountDecisionRequestSchema>;

export const bankAccountDecisionSchema = z.strictObject({
  external_bank_account_guid: guidSchema,
  customer_guid: guidSchema,
  state: externalBankAccountStateSchema,
  decision: z.enum(['accept', 'reject']),
  decided_at: timestampSchema,
});
