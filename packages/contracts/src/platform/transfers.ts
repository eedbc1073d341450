import { z } from 'zod';
import {
  assetCodeSchema,
  baseUnitsSchema,
  countSchema,
  guidSchema,
  noLabelsSchema,
  timestampSchema,
} from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema, timeBound } from './lists.js';
import { fundingSideSchema } from './quotes.js';

/**
 * POST and GET /api/transfers, GET and DELETE /api/transfers/{transfer_guid} (Cybrid Bank API):
 * CAD funding by EFT from or to a linked bank account, and by Interac e-Transfer
 * (docs/product/lifecycles.md); crypto deposits to a deposit address and withdrawals to an external
 * wallet (docs/product/bank-accounts-and-wallets.md).
 */

export const transferParamsSchema = z.object({ transfer_guid: guidSchema });

/** Cybrid's PatchTransferParticipant: who sends or receives how much of the transfer. */
const transferParticipantSchema = z.strictObject({
  type: z.enum(['bank', 'customer', 'counterparty'], {
    error: 'type must be bank, customer or counterparty',
  }),
  amount: baseUnitsSchema,
  guid: guidSchema,
});

/**
 * PATCH /api/transfers/{transfer_guid} (Cybrid's PatchTransfer): the transfer's participants.
 * Every transfer here is one customer's, from or to their own account, so its participants are
 * that customer for the whole amount from the start: a PATCH naming exactly them is answered
 * with the transfer as it stands; any other is refused with Cybrid's `invalid_value` reasons.
 */
export const patchTransferSchema = z.strictObject({
  source_participants: z.array(transferParticipantSchema).max(100).nullish(),
  destination_participants: z.array(transferParticipantSchema).max(100).nullish(),
});
export type PatchTransfer = z.output<typeof patchTransferSchema>;

/**
 * Cybrid's transfer states; a funding transfer moves storing → reviewing → pending → completed |
 * failed. A withdrawal asked for without the customer's approval waits `holding` first (its
 * `hold_details` say until when), then goes on as if just made, or fails
 * `customer_action_required` with nothing moved.
 */
export const transferStateSchema = z.enum([
  'storing',
  'holding',
  'reviewing',
  'pending',
  'completed',
  'failed',
]);
export type TransferState = z.output<typeof transferStateSchema>;

/**
 * `funding`: CAD asked for by the customer (or an incoming e-Transfer); `funding_return`: a
 * bounced deposit taken back; `crypto`: coins in from the chain or out to an external wallet.
 */
export const transferTypeSchema = z.enum(['funding', 'funding_return', 'crypto']);

/** Cybrid's rails plus Interac e-Transfer (`etransfer`), which Cybrid does not offer. */
export const paymentRailSchema = z.enum(['eft', 'etransfer'], {
  error: 'payment_rail must be eft or etransfer',
});
export type PaymentRail = z.output<typeof paymentRailSchema>;

/** Whose wallet a crypto transfer of CAD 1,000 or more is from or to (the travel rule). */
export const travelRulePartySchema = z.enum(['own', 'third_party'], {
  error: 'travel_rule_party must be own or third_party',
});

/** Cybrid's failure codes that a funding transfer can end with. */
export const transferFailureCodeSchema = z.enum([
  'non_sufficient_funds',
  'refresh_required',
  'limit_exceeded',
  'cancelled',
  'reversed',
  'compliance_rejection',
  'invalid_destination',
  'internal_error',
  'customer_action_required',
]);
export type TransferFailureCode = z.output<typeof transferFailureCodeSchema>;

/** Maple's own field on a withdrawal (ADR 58): an approval the client already holds. */
const approvalTokenSchema = z.string().min(1).max(2048).optional().meta({
  description:
    "Maple's own field, optional: the customer's approval of this very withdrawal (POST /customers/passkey-approval or /customers/verify-crypto-otp). Without it the withdrawal is created `holding`, its funds reserved, and the customer is asked to approve it in the Maple app within `hold_details.duration` seconds; unapproved, it fails `customer_action_required` with nothing moved.",
});

const securityQuestionSchema = z
  .string({ error: 'etransfer_security_question is required' })
  .trim()
  .min(3, { error: 'the security question must be at least 3 characters' })
  .max(40, { error: 'the security question must be at most 40 characters' });

/** Interac: 3 to 25 characters, no spaces, not guessable from the question. */
const securityAnswerSchema = z
  .string({ error: 'etransfer_security_answer is required' })
  .min(3, { error: 'the security answer must be at least 3 characters' })
  .max(25, { error: 'the security answer must be at most 25 characters' })
  .regex(/^[A-Za-z0-9]+$/, { error: 'the security answer may hold only letters and digits' });

/**
 * Cybrid's PostTransfer for `transfer_type: funding`, from a funding quote (`POST /api/quotes`,
 * `product_type: funding`), which says the side and the amount.
 * - `payment_rail: eft` (the default, as Cybrid's): `external_bank_account_guid` names one of the
 *   customer's linked bank accounts, state `completed`; a withdrawal needs one linked 24 h ago.
 * - `payment_rail: etransfer`: withdrawals only, sent to the customer's e-mail address with the
 *   security question and answer given here (the answer is stored encrypted, never answered).
 *   e-Transfer deposits need no request: the customer sends one to the deposit address with
 *   their reference code (`GET /customers/funding`) and it appears as a completed transfer.
 * - A withdrawal may carry `confirmation_token`, Maple's own field: the approval the customer
 *   already gave (`POST /customers/verify-crypto-otp` with an e-mail or authenticator code, or
 *   `POST /customers/passkey-approval`) bound to the quote and, for an EFT, the bank account. Without
 *   it, as Cybrid's own body, the withdrawal is made `holding` and waits for the customer to
 *   approve it in the app (`POST /customers/transfers/{transfer_guid}/approval`).
 */
export const postFundingTransferSchema = z
  .strictObject({
    quote_guid: guidSchema,
    transfer_type: z.literal('funding', { error: 'transfer_type must be funding' }),
    payment_rail: paymentRailSchema.default('eft'),
    external_bank_account_guid: guidSchema.optional(),
    confirmation_token: approvalTokenSchema,
    etransfer_security_question: securityQuestionSchema.optional(),
    etransfer_security_answer: securityAnswerSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const require = (field: keyof typeof body, message: string) => {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const refuse = (field: keyof typeof body, message: string) => {
      if (body[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (body.payment_rail === 'eft') {
      require('external_bank_account_guid', 'an EFT names external_bank_account_guid');
      refuse('etransfer_security_question', 'only an e-Transfer has a security question');
      refuse('etransfer_security_answer', 'only an e-Transfer has a security answer');
    } else {
      refuse('external_bank_account_guid', 'an e-Transfer goes to your e-mail address');
      require('etransfer_security_question', 'an e-Transfer needs a security question');
      require('etransfer_security_answer', 'an e-Transfer needs a security answer');
    }
  });

/** The travel rule's answer: whose wallet it is; a third party's name and postal address. */
export const travelRuleAnswerSchema = z
  .strictObject({
    party: travelRulePartySchema,
    name: z.string().trim().min(2, { error: 'give the full name' }).max(140).optional(),
    address: z
      .string()
      .trim()
      .min(5, { error: 'give the postal address' })
      .max(300, { error: 'the address must be at most 300 characters' })
      .optional(),
  })
  .superRefine((answer, ctx) => {
    const given = answer.name !== undefined || answer.address !== undefined;
    if (answer.party === 'own' && given) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'your own wallet needs no name' });
    }
    if (answer.party === 'third_party' && answer.name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'give the owner’s full name' });
    }
    if (answer.party === 'third_party' && answer.address === undefined) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'give the owner’s address' });
    }
  });
export type TravelRuleAnswer = z.input<typeof travelRuleAnswerSchema>;

/**
 * Cybrid's PostTransfer for `transfer_type: crypto`: a withdrawal, from a crypto transfer quote
 * (which says the asset and the amounts), to one of the customer's own external wallets that is
 * past its cooldown. `confirmation_token` (Maple's own field, optional) is an approval bound to
 * the quote and this wallet, so it confirms this asset, amount and address only; without it the
 * withdrawal waits `holding` for the customer's approval in the app, as a funding one does.
 * `travel_rule` is required when the quote says `travel_rule_required`.
 */
export const postCryptoTransferSchema = z.strictObject({
  quote_guid: guidSchema,
  transfer_type: z.literal('crypto'),
  external_wallet_guid: guidSchema,
  confirmation_token: approvalTokenSchema,
  travel_rule: travelRuleAnswerSchema.optional(),
});

/** What `POST /api/transfers` accepts: a CAD funding transfer or a crypto withdrawal. */
export const postTransferSchema = z.discriminatedUnion(
  'transfer_type',
  [postFundingTransferSchema, postCryptoTransferSchema],
  { error: 'transfer_type must be funding or crypto' },
);
export type PostTransfer = z.input<typeof postTransferSchema>;

export const transferListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'transfer guids to list').optional(),
  transfer_type: commaList(transferTypeSchema, 'transfer types to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list transfers of').optional(),
  customer_guid: commaList(guidSchema, 'customer guids to list transfers of').optional(),
  account_guid: commaList(guidSchema, 'account guids whose transfers to list').optional(),
  state: commaList(transferStateSchema, 'transfer states to list').optional(),
  side: commaList(fundingSideSchema, 'sides to list').optional(),
  label: commaList(z.string().min(1).max(64), 'labels to list transfers with').optional(),
  txn_hash: commaList(z.string().min(1).max(128), 'transaction hashes to list').optional(),
  created_at_gte: timeBound('Created at or after this ISO 8601 date-time.'),
  created_at_lt: timeBound('Created before this ISO 8601 date-time.'),
  updated_at_gte: timeBound('Updated at or after this ISO 8601 date-time.'),
  updated_at_lt: timeBound('Updated before this ISO 8601 date-time.'),
});

/**
 * Cybrid's transfer account: a customer's CAD (`fiat`) or crypto (`trading`) account, a linked
 * bank account, or an external wallet.
 */
export const transferAccountSchema = z.strictObject({
  guid: guidSchema,
  type: z.enum(['fiat', 'trading', 'external_bank_account', 'external_wallet']),
  bank_guid: guidSchema,
  customer_guid: guidSchema,
});

/**
 * Cybrid's hold_details: deposited funds are credited but not yet available (an EFT can still
 * bounce) for about `duration` seconds from `started_at`.
 */
export const transferHoldDetailsSchema = z.strictObject({
  applicable_types: z.array(z.enum(['administrative', 'non_administrative'])),
  /** Seconds; a count, so a lossless reader's bigint reads too. */
  duration: countSchema,
  started_at: timestampSchema,
});

/** What the bank rail says of an e-Transfer (Cybrid's free-form `transfer_details`). */
export const etransferDetailsSchema = z.strictObject({
  /** e-Transfer: where it was sent, masked (`j***@example.com`). */
  etransfer_recipient: z.string().nullable(),
  etransfer_security_question: z.string().nullable(),
  /** e-Transfer deposit: the reference code it carried. */
  etransfer_reference_code: z.string().nullable(),
});

/** What the chain and the travel rule say of a crypto transfer (Cybrid's `transfer_details`). */
export const cryptoTransferDetailsSchema = z.strictObject({
  /** Blocks on top of the transaction, once it is on the chain. */
  confirmations: countSchema.nullable(),
  /** How many the platform waits for before the transfer completes (per asset, configured). */
  required_confirmations: countSchema.nullable(),
  /** Whether the travel rule applies (worth CAD 1,000 or more when made). */
  travel_rule_required: z.boolean(),
  /** The customer's answer, once given; a third party's name and address are never answered. */
  travel_rule_party: travelRulePartySchema.nullable(),
});

/** Cybrid's free-form `transfer_details`: an e-Transfer's or a crypto transfer's. */
export const transferDetailsSchema = z.union([etransferDetailsSchema, cryptoTransferDetailsSchema]);

/** Cybrid's Transfer, built with the amount schema of its reader. */
export const transferSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.strictObject({
    guid: guidSchema,
    transfer_type: transferTypeSchema,
    bank_guid: guidSchema,
    customer_guid: guidSchema,
    /** The funding or crypto transfer quote; a return carries its deposit's. */
    quote_guid: guidSchema,
    external_bank_account_guid: guidSchema.nullable(),
    /** A crypto deposit's address. */
    deposit_address_guid: guidSchema.nullable(),
    asset: assetCodeSchema,
    side: fundingSideSchema,
    state: transferStateSchema,
    failure_code: transferFailureCodeSchema.nullable(),
    /** A returned EFT deposit's bank return code (`NSF`…), on the return. */
    return_code: z.string().nullable(),
    /** What moved; null until it did. */
    amount: amount.nullable(),
    estimated_amount: amount,
    fee: amount,
    /** A `funding_return`'s deposit. */
    reference_transfer_guid: guidSchema.nullable(),
    source_account: transferAccountSchema.nullable(),
    destination_account: transferAccountSchema.nullable(),
    /** The bank rail; null for a crypto transfer. */
    payment_rail: paymentRailSchema.nullable(),
    /** The chain's transaction: a deposit's from the start, a withdrawal's once broadcast. */
    txn_hash: z.string().nullable(),
    /** Crypto withdrawals: the network fee quoted, then charged, in network_fee_asset. */
    estimated_network_fee: amount.nullable(),
    network_fee: amount.nullable(),
    network_fee_asset: assetCodeSchema.nullable(),
    hold_details: transferHoldDetailsSchema.nullable(),
    transfer_details: transferDetailsSchema.nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    labels: noLabelsSchema,
  });

export const transferSchema = transferSchemaOf(baseUnitsSchema);
export const transferListSchemaOf = <A extends z.ZodType>(amount: A) =>
  listSchemaOf(transferSchemaOf(amount));
export const transferListSchema = listSchemaOf(transferSchema);
