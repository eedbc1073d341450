import { z } from 'zod';
import { bankAccountNumberSchema, cpaRoutingNumberSchema } from '../bank-institutions.js';
import { guidSchema, timestampSchema } from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/**
 * /api/external_bank_accounts (Cybrid): a customer's linked Canadian bank accounts, linked
 * through the bank-link screen (`plaid`) or entered by hand (`raw_routing_details`) and then
 * verified by two micro-deposits. Account numbers are never answered, only their last four
 * digits (`plaid_account_mask`).
 */

export const externalBankAccountParamsSchema = z.object({ external_bank_account_guid: guidSchema });

export const externalBankAccountStates = [
  'storing',
  'completed',
  'failed',
  'refresh_required',
  'unverified',
  'deleting',
  'deleted',
] as const;
export const externalBankAccountStateSchema = z.enum(externalBankAccountStates, {
  error: `state must be one of ${externalBankAccountStates.join(', ')}`,
});
export type ExternalBankAccountState = z.output<typeof externalBankAccountStateSchema>;

/** Cybrid's failure codes of external bank accounts. */
export const externalBankAccountFailureCodes = [
  'invalid_routing_number',
  'duplicate',
  'plaid_processor_token',
  'plaid_multiple_accounts',
  'create_failed',
  'unverified_counterparty',
] as const;
export const externalBankAccountFailureCodeSchema = z.enum(externalBankAccountFailureCodes);

export const externalBankAccountKindSchema = z.enum(['plaid', 'raw_routing_details'], {
  error: 'account_kind must be plaid or raw_routing_details',
});
export type ExternalBankAccountKind = z.output<typeof externalBankAccountKindSchema>;

const plaidField = z.string().min(1).max(128);
const personName = z.string().trim().min(1).max(100);

/** Cybrid's PostExternalBankAccount, less processor tokens and counterparties. */
export const postExternalBankAccountSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'name is required' }).max(128),
    account_kind: externalBankAccountKindSchema,
    customer_guid: guidSchema.nullish(),
    asset: z.literal('CAD', { error: 'asset must be CAD' }).nullish(),
    plaid_public_token: plaidField.nullish(),
    plaid_account_id: plaidField.nullish(),
    counterparty_bank_account: z
      .strictObject({
        routing_number_type: z.literal('CPA', { error: 'routing_number_type must be CPA' }),
        routing_number: cpaRoutingNumberSchema,
        account_number: bankAccountNumberSchema,
      })
      .nullish(),
    counterparty_name: z
      .strictObject({
        first: personName.nullish(),
        middle: personName.nullish(),
        last: personName.nullish(),
        full: z.string().trim().min(1).max(300).nullish(),
      })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body, present: boolean) => {
      if (!present) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required when account_kind is ${body.account_kind}`,
        });
      }
    };
    if (body.account_kind === 'plaid') {
      need('plaid_public_token', body.plaid_public_token != null);
      need('plaid_account_id', body.plaid_account_id != null);
    } else {
      need('counterparty_bank_account', body.counterparty_bank_account != null);
    }
  });
export type PostExternalBankAccount = z.input<typeof postExternalBankAccountSchema>;

/** Cybrid's PatchExternalBankAccount. */
export const patchExternalBankAccountSchema = z.strictObject({
  state: z.enum(['completed', 'refresh_required'], {
    error: 'state must be completed or refresh_required',
  }),
});
export type PatchExternalBankAccount = z.input<typeof patchExternalBankAccountSchema>;

export const externalBankAccountListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'external bank account guids to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list external bank accounts of').optional(),
  customer_guid: commaList(
    guidSchema,
    'customer guids to list external bank accounts of',
  ).optional(),
  asset: commaList(z.string().min(1).max(8), 'assets to list external bank accounts of').optional(),
  state: commaList(externalBankAccountStateSchema, 'states to list').optional(),
});

export const getExternalBankAccountQuerySchema = z.object({
  include_pii: z
    .enum(['true', 'false'], { error: 'include_pii must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  include_balances: z
    .enum(['true', 'false'], { error: 'include_balances must be true or false' })
    .optional(),
  force_balance_refresh: z
    .enum(['true', 'false'], { error: 'force_balance_refresh must be true or false' })
    .optional(),
});

/** The account holder, with `include_pii=true`: names and routing, the account number masked. */
export const externalBankAccountPiiSchema = z.strictObject({
  names: z.array(z.string()),
  addresses: z.null(),
  email_addresses: z.null(),
  phone_numbers: z.null(),
  account_details: z.array(z.strictObject({ account_number: z.string() })),
  routing_details: z.array(
    z.strictObject({ routing_number_type: z.literal('CPA'), routing_number: z.string() }),
  ),
});

/** Cybrid's ExternalBankAccount. */
export const externalBankAccountSchema = z.strictObject({
  guid: guidSchema,
  name: z.string(),
  asset: z.literal('CAD'),
  account_kind: externalBankAccountKindSchema,
  environment: z.enum(['sandbox', 'production']),
  bank_guid: guidSchema,
  customer_guid: guidSchema,
  counterparty_guid: z.null(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** The institution number (our aggregator names institutions by it), for either kind. */
  plaid_institution_id: z.string().nullable(),
  /** The last four digits of the account number. */
  plaid_account_mask: z.string().nullable(),
  /** The institution's name for the account (Chequing, Savings) or the customer's own. */
  plaid_account_name: z.string().nullable(),
  state: externalBankAccountStateSchema,
  failure_code: externalBankAccountFailureCodeSchema.nullable(),
  balance_updated_at: z.null(),
  balances: z.null(),
  pii: z.array(externalBankAccountPiiSchema).nullable(),
});
export type ExternalBankAccount = z.output<typeof externalBankAccountSchema>;

export const externalBankAccountListSchema = listSchemaOf(externalBankAccountSchema);
export type ExternalBankAccountList = z.output<typeof externalBankAccountListSchema>;
