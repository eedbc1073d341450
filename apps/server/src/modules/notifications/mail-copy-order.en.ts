import { formatAmount } from '@maple/money';
import type { ComposedMail, LimitOrderMailContent } from './mail-content.js';
import { mailPrice } from './mail-format.js';

const reasons = {
  not_verified: 'your identity needs verifying again before you can trade',
  over_limit: 'it would have gone over your investment limit',
  insufficient_funds: 'the funds it needed were no longer there',
  refused: 'the trade was refused',
} as const;

/** The English (en-CA) wording of the e-mail of a price-triggered order that did not fill. */
export function composeOrderEnglish(
  content: LimitOrderMailContent,
  support: string,
  closing: string,
): ComposedMail {
  const amount = formatAmount(content.amount, content.gives, 'en-CA', { withCode: true });
  const order = `${content.side === 'buy' ? 'buy' : 'sell'} order for ${content.asset} at ${mailPrice(content.limitPrice, 'en-CA')}`;
  const why =
    content.end === 'expired'
      ? 'It reached its end date before the price reached its limit.'
      : `It reached its price but could not fill: ${reasons[content.reason ?? 'refused']}.`;
  return {
    subject:
      content.end === 'expired'
        ? `Your ${content.asset} order has expired`
        : `Your ${content.asset} order could not be filled`,
    greeting: `Hello ${content.name},`,
    paragraphs: [
      `Your ${order} has ended. ${why}`,
      `The ${amount} it set aside is available again.`,
      `Questions? Write to ${support}.`,
    ],
    action: { label: 'See my orders', url: content.link },
    closing,
  };
}
