import { z } from 'zod';
import { languageSchema } from './fields.js';
import { assetCodeSchema, cryptoAssetCodeSchema, guidSchema } from './platform/fields.js';

/**
 * The tax centre (docs/product/tax.md, ADRs 72 and 74): a year's capital gains as Schedule 3
 * reports them, computed by the adjusted cost base engine from the customer's own records on the
 * platform. CAD amounts are strings of cents and quantities strings of the asset's minor units
 * (both can exceed 2^53); `_decimal` fields say the same exactly in whole units.
 */

const cents = (description: string) =>
  z
    .string()
    .regex(/^-?\d{1,30}$/)
    .meta({ description: `${description}, in CAD cents.` });
const units = (description: string) =>
  z
    .string()
    .regex(/^\d{1,78}$/)
    .meta({ description: `${description}, in the asset's minor units.` });
const decimal = (description: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .meta({ description: `${description}, in whole units.` });

/** The first tax year the platform can report, and the path parameter that names one. */
export const firstTaxYear = 2020;
export const taxYearParamsSchema = z.strictObject({
  year: z.coerce
    .number()
    .int()
    .min(firstTaxYear)
    .max(9999)
    .meta({ description: 'A calendar year, 2020 or later.' }),
});
export type TaxYearParams = z.input<typeof taxYearParamsSchema>;

/** `GET /customers/tax/{year}/report.pdf`: the report's language, the customer's own without one. */
export const taxReportQuerySchema = z.strictObject({
  lang: languageSchema
    .optional()
    .meta({ description: 'en-CA or fr-CA; without one, the language the customer chose.' }),
});
export type TaxReportQuery = z.input<typeof taxReportQuerySchema>;

/**
 * What made it a disposition: a sale for CAD, or a withdrawal to a wallet that is not the
 * customer's own (valued at market when it left).
 */
export const dispositionKinds = ['sale', 'withdrawal'] as const;
export const dispositionKindSchema = z.enum(dispositionKinds);
export type DispositionKind = z.infer<typeof dispositionKindSchema>;

export const taxDispositionSchema = z.strictObject({
  /** The trade's or the transfer's guid. */
  ref: z.string(),
  kind: dispositionKindSchema,
  asset: assetCodeSchema,
  disposed_at: z.iso.datetime(),
  /** The Toronto calendar day of the disposition, `YYYY-MM-DD`. */
  day: z.iso.date(),
  quantity: units('Units disposed of'),
  quantity_decimal: decimal('Units disposed of'),
  proceeds_cents: cents('Proceeds of disposition'),
  outlays_cents: cents('Outlays and expenses (the trade fee, a network fee)'),
  cost_cents: cents('The adjusted cost base of the units disposed of'),
  gain_cents: cents('Gain (or loss, negative) to report: proceeds − outlays − cost + denied loss'),
  denied_loss_cents: cents('The loss the superficial-loss rule denies (0 or more)'),
  /** The 30 days after have not all passed: a purchase still to come could deny more. */
  provisional: z.boolean(),
  /** The cost includes a market value standing in for a cost the customer did not state. */
  estimated: z.boolean(),
  /** A withdrawal's transaction hash on its network, once broadcast. */
  transaction_hash: z.string().nullable(),
});
export type TaxDisposition = z.infer<typeof taxDispositionSchema>;

/** Schedule 3's lines for the year, summed over its dispositions. */
export const schedule3TotalsSchema = z.strictObject({
  dispositions: z.number().int().nonnegative(),
  proceeds_cents: cents('Proceeds of disposition'),
  cost_cents: cents('Adjusted cost base'),
  outlays_cents: cents('Outlays and expenses'),
  gain_cents: cents('Gain (or loss, negative)'),
  denied_loss_cents: cents('Superficial losses denied'),
});
export type Schedule3Totals = z.infer<typeof schedule3TotalsSchema>;

/** An asset still held on the platform at the year's end (or now, for the current year). */
export const taxHoldingSchema = z.strictObject({
  asset: assetCodeSchema,
  quantity: units('Units held'),
  quantity_decimal: decimal('Units held'),
  /** Book cost: the adjusted cost base of the units held. */
  cost_cents: cents('Book cost'),
  estimated: z.boolean(),
});
export type TaxHolding = z.infer<typeof taxHoldingSchema>;

/** `GET /customers/tax/{year}`. */
export const taxYearSchema = z.strictObject({
  year: z.number().int(),
  /** When the history was read; the current year's figures can still change. */
  as_of: z.iso.datetime(),
  /** Years with at least one disposition or acquisition, newest first. */
  years: z.array(z.number().int()),
  totals: schedule3TotalsSchema,
  /** Oldest first. */
  dispositions: z.array(taxDispositionSchema),
  holdings: z.array(taxHoldingSchema),
});
export type TaxYear = z.infer<typeof taxYearSchema>;

/**
 * `GET /customers/tax/{year}/dispositions.csv`: one row per disposition, the columns in this
 * order (the JSON fields of the same name).
 */
export const taxDispositionColumns = [
  'disposed_at',
  'day',
  'kind',
  'asset',
  'quantity_decimal',
  'proceeds_cents',
  'outlays_cents',
  'cost_cents',
  'gain_cents',
  'denied_loss_cents',
  'provisional',
  'estimated',
  'transaction_hash',
  'ref',
] as const satisfies readonly (keyof TaxDisposition)[];

/**
 * `GET /customers/tax/sale-preview`: a sale the customer is about to make, as the quote states
 * it. Units and cents are digit strings, as in the rest of this file.
 */
export const salePreviewQuerySchema = z.strictObject({
  asset: cryptoAssetCodeSchema,
  quantity: z
    .string()
    .regex(/^[1-9]\d{0,77}$/, { error: 'quantity must be a positive whole number of minor units' })
    .meta({ description: "Units to sell, in the asset's minor units (more than 0)." }),
  proceeds_cents: z
    .string()
    .regex(/^\d{1,30}$/, { error: 'proceeds_cents must be a whole number of cents' })
    .meta({ description: 'Proceeds before the fee, in CAD cents.' }),
  outlays_cents: z
    .string()
    .regex(/^\d{1,30}$/, { error: 'outlays_cents must be a whole number of cents' })
    .meta({ description: 'Outlays (the trade fee), in CAD cents.' }),
});
export type SalePreviewQuery = z.input<typeof salePreviewQuerySchema>;

/** Why part of the sale's loss would be denied: none, or a purchase in the 30 days before. */
export const salePreviewReasons = ['none', 'bought_within_30_days'] as const;
export const salePreviewReasonSchema = z.enum(salePreviewReasons);
export type SalePreviewReason = z.infer<typeof salePreviewReasonSchema>;

/** The sale's figures as the engine would report it if it were made now. */
export const salePreviewSchema = z.strictObject({
  asset: cryptoAssetCodeSchema,
  quantity: units('Units sold'),
  cost_cents: cents('The adjusted cost base of the units sold'),
  gain_cents: cents('Gain (or loss, negative) before any denial: proceeds − outlays − cost'),
  denied_loss_cents: cents(
    'The loss the superficial-loss rule would deny if nothing changes (0 or more)',
  ),
  reason: salePreviewReasonSchema,
  /** The latest purchase of the asset in the 30 days before now, or null. */
  last_purchase_at: z.iso.datetime().nullable(),
});
export type SalePreview = z.infer<typeof salePreviewSchema>;

/**
 * `GET /customers/tax/transfers-in`: a crypto deposit the customer made from outside (a transfer
 * in), and the cost it joins the pool at (docs/product/tax.md, ADR 76): the cost the customer
 * stated, else the market value on arrival, marked estimated.
 */
export const transferInSchema = z.strictObject({
  /** The deposit's transfer guid. */
  guid: guidSchema,
  asset: cryptoAssetCodeSchema,
  quantity: units('Units received'),
  quantity_decimal: decimal('Units received'),
  /** When the units were credited, the moment they joined the pool. */
  arrived_at: z.iso.datetime(),
  /** Null when no market price was known then: the units join at 0 until a cost is stated. */
  market_value_cents: cents(
    'What the units were worth on arrival, as the ledger export values them',
  ).nullable(),
  stated_cost_cents: cents('The cost the customer stated').nullable(),
  /** No cost is stated: the units join the pool at their market value on arrival. */
  estimated: z.boolean(),
});
export type TransferIn = z.infer<typeof transferInSchema>;

/** The customer's transfers in, newest first. */
export const transfersInSchema = z.array(transferInSchema);

/** `…/transfers-in/{transfer_guid}/cost`: the transfer in whose cost is stated or withdrawn. */
export const transferInParamsSchema = z.strictObject({ transfer_guid: guidSchema });
export type TransferInParams = z.input<typeof transferInParamsSchema>;

/** The most a stated cost may be: 15 digits of cents, just under ten trillion dollars. */
export const maxStatedCostCents = 999_999_999_999_999n;

/** `PUT /customers/tax/transfers-in/{transfer_guid}/cost`: what the customer paid, in cents. */
export const statedCostRequestSchema = z.strictObject({
  cost_cents: z
    .string({ error: 'cost_cents must be a whole number of cents, 0 or more' })
    .regex(/^\d{1,15}$/, {
      error: 'cost_cents must be a whole number of cents, 0 or more, of at most 15 digits',
    })
    .meta({
      description: 'What the units cost the customer, fees included, in CAD cents (0 or more).',
    }),
});
export type StatedCostRequest = z.input<typeof statedCostRequestSchema>;
