import { z } from 'zod';
import { reviewFileSchema } from './admin-compliance.js';
import { type DocumentFormat, documentFileParamsSchema } from './documents.js';
import { assetCodeSchema, guidSchema } from './platform/fields.js';

/**
 * The back office's customer page (`/admin/api/customers/{guid}`, docs/product/roles.md): the whole
 * picture of one customer with personal data masked, revealing it for a stated reason, a page of
 * each of its lists, an account's ledger history, internal notes, the customer's documents (as
 * documents.ts has them) and the staff actions. Amounts are base units of their asset as strings
 * of digits (the back office's JSON is not read losslessly). Every answer is `{ data: ... }`;
 * every view, reveal and action is audited.
 */

const unitsSchema = z.string().regex(/^-?\d{1,78}$/);
const timeSchema = z.iso.datetime();

/** How many of each list the picture shows (its first page): the latest, newest first. */
export const CUSTOMER_DETAIL_LATEST = 20;

export const adminCustomerParamsSchema = z.strictObject({ customer_guid: guidSchema });

/** One of the customer's documents' files (ADR 75), as the customer's own route names it. */
export const adminCustomerDocumentParamsSchema = adminCustomerParamsSchema.extend(
  documentFileParamsSchema.shape,
);

/** A staff member's reason for an action or a reveal: kept in the audit trail. */
export const staffReasonSchema = z
  .string()
  .trim()
  .min(5, { error: 'Say why, in at least 5 characters' })
  .max(500, { error: 'Keep the reason under 500 characters' });

export const customerActionRequestSchema = z.strictObject({ reason: staffReasonSchema });
export type CustomerActionRequest = z.input<typeof customerActionRequestSchema>;

export const customerActions = [
  'freeze',
  'unfreeze',
  'revoke-sessions',
  'reset-mfa',
  'withdrawals-block',
  'withdrawals-unblock',
] as const;
export type CustomerAction = (typeof customerActions)[number];

/** Which permission of the matrix each action needs (support: revoking sessions). */
export const customerActionPermission: Record<CustomerAction, 'support' | 'compliance'> = {
  freeze: 'compliance',
  unfreeze: 'compliance',
  'revoke-sessions': 'support',
  'reset-mfa': 'compliance',
  'withdrawals-block': 'compliance',
  'withdrawals-unblock': 'compliance',
};

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), objects: z.array(item) });

export const customerProfileSchema = z.object({
  guid: guidSchema,
  state: z.enum(['storing', 'unverified', 'verified', 'rejected', 'frozen']),
  /** While frozen, the state unfreezing restores. */
  state_before_freeze: z.enum(['storing', 'unverified', 'verified', 'rejected']).nullable(),
  email: z.string(),
  email_verified: z.boolean(),
  display_name: z.string(),
  language: z.enum(['en-CA', 'fr-CA']),
  created_at: timeSchema,
  legal_name: z.string().nullable(),
  investor_category: z.string().nullable(),
  province: z.string().nullable(),
  /** Masked; `POST …/reveal` shows them. Null when no application gave them. */
  date_of_birth_masked: z.string().nullable(),
  address_masked: z.string().nullable(),
  phone_masked: z.string().nullable(),
  sin_masked: z.string().nullable(),
  id_document_masked: z.string().nullable(),
});

/** The unmasked personal data, answered by `POST …/reveal` only. */
export const revealedProfileSchema = z.object({
  date_of_birth: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  sin: z.string().nullable(),
  id_document: z.string().nullable(),
  occupation: z.string().nullable(),
});
export type RevealedProfile = z.output<typeof revealedProfileSchema>;

export const customerSecuritySchema = z.object({
  totp_enrolled: z.boolean(),
  /** Withdrawals wait until then after a password change or an MFA reset. */
  security_hold_until: timeSchema.nullable(),
  /**
   * Every withdrawal and new wallet or bank account is locked: `reported`, the customer reported
   * a wallet they did not add; `all`, staff blocked them.
   */
  withdrawal_lock: z.enum(['reported', 'all']).nullable(),
});

export const customerPictureAccountSchema = z.object({
  guid: guidSchema,
  type: z.enum(['trading', 'fiat']),
  asset: assetCodeSchema,
  total: unitsSchema,
  available: unitsSchema,
  held: unitsSchema,
});

export const customerVerificationSchema = z.object({
  guid: guidSchema,
  method: z.string(),
  state: z.string(),
  outcome: z.enum(['passed', 'failed']).nullable(),
  created_at: timeSchema,
  decided_at: timeSchema.nullable(),
  /** Opened at `reviewFilePath` (admin-compliance.ts), as the review screen opens them. */
  documents: z.array(reviewFileSchema.omit({ uploaded_at: true })),
});

export const customerTradeSchema = z.object({
  guid: guidSchema,
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  state: z.string(),
  deliver_amount: unitsSchema,
  receive_amount: unitsSchema,
  fee: unitsSchema,
  created_at: timeSchema,
});

export const customerTransferSchema = z.object({
  guid: guidSchema,
  transfer_type: z.string(),
  side: z.enum(['deposit', 'withdrawal']),
  asset: assetCodeSchema,
  state: z.string(),
  amount: unitsSchema,
  created_at: timeSchema,
});

export const customerBankAccountSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  state: z.string(),
  /** The last digits only. */
  account_number_masked: z.string().nullable(),
  created_at: timeSchema,
});

export const customerWalletSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  asset: assetCodeSchema,
  address: z.string(),
  state: z.string(),
  created_at: timeSchema,
});

export const customerSessionSchema = z.object({
  issued_at: timeSchema,
  expires_at: timeSchema,
  revoked_at: timeSchema.nullable(),
  revoked_reason: z.string().nullable(),
  /** Neither revoked nor expired. */
  live: z.boolean(),
});

export const customerLimitSchema = z.object({
  name: z.string(),
  limit: unitsSchema.nullable(),
  used: unitsSchema,
  remaining: unitsSchema.nullable(),
});

export const customerNoteSchema = z.object({
  guid: guidSchema,
  body: z.string(),
  author_email: z.string(),
  created_at: timeSchema,
});
export type CustomerNote = z.output<typeof customerNoteSchema>;

export const customerDetailSchema = z.object({
  profile: customerProfileSchema,
  security: customerSecuritySchema,
  accounts: z.array(customerPictureAccountSchema),
  verifications: listOf(customerVerificationSchema),
  trades: listOf(customerTradeSchema),
  transfers: listOf(customerTransferSchema),
  bank_accounts: listOf(customerBankAccountSchema),
  wallets: listOf(customerWalletSchema),
  sessions: listOf(customerSessionSchema),
  limits: z.array(customerLimitSchema),
  notes: listOf(customerNoteSchema),
  /** What the staff member reading may do here, from the permission matrix. */
  permitted: z.object({
    reveal: z.boolean(),
    notes: z.boolean(),
    actions: z.array(z.enum(customerActions)),
  }),
});
export type CustomerDetail = z.output<typeof customerDetailSchema>;

export const customerPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(CUSTOMER_DETAIL_LATEST),
});

export const ledgerHistoryQuerySchema = customerPageQuerySchema.extend({
  asset: assetCodeSchema,
});

export const ledgerLineSchema = z.object({
  posting_id: z.string(),
  entry_id: z.string(),
  kind: z.string(),
  reference: z.string().nullable(),
  amount: unitsSchema,
  /** The account's balance just after this posting. */
  balance_after: unitsSchema,
  created_at: timeSchema,
});
export type LedgerLine = z.output<typeof ledgerLineSchema>;

/** A page of an account's postings, newest first; `has_more`: an older page exists. */
export const ledgerHistorySchema = z.object({
  asset: assetCodeSchema,
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
  objects: z.array(ledgerLineSchema),
});
export type LedgerHistory = z.output<typeof ledgerHistorySchema>;

export const newNoteRequestSchema = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write the note' })
    .max(2000, { error: 'Keep the note under 2000 characters' }),
});

/** A page of a list, newest first (ties by guid or id, newest first), and how many in all. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    objects: z.array(item),
  });

export const noteListSchema = pageOf(customerNoteSchema);

/**
 * The picture's lists that grow without bound, each paged at `…/{list}` (the picture holds the
 * first page of each).
 */
export const customerListNames = [
  'trades',
  'transfers',
  'bank-accounts',
  'wallets',
  'sessions',
  'verifications',
] as const;
export type CustomerListName = (typeof customerListNames)[number];

export const customerListSchemas = {
  trades: pageOf(customerTradeSchema),
  transfers: pageOf(customerTransferSchema),
  'bank-accounts': pageOf(customerBankAccountSchema),
  wallets: pageOf(customerWalletSchema),
  sessions: pageOf(customerSessionSchema),
  verifications: pageOf(customerVerificationSchema),
} satisfies Record<CustomerListName, z.ZodType>;
export type CustomerListPage<L extends CustomerListName> = z.output<
  (typeof customerListSchemas)[L]
>;

/** The answer of an action: the customer's state and security after it. */
export const customerActionResultSchema = z.object({
  state: customerProfileSchema.shape.state,
  security: customerSecuritySchema,
});

/** Paths under `/admin/api/customers/{guid}`, shared by server and web. */
export const adminCustomerPaths = {
  detail: (guid: string) => `/admin/api/customers/${guid}`,
  reveal: (guid: string) => `/admin/api/customers/${guid}/reveal`,
  ledger: (guid: string) => `/admin/api/customers/${guid}/ledger`,
  notes: (guid: string) => `/admin/api/customers/${guid}/notes`,
  list: (guid: string, list: CustomerListName) => `/admin/api/customers/${guid}/${list}`,
  action: (guid: string, action: CustomerAction) => `/admin/api/customers/${guid}/${action}`,
  /** The customer's documents, answered as `GET /customers/documents` answers the customer. */
  documents: (guid: string) => `/admin/api/customers/${guid}/documents`,
  document: (guid: string, documentGuid: string, format: DocumentFormat) =>
    `/admin/api/customers/${guid}/documents/${documentGuid}/${format}`,
};
