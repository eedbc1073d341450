import type { Language } from '../../infra/db/columns.js';
import type { AlertMailContent } from './mail-content.js';
import { signed } from './mail-copy-alert.en.js';
import { mailPrice } from './mail-format.js';
import type { PushNotice } from './push-notice.js';

/** A price is news for an hour; the morning's prices for the morning. */
const ALERT_TTL_MS = 3_600_000;
const DIGEST_TTL_MS = 6 * 3_600_000;

/**
 * The push notice of a price alert or the morning digest (ADR 79): the e-mail's subject as its
 * title, the price now (or each asset's) as its body; it opens the prefilled quote. A newer
 * alert of an asset replaces the older one on the device (its tag).
 */
export function alertPushNotice(
  content: AlertMailContent,
  language: Language,
  title: string,
): PushNotice {
  const french = language === 'fr-CA';
  const digest = content.template === 'price_digest';
  const body = digest
    ? content.prices
        .map(
          (line) =>
            `${line.asset} ${mailPrice(line.price, language)} (${percent(line.changePercent, french)})`,
        )
        .join(' · ')
    : french
      ? `Maintenant ${mailPrice(content.price, language)}. Touchez pour acheter ou vendre.`
      : `Now ${mailPrice(content.price, language)}. Tap to buy or sell.`;
  return {
    message: {
      title,
      body,
      url: content.path,
      tag: digest ? 'price-digest' : `price-alert:${content.asset}`,
      lang: language,
    },
    expiresAt: new Date(content.at.getTime() + (digest ? DIGEST_TTL_MS : ALERT_TTL_MS)),
    urgency: digest ? 'normal' : 'high',
  };
}

const percent = (text: string, french: boolean): string =>
  french ? `${signed(text).replace('.', ',')}\u00a0%` : `${signed(text)}%`;
