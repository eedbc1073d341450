import type { AlertMailContent, ComposedMail } from './mail-content.js';
import { mailPrice, mailTime } from './mail-format.js';

type PriceAlertContent = Extract<AlertMailContent, { template: 'price_alert' }>;

const windows = { '1h': 'an hour', '24h': '24 hours' } as const;

/** A change with its sign, either way: "+1.20", "-5.12". */
export const signed = (percent: string): string =>
  percent.startsWith('-') ? percent : `+${percent}`;

/** "BTC rose above $95,000.00", "ETH moved -5.12 % in 24 hours": the alert's event in a line. */
export function alertHeadlineEnglish(content: PriceAlertContent): string {
  const { asset } = content;
  if (content.condition === 'move') {
    const window = windows[content.window ?? '24h'];
    return `${asset} moved ${signed(content.changePercent ?? content.movePercent ?? '')}% in ${window}`;
  }
  const level = mailPrice(content.level ?? 0n, 'en-CA');
  return content.condition === 'above'
    ? `${asset} rose above ${level}`
    : `${asset} fell below ${level}`;
}

/** The English (en-CA) wording of a price alert's e-mail and of the morning digest (ADR 79). */
export function composeAlertEnglish(
  content: AlertMailContent,
  _support: string,
  closing: string,
): ComposedMail {
  const greeting = `Hello ${content.name},`;
  const stop = `You set this alert on Maple Exchange. You can change or cancel your alerts at ${content.alertsLink}.`;
  if (content.template === 'price_digest') {
    return {
      subject: 'Your morning prices',
      greeting,
      paragraphs: [
        `The prices at ${mailTime(content.at, 'en-CA')}, with the change over 24 hours:`,
        ...content.prices.map(
          (line) =>
            `${line.asset}: ${mailPrice(line.price, 'en-CA')} (${signed(line.changePercent)}%)`,
        ),
        stop,
      ],
      action: { label: 'Buy or sell', url: content.link },
      closing,
    };
  }
  const headline = alertHeadlineEnglish(content);
  return {
    subject: headline,
    greeting,
    paragraphs: [
      `${headline}: ${mailPrice(content.price, 'en-CA')} at ${mailTime(content.at, 'en-CA')}.`,
      'Prices move fast: the price you are quoted when you buy or sell may differ.',
      stop,
    ],
    action: { label: `Trade ${content.asset}`, url: content.link },
    closing,
  };
}
