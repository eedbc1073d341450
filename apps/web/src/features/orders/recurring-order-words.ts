import type { ExternalBankAccount, RecurringOrder, RecurringRun } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { formatCalendarDate, formatCalendarMonthDay } from '../../lib/format/date-time';
import { formatTime } from '../../lib/format/time';
import { accountLabel } from '../../lib/funding/bank-account-label';
import { formatLivePrice } from '../../lib/market/live-price-format';
import { amountAssetOf, formatOrderAmount } from './limit-order-form';

type Schedule = Pick<RecurringOrder, 'side' | 'asset' | 'amount' | 'frequency'>;

/** A schedule in one line: "Buy $25.00 of BTC every week", "Sell 0.01 BTC every day". */
export function describeRecurringOrder(order: Schedule, t: TFunction, language: string): string {
  return t(`recurringOrders.describe.${order.side}`, {
    asset: order.asset,
    amount: formatOrderAmount(order.amount, amountAssetOf(order), language),
    frequency: t(`recurringOrders.every.${order.frequency}`),
  });
}

/** From when, and until when: "From Nov 22, 2026 until you cancel it", "… for 12 runs". */
function spanWords(order: RecurringOrder, t: TFunction, language: string): string {
  const start = formatCalendarDate(order.start_date, language);
  const end = order.end_date === null ? null : formatCalendarDate(order.end_date, language);
  const count = order.max_runs;
  if (end !== null && count !== null) {
    return t('recurringOrders.list.untilDateOrRuns', { start, end, count });
  }
  if (end !== null) return t('recurringOrders.list.untilDate', { start, end });
  if (count !== null) return t('recurringOrders.list.forRuns', { start, count });
  return t('recurringOrders.list.untilCancelled', { start });
}

/**
 * The next run: its day, and the window it runs at a random minute of, in Toronto time (where
 * the server counts days) written as the reader writes times: "Dec 7, between 8:00 a.m. and …".
 */
function nextRunWords(
  next: NonNullable<RecurringOrder['next_run']>,
  t: TFunction,
  language: string,
): string {
  const inToronto = (iso: string) => formatTime(new Date(iso), language, 'America/Toronto');
  return t('recurringOrders.list.nextRun', {
    day: formatCalendarMonthDay(next.day, language),
    from: inToronto(next.window_starts_at),
    to: inToronto(next.window_ends_at),
  });
}

/**
 * Where a buy's CAD comes from: the balance, or a deposit from its bank account, named ("BMO Bank
 * of Montreal ····1234") once the customer's bank accounts are known and it is among them.
 */
function fundingWords(
  order: RecurringOrder,
  account: ExternalBankAccount | undefined,
  t: TFunction,
): string {
  if (order.funding === 'bank' && account !== undefined) {
    return t('recurringOrders.list.funding.bankNamed', { account: accountLabel(account, t) });
  }
  return t(`recurringOrders.list.funding.${order.funding}`);
}

/**
 * What a schedule's row says under its description: next run, span, where a buy's CAD comes
 * from (`account`: the bank account it is paid from, when known), runs so far, price limit.
 */
export function recurringOrderFacts(
  order: RecurringOrder,
  t: TFunction,
  language: string,
  account?: ExternalBankAccount,
) {
  const limit = order.limit_price;
  return [
    ...(order.next_run === null ? [] : [nextRunWords(order.next_run, t, language)]),
    spanWords(order, t, language),
    ...(order.side === 'buy' ? [fundingWords(order, account, t)] : []),
    t('recurringOrders.list.runs', {
      executed: order.runs_executed,
      skipped: order.runs_skipped,
    }),
    ...(limit === null
      ? []
      : [
          t(
            order.side === 'buy'
              ? 'recurringOrders.list.limitBuy'
              : 'recurringOrders.list.limitSell',
            {
              price: formatLivePrice(limit, language),
            },
          ),
        ]),
  ];
}

/**
 * Where a run stands; a skipped one says why, naming what was short for a lack of funds: the
 * CAD of a buy, the asset of a sale ("Skipped: not enough CAD available").
 */
export function runStateWords(
  run: RecurringRun,
  order: Pick<RecurringOrder, 'side' | 'asset'>,
  t: TFunction,
): string {
  if (run.state !== 'skipped' || run.skip_reason === null) {
    return t(`recurringOrders.history.states.${run.state}`);
  }
  return t('recurringOrders.history.skippedBecause', {
    reason: t(`recurringOrders.skipReasons.${run.skip_reason}`, { asset: amountAssetOf(order) }),
  });
}
