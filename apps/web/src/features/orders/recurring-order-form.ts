import {
  PAD_TERMS_VERSION,
  RECURRING_START_MAX_DAYS,
  type RecurringFrequency,
  type RecurringFunding,
  type RecurringOrder,
  type RecurringOrderChange,
  type RecurringOrderRequest,
  recurringOrderChangeSchema,
  recurringOrderRequestSchema,
} from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api/api-error';
import { type FieldErrors, type Validation, validateFields } from '../../lib/forms/field-errors';
import { daysAfter, inputDecimal, typedDecimal } from '../../lib/forms/typed-input';
import { localRefusal } from './limit-order-form';

/** The new order's fields a problem may be about, and those the form holds besides (`stop`). */
export const recurringOrderFields = [
  'side',
  'asset',
  'amount',
  'frequency',
  'start_date',
  'stop',
  'end_date',
  'max_runs',
  'limit_price',
  'funding',
  'bank_account_guid',
  'pad_terms',
] as const;
export type RecurringOrderField = (typeof recurringOrderFields)[number];

/**
 * The fields whose control shows a problem of its own; the others are chosen from lists that
 * hold only valid values, so a refusal about one is said above the form instead.
 */
export const orderFieldsWithMessages = [
  'amount',
  'frequency',
  'start_date',
  'end_date',
  'max_runs',
  'limit_price',
] as const satisfies readonly RecurringOrderField[];

/** What a change may be about: a schedule keeps its side, asset and start. */
export const recurringChangeFields = [
  'amount',
  'frequency',
  'stop',
  'end_date',
  'max_runs',
  'limit_price',
] as const;
export type RecurringChangeField = (typeof recurringChangeFields)[number];

export const changeFieldsWithMessages = [
  'amount',
  'end_date',
  'max_runs',
  'limit_price',
] as const satisfies readonly RecurringChangeField[];

/** How a schedule stops: when cancelled, after a last day, or after a number of runs. */
export const stopChoices = ['never', 'date', 'runs'] as const;
export type StopChoice = (typeof stopChoices)[number];

/** What a schedule's change dialog holds: figures as typed, the last day as picked or ''. */
export interface RecurringScheduleValues {
  amount: string;
  frequency: RecurringFrequency;
  stop: StopChoice;
  end_date: string;
  max_runs: string;
  limit_price: string;
}

/**
 * The new order's form: the schedule, what it buys or sells from when, and where a buy's CAD
 * comes from (the bank account chosen, '' for none, and whether the PAD terms are ticked).
 */
export interface RecurringOrderFormValues extends RecurringScheduleValues {
  side: RecurringOrderRequest['side'];
  asset: CryptoAssetCode;
  start_date: string;
  funding: RecurringFunding;
  bank_account_guid: string;
  pad_terms: boolean;
}

/**
 * Whether the order may be paid from a bank account: a buy (a sale gives the asset) that runs
 * weekly or less often (an EFT takes days, so a daily buy is paid from the balance).
 */
export const bankFundable = (values: Pick<RecurringOrderFormValues, 'side' | 'frequency'>) =>
  values.side === 'buy' && values.frequency !== 'daily';

/** Whether the order as chosen is paid from a bank account; otherwise from the balance. */
export const paidByBank = (values: RecurringOrderFormValues): boolean =>
  bankFundable(values) && values.funding === 'bank';

/**
 * The fields whose control is on screen now, to hold a refusal: the choice of where the CAD
 * comes from only for a buy that may be paid by bank, the PAD terms' box only when it is shown.
 */
export function orderFieldsShown(
  values: RecurringOrderFormValues,
  padShown: boolean,
): readonly RecurringOrderField[] {
  if (!bankFundable(values)) return orderFieldsWithMessages;
  const shown: RecurringOrderField[] = [...orderFieldsWithMessages, 'funding', 'bank_account_guid'];
  if (padShown) shown.push('pad_terms');
  return shown;
}

/**
 * A weekly buy of bitcoin from `today` (Toronto's), until cancelled, at any price, paid from the
 * CAD balance.
 */
export const blankRecurringOrder = (today: string): RecurringOrderFormValues => ({
  side: 'buy',
  asset: 'BTC',
  amount: '',
  frequency: 'weekly',
  start_date: today,
  stop: 'never',
  end_date: '',
  max_runs: '',
  limit_price: '',
  funding: 'balance',
  bank_account_guid: '',
  pad_terms: false,
});

/** A schedule as its change dialog starts: as it stands, its figures as the reader types them. */
export const scheduleValuesOf = (
  order: RecurringOrder,
  language: string,
): RecurringScheduleValues => ({
  amount: inputDecimal(order.amount, language),
  frequency: order.frequency,
  stop: order.end_date !== null ? 'date' : order.max_runs !== null ? 'runs' : 'never',
  end_date: order.end_date ?? '',
  max_runs: order.max_runs === null ? '' : String(order.max_runs),
  limit_price: order.limit_price === null ? '' : inputDecimal(order.limit_price, language),
});

/** The days the start date may be, for the date picker: Toronto's today through a year ahead. */
export const startBounds = (today: string): { min: string; max: string } => ({
  min: today,
  max: daysAfter(today, RECURRING_START_MAX_DAYS),
});

/** A number of runs as typed; nothing typed is no number, for the contract to ask for one. */
function runsOf(text: string, language: string): number {
  const typed = typedDecimal(text, language);
  return typed === '' ? Number.NaN : Number(typed);
}

/** The stop chosen, as the contract says it: the one chosen set, the other null. */
const stopOf = (values: RecurringScheduleValues, language: string) => ({
  end_date: values.stop === 'date' ? values.end_date : null,
  max_runs: values.stop === 'runs' ? runsOf(values.max_runs, language) : null,
});

const limitOf = (text: string, language: string): string | null =>
  text.trim() === '' ? null : typedDecimal(text, language);

/**
 * Where the CAD comes from, as the contract says it: nothing for the balance; for a bank account,
 * the account, and the PAD terms' version when they are to be agreed now and are ticked.
 */
function fundingOf(
  values: RecurringOrderFormValues,
  padNeeded: boolean,
): Pick<RecurringOrderRequest, 'funding' | 'bank_account_guid' | 'pad_terms'> {
  if (!paidByBank(values)) return {};
  return {
    funding: 'bank',
    bank_account_guid: values.bank_account_guid,
    ...(padNeeded && values.pad_terms ? { pad_terms: PAD_TERMS_VERSION } : {}),
  };
}

/** The request the form stands for, before the contract checks it: what is not set is left out. */
function requestOf(
  values: RecurringOrderFormValues,
  language: string,
  padNeeded: boolean,
): RecurringOrderRequest {
  const { end_date, max_runs } = stopOf(values, language);
  const limit = limitOf(values.limit_price, language);
  return {
    side: values.side,
    asset: values.asset,
    amount: typedDecimal(values.amount, language),
    frequency: values.frequency,
    start_date: values.start_date,
    ...(end_date === null ? {} : { end_date }),
    ...(max_runs === null ? {} : { max_runs }),
    ...(limit === null ? {} : { limit_price: limit }),
    ...fundingOf(values, padNeeded),
  };
}

/**
 * The end date's problem, if any: one must be picked, on or after the start, and not past. The
 * words are the server's for the same problems. (`YYYY-MM-DD` days compare as text.)
 */
function endProblem(values: RecurringScheduleValues, start: string, today: string) {
  if (values.stop !== 'date') return undefined;
  if (values.end_date === '') return 'Choose an end date';
  if (values.end_date < start) return 'Choose an end date on or after the start date';
  if (values.end_date < today) return 'Choose an end date from today on';
  return undefined;
}

function startProblem(start: string, today: string) {
  if (start === '') return 'Choose a start date';
  if (start < today) return 'Choose a start date from today on';
  if (start > startBounds(today).max) return 'Choose a start date within 365 days';
  return undefined;
}

/** The PAD terms to agree to now and not ticked: the server's words for the same refusal. */
const padProblem = (values: RecurringOrderFormValues, padNeeded: boolean) =>
  paidByBank(values) && padNeeded && !values.pad_terms
    ? 'Agree to the pre-authorized debit terms for this bank account first'
    : undefined;

/**
 * A validation that holds the contract's problems and the app's own (which the contract cannot
 * know: Toronto's today, the last day after the start, the PAD terms agreed or not), the app's
 * words winning on the same field.
 */
function withOwnProblems<T, F extends string>(
  checked: Validation<T, F>,
  own: readonly (readonly [F, string | undefined])[],
): Validation<T, F> {
  const errors: FieldErrors<F> = checked.ok ? {} : { ...checked.errors };
  let ownProblem = false;
  for (const [field, message] of own) {
    if (message === undefined) continue;
    errors[field] = message;
    ownProblem = true;
  }
  return checked.ok && !ownProblem ? checked : { ok: false, errors };
}

/**
 * The new order checked as the server will check it, before it is sent. `today` is Toronto's,
 * where the server counts days; `padNeeded` whether the bank account chosen has no agreement to
 * the current PAD terms yet, so the customer must tick them.
 */
export function checkRecurringOrder(
  values: RecurringOrderFormValues,
  language: string,
  today: string,
  padNeeded = false,
): Validation<RecurringOrderRequest, RecurringOrderField> {
  const checked = validateFields(
    recurringOrderRequestSchema,
    requestOf(values, language, padNeeded),
    recurringOrderFields,
  );
  return withOwnProblems(checked, [
    ['start_date', startProblem(values.start_date, today)],
    ['end_date', endProblem(values, values.start_date, today)],
    ['pad_terms', padProblem(values, padNeeded)],
  ]);
}

/**
 * A schedule's change: only what differs from how it stands (an empty change when nothing
 * does), checked before it is sent.
 */
export function checkRecurringChange(
  order: RecurringOrder,
  values: RecurringScheduleValues,
  language: string,
  today: string,
): Validation<RecurringOrderChange, RecurringChangeField> {
  const amount = typedDecimal(values.amount, language);
  const { end_date, max_runs } = stopOf(values, language);
  const limit = limitOf(values.limit_price, language);
  const change: RecurringOrderChange = {
    ...(amount === order.amount ? {} : { amount }),
    ...(values.frequency === order.frequency ? {} : { frequency: values.frequency }),
    ...(end_date === order.end_date ? {} : { end_date }),
    ...(max_runs === order.max_runs ? {} : { max_runs }),
    ...(limit === order.limit_price ? {} : { limit_price: limit }),
  };
  const checked = validateFields(recurringOrderChangeSchema, change, recurringChangeFields);
  return withOwnProblems(checked, [['end_date', endProblem(values, order.start_date, today)]]);
}

const alreadyRun = /^It has already run (\d+) times$/;

/**
 * A refused change in the reader's words: the server's messages that carry a figure, the
 * amount's as for a limit order, and how often the schedule has run when fewer runs are asked.
 */
export function localChangeRefusal(error: ApiError, t: TFunction, language: string): ApiError {
  const local = localRefusal(error, t, language);
  return {
    ...local,
    details: local.details.map((detail) => {
      const [, count] = alreadyRun.exec(detail.message) ?? [];
      if (count === undefined) return detail;
      return {
        ...detail,
        message: t('recurringOrders.validation.alreadyRun', { count: Number(count) }),
      };
    }),
  };
}
