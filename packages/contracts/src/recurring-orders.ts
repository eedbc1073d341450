import { z } from 'zod';
import { calendarDateSchema } from './kyc-fields.js';
import { orderAmountSchema } from './limit-orders.js';
import { cryptoAssetSchema } from './market.js';
import { guidSchema } from './platform/fields.js';
import { alertLevelSchema } from './price-alerts.js';

/**
 * Recurring buys and sells (docs/decisions/0083-recurring-orders.md) at
 * `/customers/recurring-orders`: a fixed amount bought or sold on a calendar, each run at a
 * random minute of its day's window (Toronto time), as a quote and a trade like any other. A run
 * that cannot happen is skipped, the customer told why, and the schedule goes on.
 */

/** The most schedules one customer may have running or paused at once. */
export const MAX_RECURRING_ORDERS = 20;
/** A schedule starts at most this many days ahead. */
export const RECURRING_START_MAX_DAYS = 365;
/** A schedule may be told to stop after this many runs at most. */
export const RECURRING_MAX_RUNS = 1000;

/**
 * How often: every day, every week or two weeks from the start date, the 1st and the 15th, every
 * month on the start date's day (the month's last day when it has none: the 31st is the 30th in
 * April and the 28th or 29th in February), or the last day of every month.
 */
export const recurringFrequencies = [
  'daily',
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'month_end',
] as const;
export const recurringFrequencySchema = z.enum(recurringFrequencies, {
  error: 'Choose how often',
});
export type RecurringFrequency = z.infer<typeof recurringFrequencySchema>;

export const recurringOrderStates = ['active', 'paused', 'cancelled', 'completed'] as const;
export type RecurringOrderState = (typeof recurringOrderStates)[number];

export const recurringRunStates = [
  'planned',
  'executing',
  'executed',
  'skipped',
  'cancelled',
] as const;
export type RecurringRunState = (typeof recurringRunStates)[number];

/**
 * The version of the pre-authorized debit (PAD) terms a customer agrees to, once per bank
 * account, before a recurring buy may pull its CAD from that account by EFT (Payments Canada
 * Rule H1). The app shows these terms; a new version is agreed to anew.
 */
export const PAD_TERMS_VERSION = 'pad-2026-12';

/**
 * Where a buy's CAD comes from: the CAD balance, or an EFT deposit from a linked bank account
 * that each run starts a few business days ahead (a sale gives the asset, so from the balance).
 */
export const recurringFundings = ['balance', 'bank'] as const;
export type RecurringFunding = (typeof recurringFundings)[number];

/** Why a run was skipped; the customer is told in these words, and the schedule goes on. */
export const recurringSkipReasons = [
  'insufficient_funds',
  'deposit_pending',
  'deposit_failed',
  'over_limit',
  'not_verified',
  'price_above_limit',
  'price_below_limit',
  'window_missed',
  'refused',
] as const;
export type RecurringSkipReason = (typeof recurringSkipReasons)[number];

const stopFields = {
  /** The last day a run may fall on (`YYYY-MM-DD`, Toronto). */
  end_date: calendarDateSchema.nullable().optional(),
  /** Stop after this many runs (executed or skipped). */
  max_runs: z
    .number({ error: 'Enter a number of runs' })
    .int({ error: 'Enter a whole number of runs' })
    .min(1, { error: 'At least one run' })
    .max(RECURRING_MAX_RUNS, { error: `At most ${RECURRING_MAX_RUNS} runs` })
    .nullable()
    .optional(),
};

/** `POST /customers/recurring-orders`. */
export const recurringOrderRequestSchema = z.strictObject({
  side: z.enum(['buy', 'sell'], { error: 'Choose buy or sell' }),
  asset: cryptoAssetSchema,
  /** A buy: the CAD to spend each run, the fee included. A sale: how much of the asset to sell. */
  amount: orderAmountSchema,
  frequency: recurringFrequencySchema,
  /** The first day a run may fall on (`YYYY-MM-DD`, Toronto): today or later. */
  start_date: calendarDateSchema,
  ...stopFields,
  /** CAD per whole unit: a buy runs only at or below it, a sale only at or above it. */
  limit_price: alertLevelSchema.nullable().optional(),
  funding: z.enum(recurringFundings, { error: 'Choose the balance or a bank account' }).optional(),
  /** With `funding: bank`: the linked bank account each run's EFT deposit is pulled from. */
  bank_account_guid: guidSchema.optional(),
  /** The PAD terms' version the customer agrees to now, if they have not for this account. */
  pad_terms: z.literal(PAD_TERMS_VERSION, { error: 'Agree to the current PAD terms' }).optional(),
});
export type RecurringOrderRequest = z.input<typeof recurringOrderRequestSchema>;

/** `PATCH /customers/recurring-orders/{guid}`: what may change on a schedule; null removes. */
export const recurringOrderChangeSchema = z.strictObject({
  amount: orderAmountSchema.optional(),
  frequency: recurringFrequencySchema.optional(),
  ...stopFields,
  limit_price: alertLevelSchema.nullable().optional(),
});
export type RecurringOrderChange = z.input<typeof recurringOrderChangeSchema>;

/** The next run: its day, and the window (Toronto time) it runs at a random minute of. */
export const recurringNextRunSchema = z.strictObject({
  day: calendarDateSchema,
  window_starts_at: z.iso.datetime(),
  window_ends_at: z.iso.datetime(),
});

export const recurringOrderSchema = z.strictObject({
  guid: guidSchema,
  side: z.enum(['buy', 'sell']),
  asset: cryptoAssetSchema,
  /** In the units of what it gives, as given (CAD for a buy). */
  amount: z.string(),
  frequency: recurringFrequencySchema,
  start_date: calendarDateSchema,
  end_date: calendarDateSchema.nullable(),
  max_runs: z.number().int().nullable(),
  limit_price: z.string().nullable(),
  funding: z.enum(recurringFundings),
  bank_account_guid: guidSchema.nullable(),
  state: z.enum(recurringOrderStates),
  runs_executed: z.number().int(),
  runs_skipped: z.number().int(),
  /** Null once it is paused, cancelled or completed. */
  next_run: recurringNextRunSchema.nullable(),
  created_at: z.iso.datetime(),
  ended_at: z.iso.datetime().nullable(),
});
export type RecurringOrder = z.infer<typeof recurringOrderSchema>;

export const recurringOrderListSchema = z.strictObject({ objects: z.array(recurringOrderSchema) });
export type RecurringOrderList = z.infer<typeof recurringOrderListSchema>;

export const recurringRunSchema = z.strictObject({
  guid: guidSchema,
  /** 1 for the schedule's first run, and so on. */
  sequence: z.number().int(),
  day: calendarDateSchema,
  state: z.enum(recurringRunStates),
  skip_reason: z.enum(recurringSkipReasons).nullable(),
  /** The trade of an executed run. */
  trade_guid: guidSchema.nullable(),
  ended_at: z.iso.datetime().nullable(),
});
export type RecurringRun = z.infer<typeof recurringRunSchema>;

/** `GET /customers/recurring-orders/{guid}/runs`: the newest runs first. */
export const recurringRunListSchema = z.strictObject({ objects: z.array(recurringRunSchema) });
export type RecurringRunList = z.infer<typeof recurringRunListSchema>;

/** A customer's agreement to the PAD terms for one bank account. */
export const padAgreementSchema = z.strictObject({
  bank_account_guid: guidSchema,
  terms_version: z.string(),
  agreed_at: z.iso.datetime(),
});
export type PadAgreement = z.infer<typeof padAgreementSchema>;

/** `GET /customers/pad-agreements`: the terms the customer agreed to, per bank account. */
export const padAgreementListSchema = z.strictObject({ objects: z.array(padAgreementSchema) });
export type PadAgreementList = z.infer<typeof padAgreementListSchema>;
