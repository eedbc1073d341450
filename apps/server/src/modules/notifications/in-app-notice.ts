import type { Notification } from '@maple/contracts';
import { scaledDecimalString, trimmedDecimalString } from '@maple/money';
import { priceDecimals } from '../market/market-data.js';
import type { TopicMail } from './mail-content.js';

type FactsOf<N> = N extends Notification ? Pick<N, 'kind' | 'facts' | 'url'> : never;

/** What the notification centre keeps of a notice: facts the app words, and the page it opens. */
export type InAppFacts = FactsOf<Notification>;

/** The app's own path of a link the e-mail carries in full. */
const pathOf = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const price = (value: bigint) => scaledDecimalString(value, priceDecimals);

/**
 * The notification-centre entry of a topic's notice (ADR 81): the same event the e-mail tells,
 * as facts, so the app words it in the language it shows.
 */
export function inAppFactsOf(content: TopicMail): InAppFacts {
  switch (content.template) {
    case 'trade_confirmation':
      return {
        kind: 'trade',
        url: pathOf(content.documentsLink),
        facts: {
          side: content.side,
          asset: content.asset,
          amount: content.cryptoAmount.toString(),
          cad_amount: content.cadAmount.toString(),
          reference: content.reference,
        },
      };
    case 'funding_deposit_received':
    case 'funding_withdrawal_sent':
      return {
        kind: content.template === 'funding_deposit_received' ? 'deposit' : 'withdrawal',
        url: pathOf(content.link),
        facts: {
          asset: 'CAD',
          amount: content.amount.toString(),
          rail: content.rail,
          available_at:
            content.template === 'funding_deposit_received'
              ? (content.availableAt?.toISOString() ?? null)
              : null,
        },
      };
    case 'crypto_deposit_received':
    case 'crypto_withdrawal_sent':
      return {
        kind: content.template === 'crypto_deposit_received' ? 'deposit' : 'withdrawal',
        url: pathOf(content.link),
        facts: {
          asset: content.asset,
          amount: content.amount.toString(),
          rail: 'chain',
          available_at: null,
        },
      };
    case 'document_issued':
      return {
        kind: 'document',
        url: pathOf(content.link),
        facts: { document: content.kind, period: content.period },
      };
    case 'limit_order_ended':
      return {
        kind: 'limit_order',
        url: pathOf(content.link),
        facts: {
          side: content.side,
          asset: content.asset,
          amount: content.amount.toString(),
          limit_price: trimmedDecimalString(content.limitPrice, priceDecimals),
          state: content.end,
          failure_reason: content.reason,
        },
      };
    case 'recurring_run_skipped':
      return {
        kind: 'recurring_run',
        url: pathOf(content.link),
        facts: {
          side: content.side,
          asset: content.asset,
          amount: content.amount.toString(),
          day: content.day,
          skip_reason: content.reason,
        },
      };
    default:
      return alertFactsOf(content);
  }
}

function alertFactsOf(
  content: Extract<TopicMail, { template: 'price_alert' | 'price_digest' }>,
): InAppFacts {
  if (content.template === 'price_digest') {
    return {
      kind: 'price_digest',
      url: content.path,
      facts: {
        prices: content.prices.map((line) => ({
          asset: line.asset,
          price: price(line.price),
          change_24h_percent: line.changePercent,
        })),
      },
    };
  }
  return {
    kind: 'price_alert',
    url: content.path,
    facts: {
      alert_guid: content.alertGuid,
      asset: content.asset,
      condition: content.condition,
      level: content.level === null ? null : trimmedDecimalString(content.level, priceDecimals),
      move_percent: content.movePercent,
      window: content.window,
      price: price(content.price),
      change_percent: content.changePercent,
    },
  };
}
