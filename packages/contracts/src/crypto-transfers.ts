import { z } from 'zod';
import { dataOf } from './customers.js';
import { assetCodeSchema, cryptoAssetCodeSchema, guidSchema } from './platform/fields.js';
import {
  cryptoTransferDetailsSchema,
  etransferDetailsSchema,
  transferSchemaOf,
  transferStateSchema,
  travelRuleAnswerSchema,
} from './platform/transfers.js';

/**
 * Our own backend's crypto transfer endpoints beside Cybrid's `/api/transfers`
 * (docs/product/lifecycles.md and docs/product/bank-accounts-and-wallets.md, ADR 23): the sandbox
 * chain's controls, the travel rule's answer for a deposit, and the staff decision on a withdrawal
 * waiting for approval.
 */

const positiveBaseUnits = z
  .string({ error: 'amount is required' })
  .regex(/^0*[1-9]\d{0,77}$/, { error: 'amount must be a positive number of base units' });

/**
 * `POST /customers/sandbox/crypto-deposits` (sandbox only, never in production): a transaction
 * paying the customer's deposit address of `asset` appears on the sandbox chain, then gathers
 * confirmations block by block.
 */
export const sandboxCryptoDepositRequestSchema = z.strictObject({
  asset: cryptoAssetCodeSchema,
  amount: positiveBaseUnits,
});
export type SandboxCryptoDepositRequest = z.input<typeof sandboxCryptoDepositRequestSchema>;

export const sandboxCryptoDepositSchema = z.object({
  txn_hash: z.string(),
  deposit_address_guid: guidSchema,
});
export const sandboxCryptoDepositAnswerSchema = dataOf(sandboxCryptoDepositSchema);

/**
 * `POST /admin/api/sandbox/chain/incoming` (sandbox only; admin): any transaction to any address
 * of the sandbox chain, as an operator or a test drives it; an address no customer owns stays
 * on the chain unclaimed.
 */
export const sandboxChainIncomingRequestSchema = z.strictObject({
  asset: cryptoAssetCodeSchema,
  address: z.string().trim().min(1).max(128),
  tag: z
    .string()
    .regex(/^[0-9]{1,10}$/, { error: 'tag must be 1 to 10 digits' })
    .optional(),
  amount: positiveBaseUnits,
});
export type SandboxChainIncomingRequest = z.input<typeof sandboxChainIncomingRequestSchema>;
export const sandboxChainIncomingAnswerSchema = dataOf(z.object({ txn_hash: z.string() }));

/**
 * `POST /customers/transfers/{transfer_guid}/travel-rule`: who sent a crypto deposit worth CAD
 * 1,000 or more (the customer's own wallet, or a third party with their name and address).
 * Answered once; the answer is the transfer as `GET /api/transfers/{guid}` gives it.
 */
export const travelRuleParamsSchema = z.object({ transfer_guid: guidSchema });
export const depositTravelRuleRequestSchema = travelRuleAnswerSchema;
/**
 * The transfer in `{ data }` as the own backend's plain JSON carries it (not lossless as /api's
 * is, ADR 9): amounts as strings of base-unit digits, counts as JSON numbers.
 */
const countNumberSchema = z.number().int().nonnegative().nullable();
export const depositTravelRuleAnswerSchema = dataOf(
  transferSchemaOf(
    z.string().regex(/^\d+$/, { error: 'must be a whole number of base units' }),
  ).extend({
    transfer_details: z
      .union([
        etransferDetailsSchema,
        cryptoTransferDetailsSchema.extend({
          confirmations: countNumberSchema,
          required_confirmations: countNumberSchema,
        }),
      ])
      .nullable(),
  }),
);

/**
 * `GET /customers/crypto-transfer-quotes/{quote_guid}/travel-rule`: whether a crypto withdrawal
 * on this quote must say whose wallet it goes to (worth CAD 1,000 or more when quoted, the
 * travel rule), so the screen asks before the customer confirms. Kept off `/api`, whose Quote
 * declares no such field (ADR 69).
 */
export const cryptoQuoteTravelRuleParamsSchema = z.object({ quote_guid: guidSchema });
export const cryptoQuoteTravelRuleSchema = z.strictObject({
  quote_guid: guidSchema,
  travel_rule_required: z.boolean(),
});
export type CryptoQuoteTravelRule = z.output<typeof cryptoQuoteTravelRuleSchema>;
export const cryptoQuoteTravelRuleAnswerSchema = dataOf(cryptoQuoteTravelRuleSchema);

/**
 * `POST /admin/api/crypto-withdrawals/{transfer_guid}/decision` (compliance, admin): a
 * withdrawal at or above the approval threshold waits in `reviewing` for a staff member, who
 * approves it (it goes to the chain) or rejects it (failed, `compliance_rejection`, the funds
 * released), with a reason. Audited.
 */
export const cryptoWithdrawalDecisionParamsSchema = z.object({ transfer_guid: guidSchema });
export const cryptoWithdrawalDecisionRequestSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, { error: 'give a reason of at least 3 characters' })
    .max(500, { error: 'the reason must be at most 500 characters' }),
});
export type CryptoWithdrawalDecisionRequest = z.input<typeof cryptoWithdrawalDecisionRequestSchema>;

/**
 * A crypto withdrawal as staff review it (`GET /admin/api/crypto-withdrawals`, the decision's
 * answer): amounts in base units as strings, and the travel rule's third party decrypted (a view
 * of personal data, audited).
 */
export const reviewedCryptoWithdrawalSchema = z.object({
  guid: guidSchema,
  customer_guid: guidSchema,
  asset: assetCodeSchema,
  state: transferStateSchema,
  failure_code: z.string().nullable(),
  /** What leaves the customer's account (the network fee included), in base units. */
  amount: z.string(),
  network_fee: z.string().nullable(),
  /** CAD cents when it was made. */
  cad_value: z.string().nullable(),
  external_wallet_guid: guidSchema.nullable(),
  travel_rule_required: z.boolean(),
  travel_rule_party: z.enum(['own', 'third_party']).nullable(),
  travel_rule_name: z.string().nullable(),
  travel_rule_address: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  review_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
/**
 * One crypto transfer, deposit or withdrawal, as staff see it (`GET
 * /admin/api/crypto-transfers/{transfer_guid}`): what the customer said under the travel rule,
 * decrypted (audited), with the chain's hash.
 */
export const staffCryptoTransferSchema = reviewedCryptoWithdrawalSchema.extend({
  side: z.enum(['deposit', 'withdrawal']),
  txn_hash: z.string().nullable(),
  deposit_address_guid: guidSchema.nullable(),
});
export const staffCryptoTransferParamsSchema = cryptoWithdrawalDecisionParamsSchema;

/** Where a withdrawal under review goes: the customer's wallet, its label, and when it was added. */
export const withdrawalDestinationSchema = z.object({
  address: z.string(),
  /** XRP's destination tag; null for every other asset. */
  tag: z.string().nullable(),
  /** The customer's own name for the wallet. */
  label: z.string(),
  /** When the customer added the wallet: a wallet hours old is a classic sign of fraud. */
  added_at: z.iso.datetime(),
});

/**
 * The destination screened against the deny list at the time of review (the list may have
 * changed since the wallet was added): `clear`, or `listed` with the list's entry.
 */
export const withdrawalScreeningSchema = z.object({
  result: z.enum(['clear', 'listed']),
  listed_name: z.string().nullable(),
});

/** One of the customer's other withdrawals, newest first, for the reviewer's comparison. */
export const recentWithdrawalSchema = z.object({
  guid: guidSchema,
  asset: assetCodeSchema,
  /** Base units of `asset` (cents for CAD). */
  amount: z.string(),
  state: transferStateSchema,
  created_at: z.iso.datetime(),
});

/**
 * A withdrawal in the approval queue with what a reviewer needs to decide: who the customer is,
 * where the funds go and how old that wallet is, the screening, and the customer's recent
 * withdrawals (the five before this one).
 */
export const queuedCryptoWithdrawalSchema = reviewedCryptoWithdrawalSchema.extend({
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  /** Null when the wallet is gone (deleted after the withdrawal was asked). */
  destination: withdrawalDestinationSchema.nullable(),
  screening: withdrawalScreeningSchema.nullable(),
  recent_withdrawals: z.array(recentWithdrawalSchema),
});

export const reviewedCryptoWithdrawalListSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  objects: z.array(queuedCryptoWithdrawalSchema),
});
