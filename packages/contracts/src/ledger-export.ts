import { z } from 'zod';
import { assetCodeSchema } from './platform/fields.js';

/**
 * `GET /customers/ledger-export` (ADR 71, docs/product/ledger-export.md): every posting on the
 * signed-in customer's ledger accounts, oldest first, as CSV or as a JSON array. The CSV's
 * columns are this schema's keys in this order; an absent value is an empty cell in CSV and
 * `null` in JSON. Integers are strings of digits (minor units can exceed 2^53); decimals are
 * exact, made from the integers, never from floating point.
 */
export const ledgerExportFormats = ['csv', 'json'] as const;
export const ledgerExportFormatSchema = z.enum(ledgerExportFormats);
export type LedgerExportFormat = z.infer<typeof ledgerExportFormatSchema>;

export const ledgerExportQuerySchema = z.strictObject({
  format: ledgerExportFormatSchema
    .default('csv')
    .meta({ description: 'csv (RFC 4180, a header line) or json (one array).' }),
});
export type LedgerExportQuery = z.input<typeof ledgerExportQuerySchema>;

/**
 * What moved the money, in stable machine words: a trade; a CAD deposit, withdrawal or returned
 * deposit (`funding` when the transfer is not known); a crypto deposit or withdrawal; a manual
 * adjustment staff posted; sandbox funding (never in production); a reversing entry.
 */
export const ledgerExportKinds = [
  'trade',
  'funding_deposit',
  'funding_withdrawal',
  'funding_return',
  'funding',
  'crypto_deposit',
  'crypto_withdrawal',
  'crypto_transfer',
  'adjustment',
  'sandbox_funding',
  'reversal',
] as const;
export const ledgerExportKindSchema = z.enum(ledgerExportKinds);
export type LedgerExportKind = z.infer<typeof ledgerExportKindSchema>;

/**
 * Where the row's rate comes from: `trade_price` (the price the trade executed at), `cad` (the
 * row is in CAD: the rate is 1), `market_mid` (the market's stored mid price nearest before the
 * entry, at `rate_at`), `none` (no price was known then: no rate and no CAD value).
 */
export const ledgerExportRateSources = ['trade_price', 'cad', 'market_mid', 'none'] as const;
export const ledgerExportRateSourceSchema = z.enum(ledgerExportRateSources);
export type LedgerExportRateSource = z.infer<typeof ledgerExportRateSourceSchema>;

const digits = (description: string) =>
  z
    .string()
    .regex(/^\d{1,20}$/)
    .meta({ description });
const signedMinor = (description: string) =>
  z
    .string()
    .regex(/^-?\d{1,78}$/)
    .meta({ description });
const signedDecimal = (description: string) =>
  z
    .string()
    .regex(/^-?\d{1,78}(\.\d{1,30})?$/)
    .meta({ description });

export const ledgerExportRowSchema = z.object({
  posting_id: digits('The posting, unique; rows are in its order (oldest first).'),
  entry_id: digits('The journal entry the posting belongs to; one entry can have several rows.'),
  posted_at: z.iso.datetime().meta({ description: 'When the entry was posted, ISO 8601 UTC.' }),
  kind: ledgerExportKindSchema,
  account_guid: z.string().meta({ description: "The customer's account the posting is on." }),
  asset: assetCodeSchema,
  amount: signedMinor('Signed, in minor units of the asset: credits positive, debits negative.'),
  amount_decimal: signedDecimal('The same amount in whole units of the asset, exact.'),
  balance_after: signedMinor("The account's balance just after this posting, minor units."),
  balance_after_decimal: signedDecimal('The same balance in whole units, exact.'),
  cad_value_cents: signedMinor('What the amount was worth in CAD cents, signed like it.')
    .nullable()
    .meta({ description: 'Null (empty) when no rate was known.' }),
  rate: signedDecimal('CAD per whole unit of the asset used for the CAD value.').nullable(),
  rate_source: ledgerExportRateSourceSchema,
  rate_at: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'When the market price used was current (market_mid only).' }),
  fee: signedMinor(
    "The fee the entry's action took, minor units of fee_asset; already inside this row's amount.",
  ).nullable(),
  fee_asset: assetCodeSchema.nullable(),
  network: z.string().nullable().meta({
    description: 'Crypto transfers: the chain (bitcoin, ethereum, …; _testnet in sandbox).',
  }),
  transaction_hash: z.string().nullable().meta({ description: 'Crypto transfers: on the chain.' }),
  address: z
    .string()
    .nullable()
    .meta({ description: 'Crypto transfers: the destination, or the deposit address paid.' }),
  reference: z
    .string()
    .nullable()
    .meta({ description: 'The trade, transfer or adjustment guid (sandbox funding: its key).' }),
});
export type LedgerExportRow = z.infer<typeof ledgerExportRowSchema>;

/** The CSV's header line: the row schema's keys, in order. */
export const ledgerExportColumns = Object.keys(
  ledgerExportRowSchema.shape,
) as readonly (keyof LedgerExportRow)[];
