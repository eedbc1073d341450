import type { AlertMailContent, ComposedMail } from './mail-content.js';
import { signed } from './mail-copy-alert.en.js';
import { mailPrice, mailTime } from './mail-format.js';

type PriceAlertContent = Extract<AlertMailContent, { template: 'price_alert' }>;

const windows = { '1h': 'une heure', '24h': '24 heures' } as const;

/** French percentages: a comma for the decimal point, a non-breaking space before the sign. */
const percent = (text: string): string => `${signed(text).replace('.', ',')}\u00a0%`;

/** « Le BTC a dépassé 95 000,00 $ » : the alert's event in a line. */
export function alertHeadlineFrench(content: PriceAlertContent): string {
  const { asset } = content;
  if (content.condition === 'move') {
    const window = windows[content.window ?? '24h'];
    return `${asset} : variation de ${percent(content.changePercent ?? content.movePercent ?? '')} en ${window}`;
  }
  const level = mailPrice(content.level ?? 0n, 'fr-CA');
  return content.condition === 'above'
    ? `${asset} : au-dessus de ${level}`
    : `${asset} : sous ${level}`;
}

/** The French (fr-CA) wording of a price alert's e-mail and of the morning digest (ADR 79). */
export function composeAlertFrench(
  content: AlertMailContent,
  _support: string,
  closing: string,
): ComposedMail {
  const greeting = `Bonjour ${content.name},`;
  const stop = `Vous avez créé cette alerte sur Maple Exchange. Vous pouvez modifier ou annuler vos alertes à ${content.alertsLink}.`;
  if (content.template === 'price_digest') {
    return {
      subject: 'Vos cours du matin',
      greeting,
      paragraphs: [
        `Les cours au ${mailTime(content.at, 'fr-CA')}, avec la variation sur 24 heures :`,
        ...content.prices.map(
          (line) =>
            `${line.asset} : ${mailPrice(line.price, 'fr-CA')} (${percent(line.changePercent)})`,
        ),
        stop,
      ],
      action: { label: 'Acheter ou vendre', url: content.link },
      closing,
    };
  }
  const headline = alertHeadlineFrench(content);
  return {
    subject: headline,
    greeting,
    paragraphs: [
      `${headline} : ${mailPrice(content.price, 'fr-CA')} le ${mailTime(content.at, 'fr-CA')}.`,
      'Les cours bougent vite : le prix proposé au moment d’acheter ou de vendre peut être différent.',
      stop,
    ],
    action: { label: `Négocier du ${content.asset}`, url: content.link },
    closing,
  };
}
