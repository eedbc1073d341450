import type {
  DocumentFacts,
  LimitOrderFacts,
  Notification,
  PriceAlertFacts,
  PriceDigestFacts,
  RecurringRunFacts,
  TradeFacts,
  TransferFacts,
} from '@maple/contracts';
import type { TFunction } from 'i18next';
import { periodWords } from '../../components/documents/document-subject';
import { formatCalendarMonthDay, formatMonthDay } from '../../lib/format/date-time';
import { formatUnits } from '../../lib/format/money';
import { formatAlertWindow } from '../../lib/market/alert-window';
import {
  formatChange,
  formatLivePrice,
  formatMovePercent,
} from '../../lib/market/live-price-format';

/**
 * A move's change as signed as the facts give it ("−5.12 %"); without one, the share the alert
 * watched, either way ("±5 %").
 */
function changeOf(facts: PriceAlertFacts, language: string): string {
  if (facts.change_percent !== null) return formatChange(facts.change_percent, language);
  return `±${formatMovePercent(facts.move_percent ?? '0', language)}`;
}

/** A fired alert: "BTC rose above $95,000.00 — now $95,012.34". */
function alertWords(facts: PriceAlertFacts, t: TFunction, language: string): string {
  const asset = facts.asset;
  const price = formatLivePrice(facts.price, language);
  if (facts.condition === 'move') {
    const change = changeOf(facts, language);
    return facts.window === null
      ? t('notifications.words.moveNoWindow', { asset, change, price })
      : t('notifications.words.move', {
          asset,
          change,
          window: formatAlertWindow(facts.window, language),
          price,
        });
  }
  // The level an above or below alert was set at; the price it fired at if the facts lack it.
  const level = formatLivePrice(facts.level ?? facts.price, language);
  return t(`notifications.words.${facts.condition}`, { asset, level, price });
}

/** The morning digest: "Your morning prices: BTC $95,012.34 (+1.20%), ETH …". */
function digestWords(facts: PriceDigestFacts, t: TFunction, language: string): string {
  if (facts.prices.length === 0) return t('notifications.words.digestEmpty');
  const prices = facts.prices.map((entry) =>
    t('notifications.words.digestPrice', {
      asset: entry.asset,
      price: formatLivePrice(entry.price, language),
      change: formatChange(entry.change_24h_percent, language),
    }),
  );
  return t('notifications.words.digest', { prices: prices.join(', ') });
}

/** A trade done: "You bought 0.0015 BTC for $150.00", "You sold … and received $…". */
function tradeWords(facts: TradeFacts, t: TFunction, language: string): string {
  const amount = formatUnits(facts.amount, facts.asset, language);
  const cad = formatUnits(facts.cad_amount, 'CAD', language);
  return t(`notifications.words.${facts.side === 'buy' ? 'bought' : 'sold'}`, { amount, cad });
}

/**
 * Money in: "$500.00 deposited by EFT — available Dec 3", "0.01 BTC received". A bank's rail
 * is named; a chain is not, the asset says it.
 */
function depositWords(facts: TransferFacts, t: TFunction, language: string): string {
  const amount = formatUnits(facts.amount, facts.asset, language);
  const words =
    facts.rail === 'chain'
      ? t('notifications.words.received', { amount })
      : t('notifications.words.deposited', {
          amount,
          rail: t(`notifications.words.rail.${facts.rail}`),
        });
  if (facts.available_at === null) return words;
  return t('notifications.words.availableOn', {
    words,
    date: formatMonthDay(facts.available_at, language),
  });
}

/** Money out: "$200.00 sent by Interac e-Transfer", "0.5 ETH sent". */
function withdrawalWords(facts: TransferFacts, t: TFunction, language: string): string {
  const amount = formatUnits(facts.amount, facts.asset, language);
  return facts.rail === 'chain'
    ? t('notifications.words.sentOnChain', { amount })
    : t('notifications.words.sent', {
        amount,
        rail: t(`notifications.words.rail.${facts.rail}`),
      });
}

/** "Your statement for October 2026 is ready", "Your 2025 tax report is ready". */
function documentWords(facts: DocumentFacts, t: TFunction, language: string): string {
  const period = periodWords(facts.period, t, language);
  return facts.document === 'statement'
    ? t('notifications.words.statement', { period })
    : t('notifications.words.taxReport', { period });
}

/** An order that ended without filling: "Your buy order for BTC at $60,000.00 expired; …". */
function orderWords(facts: LimitOrderFacts, t: TFunction, language: string): string {
  const options = {
    side: t(`notifications.words.orderSide.${facts.side}`),
    asset: facts.asset,
    limit: formatLivePrice(facts.limit_price, language),
    amount: formatUnits(facts.amount, facts.side === 'buy' ? 'CAD' : facts.asset, language),
  };
  if (facts.state === 'expired') return t('notifications.words.orderExpired', options);
  const reason = t(`notifications.words.orderReason.${facts.failure_reason ?? 'refused'}`);
  return t('notifications.words.orderFailed', { ...options, reason });
}

/**
 * A run of a recurring order skipped, and why, naming what was short for a lack of funds (the
 * CAD of a buy, the asset of a sale): "Your recurring buy of $25.00 of BTC on Dec 7 was skipped:
 * not enough CAD available". The reasons are the ones the orders page says of each run.
 */
function recurringRunWords(facts: RecurringRunFacts, t: TFunction, language: string): string {
  const given = facts.side === 'buy' ? 'CAD' : facts.asset;
  return t(`notifications.words.recurringSkipped.${facts.side}`, {
    amount: formatUnits(facts.amount, given, language),
    asset: facts.asset,
    day: formatCalendarMonthDay(facts.day, language),
    reason: t(`recurringOrders.skipReasons.${facts.skip_reason}`, { asset: given }),
  });
}

/**
 * A notification in the reader's language, from its facts: the server keeps no sentences, so
 * a notification reads in whichever language the app is showing, with its prices, amounts and
 * dates written as that language writes them.
 */
export function notificationWords(
  notification: Notification,
  t: TFunction,
  language: string,
): string {
  switch (notification.kind) {
    case 'price_alert':
      return alertWords(notification.facts, t, language);
    case 'price_digest':
      return digestWords(notification.facts, t, language);
    case 'trade':
      return tradeWords(notification.facts, t, language);
    case 'deposit':
      return depositWords(notification.facts, t, language);
    case 'withdrawal':
      return withdrawalWords(notification.facts, t, language);
    case 'document':
      return documentWords(notification.facts, t, language);
    case 'limit_order':
      return orderWords(notification.facts, t, language);
    case 'recurring_run':
      return recurringRunWords(notification.facts, t, language);
  }
}
