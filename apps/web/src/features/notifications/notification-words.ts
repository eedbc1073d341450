import type { Notification, PriceAlertFacts, PriceDigestFacts } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { formatAlertWindow } from '../../lib/market/alert-window';
import {
  formatAlertPrice,
  formatChange,
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
  const price = formatAlertPrice(facts.price, language);
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
  const level = formatAlertPrice(facts.level ?? facts.price, language);
  return t(`notifications.words.${facts.condition}`, { asset, level, price });
}

/** The morning digest: "Your morning prices: BTC $95,012.34 (+1.20%), ETH …". */
function digestWords(facts: PriceDigestFacts, t: TFunction, language: string): string {
  if (facts.prices.length === 0) return t('notifications.words.digestEmpty');
  const prices = facts.prices.map((entry) =>
    t('notifications.words.digestPrice', {
      asset: entry.asset,
      price: formatAlertPrice(entry.price, language),
      change: formatChange(entry.change_24h_percent, language),
    }),
  );
  return t('notifications.words.digest', { prices: prices.join(', ') });
}

/**
 * A notification in the reader's language, from its facts: the server keeps no sentences, so
 * a notification reads in whichever language the app is showing, with its prices and changes
 * written as that language writes them.
 */
export function notificationWords(notification: Notification, t: TFunction, language: string) {
  return notification.kind === 'price_digest'
    ? digestWords(notification.facts, t, language)
    : alertWords(notification.facts, t, language);
}
